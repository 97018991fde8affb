import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemSummary } from '../../shared/contract/catalogue.ts';
import { callApi } from '../support/api.ts';
import { asRole, type TestUser, signInDemo } from '../support/auth.ts';
import { bearer, clockListing, uploadFivePhotos } from '../support/selling.ts';

/**
 * The lot's life as the calls drive it (issue 8): the expert's decision is written by the call itself
 * and answered at once; repeating a submission, a relist or a decision makes nothing twice.
 */
let seller: TestUser;
let otherSeller: TestUser;
let expert: string;
let admin: string;

beforeAll(async () => {
  [seller, otherSeller] = await Promise.all([asRole('seller'), asRole('seller')]);
  expert = await signInDemo('expert');
  admin = await signInDemo('admin');
});

const word = () => `zq${randomUUID().replace(/[^a-z]/g, '').slice(0, 8)}`;
const submissions = async (who: TestUser) => (await callApi('getSellerItems', { tab: 'submissions' }, who.headers)).data.items as ItemSummary[];

describe('submitting', () => {
  it('makes one lot when the same draft is submitted twice at once', async () => {
    const photos = await uploadFivePhotos(seller.token, 21);
    const name = `Twice-clicked clock ${word()}`;
    const draft = await callApi('saveDraft', { form: { itemName: name, photos } }, seller.headers);
    const form = clockListing(photos, name);
    const [first, second] = await Promise.all([
      callApi('submitListing', { draftId: draft.data.draftId, form }, seller.headers),
      callApi('submitListing', { draftId: draft.data.draftId, form }, seller.headers),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.data.itemId).toBe(first.data.itemId);
    expect(second.data.itemNumber).toBe(first.data.itemNumber);
    const mine = (await submissions(seller)).filter((i) => i.name === name);
    expect(mine.map((i) => i.id)).toEqual([first.data.itemId]);
    // Repeated later, after the draft was used up, it still answers the same lot.
    const later = await callApi('submitListing', { draftId: draft.data.draftId, form }, seller.headers);
    expect(later.data.itemId).toBe(first.data.itemId);
  });

  it('makes one lot when the same photos are submitted again without a draft', async () => {
    const photos = await uploadFivePhotos(seller.token, 22);
    const form = clockListing(photos, `Retried clock ${word()}`);
    const first = await callApi('submitListing', { form }, seller.headers);
    const again = await callApi('submitListing', { form }, seller.headers);
    expect(again.status).toBe(200);
    expect(again.data.itemId).toBe(first.data.itemId);
  });

  it("answers 404 for another seller's draft, and stores nothing", async () => {
    const draft = await callApi('saveDraft', { form: { itemName: 'Not yours' } }, otherSeller.headers);
    const photos = await uploadFivePhotos(seller.token, 23);
    const before = (await submissions(seller)).length;
    const answer = await callApi('submitListing', { draftId: draft.data.draftId, form: clockListing(photos, `Hijack ${word()}`) }, seller.headers);
    expect(answer.status).toBe(404);
    expect((await submissions(seller)).length).toBe(before);
    // The other seller's draft is untouched.
    expect(((await callApi('getDrafts', {}, otherSeller.headers)).data.drafts as { draftId: string }[]).map((d) => d.draftId)).toContain(draft.data.draftId);
  });
});

describe("the expert's decision", () => {
  async function submitted(seed: number): Promise<string> {
    const photos = await uploadFivePhotos(seller.token, seed);
    const answer = await callApi('submitListing', { form: clockListing(photos, `Decided clock ${word()}`) }, seller.headers);
    expect(answer.status).toBe(200);
    return answer.data.itemId as string;
  }

  it('is answered with the new status at once, and the lot is live for everyone in the same moment', async () => {
    const itemId = await submitted(31);
    const accepted = await callApi('reviewSubmission', { itemId, decision: 'accept', note: '' }, bearer(expert));
    expect(accepted.status).toBe(200);
    expect(accepted.data).toEqual({ itemId, status: 'Active' });
    const live = await callApi('getItem', { itemId });
    expect(live.status).toBe(200);
    expect(live.data.status).toBe('Active');
    expect(Date.parse(live.data.endsAt)).toBeGreaterThan(Date.now());
  });

  it('may be repeated by the same expert; another decision on a decided lot is a conflict', async () => {
    const itemId = await submitted(32);
    expect((await callApi('reviewSubmission', { itemId, decision: 'accept', note: '' }, bearer(expert))).data.status).toBe('Active');
    const again = await callApi('reviewSubmission', { itemId, decision: 'accept', note: '' }, bearer(expert));
    expect(again.status).toBe(200);
    expect(again.data.status).toBe('Active');
    const reversed = await callApi('reviewSubmission', { itemId, decision: 'reject', note: 'Changed my mind' }, bearer(expert));
    expect(reversed.status).toBe(409);
    expect(reversed.data.status).toBe('Active');
    const byAnother = await callApi('reviewSubmission', { itemId, decision: 'accept', note: '' }, bearer(admin));
    expect(byAnother.status).toBe(409);
  });

  it('lets one of two experts deciding at once win; the other gets 409 with the state the lot reached', async () => {
    const itemId = await submitted(33);
    const [a, b] = await Promise.all([
      callApi('reviewSubmission', { itemId, decision: 'accept', note: '' }, bearer(expert)),
      callApi('reviewSubmission', { itemId, decision: 'reject', note: 'Not period' }, bearer(admin)),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const loser = a.status === 200 ? b : a;
    expect(loser.data.status).toBe(winner.data.status);
    const owner = await callApi('getItem', { itemId }, seller.headers);
    expect(owner.data.status).toBe(winner.data.status);
  });
});

describe('relisting', () => {
  it('puts a rejected lot back to review once, however often it is asked, and the new review decides it', async () => {
    const photos = await uploadFivePhotos(seller.token, 41);
    const name = `Relisted clock ${word()}`;
    const itemId = (await callApi('submitListing', { form: clockListing(photos, name) }, seller.headers)).data.itemId as string;
    expect((await callApi('reviewSubmission', { itemId, decision: 'reject', note: 'Show the dial' }, bearer(expert))).data.status).toBe('Unsold');
    const [first, second] = await Promise.all([
      callApi('relistItem', { itemId }, seller.headers),
      callApi('relistItem', { itemId }, seller.headers),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.data).toEqual({ itemId, status: 'Awaiting Approval' });
    expect(second.data).toEqual({ itemId, status: 'Awaiting Approval' });
    expect((await submissions(seller)).filter((i) => i.id === itemId)).toHaveLength(1);
    const accepted = await callApi('reviewSubmission', { itemId, decision: 'accept', note: '' }, bearer(expert));
    expect(accepted.data.status).toBe('Active');
    const seen = await callApi('getItem', { itemId }, seller.headers);
    expect(seen.data.status).toBe('Active');
    expect(seen.data.rejectionNote).toBeNull();
  });

  it("answers 404 for another seller's lot and 409 for a live one", async () => {
    const photos = await uploadFivePhotos(seller.token, 42);
    const itemId = (await callApi('submitListing', { form: clockListing(photos, `Live clock ${word()}`) }, seller.headers)).data.itemId as string;
    await callApi('reviewSubmission', { itemId, decision: 'accept', note: '' }, bearer(expert));
    expect((await callApi('relistItem', { itemId }, otherSeller.headers)).status).toBe(404);
    const live = await callApi('relistItem', { itemId }, seller.headers);
    expect(live.status).toBe(409);
    expect(live.data.status).toBe('Active');
  });
});
