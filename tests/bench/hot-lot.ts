/**
 * The market under load (issue 9, point 11): bids per second accepted on ONE hot lot with 50
 * concurrent bidders through the whole local API (real ID tokens, HTTP, the gateway, the handlers,
 * dynalite), and, in the same run, dynalite's raw rate of conditional updates on one item, so the
 * ratio can be printed. No bid may be lost: the lot's stored count must equal the accepted count.
 *
 * The stack's URL must be in PATINA_URL before this module is imported (the support modules read it).
 *
 * The workload (docs/adr/0031-hot-lot-group-commit.md). Fifty bidders have a bid in flight at every
 * moment, and each bids as people do with proxy bidding: their own maximum, as the amount (no separate
 * maximum), drawn above the minimum next bid they last saw: that minimum plus 0 to 19 of the lot's 5p
 * steps, at random. What they last saw is the newest state the bench knows of (the answers, and the
 * live `bid` messages every open page of the lot gets): bidders watching a lot live. A bid decided
 * after others overtook it can fall below the minimum and is refused with the new minimum; a leader
 * bidding again without raising their maximum is refused too. Both are the rules' own answers, so
 * the figures are decided calls per second (accepted or refused by the rules), accepted bids per
 * second (which the rules, not the server, mostly limit: with proxy bidding only a bid above the
 * runner-up's maximum moves the price), and their latency.
 *
 * The rate limits stay as they are. They count per client (infra/rate-limits.ts: address and token,
 * 120 bids a minute each) and per account (shared/account-limits.ts: 120 a minute), so the bench's bidders are as many distinct people as it takes for nobody
 * to pass that: a pool of BIDDERS people, each with their own token and loopback address
 * (tests/support/crowd.ts), 50 of whom have a bid in flight at any moment; a person places at most
 * BIDS_PER_PERSON bids in the run. A 429 would be counted and printed, never retried.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import { LOCAL_CREDENTIALS } from '../../infra/local/config.ts';
import type { PlaceBidOutput } from '../../shared/contract/buying.ts';
import { BASE_URL, callApi, closeClientAgents, type Answer } from '../support/api.ts';
import { asRole, signInDemo } from '../support/auth.ts';
import { newCrowd, type Person } from '../support/crowd.ts';
import { liveLot } from '../support/market.ts';

/** Bids in flight at any moment. */
export const CONCURRENCY = 50;
/** People in the pool: enough for 20,000 bids (1,300 a second) within BIDS_PER_PERSON each. */
const BIDDERS = 200;
/** Each person's bids in the run: under the bids limit of 120 a minute per client. */
const BIDS_PER_PERSON = 100;
/** How long bids are placed on the hot lot. */
const RUN_MS = 15_000;
/** How long bids are placed one at a time. */
const SEQUENTIAL_MS = 5_000;
/** How long the raw conditional-update loop runs. */
const RAW_MS = 5_000;

/** One run of bids on one lot. */
export interface BidRun {
  concurrency: number;
  seconds: number;
  acceptedPerSecond: number;
  /** Bids the rules decided (accepted or refused), per second. */
  decidedPerSecond: number;
  callsPerSecond: number;
  accepted: number;
  refused: number;
  rateLimited: number;
  failed: number;
  /** Latency of every bid call, and of the accepted ones, ms. */
  p50: number;
  p99: number;
  acceptedP50: number;
  acceptedP99: number;
  /** The lot's bid count as stored after the run (must equal `accepted`). */
  storedBidCount: number;
  /** CPU time the stack's processes (API, dynalite, …) used during the run, ms; NaN where it cannot be read. */
  stackCpuMs: number;
}

export interface HotLotFigures {
  rawUpdatesPerSecond: number;
  /** CPU time of one raw update: dynalite's and the loop's own, ms (NaN where it cannot be read). */
  rawCpuMsPerUpdate: number;
  /** One bid at a time: what one bid costs the stack, without contention. */
  sequential: BidRun;
  /** CONCURRENCY bids at a time: the hot lot. */
  hot: BidRun;
  /**
   * CONCURRENCY bids at a time on another lot, each bid above every maximum sent before it (a bidding
   * war: almost every bid valid under the rules), so accepted bids measure the server, not the rules.
   */
  war: BidRun;
  bidders: number;
  /** `bid` messages the hot lot's open pages received. */
  liveMessages: number;
  /** `bid` messages the war lot's open pages received. */
  warLiveMessages: number;
}

/**
 * dynalite's raw rate: a tight sequential loop of UpdateItem on one item, each conditional on the
 * version the previous one wrote (the write a bid makes, without the call around it). The item is
 * the size of a lot record.
 */
