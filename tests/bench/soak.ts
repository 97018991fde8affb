/**
 * `npm run bench`, part 7: the local stack's memory under steady traffic (issue 22, point 6;
 * docs/adr/0044). A stack of its own (BENCH_PORT + 60, fresh data in .data-bench-soak) gets mixed
 * traffic at a steady rate for a set time — searches, the home page and its call, lot pages and their
 * calls, and one bid in ten, from many loopback addresses as many visitors — while the resident memory
 * (RSS) of each of its processes (the stack itself, dynalite, cognito-local, the search engine) is read
 * from /proc every sample. It prints each process's RSS over time and, after the warm-up, its level (the
 * median reading of each 5 minutes) against the first: the target is every process within ±15 %. The
 * lowest and highest single readings are printed beside it: garbage collection saws a busy Node
 * process's RSS up and down between collections, which is not growth (docs/adr/0044).
 *
 *   BENCH_SOAK_MINUTES          how long the traffic runs (30)
 *   BENCH_SOAK_RATE             requests a second (150)
 *   BENCH_SOAK_WARMUP_MINUTES   the start not judged (5): caches fill, the JIT settles, heaps find their size
 *   BENCH_SOAK_SAMPLE_SECONDS   seconds between readings (30)
 *
 * Runnable alone: `BENCH_SECTIONS=7 npm run bench`. The traffic is open-loop (requests are sent on a
 * schedule, not after the previous answer), bounded in count and time, and goes to 127.0.0.1 only.
 * The rate limits stay as they are: each visitor's address and each bidder's account stays far under
 * every limit (infra/rate-limits.ts), and a 429 would be counted and printed, never retried.
 */
import { randomInt } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../infra/local/config.ts';
import { buildSite, siteIsStale } from '../../infra/local/site-build.ts';
import { startChildStack } from '../support/child-stack.ts';

const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const rate = Number(process.env.BENCH_SOAK_RATE ?? 150);
const warmupMinutes = Number(process.env.BENCH_SOAK_WARMUP_MINUTES ?? Math.min(5, minutes / 3));
const sampleSeconds = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 30);

/** The band every process's RSS must stay within after the warm-up, against its first reading then. */
export const SOAK_BAND = 0.15;
/** The window a process's level is the median reading of (garbage collection saws RSS up and down within it). */
const LEVEL_WINDOW_MINUTES = 5;
/** Requests in flight at most: past it the stack is not keeping up, and a due request is skipped (and counted). */
const MAX_IN_FLIGHT = 200;
/** Visitors' addresses the anonymous traffic comes from: ~4 requests a second each at 150/s, far under the API limit. */
const VISITORS = 40;
/** Bidders, each their own account and address: at 15 bids a second, ~15 bids a minute each. */
const BIDDERS = 60;
/** Lots the bids go to (the demo's live auctions, those open long enough). */
const BID_LOTS = 12;

const WORDS = ['mahogany', 'oak', 'walnut', 'chair', 'table', 'clock', 'mirror', 'vase', 'silver', 'victorian', 'georgian', 'lamp', 'commode', 'porcelain', 'desk'];
const SORTS = [undefined, 'highestBids', 'endingSoon', 'newest'] as const;

/** A process of the stack, named by what it runs. */
interface StackProcess {
  pid: number;
  name: string;
}

/** What each of the stack's processes runs, from its command line. */
function nameOf(pid: number, root: number): string {
  if (pid === root) return 'stack (gateway, API, s3rver)';
  const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  if (command.includes('dynalite-launcher')) return 'dynalite';
  if (command.includes('cognito-launcher')) return 'cognito-local';
  if (command.includes('search-engine-launcher')) return 'search engine (PGlite)';
  return path.basename(command.split(' ')[1] ?? command);
}

/** The stack's process and all its descendants (Linux's /proc). */
export function processTree(root: number): StackProcess[] {
  const found: StackProcess[] = [];
  const visit = (pid: number) => {
    found.push({ pid, name: nameOf(pid, root) });
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    for (const child of children) visit(Number(child));
  };
  visit(root);
  return found;
}

