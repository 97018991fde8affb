import { unmarshall } from '@aws-sdk/util-dynamodb';
import { displayPrice } from '../../shared/catalogue.ts';
import { ItemStatus, type Item, type Lot } from '../../shared/item.ts';
import { formatMoney, GBP } from '../../shared/money.ts';
import { digestDay, FOLLOW_ALERT_MODE, lotFacets, lotFacts, matchesSearch, mostUrgent, type AlertMode } from '../../shared/saved-searches.ts';
import { putDigestEntry } from '../data/entities/alert-digest.ts';
import { listFollowers } from '../data/entities/follow.ts';
import { getProfiles } from '../data/entities/profile.ts';
import type { Profile } from '../../shared/account.ts';
import { savedSearchesOfFacet, type OwnedSavedSearch } from '../data/entities/saved-search.ts';
import { getItems } from '../data/items.ts';
import { forEachLimited } from '../lib/for-each-limited.ts';
import type { Key } from '../data/table.ts';
import { isLotRecord } from './changes.ts';
import { notify } from '../notify/notify.ts';
import type { ChangeEvent } from '../search/projector.ts';

/**
 * Alerts (issue 26, docs/adr/0053): a table stream consumer that reads the lots the expert has just
 * accepted and tells everyone whose saved search would list the lot, or who follows its seller — once
 * per person and lot, in the bell at once and by e-mail as their most urgent matching choice says.
 * It runs after the acceptance (the stream), so matching never slows the expert's decision.
 *
 * It scales by reading, per batch, only the saved searches of the batch's facets (each lot's category,
 * sub-category, and the searches of no category: one index query per facet, shared by every lot of the
 * batch) and comparing them with each lot in memory.
 */

/**
 * The lot record written by the acceptance itself: Active, activated by this very write (the
 * acceptance sets `activatedAt` and `updatedAt` to its moment; any later write moves `updatedAt`).
 */
export function isAcceptance(lot: Pick<Lot, 'status' | 'activatedAt' | 'updatedAt'>): boolean {
  return lot.status === ItemStatus.Active && lot.activatedAt !== null && lot.activatedAt === lot.updatedAt;
}

/** One person's alert about one lot: what matched (a search's name or the seller's) and how it is sent. */
interface Decision {
  uid: string;
  matched: string;
  mode: AlertMode;
}

/** Who a lot alerts, each once: their matching searches and follows folded into one decision. */
export function decideAlerts(item: Item, candidates: readonly OwnedSavedSearch[], followers: ReadonlyArray<{ uid: string; sellerName: string }>): Decision[] {
  const facts = lotFacts(item);
  const byPerson = new Map<string, { matched: string; modes: AlertMode[] }>();
  const add = (uid: string, matched: string, mode: AlertMode) => {
    // A seller is never alerted of their own lot.
    if (uid === item.sellerId) return;
    const entry = byPerson.get(uid) ?? { matched, modes: [] };
    entry.modes.push(mode);
    byPerson.set(uid, entry);
  };
  for (const search of candidates) if (matchesSearch(search.search, facts)) add(search.uid, search.name, search.alert);
  for (const follower of followers) add(follower.uid, follower.sellerName, FOLLOW_ALERT_MODE);
  return [...byPerson].map(([uid, { matched, modes }]) => ({ uid, matched, mode: mostUrgent(modes) }));
}

/** How many people are told at once (each is a few table writes, a push and maybe an e-mail). */
const SEND_CONCURRENCY = 16;

/** The consumer: the batch's accepted lots, matched and told. Idempotent (a replay stores and sends nothing twice). */
export async function alertAcceptedLots(event: ChangeEvent): Promise<{ lots: number; alerts: number }> {
  const accepted = event.Records.flatMap((record) => {
    const image = record.eventName === 'REMOVE' ? undefined : record.dynamodb?.NewImage;
    if (!image) return [];
    const lot = unmarshall(image) as Lot & Key;
    return isLotRecord(lot) && isAcceptance(lot) ? [lot.id] : [];
  });
  if (accepted.length === 0) return { lots: 0, alerts: 0 };
  const items = (await getItems(accepted)).filter((item) => item.activatedAt !== null);
  const facets = [...new Set(items.flatMap(lotFacets))];
  const sellers = [...new Set(items.map((item) => item.sellerId))];
  const [searchesByFacet, followersBySeller] = await Promise.all([
    Promise.all(facets.map(async (facet) => [facet, await savedSearchesOfFacet(facet)] as const)).then((entries) => new Map(entries)),
    Promise.all(sellers.map(async (seller) => [seller, await listFollowers(seller)] as const)).then((entries) => new Map(entries)),
  ]);
  const sends = items.flatMap((item) => {
    const candidates = lotFacets(item).flatMap((facet) => searchesByFacet.get(facet) ?? []);
    return decideAlerts(item, candidates, followersBySeller.get(item.sellerId) ?? []).map((decision) => ({ item, decision }));
  });
  // Every reader's profile in a few batch reads, not one read per alert.
  const profiles = await getProfiles([...new Set(sends.map((send) => send.decision.uid))]);
  await forEachLimited(sends, SEND_CONCURRENCY, ({ item, decision }) => sendAlert(item, decision, profiles.get(decision.uid) ?? null));
  return { lots: items.length, alerts: sends.length };
}

/** One alert per person and listing run: a relisted lot is a new run (its own activation). */
export const alertDedupeKey = (item: Pick<Item, 'id' | 'activatedAt'>): string => `alert:${item.id}:${item.activatedAt}`;

/** Tells one person of one lot: the bell (and their open pages) now, the e-mail now or in the day's digest. */
async function sendAlert(item: Item, decision: Decision, profile: Profile | null): Promise<void> {
  const at = new Date(item.activatedAt!);
  const listedPrice = displayPrice(item);
  // The lot's page as the site names it: an auction's, or Buy it now's.
  const path = `/items/${item.id}/${item.listAsAuction ? 'auction' : 'buyer'}`;
  await notify({
    uid: decision.uid,
    profile,
    template: 'alert',
    params: { itemName: item.name, matched: decision.matched, price: formatMoney(listedPrice, GBP), endsAt: item.endsAt ?? '' },
    item: { id: item.id, photos: item.photos, listAsAuction: item.listAsAuction },
    dedupeKey: alertDedupeKey(item),
    atIsTheEvent: true,
    mailed: decision.mode === 'instant',
    link: path,
    at,
  });
  if (decision.mode === 'daily') {
    await putDigestEntry(digestDay(at), {
      uid: decision.uid,
      itemId: item.id,
      itemName: item.name,
      path,
      price: listedPrice,
      endsAt: item.endsAt ?? '',
      matched: decision.matched,
      at: at.toISOString(),
    });
  }
}