export async function rawConditionalUpdates(dynamoEndpoint: string, tableName: string, durationMs = RAW_MS): Promise<number> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-2', endpoint: dynamoEndpoint, credentials: LOCAL_CREDENTIALS }));
  const key = { pk: 'BENCH#raw-updates', sk: 'LOT' };
  // About a lot record's size: its fields and two lines of history riding on it.
  const padding = 'x'.repeat(600);
  await client.send(new PutCommand({ TableName: tableName, Item: { ...key, version: 0, currentBid: 10_000, bidCount: 0, padding } }));
  let version = 0;
  const started = performance.now();
  while (performance.now() - started < durationMs) {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET #v = :next, currentBid = currentBid + :step, bidCount = bidCount + :one',
        ConditionExpression: '#v = :read',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: { ':next': version + 1, ':read': version, ':step': 100, ':one': 1 },
      }),
    );
    version++;
  }
  const rate = version / ((performance.now() - started) / 1000);
  const stored = (await client.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item!;
  if (stored.version !== version) throw new Error(`The raw loop wrote ${version} versions but ${String(stored.version)} are stored`);
  client.destroy();
  return rate;
}

/** Clock ticks a second in /proc/<pid>/stat (Linux's USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time used so far by a process and all its descendants, ms, from Linux's /proc (NaN elsewhere,
 * or without a pid). Throughput on a shared machine swings with its load; the CPU a bid costs does
 * not, so the bench prints both (docs/adr/0038).
 */
export function processTreeCpuMs(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    // utime and stime: fields 14 and 15, counted after the command name's closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    let ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    for (const task of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) ms += processTreeCpuMs(Number(task)) || 0;
    return ms;
  } catch {
    return NaN;
  }
}

/** This process's own CPU time so far, ms. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** The newest minimum next bid the bidders know of (raised by answers and live messages, never lowered). */
interface Seen {
  minimum: number;
  /** The highest maximum sent so far (the bidding war's bidders top it). */
  highestSent?: number;
}

/**
 * Opens one socket on the lot's channel per person of `people`, from that person's address, as their
 * open pages would (an address holds at most LIVE_LIMITS.socketsPerAddress sockets, docs/adr/0043);
 * answers how many `bid` messages they got.
 */
async function openPages(itemId: string, people: readonly Person[], seen: Seen): Promise<{ received: () => number; close: () => void }> {
  // 127.0.0.1, not localhost (::1), which a 127.x address cannot reach.
  const url = `${BASE_URL.replace(/^http/, 'ws').replace('//localhost:', '//127.0.0.1:')}/ws`;
  let received = 0;
  const sockets = await Promise.all(
    people.map(
      (person) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url, { localAddress: person.address });
          ws.on('error', reject);
          ws.on('message', (data) => {
            const message = JSON.parse(String(data)) as { type: string; state?: { minNextBid: number } };
            if (message.type === 'welcome') ws.send(JSON.stringify({ action: 'subscribe', itemIds: [itemId] }));
            else if (message.type === 'subscribed') resolve(ws);
            else if (message.type === 'bid') {
              received++;
              seen.minimum = Math.max(seen.minimum, message.state!.minNextBid);
            }
          });
        }),
    ),
  );
  return { received: () => received, close: () => sockets.forEach((ws) => ws.terminate()) };
}

/** The people of the pool, each placing at most BIDS_PER_PERSON bids over the whole bench. */
function bidderPool(crowd: Person[]): () => Person | null {
  const used = new Map<Person, number>();
  let next = 0;
  return () => {
    for (let tries = 0; tries < crowd.length; tries++) {
      const person = crowd[next++ % crowd.length]!;
      if ((used.get(person) ?? 0) < BIDS_PER_PERSON) {
        used.set(person, (used.get(person) ?? 0) + 1);
        return person;
      }
    }
    return null;
  };
}

/** A bidder's maximum: the minimum they last saw plus 0 to 19 of the lot's 5p steps. */
const maximumAbove = (seen: Seen) => seen.minimum + 5 * randomInt(0, 20);

/**
 * The bidding war's maximum: five of the lot's 5p steps above the highest maximum sent so far (and at
 * least the minimum seen). Bids in flight may reach the lot out of the order they were sent; five
 * steps keep a bid overtaken by a few later ones above the price they leave, so it is still accepted
 * (it raises the price to its maximum).
 */
function maximumAboveAll(seen: Seen): number {
  const amount = Math.max(seen.minimum, (seen.highestSent ?? 0) + 25);
  seen.highestSent = amount;
  return amount;
}

/**
 * Bids on one lot for `durationMs` with `concurrency` bids in flight, each bidder's own maximum drawn
 * by `maximum` (above the minimum last seen, or above every maximum sent).
 */