/** A process's resident memory now, bytes (NaN once it has gone). */
export function residentBytes(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The figures of one process over the soak. */
export interface ProcessMemory {
  name: string;
  /** RSS at each reading, bytes. */
  readings: number[];
  /**
   * Its level after the warm-up: the median reading of each window of `perWindow` readings. A process
   * that collects garbage saws up and down between two collections; the level is what a leak raises.
   */
  levels: number[];
  /** The lowest and highest level against the first one (the target: within ±SOAK_BAND). */
  levelLow: number;
  levelHigh: number;
  /** The lowest and highest single reading after the warm-up against the first level (the sawtooth). */
  low: number;
  high: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** Judges a process's readings: those from `warmupIndex` on, in windows of `perWindow` readings. */
export function judgeReadings(name: string, readings: number[], warmupIndex: number, perWindow: number): ProcessMemory {
  const after = readings.slice(Math.min(warmupIndex, readings.length - 1)).filter(Number.isFinite);
  const levels: number[] = [];
  // The last window takes the remainder when it is at least half a window; otherwise it joins the one before.
  for (let i = 0; i < after.length; i += perWindow) {
    const rest = after.length - (i + perWindow);
    if (rest > 0 && rest < perWindow / 2) {
      levels.push(median(after.slice(i)));
      break;
    }
    levels.push(median(after.slice(i, i + perWindow)));
  }
  const first = levels[0] ?? NaN;
  return {
    name,
    readings,
    levels,
    levelLow: Math.min(...levels) / first - 1,
    levelHigh: Math.max(...levels) / first - 1,
    low: Math.min(...after) / first - 1,
    high: Math.max(...after) / first - 1,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const signed = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;

/** The soak, on a stack of its own (fresh data), started and stopped here. */
export async function benchSoak(say: (line: string) => void): Promise<ProcessMemory[]> {
  const port = Number(process.env.BENCH_PORT ?? 5800) + 60;
  const dataDir = path.join(ROOT, '.data-bench-soak');
  rmSync(dataDir, { recursive: true, force: true });
  if (siteIsStale()) await buildSite();
  say(`\nMemory under steady traffic: ${rate} requests/s for ${minutes} min (its own stack on ${port}; one bid in ten; warm-up ${warmupMinutes} min not judged)`);
  // A fresh start seeds the demo data through the workflows: minutes on a machine this busy.
  const stack = await startChildStack({ port, dataDir, startLimitMs: 600_000 });
  try {
    return await soak(stack, say);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The traffic and the readings, against a running stack (its URL, and its process: the root of those read). */
export async function soak(stack: { url: string; pid: number }, say: (line: string) => void): Promise<ProcessMemory[]> {
  process.env.PATINA_URL = stack.url;
  // The support modules read PATINA_URL when they are first imported.
  const { callApiFrom, getFrom, closeClientAgents } = await import('../support/api.ts');
  const { freshAddress, newCrowd } = await import('../support/crowd.ts');
  try {
    const visitors = Array.from({ length: VISITORS }, () => freshAddress());
    const visitor = () => visitors[randomInt(visitors.length)]!;
    const crowd = await newCrowd(BIDDERS, 'soak');
    // The demo's live lots: the pages visited; the auctions among them open past the soak's end take the bids.
    const live = await callApiFrom<{ items: { id: string; endsAt: string | null; listAsAuction?: boolean }[] }>(visitor(), 'search', { limit: 100 });
    const lots = live.data.items.map((item) => item.id);
    if (lots.length === 0) throw new Error('The soak stack has no live lots to visit');
    const openUntil = Date.now() + (minutes + 10) * 60_000;
    const auctions: { id: string; minimum: number }[] = [];
    for (const id of lots) {
      if (auctions.length >= BID_LOTS) break;
      const state = await callApiFrom<{ status: string; minNextBid: number; endsAt: string | null }>(visitor(), 'getBidState', { itemId: id });
      if (state.status === 200 && state.data.endsAt && Date.parse(state.data.endsAt) > openUntil) auctions.push({ id, minimum: state.data.minNextBid });
    }
    if (auctions.length === 0) throw new Error('The soak stack has no auction open long enough to bid on');

    const counts = { sent: 0, ok: 0, refused: 0, rateLimited: 0, failed: 0, skipped: 0 };
    const failures: string[] = [];
    /** 4xx answers by call: bids overtaken by others are refused by the rules; anything else would be the soak's mistake. */
    const refusedBy = new Map<string, number>();
    const latencies: number[] = [];
    const lot = () => lots[randomInt(lots.length)]!;
    const count = (status: number, what: string) => {
      if (status === 429) counts.rateLimited++;
      else if (status >= 500 || status === 0) {
        counts.failed++;
        if (failures.length < 3) failures.push(`${what}: ${status}`);
      } else if (status >= 400) {
        counts.refused++;
        refusedBy.set(what, (refusedBy.get(what) ?? 0) + 1);
      } else counts.ok++;
    };
    /** One request of the mix; `n` picks which (a cycle of ten: one of them a bid). */
    async function oneRequest(n: number): Promise<void> {
      const from = visitor();
      switch (n % 10) {
        case 0:
        case 5: {
          const term = randomInt(3) === 0 ? '' : WORDS[randomInt(WORDS.length)]!;
          const answer = await callApiFrom(from, 'search', { term, limit: 20, offset: randomInt(3) * 20, sort: SORTS[randomInt(SORTS.length)] });
          return count(answer.httpStatus, 'search');
        }
        case 1:
          return count((await getFrom(from, '/')).status, 'GET /');
        case 2:
          return count((await callApiFrom(from, 'getHomepage', {})).httpStatus, 'getHomepage');
        case 3:
        case 6:
          return count((await getFrom(from, `/items/${lot()}/auction`)).status, 'lot page');
        case 4:
          return count((await callApiFrom(from, 'getItem', { itemId: lot() })).httpStatus, 'getItem');
        case 7:
          return count((await callApiFrom(from, 'getBidState', { itemId: lot() })).httpStatus, 'getBidState');
        case 8:
          return count((await callApiFrom(from, 'getCategories', {})).httpStatus, 'getCategories');
        default: {
          const person = crowd[randomInt(crowd.length)]!;
          const auction = auctions[randomInt(auctions.length)]!;
          const answer = await person.call<{ item: { minNextBid: number } }>('placeBid', { itemId: auction.id, amount: auction.minimum + 100 * randomInt(0, 5) });
          if (answer.status === 200) auction.minimum = Math.max(auction.minimum, answer.data.item.minNextBid);
          else if (answer.code === 'bidBelowMinimum') auction.minimum = Math.max(auction.minimum, (answer.data as unknown as { minNextBid: number }).minNextBid);
          return count(answer.httpStatus, 'placeBid');
        }
      }
    }

    const tree = processTree(stack.pid);
    const readings = new Map(tree.map((p) => [p.pid, [] as number[]]));
    const times: number[] = [];
    const sample = () => {
      times.push((performance.now() - started) / 1000);
      for (const p of tree) readings.get(p.pid)!.push(residentBytes(p.pid));
    };
    const durationMs = minutes * 60_000;
    const total = Math.round((durationMs / 1000) * rate);
    let inFlight = 0;
    const started = performance.now();
    sample();
    let nextSample = sampleSeconds * 1000;
    const loads: number[] = [];
    // Open loop: every tick, sends what the schedule says is due by now (bounded by `total` and the time).
    while (counts.sent + counts.skipped < total) {
      const elapsed = performance.now() - started;
      if (elapsed > durationMs + 60_000) break;
      const due = Math.min(total, Math.floor((elapsed / 1000) * rate)) - counts.sent - counts.skipped;
      for (let i = 0; i < due; i++) {
        if (inFlight >= MAX_IN_FLIGHT) {
          counts.skipped++;
          continue;
        }
        const n = counts.sent++;
        inFlight++;
        const t = performance.now();
        void oneRequest(n)
          .catch((error: unknown) => count(0, String(error)))
          .finally(() => {
            inFlight--;
            latencies.push(performance.now() - t);
          });
      }
      if (elapsed >= nextSample) {
        sample();
        loads.push(loadavg()[0]!);
        const last = tree.map((p) => `${p.name.split(' ')[0]} ${mb(readings.get(p.pid)!.at(-1)!)}`).join(', ');
        console.log(`  ${(elapsed / 60_000).toFixed(1).padStart(5)} min  ${last}  (${counts.sent} sent, load ${loadavg()[0]!.toFixed(1)})`);
        nextSample += sampleSeconds * 1000;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    // The answers still due, for a minute at most (a stack that stopped answering is reported, not awaited).
    const drainBy = performance.now() + 60_000;
    while (inFlight > 0 && performance.now() < drainBy) await new Promise((resolve) => setTimeout(resolve, 50));
    if (inFlight > 0) say(`  ${inFlight} requests still unanswered a minute after the soak's end`);
    sample();

    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
    say(`  ${counts.sent} requests in ${(seconds / 60).toFixed(1)} min (${(counts.sent / seconds).toFixed(1)}/s): ${counts.ok} answered 2xx/3xx, ${counts.refused} refused by the rules (4xx), ${counts.rateLimited} rate-limited, ${counts.failed} failed, ${counts.skipped} skipped (over ${MAX_IN_FLIGHT} in flight); p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`);
    for (const failure of failures) say(`    failed: ${failure}`);
    if (refusedBy.size) say(`    refused: ${[...refusedBy].map(([what, n]) => `${what} ${n}`).join(', ')}`);
    say(`  machine load (1-min average) during the soak: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${(await import('node:os')).cpus().length} cores`);
    // RSS over time: a row per process, a column per ~tenth of the run.
    const step = Math.max(1, Math.round(times.length / 10));
    const columns = times.map((_, i) => i).filter((i) => i % step === 0 || i === times.length - 1);
    say(`  RSS over time (min):        ${columns.map((i) => (times[i]! / 60).toFixed(1).padStart(7)).join('')}`);
    const warmupIndex = times.findIndex((t) => t >= warmupMinutes * 60);
    const perWindow = Math.max(1, Math.round((LEVEL_WINDOW_MINUTES * 60) / sampleSeconds));
    const judged: ProcessMemory[] = [];
    for (const p of tree) {
      const memory = judgeReadings(p.name, readings.get(p.pid)!, warmupIndex < 0 ? times.length - 1 : warmupIndex, perWindow);
      judged.push(memory);
      say(`  ${p.name.padEnd(28)}${columns.map((i) => mb(memory.readings[i]!).replace(' MB', '').padStart(7)).join('')} MB`);
    }
    say(`  After the warm-up (from ${warmupMinutes} min): each process's level (its median reading in each ${LEVEL_WINDOW_MINUTES} minutes) against the first; target: within ±${SOAK_BAND * 100} %`);
    for (const m of judged) {
      // Above the band is growth; below it, memory given back (a collector returning heap as traffic slows).
      const verdict = m.levelHigh > SOAK_BAND ? 'OUTSIDE (grew)' : m.levelLow < -SOAK_BAND ? 'OUTSIDE (fell: memory given back)' : 'within';
      say(
        `    ${m.name.padEnd(28)} levels ${m.levels.map((level) => mb(level).replace(' MB', '')).join(' → ')} MB: ${signed(m.levelLow)} to ${signed(m.levelHigh)}, ${verdict} ±${SOAK_BAND * 100} %` +
          `; single readings ${signed(m.low)} to ${signed(m.high)}`,
      );
    }
    const before = judged.reduce((sum, m) => sum + (m.readings[0] ?? 0), 0);
    const after = judged.reduce((sum, m) => sum + (m.readings.at(-1) ?? 0), 0);
    say(`  all processes together: ${mb(before)} at the start → ${mb(after)} at the end`);
    return judged;
  } finally {
    closeClientAgents();
  }
}

// Run alone (`node tests/bench/soak.ts`), as `npm run bench` runs it: in a process of its own, so the
// support modules it imports read this stack's URL, whichever stack an earlier section pointed them at.
if (import.meta.main) await benchSoak((line) => console.log(line));
