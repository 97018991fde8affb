import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemSummary } from '../../shared/contract/catalogue.ts';
import type { ListingForm } from '../../shared/contract/selling.ts';
import { callApi } from '../support/api.ts';
import { asRole, sellerAccountPayload, signInDemo } from '../support/auth.ts';
import { bearer, clockListing, makePhoto, reviewWhenReady, uploadFivePhotos, uploadPhoto } from '../support/selling.ts';
import { waitFor } from '../support/wait.ts';

let seller: string;
let expert: string;
let buyer: string;
let photos: string[];

beforeAll(async () => {
  seller = await signInDemo('seller');
  expert = await signInDemo('expert');
  buyer = await signInDemo('buyer');
  photos = await uploadFivePhotos(seller, 1);
});

const as = (token: string) => bearer(token);
const word = () => `zq${randomUUID().replace(/[^a-z]/g, '').slice(0, 8)}`;
const submissions = async () => ((await callApi('getSellerItems', { tab: 'submissions' }, as(seller))).data.items as ItemSummary[]).length;

describe('seller forms', () => {
  it("serves a category's item specifics to anyone, the sub-category's own when it has one", async () => {
    const clocks = await callApi('getSellerForm', { categoryId: 'clocks', subCategoryId: 'clocks-mantel' });
    expect(clocks.status).toBe(200);
    expect(clocks.data.fields[0]).toMatchObject({ name: 'field1', label: 'Period', type: 'dropdown', required: true });
    const wrist = await callApi('getSellerForm', { categoryId: 'clocks', subCategoryId: 'clocks-wrist' });
    expect(wrist.data.fields.map((f: { label: string }) => f.label)).toContain('Case diameter (mm)');
  });
});

describe('drafts', () => {
  it('saves, updates, lists with their time, and removes a draft', async () => {
    const saved = await callApi('saveDraft', { form: { category: 'clocks', itemName: 'Half-written clock', photos: photos.slice(0, 2) } }, as(seller));
    expect(saved.status).toBe(200);
    expect(saved.message).toBe('Draft saved successfully');
    const updated = await callApi('saveDraft', { draftId: saved.data.draftId, form: { category: 'clocks', itemName: 'Half-written clock, renamed', photos } }, as(seller));
    expect(updated.message).toBe('Draft updated successfully');
    const drafts = (await callApi('getDrafts', {}, as(seller))).data.drafts as { draftId: string; form: ListingForm; updatedAt: string }[];
    const mine = drafts.find((d) => d.draftId === saved.data.draftId)!;
    expect(mine.form).toMatchObject({ itemName: 'Half-written clock, renamed', photos });
    expect(Date.parse(mine.updatedAt)).toBeGreaterThan(0);
    const removed = await callApi('deleteDraft', { draftId: saved.data.draftId }, as(seller));
    expect(removed.message).toBe('Draft removed successfully');
    const again = await callApi('deleteDraft', { draftId: saved.data.draftId }, as(seller));
    expect(again.status).toBe(404);
    expect(again.message).toBe('Error while removing draft');
  });

  it("keeps a seller out of another seller's drafts", async () => {
    const saved = await callApi('saveDraft', { form: { itemName: 'Private draft' } }, as(seller));
    const expertSeller = await signInDemo('admin');
    // A non-seller cannot use drafts at all.
    expect((await callApi('getDrafts', {}, as(buyer))).status).toBe(403);
    expect((await callApi('getDrafts', {}, as(expertSeller))).status).toBe(403);
    expect((await callApi('saveDraft', { draftId: saved.data.draftId, form: { itemName: 'Hijack' } }, as(buyer))).status).toBe(403);
    await callApi('deleteDraft', { draftId: saved.data.draftId }, as(seller));
  });
});

