/**
 * `npm run bench`, part 8: alerts at scale (issue 26, docs/adr/0053). A stack of its own (BENCH_PORT + 80,
 * data in .data-bench-alerts) gets BENCH_SAVED_SEARCHES (10,000) saved searches of BENCH_ALERT_USERS
 * (2,000) people, written through the entity modules; then BENCH_ACCEPTED_LOTS (1,000) lots are accepted
 * in a burst (their acceptance records written straight to the table, as the expert's decisions write
 * them), and the bench prints the time from the burst until every alert is decided: every notification
 * the matcher must make (worked out here with the same pure rules) stored, with its e-mail or digest entry.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { ulid } from 'ulid';
import type { Category } from '../../shared/categories.ts';
import type { Item, Lot, LotListing } from '../../shared/item.ts';
import { ItemStatus, joinItem, noBidsYet } from '../../shared/item.ts';
import { ALERT_MODES, type SearchCriteria } from '../../shared/saved-searches.ts';
import { ROOT } from '../../infra/local/config.ts';
import { startChildStack } from '../support/child-stack.ts';
import { useStackTable } from '../support/stack-db.ts';
import { publicCalls } from './bench-stack.ts';
import { rmSync } from 'node:fs';

const PERIODS = ['Victorian', 'Georgian', 'Edwardian', 'Regency', 'Empire', 'Biedermeier', 'Qing', 'Ming', 'Tudor', 'Baroque'];
const MATERIALS = ['mahogany', 'oak', 'walnut', 'rosewood', 'porcelain', 'silver', 'brass', 'giltwood', 'bronze', 'satinwood', 'faience', 'pewter'];
const OBJECTS = ['chair', 'table', 'commode', 'vase', 'clock', 'mirror', 'cabinet', 'lamp', 'desk', 'bureau', 'candlestick', 'teapot', 'armoire', 'tureen', 'sideboard'];
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

export async function benchAlertsScale(say: (line: string) => void): Promise<void> {
  const searches = Number(process.env.BENCH_SAVED_SEARCHES ?? 10_000);
  const people = Number(process.env.BENCH_ALERT_USERS ?? 2_000);
  const lots = Number(process.env.BENCH_ACCEPTED_LOTS ?? 1_000);
  const port = Number(process.env.BENCH_PORT ?? 5800) + 80;
  const dataDir = path.join(ROOT, '.data-bench-alerts');
  rmSync(dataDir, { recursive: true, force: true });
  say(`\nAlerts: ${searches.toLocaleString('en-GB')} saved searches of ${people.toLocaleString('en-GB')} people, ${lots.toLocaleString('en-GB')} lots accepted in a burst (its own stack on ${port})`);
  // No pages rendered as the lots arrive (as part 5): the matcher and the projector share the stream.
  process.env.PATINA_RENDER_ON_CHANGE = '0';
  const stack = await startChildStack({ port, dataDir });
  try {
    // This process's data modules talk to the stack's dynalite, as a test's do.
    useStackTable(stack.url);
    const { send } = await import('../../lambdas/data/client.ts');
    const { lotKey, getLot } = await import('../../lambdas/data/entities/lot.ts');
    const { listingKey, getListing } = await import('../../lambdas/data/entities/lot-listing.ts');
    const { putSavedSearch } = await import('../../lambdas/data/entities/saved-search.ts');
    const { putProfile } = await import('../../lambdas/data/entities/profile.ts');
    const { eventNotificationId, notificationKey } = await import('../../lambdas/data/entities/notification.ts');
    const { batchGetRecords, keyId } = await import('../../lambdas/data/table.ts');
    const { decideAlerts, alertDedupeKey } = await import('../../lambdas/alerts/match.ts');
    const { forEachLimited } = await import('../../lambdas/lib/for-each-limited.ts');
    const { newProfile } = await import('../../shared/account.ts');

    const callApi = publicCalls(stack.url);
    const categories = (await callApi<{ categories: Category[] }>('getCategories', {})).categories;
    const subCategories = categories.flatMap((c) => c.subCategories.map((s) => ({ category: c.id, id: s.id })));
    const demo = (await callApi<{ items: { id: string }[] }>('search', { limit: 1 })).items[0]!;
    const [demoLot, demoListing] = [(await getLot(demo.id))!, (await getListing(demo.id))!];
    const now = new Date();

    // ---- the people and their searches (not timed) ----
    const t0 = performance.now();
    const uids = Array.from({ length: people }, (_, i) => `bench-alert-user-${i}`);
    await forEachLimited(uids, 16, (uid) => putProfile({ ...newProfile({ uid, email: `${uid}@example.com`, language: Number(uid.split('-').pop()) % 3 === 0 ? 'fr' : 'en' }, now) }));
    // Most searches name a period, a material and an object; some a material and an object in a category;
    // some an object in a sub-category within a price range: what collectors save.
    const saved: Array<{ uid: string; name: string; search: SearchCriteria; alert: (typeof ALERT_MODES)[number] }> = [];
    for (let i = 0; i < searches; i++) {
      const kind = i % 10;
      const search: SearchCriteria =
        kind < 6
          ? { categoryId: null, term: `${pick(PERIODS, i)} ${pick(MATERIALS, i >> 2)} ${pick(OBJECTS, i >> 4)}` }
          : kind < 9
            ? { categoryId: pick(categories, i).id, term: `${pick(MATERIALS, i >> 1)} ${pick(OBJECTS, i >> 3)}` }
            : { categoryId: pick(subCategories, i >> 1).id, term: pick(OBJECTS, i >> 2), minPrice: 5_000, maxPrice: 60_000, format: 'auction' };
      saved.push({ uid: pick(uids, i), name: `Search ${i}`, search, alert: pick(ALERT_MODES, i >> 1) });
    }
    await forEachLimited(saved, 16, async (s) => void (await putSavedSearch(s.uid, { name: s.name, search: s.search, alert: s.alert, createdAt: now.toISOString() })));
    say(`  wrote ${people.toLocaleString('en-GB')} profiles and ${searches.toLocaleString('en-GB')} saved searches in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // ---- the burst: 1,000 acceptances ----
    const items: Item[] = [];
    const records: Record<string, unknown>[] = [];
    const acceptedAt = new Date(Date.parse(demoLot.activatedAt ?? demoLot.updatedAt) + 60_000).toISOString();
    for (let i = 0; i < lots; i++) {
      const id = ulid();
      const sub = pick(subCategories, i * 7);
      const auction = i % 4 !== 3;
      const startingPrice = 1_000 + ((i * 7_919) % 100_000);
      const lot: Lot = {
        ...demoLot,
        id,
        status: ItemStatus.Active,
        version: 2,
        sellerId: demoLot.sellerId,
        listAsAuction: auction,
        listAsBuyNow: !auction,
        startingPrice,
        reservePrice: null,
        buyItNowPrice: auction ? null : startingPrice * 2,
        ...noBidsYet(),
        leaderName: null,
        lastBids: [],
        // The acceptance's own write: activated by it (lambdas/alerts/match.ts isAcceptance).
        activatedAt: acceptedAt,
        updatedAt: acceptedAt,
        endsAt: new Date(Date.parse(acceptedAt) + 7 * 86_400_000).toISOString(),
      };
      const name = `${pick(PERIODS, i * 3)} ${pick(MATERIALS, i * 5)} ${pick(OBJECTS, i)} no. ${i}`;
      const listing: LotListing = {
        ...demoListing,
        id,
        itemNumber: `ALERT-${i}`,
        sellerId: demoLot.sellerId,
        status: ItemStatus.Active,
        statusVersion: 2,
        name,
        description: `${name}. ${demoListing.description}`,
        categoryId: sub.category,
        subCategoryId: sub.id,
        estimatedValue: startingPrice * 2,
        createdAt: acceptedAt,
        submittedAt: acceptedAt,
      };
      items.push(joinItem(lot, listing));
      // The listing first: the matcher reads it when the lot's acceptance arrives.
      records.push({ ...listingKey(id), ...listing }, { ...lotKey(id), ...lot });
    }
    // Every alert the matcher must decide, by the same rules.
    const owned = saved.map((s, i) => ({ ...s, id: `s${i}`, createdAt: now.toISOString() }));
    const expected = items.flatMap((item) => decideAlerts(item, owned, []).map((d) => notificationKey(d.uid, eventNotificationId(d.uid, acceptedAt, alertDedupeKey(item)))));
    const modes = new Map<string, number>();
    for (const item of items) for (const d of decideAlerts(item, owned, [])) modes.set(d.mode, (modes.get(d.mode) ?? 0) + 1);
    say(`  the burst must decide ${expected.length.toLocaleString('en-GB')} alerts (${[...modes].map(([m, n]) => `${n.toLocaleString('en-GB')} ${m}`).join(', ')}); load average before: ${load()}`);

    const burst = performance.now();
    await forEachLimited(Array.from({ length: Math.ceil(records.length / 2 / 25) }, (_, n) => n), 8, async (n) => {
      // Listings of a chunk, then their lots (25 at a time), so a lot never arrives before its listing.
      const chunk = records.slice(n * 50, n * 50 + 50);
      for (const part of [chunk.filter((_, i) => i % 2 === 0), chunk.filter((_, i) => i % 2 === 1)]) {
        let batch = part;
        while (batch.length) {
          const answer = await send((sdk) => new sdk.BatchWriteCommand({ RequestItems: { 'patina-local': batch.map((Item) => ({ PutRequest: { Item } })) } }));
          batch = (answer.UnprocessedItems?.['patina-local'] ?? []).map((r) => r.PutRequest!.Item! as Record<string, unknown>);
        }
      }
    });
    const written = performance.now();
    say(`  accepted ${lots.toLocaleString('en-GB')} lots in ${((written - burst) / 1000).toFixed(1)} s (their acceptance records)`);

    // ---- until every alert is decided ----
    let missing = expected;
    let lastReport = performance.now();
    const deadline = performance.now() + 15 * 60_000;
    while (missing.length > 0 && performance.now() < deadline) {
      const found = await batchGetRecords(missing);
      missing = missing.filter((key) => !found.has(keyId(key)));
      if (performance.now() - lastReport > 10_000) {
        console.log(`  … ${(expected.length - missing.length).toLocaleString('en-GB')} of ${expected.length.toLocaleString('en-GB')} alerts after ${((performance.now() - burst) / 1000).toFixed(0)} s`);
        lastReport = performance.now();
      }
      if (missing.length > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (performance.now() - burst) / 1000;
    if (missing.length > 0) say(`  NOT DONE: ${missing.length.toLocaleString('en-GB')} alerts still undecided after ${seconds.toFixed(0)} s`);
    else say(`  every alert decided ${seconds.toFixed(1)} s after the burst began ${seconds <= 60 ? 'within budget' : 'OVER BUDGET'} (≤ 60 s); load average after: ${load()}`);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');

// Run alone (`node tests/bench/alerts-scale.ts`), as `npm run bench` runs it: in a process of its own, so
// the data modules it imports talk to this stack's dynalite, whichever stack an earlier section used.
if (import.meta.main) await benchAlertsScale((line) => console.log(line));
