/**
 * `npm run bench`, part 5: the catalogue at marketplace scale (issue 13, docs/adr/0026, 0035). A stack of its
 * own (BENCH_PORT + 20, data in .data-bench-catalogue) gets BENCH_LOTS (100,000) generated live lots
 * written straight to its table (lot and listing records, sharing a demo lot's photos), which reach the
 * read model the way every change does: the table's stream and the projector. Then it prints search,
 * category listing, home page and suggestion latency (p50/p95, through the gateway), the projector's
 * lag after a bid (the lot's record committed as a bid commits it → the price sort shows it), and what
 * each search costs in the engine (EXPLAIN (ANALYZE, BUFFERS) of its page and its count: rows read by
 * scans and 8 KB pages touched). BENCH_SOLD (100,000) sold lots join them in the read model for the
 * price guide, sold searches and the seller's page (docs/adr/0054).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { ulid } from 'ulid';
import type { Category } from '../../shared/categories.ts';
import type { Lot, LotListing } from '../../shared/item.ts';
import { ItemStatus, noBidsYet } from '../../shared/item.ts';
import { ROOT, localStackConfig } from '../../infra/local/config.ts';
import { localSearchEnv } from '../../infra/local/data-api.ts';
import { buildSite, siteIsStale } from '../../infra/local/site-build.ts';
import { startChildStack } from '../support/child-stack.ts';
import { useStackTable } from '../support/stack-db.ts';
import { publicCalls } from './bench-stack.ts';

const WORDS = {
  period: ['Victorian', 'Georgian', 'Edwardian', 'Art Deco', 'Regency', 'Louis XV', 'Empire', 'Arts and Crafts', 'Biedermeier', 'Qing'],
  material: ['mahogany', 'oak', 'walnut', 'rosewood', 'porcelain', 'silver', 'brass', 'giltwood', 'bronze', 'satinwood', 'faience', 'pewter'],
  object: ['chair', 'table', 'commode', 'vase', 'clock', 'mirror', 'cabinet', 'lamp', 'desk', 'bureau', 'candlestick', 'teapot', 'armoire', 'pendule', 'tureen'],
  caption: ['Carved and polished', 'Original patina', 'Restored by a specialist', 'Signed by the maker', 'With its original key', 'Pièce d’époque, bon état'],
};
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

export async function benchCatalogueScale(say: (line: string) => void): Promise<void> {
  const lots = Number(process.env.BENCH_LOTS ?? 100_000);
  const port = Number(process.env.BENCH_PORT ?? 5800) + 20;
  // BENCH_CATALOGUE_DATA names another data folder (e.g. one a run from another checkout kept).
  const dataDir = path.resolve(ROOT, process.env.BENCH_CATALOGUE_DATA ?? '.data-bench-catalogue');
  // BENCH_KEEP=1 keeps the stack's data after the run, and a later run with it reuses the lots already
  // there (the seeding takes minutes): for iterating on the engine. The schema's changes still apply
  // on start (db.ts migrate); a change to what the projector writes needs `npm run search:rebuild`.
  const keep = process.env.BENCH_KEEP === '1';
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
  say(`\nThe catalogue at ${lots.toLocaleString('en-GB')} live lots (its own stack on ${port}; the read model on PGlite${keep ? `; data kept in ${dataDir}` : ''})`);
  // The stack renders every live lot's pages from the built site's shells, as the deployed one does.
  if (siteIsStale()) await buildSite();
  // Each lot's pages are rendered on their first request (the bucket's fallback, as in AWS for a page it
  // lacks), not as the 100,000 lots arrive: at ~17 lots a second on this shared machine that would take
  // 1.5 h (docs/adr/0036). BENCH_RENDER_PAGES=1 renders them all (~35 KB each on disk).
  const renderPages = process.env.BENCH_RENDER_PAGES === '1';
  process.env.PATINA_RENDER_ON_CHANGE = renderPages ? '1' : '0';
  const stack = await startChildStack({ port, dataDir });
  try {
    useStackTable(stack.url);
    Object.assign(process.env, localSearchEnv(localStackConfig({ PORT: String(port) })));
    const { send } = await import('../../lambdas/data/client.ts');
    const { lotKey, getLot, commitLot } = await import('../../lambdas/data/entities/lot.ts');
    const { listingKey, getListing } = await import('../../lambdas/data/entities/lot-listing.ts');
    const { searchDb, closeSearchDb } = await import('../../lambdas/search/db.ts');
    const { nearestWordsStatement, priceGuideStatements, relatedCategoriesStatement, searchStatements, soldSearchStatements, suggestStatements, termsWithLotsStatement } = await import('../../lambdas/search/catalogue.ts');
    const { searchWords } = await import('../../shared/catalogue.ts');
    const { alternativeTerms } = await import('../../shared/search-alternatives.ts');
    const { SearchInputSchema } = await import('../../shared/contract/catalogue.ts');

    const callApi = publicCalls(stack.url);
    const categories = (await callApi<{ categories: Category[] }>('getCategories', {})).categories;
    const already = (await callApi<{ total: number }>('search', { limit: 1 })).total;
    const reused = keep && already >= lots;
    const demo = (await callApi<{ items: { id: string }[] }>('search', { limit: 1 })).items[0]!;
    const [demoLot, demoListing] = [(await getLot(demo.id))!, (await getListing(demo.id))!];
    const start = Date.parse(demoLot.activatedAt ?? demoLot.updatedAt);

    const sql = await searchDb();
    if (reused) say(`  reused the ${already.toLocaleString('en-GB')} live lots already in ${dataDir} (BENCH_KEEP=1)`);
    else await seed();
    async function seed(): Promise<void> {
      // ---- generate and write ----
      const t0 = performance.now();
      const writes: Record<string, unknown>[] = [];
      for (let i = 0; i < lots; i++) {
        const id = ulid(start - i);
        const category = pick(categories, i);
        const sub = category.subCategories.length ? pick(category.subCategories, i >> 4) : null;
        const auction = i % 4 !== 3;
        const startingPrice = 1_000 + ((i * 7_919) % 200_000);
        const bids = auction && i % 3 === 0 ? 1 + (i % 11) : 0;
        const activatedAt = new Date(start - (i % 20_000) * 60_000).toISOString();
        const lot: Lot = {
          ...demoLot,
          id,
          status: ItemStatus.Active,
          version: 2,
          listAsAuction: auction,
          listAsBuyNow: !auction || i % 2 === 0,
          startingPrice,
          reservePrice: null,
          buyItNowPrice: !auction || i % 2 === 0 ? startingPrice * 3 : null,
          ...noBidsYet(),
          currentBid: bids ? startingPrice + bids * 500 : null,
          bidCount: bids,
          leaderName: null,
          lastBids: [],
          activatedAt,
          endsAt: new Date(start + 3_600_000 + ((i * 104_729) % (30 * 86_400)) * 1000).toISOString(),
          buyerId: null,
          orderId: null,
          soldAt: null,
          soldPrice: null,
          updatedAt: activatedAt,
        };
        const name = `${pick(WORDS.period, i)} ${pick(WORDS.material, i >> 3)} ${pick(WORDS.object, i >> 5)} no. ${i}`;
        const listing: LotListing = {
          ...demoListing,
          id,
          itemNumber: `BENCH-${i}`,
          status: ItemStatus.Active,
          statusVersion: 2,
          name,
          caption: pick(WORDS.caption, i >> 2),
          description: `${name}. ${demoListing.description}`,
          categoryId: category.id,
          subCategoryId: sub?.id ?? null,
          estimatedValue: startingPrice * 2,
          createdAt: activatedAt,
          submittedAt: activatedAt,
        };
        writes.push({ ...lotKey(id), ...lot }, { ...listingKey(id), ...listing });
    }
    let next = 0;
    const writer = async () => {
      while (next < writes.length) {
        let batch = writes.slice(next, next + 25);
        next += 25;
        while (batch.length) {
          const answer = await send((sdk) => new sdk.BatchWriteCommand({ RequestItems: { 'patina-local': batch.map((Item) => ({ PutRequest: { Item } })) } }));
          batch = (answer.UnprocessedItems?.['patina-local'] ?? []).map((r) => r.PutRequest!.Item!);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    const written = performance.now();
    say(`  wrote ${lots.toLocaleString('en-GB')} lots (${writes.length.toLocaleString('en-GB')} records) to the table in ${((written - t0) / 1000).toFixed(1)} s`);
    const live = await waitForTotal(stack.url, lots);
    say(`  the projector had them all in the read model ${((performance.now() - written) / 1000).toFixed(1)} s later (${live.toLocaleString('en-GB')} live lots)`);
    }
    /**
     * BENCH_SOLD (100,000) sold lots for the realised prices (docs/adr/0054), written straight into the
     * read model by one INSERT … SELECT (a sold lot reaches it through the projector as a live one does,
     * which the live lots above measure; this measures the reads at that size). Spread over every
     * sub-category and over the last 24 months, prices £10–£5,010, each a copy of a live row's records.
     */
    async function seedSold(): Promise<void> {
      const wanted = Number(process.env.BENCH_SOLD ?? 100_000);
      const sold = (await sql<{ sold: number }>`SELECT count(*)::int AS sold FROM catalogue_lots WHERE id LIKE 'BENCHSOLD%'`)[0]!.sold;
      if (sold >= wanted) return say(`  reused the ${sold.toLocaleString('en-GB')} sold lots already there`);
      const subs = categories.flatMap((c) => c.subCategories.map((s) => [c.id, s.id] as const));
      const t0 = performance.now();
      const now = Date.now();
      await sql`
        INSERT INTO catalogue_lots (id, lot_version, lot, status, list_as_auction, list_as_buy_now, display_price, bid_count, buy_now_available, ends_at, activated_at,
          sold_at, sold_price, seller_id, listing_at, listing, name, category_id, sub_category_id, estimated_value, created_at, doc, rank_doc)
        SELECT id, 3, d.lot || jsonb_build_object('id', id, 'status', 'Sold', 'soldPrice', price, 'soldAt', at, 'endsAt', at, 'listAsAuction', true, 'currentBid', price, 'bidCount', 3),
               'Sold', true, false, price, 3, false, at, at, at, price, d.seller_id, at,
               d.listing || jsonb_build_object('id', id, 'name', name, 'categoryId', cat, 'subCategoryId', sub, 'itemNumber', 'BENCHSOLD-' || i),
               name, cat, sub, price, at, patina_doc(name, '', ''), patina_doc(name, '', '')
          FROM generate_series(${sold + 1}::int, ${wanted}::int) AS i
          CROSS JOIN LATERAL (SELECT
            'BENCHSOLD' || lpad(i::text, 8, '0') AS id,
            (1000 + (i::bigint * 7919) % 500000) AS price,
            to_char((to_timestamp(${now / 1000}::double precision - ((i::bigint * 104729) % (730 * 86400))) AT TIME ZONE 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
            (${subs.map((s) => s[0])}::text[])[1 + i % ${subs.length}] AS cat,
            (${subs.map((s) => s[1])}::text[])[1 + i % ${subs.length}] AS sub,
            (ARRAY['Victorian', 'Georgian', 'Art Deco', 'Regency'])[1 + i % 4] || ' ' || (ARRAY['mahogany', 'oak', 'walnut', 'silver', 'bronze'])[1 + (i / 4) % 5] || ' sold no. ' || i AS name
          ) AS g
          CROSS JOIN (SELECT lot, listing, seller_id FROM catalogue_lots WHERE ${sql.unsafe("status = 'Active' AND name IS NOT NULL")} LIMIT 1) AS d`;
      say(`  wrote ${(wanted - sold).toLocaleString('en-GB')} sold lots (over ${subs.length} sub-categories, 24 months) into the read model in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    // Aurora's autovacuum would do this after such a load (PGlite has none): statistics for the
    // planner, and the dead versions the lots' two halves left (each row is written twice) marked free.
    await seedSold();
    await sql`VACUUM (ANALYZE) catalogue_lots`;
    say(`  on disk: ${footprint(dataDir)}`);
    say(`  load average (1, 5, 15 min) before the timings: ${load()}`);

    // ---- latency ----
    /** What one search costs in the engine: EXPLAIN (ANALYZE, BUFFERS) of its page and its count. */
    const engineCost = async (name: string, input: object, total?: number): Promise<string> => {
      let statements: (readonly [string, import('../../lambdas/search/sql.ts').Statement<any>])[];
      if (name === 'suggest') {
        const { categories, lots } = suggestStatements(sql, searchWords((input as { term: string }).term), 8);
        statements = [['categories', categories], ['lots', lots]];
      } else if (name === 'getPriceGuide') {
        const { subCategoryId, months } = input as { subCategoryId: string; months?: number };
        const { category, window, highest, recent } = priceGuideStatements(sql, subCategoryId, months ?? 12, new Date());
        statements = [['category', category], ['months', window], ['highest', highest], ['recent', recent]];
      } else if ((input as { sold?: boolean }).sold) {
        const { page, count } = soldSearchStatements(sql, SearchInputSchema.parse(input));
        statements = [['page', page], ['count', count]];
      } else {
        const { page, count, counted } = searchStatements(sql, SearchInputSchema.parse(input));
        // A counted page carries its total (its count statement only runs for a page past the end).
        statements = counted ? [['page and total', page]] : [['page', page], ['count', count]];
        // A search without results also looks for what to offer (docs/adr/0051): its three statements, as the call runs them.
        if (total === 0 && counted) {
          const words = searchWords((input as { term: string }).term);
          const near = await nearestWordsStatement(sql, words);
          const candidates = alternativeTerms(words, words.map((_, i) => near.filter((n) => n.position === i + 1).map((n) => n.word)));
          const found = candidates.length ? (await termsWithLotsStatement(sql, candidates)).map((r) => r.term) : [];
          statements.push(['nearest words', nearestWordsStatement(sql, words)]);
          if (candidates.length) statements.push(['terms with lots', termsWithLotsStatement(sql, candidates)]);
          statements.push(['related categories', relatedCategoriesStatement(sql, words, found[0] ?? null)]);
        }
      }
      const parts: string[] = [];
      for (const [part, statement] of statements) {
        const plan = (await sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement}`)[0]!['QUERY PLAN'] as [{ Plan: Record<string, number>; 'Execution Time': number }];
        const root = plan[0].Plan;
        const pages = (root['Shared Hit Blocks'] ?? 0) + (root['Shared Read Blocks'] ?? 0);
        parts.push(`${part} ${plan[0]['Execution Time'].toFixed(1)} ms, ${pages.toLocaleString('en-GB')} pages, ${scannedRows(root as unknown as PlanNode).toLocaleString('en-GB')} rows`);
      }
      return parts.join('; ');
    };
    const time = async (label: string, name: string, data: object, runs = 40) => {
      const ms: number[] = [];
      let total: number | undefined;
      let didYouMean: string[] | undefined;
      let related: string[] | undefined;
      for (let i = 0; i < runs + 5; i++) {
        const t = performance.now();
        const r = await fetch(`${stack.url}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) });
        const body = (await r.json()) as { result: { data: { total?: number; didYouMean?: string[]; relatedCategories?: { id: string }[] } } };
        if (i >= 5) ms.push(performance.now() - t);
        total = body.result.data.total;
        didYouMean = body.result.data.didYouMean;
        related = body.result.data.relatedCategories?.map((c) => c.id);
      }
      ms.sort((a, b) => a - b);
      const p = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
      say(`  ${label.padEnd(40)} p50 ${p(0.5).padStart(6)} ms   p95 ${p(0.95).padStart(6)} ms${total === undefined ? '' : `   total ${total.toLocaleString('en-GB')}`}`);
      if (name === 'search' || name === 'suggest' || name === 'getPriceGuide') say(`  ${''.padEnd(40)} engine: ${await engineCost(name, data, total)}`);
      if (didYouMean) say(`  ${''.padEnd(40)} offered: ${didYouMean.join(', ') || 'no term'}; categories ${related?.join(', ') || 'none'}`);
    };
    const furniture = categories.find((c) => c.subCategories.length)!;
    const queries: [string, string, object][] = [
      ['search "mahogany" (relevance)', 'search', { categoryId: null, term: 'mahogany' }],
      // Its matches are spread over every page of the table (one lot in ten), as a common word's are in a real catalogue.
      ['search "victorian" (10,000, spread out)', 'search', { categoryId: null, term: 'victorian' }],
      ['search "victorian mahogany chair"', 'search', { categoryId: null, term: 'victorian mahogany chair' }],
      ['search "mahogony" (a typo)', 'search', { categoryId: null, term: 'mahogony' }],
      ['search "pendules" (French stem)', 'search', { categoryId: null, term: 'pendules' }],
      // No results (docs/adr/0051): a misspelling beyond the typo net, and two words no lot has together.
      ['search "mahagonny" (none: did you mean)', 'search', { categoryId: null, term: 'mahagonny' }],
      ['search "teapot armoire" (none: each alone)', 'search', { categoryId: null, term: 'teapot armoire' }],
      ['search "oak", auction, £100–£500, lowest', 'search', { categoryId: null, term: 'oak', format: 'auction', minPrice: 10_000, maxPrice: 50_000, sort: 'lowestBids' }],
      ['all lots, highest price', 'search', { categoryId: null, term: '', sort: 'highestBids' }],
      ['all lots, newest, page 100', 'search', { categoryId: null, term: '', sort: 'newest', offset: 990 }],
      ['all lots, £100–£500', 'search', { categoryId: null, term: '', minPrice: 10_000, maxPrice: 50_000 }],
      ['all lots, auction, ending soon', 'search', { categoryId: null, term: '', format: 'auction', sort: 'endingSoon' }],
      [`category listing (${furniture.id}), ending soon`, 'search', { categoryId: furniture.id, term: '', sort: 'endingSoon' }],
      [`category (${furniture.id}), highest price, page 50`, 'search', { categoryId: furniture.id, term: '', sort: 'highestBids', offset: 980 }],
      [`sub-category (${furniture.subCategories[0]!.id})`, 'search', { categoryId: furniture.subCategories[0]!.id, term: '' }],
      ['getHomepage', 'getHomepage', {}],
      // Realised prices (docs/adr/0054): over the sold lots, as many as the live ones.
      [`price guide (${furniture.subCategories[0]!.id}), 12 months`, 'getPriceGuide', { subCategoryId: furniture.subCategories[0]!.id }],
      [`price guide (${furniture.subCategories[0]!.id}), 24 months`, 'getPriceGuide', { subCategoryId: furniture.subCategories[0]!.id, months: 24 }],
      ['sold lots, newest sale', 'search', { categoryId: null, term: '', sold: true }],
      [`sold in category (${furniture.id}), highest price`, 'search', { categoryId: furniture.id, term: '', sold: true, sort: 'highestBids' }],
      ['sold "mahogany"', 'search', { categoryId: null, term: 'mahogany', sold: true }],
      ["the seller's page (live lots, sales, reviews)", 'getSellerReviews', { sellerId: demoLot.sellerId }],
      ['suggest "mah"', 'suggest', { term: 'mah' }],
      ['suggest "vict mahog"', 'suggest', { term: 'vict mahog' }],
    ];
    for (const [label, name, data] of queries) await time(label, name, data);

    // ---- lot pages (docs/adr/0036): the first request renders and stores the page, later ones read it ----
    // 40 lots from a random place (a sort and a page of it), so a reused stack's run asks for pages not rendered before.
    const pageSort = pick(['newest', 'endingSoon', 'highestBids', 'lowestBids'] as const, Math.floor(Math.random() * 4));
    const pageOffset = Math.floor(Math.random() * Math.min(10_000 - 40, Math.max(1, lots - 40)));
    const pageLots = (await callApi<{ items: { id: string }[] }>('search', { categoryId: null, term: '', sort: pageSort, offset: pageOffset, limit: 40 })).items;
    const fetchPage = async (id: string) => {
      const t = performance.now();
      const answer = await fetch(`${stack.url}/items/${id}/buyer`, { headers: { 'accept-encoding': 'gzip' } });
      const html = await answer.text();
      if (!answer.ok || !html.includes('application/ld+json')) throw new Error(`lot ${id}'s page is not rendered (${answer.status})`);
      return performance.now() - t;
    };
    const quantiles = (ms: number[]) => {
      ms.sort((a, b) => a - b);
      const p = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
      return `p50 ${p(0.5).padStart(6)} ms   p95 ${p(0.95).padStart(6)} ms`;
    };
    const firstRequests: number[] = [];
    for (const lot of pageLots) firstRequests.push(await fetchPage(lot.id));
    const storedRequests: number[] = [];
    for (const lot of pageLots) storedRequests.push(await fetchPage(lot.id));
    say(`  ${'lot page, first request'.padEnd(40)} ${quantiles(firstRequests)}   (${renderPages ? 'rendered as the lots arrived' : 'rendered now by the fallback, then stored'})`);
    say(`  ${'lot page, stored'.padEnd(40)} ${quantiles(storedRequests)}`);

    // ---- projector lag after a bid ----
    const lags: number[] = [];
    const targets = (await callApi<{ items: { id: string; listAsAuction: boolean }[] }>('search', { categoryId: null, term: '', sort: 'endingSoon', limit: 40 })).items.filter((i) => i.listAsAuction);
    // Above every price already there (a reused stack holds the bids of earlier runs).
    const [highest] = (await callApi<{ items: { currentBid: number | null; buyItNowPrice: number | null; startingPrice: number }[] }>('search', { categoryId: null, term: '', sort: 'highestBids', limit: 1 })).items;
    let top = Math.max(100_000_000, highest?.currentBid ?? 0, highest?.buyItNowPrice ?? 0, highest?.startingPrice ?? 0);
    for (const target of targets.slice(0, 20)) {
      const read = (await getLot(target.id, true))!;
      top += 10_000;
      const bidAt = new Date().toISOString();
      await commitLot(read, { ...read, version: read.version + 1, currentBid: top, bidCount: read.bidCount + 1, updatedAt: bidAt });
      const committed = performance.now();
      for (;;) {
        const [first] = (await callApi<{ items: { id: string; currentBid: number | null }[] }>('search', { categoryId: null, term: '', sort: 'highestBids', limit: 1 })).items;
        if (first?.id === target.id && first.currentBid === top) break;
      }
      lags.push(performance.now() - committed);
    }
    lags.sort((a, b) => a - b);
    const lag = (q: number) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))]!.toFixed(1);
    say(`  projector lag after a bid (committed → first in "highest price")  p50 ${lag(0.5)} ms   p95 ${lag(0.95)} ms   (${lags.length} bids)`);
    say(`  load average (1, 5, 15 min) after the timings: ${load()}`);

    await closeSearchDb();
  } finally {
    await stack.stop();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The machine's load average (as `uptime` prints it): timings on a shared machine mean little without it. */
const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');

/** What the stack's data takes on disk, in all and per part (the site bucket's rendered pages, the read model, the table). */
function footprint(dir: string): string {
  const size = (target: string) => {
    if (!existsSync(target)) return 0; // no pages rendered yet (a start on another build moved them aside)
    try {
      return Number(execFileSync('du', ['-sk', target], { encoding: 'utf8' }).split('\t')[0]) / 1024 / 1024;
    } catch {
      return 0;
    }
  };
  const gb = (n: number) => `${n.toFixed(2)} GB`;
  return `${gb(size(dir))} (s3: ${gb(size(path.join(dir, 's3')))}, of which rendered pages ${gb(size(path.join(dir, 's3', 'patina-site-local', 'rendered')))})`;
}

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** Rows the plan's scans produced (index, bitmap and sequential), loops included. */
function scannedRows(node: PlanNode): number {
  const own = /Scan/.test(node['Node Type']) ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + scannedRows(child), 0);
}

/** Waits (polling the search call) until the read model holds at least `expected` live lots. */
async function waitForTotal(url: string, expected: number): Promise<number> {
  for (;;) {
    const answer = await fetch(`${url}/api/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { limit: 1 } }) });
    const total = ((await answer.json()) as { result: { data: { total: number } } }).result.data.total;
    if (total >= expected) return total;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// `node tests/bench/catalogue-scale.ts` runs this part alone (npm run bench runs it after the others).
if (import.meta.main) await benchCatalogueScale((line) => console.log(line));
