import { randomInt, randomUUID } from 'node:crypto';
import type { BidState } from '../../shared/contract/buying.ts';
import type { ListingForm } from '../../shared/contract/selling.ts';
import { ItemStatus } from '../../shared/item.ts';
import { callApi, type Answer } from './api.ts';
import { bearer, clockListing, reviewWhenReady, uploadFivePhotos } from './selling.ts';
import { waitFor } from './wait.ts';

/**
 * Lots in a known state for the market tests: a fresh listing (fresh photos: the same photos again
 * would be the same submission) submitted by a seller and accepted by an expert, live once this answers.
 */

/** A live lot: its id, its name and its end when it went live. */
export interface LiveLot {
  itemId: string;
  name: string;
  endsAt: string;
}

// Photo seeds of this process: far from the fixed seeds other tests use, different per process.
let photoSeed = randomInt(1_000, 100_000) * 10;

/** The listing of `clockListing` (start £100, reserve £200, Buy it now £550, 7 days) with `changes`. */
export async function submitLot(sellerToken: string, changes: Partial<ListingForm> = {}, label = 'Market clock'): Promise<{ itemId: string; name: string }> {
  const name = `${label} ${randomUUID().slice(0, 8)}`;
  const photos = await uploadFivePhotos(sellerToken, ++photoSeed);
  const answer = await callApi('submitListing', { form: { ...clockListing(photos, name), ...changes } }, bearer(sellerToken));
  if (answer.status !== 200) throw new Error(`submitListing answered ${answer.status}: ${answer.message} ${JSON.stringify(answer.data)}`);
  return { itemId: answer.data.itemId as string, name };
}

/** Submits a lot and has the expert accept it; answers once it is on sale. */
export async function liveLot(sellerToken: string, expertToken: string, changes: Partial<ListingForm> = {}, label?: string): Promise<LiveLot> {
  const { itemId, name } = await submitLot(sellerToken, changes, label);
  const accepted = await reviewWhenReady(expertToken, itemId, 'accept');
  if (accepted.status !== 200) throw new Error(`reviewSubmission answered ${accepted.status}: ${accepted.message}`);
  const state = await waitFor(`lot ${itemId} to be on sale`, async () => {
    const answer = await bidState(itemId);
    return answer.data?.status === ItemStatus.Active && answer.data.endsAt ? answer.data : undefined;
  });
  return { itemId, name, endsAt: state.endsAt! };
}

/** getBidState as a visitor (or with `headers`, as someone). */
export function bidState(itemId: string, headers: Record<string, string> = {}): Promise<Answer<BidState>> {
  return callApi<BidState>('getBidState', { itemId }, headers);
}

/** A bid state without the clock's reading, to compare two of them taken at different moments. */
export function withoutClock(state: BidState): Omit<BidState, 'now'> {
  const { now: _now, ...rest } = state;
  return rest;
}

/** Pence as the product writes them in messages ("£1,234.50"). */
export function pounds(pence: number): string {
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