describe('photos', () => {
  it('refuses a type other than JPEG or PNG, and a file of 2 MB or more, before any upload', async () => {
    const gif = await callApi('createUploadUrl', { fileName: 'a.gif', contentType: 'image/gif', size: 1000 }, as(seller));
    expect(gif.status).toBe(400);
    expect(gif.message).toBe('You can only upload JPG/PNG file!');
    const big = await callApi('createUploadUrl', { fileName: 'a.jpg', contentType: 'image/jpeg', size: 2 * 1024 * 1024 }, as(seller));
    expect(big.status).toBe(400);
    expect(big.data.fields).toHaveProperty('size');
  });
  it('refuses a listing whose photo is not really an image, or is not the seller’s', async () => {
    const fake = await uploadPhoto(seller, Buffer.from('GIF89a this is not a jpeg at all, just text pretending'.repeat(20)));
    const notImage = await callApi('submitListing', { form: clockListing([...photos.slice(0, 4), fake], word()) }, as(seller));
    expect(notImage.status).toBe(400);
    expect(notImage.message).toBe('You can only upload JPG/PNG file!');
    const foreign = await callApi('submitListing', { form: clockListing([...photos.slice(0, 4), 'uploads/someone-else/01ABC.jpg'], word()) }, as(seller));
    expect(foreign.status).toBe(400);
  });
  it('makes a thumbnail as soon as a draft names the photo', async () => {
    const key = await uploadPhoto(seller, await makePhoto(42));
    const thumb = `/photos/${key.replace(/\.jpg$/, '-thumb.jpg')}`;
    expect((await fetch(`${process.env.PATINA_URL}${thumb}`)).status).toBe(404);
    const saved = await callApi('saveDraft', { form: { itemName: 'Thumbnail check', photos: [key] } }, as(seller));
    expect(saved.status).toBe(200);
    const response = await fetch(`${process.env.PATINA_URL}${thumb}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    await callApi('deleteDraft', { draftId: saved.data.draftId }, as(seller));
  });

  it('deletes a photo the seller uploaded', async () => {
    const key = await uploadPhoto(seller, await makePhoto(99, 'png'), 'image/png');
    const answer = await callApi('deleteImage', { key }, as(seller));
    expect(answer.message).toBe('Image deleted successfully');
  });
});

describe('listing rules, checked on the server', () => {
  const broken: [string, (f: ListingForm) => ListingForm, string][] = [
    ['four photos', (f) => ({ ...f, photos: f.photos!.slice(0, 4) }), 'Please Upload Minimum 5 images'],
    ['no format', (f) => ({ ...f, listAsAuction: false, List_of_Buy_it: false, reservePrice: null }), 'At least one option must be selected'],
    ['starting price under £1', (f) => ({ ...f, startingAuctionPrice: 99 }), 'The starting price must be at least £1'],
    ['reserve on a cheap item', (f) => ({ ...f, estimatedValue: 15_000 }), 'A reserve price can only be set for items valued over £150'],
    ['reserve under £150', (f) => ({ ...f, reservePrice: 10_000 }), 'The reserve price must be at least £150'],
    ['Buy it now not above the start', (f) => ({ ...f, buyItNowPrice: 10_000 }), 'The Buy it now price must be higher than the starting price'],
    ['no shipping zone', (f) => ({ ...f, nationwideShippingCost: null, nationwideShippingDeliveryDays: null, shippingToEuropeCost: null, shippingToEuropeDeliveryDays: null }), 'Add the cost and delivery days of at least one shipping zone'],
    ['a duration of 15 days', (f) => ({ ...f, auctionDurationDays: 15 }), 'An auction lasts from 1 to 14 days'],
    ['a required specific missing', (f) => ({ ...f, itemSpecifics: { ...f.itemSpecifics, field3: '' } }), 'This field is required'],
    ['no name', (f) => ({ ...f, itemName: '' }), 'This field is required'],
  ];
  for (const [rule, breakIt, message] of broken) {
    it(`answers ${rule} with "${message}" and stores nothing`, async () => {
      const before = await submissions();
      const answer = await callApi('submitListing', { form: breakIt(clockListing(photos, word())) }, as(seller));
      expect(answer.status).toBe(400);
      expect(answer.message).toBe(message);
      expect(Object.keys(answer.data.fields).length).toBeGreaterThan(0);
      expect(await submissions()).toBe(before);
    });
  }
});

describe('who may list and review', () => {
  it('never lets an expert review their own listing', async () => {
    // An expert of its own: the shared demo expert never becomes a seller here, since other files
    // (bidding-access) count on it being refused as "not a seller", whatever order the files run in.
    const sellingExpert = await asRole('expert');
    const opened = await callApi('createSellerAccount', sellerAccountPayload(`Expert's Attic ${word()}`), sellingExpert.headers);
    expect(opened.status).toBe(200);
    const ownPhotos = await uploadFivePhotos(sellingExpert.token, 3);
    const submitted = await callApi('submitListing', { form: clockListing(ownPhotos, `Expert's own clock ${word()}`) }, sellingExpert.headers);
    expect(submitted.status).toBe(200);
    const itemId = submitted.data.itemId as string;
    const own = await callApi('reviewSubmission', { itemId, decision: 'accept', note: '' }, sellingExpert.headers);
    expect(own.status).toBe(403);
    expect(own.message).toBe('Experts cannot review their own listings');
    expect((await callApi('getItem', { itemId }, sellingExpert.headers)).data.status).toBe('Awaiting Approval');
    // Another expert (the admin) may.
    const admin = await signInDemo('admin');
    const queue = (await callApi('getSubmissions', {}, as(admin))).data.items as { id: string; ownListing: boolean }[];
    expect(queue.find((i) => i.id === itemId)?.ownListing).toBe(false);
  });

  it('lets only sellers submit and only experts or admins review', async () => {
    expect((await callApi('submitListing', { form: clockListing(photos, word()) }, as(buyer))).status).toBe(403);
    expect((await callApi('submitListing', { form: clockListing(photos, word()) })).status).toBe(401);
    expect((await callApi('getSubmissions', {}, as(buyer))).status).toBe(403);
    expect((await callApi('getSubmissions', {}, as(seller))).status).toBe(403);
    expect((await callApi('reviewSubmission', { itemId: 'X', decision: 'accept' }, as(seller))).status).toBe(403);
  });
});

describe('submit → review → live', () => {
  it('puts an accepted listing on sale for its duration, in search, categories and home', async () => {
    const name = `Japy mantel clock ${word()}`;
    const draft = await callApi('saveDraft', { form: { itemName: name } }, as(seller));
    const submitted = await callApi('submitListing', { draftId: draft.data.draftId, form: clockListing(photos, name) }, as(seller));
    expect(submitted.status).toBe(200);
    expect(submitted.data).toMatchObject({ status: 'Awaiting Approval', itemNumber: expect.stringMatching(/^PT-\d+$/) });
    const itemId = submitted.data.itemId as string;
    // Draft used up; the item is the seller's submission, hidden from the public.
    expect(((await callApi('getDrafts', {}, as(seller))).data.drafts as { draftId: string }[]).map((d) => d.draftId)).not.toContain(draft.data.draftId);
    expect((await callApi('getItem', { itemId })).status).toBe(404);
    expect((await callApi('getItem', { itemId }, as(seller))).data).toMatchObject({ status: 'Awaiting Approval', reservePrice: 20_000 });
    const queue = (await callApi('getSubmissions', {}, as(expert))).data.items as { id: string; photos: unknown[]; specifics: Record<string, string> }[];
    const mine = queue.find((i) => i.id === itemId)!;
    expect(mine.photos).toHaveLength(5);
    expect(mine.specifics).toMatchObject({ Maker: 'Japy Frères', Condition: 'Very good' });

    const reviewed = await reviewWhenReady(expert, itemId, 'accept');
    expect(reviewed.data).toEqual({ itemId, status: 'Active' });
    const live = (await callApi('getItem', { itemId })).data;
    const now = Date.parse((await (await fetch(`${process.env.PATINA_URL}/dev/clock`)).json()).now);
    expect(Date.parse(live.endsAt) - now).toBeGreaterThan(7 * 86_400_000 - 120_000);
    expect(Date.parse(live.endsAt) - now).toBeLessThanOrEqual(7 * 86_400_000);
    expect(live.photos[0].thumbnailUrl).toMatch(/-thumb\.jpg$/);
    expect((await fetch(`${process.env.PATINA_URL}${live.photos[0].thumbnailUrl}`)).status).toBe(200);
    // Search reads a read model the table's changes reach a moment later (docs/adr/0026).
    const found = await waitFor('the lot to be found by search', async () => {
      const answer = await callApi('search', { categoryId: 'clocks', term: name.split(' ').at(-1) });
      return answer.data.total > 0 ? answer : undefined;
    });
    expect(found.data.items.map((i: ItemSummary) => i.id)).toEqual([itemId]);
    const active = (await callApi('getSellerItems', { tab: 'active' }, as(seller))).data.items as ItemSummary[];
    expect(active.map((i) => i.id)).toContain(itemId);
  });

  it('rejects with a required note the seller sees, then the edited listing is relisted and accepted', async () => {
    const name = `Rejected clock ${word()}`;
    // A photo belongs to one listing only: this lot gets its own.
    const ownPhotos = await uploadFivePhotos(seller, 2);
    const submitted = await callApi('submitListing', { form: clockListing(ownPhotos, name) }, as(seller));
    const itemId = submitted.data.itemId as string;
    const noNote = await callApi('reviewSubmission', { itemId, decision: 'reject' }, as(expert));
    expect(noNote.status).toBe(400);
    const rejected = await reviewWhenReady(expert, itemId, 'reject', 'Please photograph the movement and the back plate.');
    expect(rejected.data.status).toBe('Unsold');
    const unsold = (await callApi('getSellerItems', { tab: 'unsold' }, as(seller))).data.items as (ItemSummary & { rejectionNote: string })[];
    expect(unsold.find((i) => i.id === itemId)?.rejectionNote).toBe('Please photograph the movement and the back plate.');
    expect((await callApi('search', { categoryId: null, term: name.split(' ').at(-1) })).data.total).toBe(0);

    const relisted = await callApi('relistItem', { itemId, form: { ...clockListing(ownPhotos, `${name} (movement shown)`) } }, as(seller));
    expect(relisted.data).toEqual({ itemId, status: 'Awaiting Approval' });
    const accepted = await reviewWhenReady(expert, itemId, 'accept');
    expect(accepted.data.status).toBe('Active');
    expect((await callApi('getItem', { itemId })).data.name).toBe(`${name} (movement shown)`);
    // An Active item is not relisted.
    expect((await callApi('relistItem', { itemId }, as(seller))).status).toBe(409);
  });
});
