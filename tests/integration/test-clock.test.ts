import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ItemStatus } from '../../shared/item.ts';
import { clockNow, useOwnStack } from '../support/own-stack.ts';

/*
 * The test clock (POST /dev/clock) on a stack of its own: moving time on the stack the other tests
 * share would move their deadlines and end times under them.
 */

useOwnStack('clock-test', 300);
const { BASE_URL, callApi } = await import('../support/api.ts');
const { signInDemo } = await import('../support/auth.ts');
const { bearer, clockListing, reviewWhenReady, uploadFivePhotos } = await import('../support/selling.ts');
const { waitFor } = await import('../support/wait.ts');

const DAY = 86_400;
let seller: string;
let expert: string;

beforeAll(async () => {
  [seller, expert] = await Promise.all([signInDemo('seller'), signInDemo('expert')]);
});

const advance = (seconds: number) => fetch(`${BASE_URL}/dev/clock`, { method: 'POST', body: JSON.stringify({ advanceSeconds: seconds }) });
const statusAsSeller = async (itemId: string) => (await callApi('getItem', { itemId }, bearer(seller))).data.status as string;
let seed = 5;
const submit = async (name: string) => {
  // A photo belongs to one listing only (and the same photos again are the same submission): fresh ones each time.
  const photos = await uploadFivePhotos(seller, ++seed);
  const answer = await callApi('submitListing', { form: clockListing(photos, name) }, bearer(seller));
  expect(answer.status, answer.message).toBe(200);
  return answer.data.itemId as string;
};

describe('the test clock', () => {
  it('tells the time and moves it forward on request', async () => {
    const before = await clockNow();
    const moved = await advance(3600);
    expect(moved.status).toBe(200);
    const after = Date.parse(((await moved.json()) as { now: string }).now);
    expect(after - before).toBeGreaterThanOrEqual(3_600_000);
    expect(after - before).toBeLessThan(3_660_000);
  });

  it('refuses a body that is not a whole number of seconds, and stays where it was', async () => {
    const before = await clockNow();
    for (const body of ['{"advanceSeconds": -5}', '{"advanceSeconds": "1"}', '{"advanceSeconds": 1.5}', '{}', 'nope']) {
      const response = await fetch(`${BASE_URL}/dev/clock`, { method: 'POST', body });
      expect(response.status, body).toBe(400);
    }
    expect((await clockNow()) - before).toBeLessThan(60_000);
  });

  it('answers only once the auction it ended has been carried through to its end', async () => {
    const itemId = await submit(`Clock the test clock ends ${randomUUID().slice(0, 8)}`);
    expect((await reviewWhenReady(expert, itemId, 'accept')).status).toBe(200);
    const live = await waitFor('the accepted lot to be on sale', async () => {
      const item = (await callApi('getItem', { itemId })).data;
      return item?.status === ItemStatus.Active && item.endsAt ? (item as { endsAt: string }) : undefined;
    });

    // A minute past its end: no bid, so it ends unsold — already when the clock answers, without waiting.
    const moved = await advance(Math.ceil((Date.parse(live.endsAt) - (await clockNow())) / 1000) + 60);
    expect(moved.status).toBe(200);
    expect(await statusAsSeller(itemId)).toBe(ItemStatus.EndedUnsold);
  });

  it('gives a review that waited 20 days a fresh token before answering, so the expert can still decide', async () => {
    const itemId = await submit(`Clock nobody reviewed for 20 days ${randomUUID().slice(0, 8)}`);
    // The clock first lets the new workflow reach its review wait, then the 20 days pass and it waits again.
    expect((await advance(20 * DAY + 60)).status).toBe(200);
    const accepted = await callApi('reviewSubmission', { itemId, decision: 'accept', note: '' }, bearer(expert));
    expect(accepted.status, accepted.message).toBe(200);
    await waitFor('the lot to be on sale', async () => ((await statusAsSeller(itemId)) === ItemStatus.Active ? true : undefined));
  });
});