async function runBids(itemId: string, nextBidder: () => Person | null, concurrency: number, durationMs: number, seen: Seen, log: (line: string) => void, maximum = maximumAbove, stackPid?: number): Promise<BidRun> {
  const latencies: number[] = [];
  const acceptedLatencies: number[] = [];
  let accepted = 0;
  let refused = 0;
  let rateLimited = 0;
  let failed = 0;
  let exhausted = false;
  const cpuBefore = processTreeCpuMs(stackPid);
  const started = performance.now();
  const worker = async () => {
    while (performance.now() - started < durationMs) {
      const person = nextBidder();
      if (!person) return void (exhausted = true);
      const amount = maximum(seen);
      const t = performance.now();
      const answer: Answer<PlaceBidOutput> = await person.call('placeBid', { itemId, amount });
      const ms = performance.now() - t;
      latencies.push(ms);
      if (answer.status === 200) {
        accepted++;
        acceptedLatencies.push(ms);
        seen.minimum = Math.max(seen.minimum, answer.data.item.minNextBid);
      } else if (answer.status === 400 && answer.code === 'bidBelowMinimum') {
        refused++;
        seen.minimum = Math.max(seen.minimum, (answer.data as unknown as { minNextBid: number }).minNextBid);
      } else if (answer.status === 400 && answer.code === 'alreadyLeading') {
        refused++;
      } else if (answer.httpStatus === 429) {
        rateLimited++;
      } else {
        failed++;
        if (failed <= 3) log(`  unexpected answer ${answer.httpStatus}: ${answer.raw.slice(0, 300)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const stackCpuMs = processTreeCpuMs(stackPid) - cpuBefore;
  if (exhausted) log(`  (the pool's ${BIDS_PER_PERSON} bids a person ran out: the figures cover ${seconds.toFixed(1)} s)`);
  const stored = (await callApi('getBidState', { itemId })).data as { bidCount: number };
  latencies.sort((a, b) => a - b);
  acceptedLatencies.sort((a, b) => a - b);
  return {
    concurrency,
    seconds,
    acceptedPerSecond: accepted / seconds,
    decidedPerSecond: (accepted + refused) / seconds,
    callsPerSecond: latencies.length / seconds,
    accepted,
    refused,
    rateLimited,
    failed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    acceptedP50: percentile(acceptedLatencies, 0.5),
    acceptedP99: percentile(acceptedLatencies, 0.99),
    storedBidCount: stored.bidCount,
    stackCpuMs,
  };
}

/**
 * The hot-lot bench, against the stack at PATINA_URL (whose dynalite is on its port + 1); `stackPid`,
 * the stack's process, lets it print the CPU time a bid costs.
 */
export async function benchHotLot(log: (line: string) => void, stackPid?: number): Promise<HotLotFigures> {
  const port = Number(new URL(BASE_URL).port);
  log(`  making ${BIDDERS} bidders, two lots and ${CONCURRENCY} open pages…`);
  const [seller, expert, crowd] = await Promise.all([asRole('seller'), signInDemo('expert'), newCrowd(BIDDERS, 'bench')]);
  // A first call makes each person's profile, as their first visit would: not part of the figure.
  await Promise.all(crowd.map((p) => p.call('getProfile')));
  // No reserve and no Buy it now: auctions that only bids move, in 5p steps.
  const listing = { reservePrice: null, List_of_Buy_it: false, buyItNowPrice: null, priceIncrement: 5, startingAuctionPrice: 1_000 };
  const [calm, hot, war] = await Promise.all([
    liveLot(seller.token, expert, listing, 'Calm bench lot'),
    liveLot(seller.token, expert, listing, 'Hot bench lot'),
    liveLot(seller.token, expert, listing, 'Bidding war bench lot'),
  ]);
  // The lots open at £10 (startingAuctionPrice), the first minimum.
  const seenOnHot: Seen = { minimum: 1_000 };
  const seenOnWar: Seen = { minimum: 1_000 };
  const pages = await openPages(hot.itemId, crowd.slice(0, CONCURRENCY), seenOnHot);
  const warPages = await openPages(war.itemId, crowd.slice(CONCURRENCY, 2 * CONCURRENCY), seenOnWar);
  const nextBidder = bidderPool(crowd);
  try {
    log('  raw conditional updates on one item (dynalite, sequential)…');
    const rawCpuBefore = processTreeCpuMs(stackPid) + ownCpuMs();
    const rawStarted = performance.now();
    const raw = await rawConditionalUpdates(`http://127.0.0.1:${port + 1}`, 'patina-local');
    const rawCpuMsPerUpdate = (processTreeCpuMs(stackPid) + ownCpuMs() - rawCpuBefore) / (raw * ((performance.now() - rawStarted) / 1000));
    log(`  one bid at a time on one lot for ${SEQUENTIAL_MS / 1000} s…`);
    const sequential = await runBids(calm.itemId, nextBidder, 1, SEQUENTIAL_MS, { minimum: 1_000 }, log, maximumAbove, stackPid);
    log(`  ${CONCURRENCY} bids at a time on one lot for ${RUN_MS / 1000} s…`);
    const hotRun = await runBids(hot.itemId, nextBidder, CONCURRENCY, RUN_MS, seenOnHot, log, maximumAbove, stackPid);
    log(`  ${CONCURRENCY} bids at a time on another lot for ${RUN_MS / 1000} s, each above every maximum sent before it…`);
    const warRun = await runBids(war.itemId, nextBidder, CONCURRENCY, RUN_MS, seenOnWar, log, maximumAboveAll, stackPid);
    return { rawUpdatesPerSecond: raw, rawCpuMsPerUpdate, sequential, hot: hotRun, war: warRun, bidders: BIDDERS, liveMessages: pages.received(), warLiveMessages: warPages.received() };
  } finally {
    pages.close();
    warPages.close();
    closeClientAgents();
  }
}
