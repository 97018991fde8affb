import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBids } from '../../lambdas/data/entities/bid.ts';
import { getLot } from '../../lambdas/data/entities/lot.ts';
import { getOrder, listOrdersOfBuyer } from '../../lambdas/data/entities/order.ts';
import type { BidState, GetMyBidsOutput, PlaceBidOutput } from '../../shared/contract/buying.ts';
import { ItemStatus } from '../../shared/item.ts';
import { closeClientAgents, type Answer } from '../support/api.ts';
import { asRole, type TestUser, signInDemo } from '../support/auth.ts';
import { AuctionModel, type ModelBid, type ModelLine, type ModelListing } from '../support/auction-model.ts';
import { newCrowd, type Person } from '../support/crowd.ts';
import { bidState, liveLot, pounds } from '../support/market.ts';
import { draw, seedForThisFile } from '../support/test-seed.ts';
import { useStackTable } from '../support/stack-db.ts';

/*
 * Races on one lot, through the gateway, with real people (each their own token and address): many
 * bidders at once, one bidder's burst, Buy it now against bids and another buyer. What the server
 * answered is checked against an independent replay of the rules (tests/support/auction-model.ts)
 * in the order the server says it accepted the bids (each accepted bid's answer carries the bid
 * count it made). The full stored history is read back from the table (the API shows the newest 50).
 */

/** clockListing's pricing: start £100, reserve £200, Buy it now £550. */
const LISTING = { startingPrice: 10_000, reservePrice: 20_000 };
let seller: TestUser;
let expert: string;
let crowd: Person[];
/** The bids' amounts: drawn by fast-check from one seed, printed with any failure (TEST_SEED=… replays them). */
const seed = seedForThisFile('bidding-race');
/** The seed's nth draw of `count` different maximums (pence) from min to max, each with an `extra` from 0 to `spread` pence. */
const maxima = (nth: number, count: number, { min, max, spread = 0 }: { min: number; max: number; spread?: number }) =>
  draw(fc.uniqueArray(fc.record({ maxBid: fc.integer({ min, max }), extra: fc.integer({ min: 0, max: spread }) }), { selector: (m) => m.maxBid, minLength: count, maxLength: count }), seed, nth);

beforeAll(async () => {
  useStackTable();
  [seller, expert, crowd] = await Promise.all([asRole('seller'), signInDemo('expert'), newCrowd(50, 'racer')]);
}, 120_000);
afterAll(() => closeClientAgents());

/** The masked name the public history shows for a person ("a***b"). */
const masked = (p: Person) => `${p.firstName[0]}***${p.lastName[p.lastName.length - 1]}`.toLowerCase();

/** What each bid of a race got: the bid, who placed it, and the answer. */
interface Placed {
  person: Person;
  bid: ModelBid & { maxBid: number };
  answer: Answer<PlaceBidOutput>;
}

/** The minimum a bid refused below it was told (`data.minNextBid`). */
const minimumNamed = (answer: Answer): number => (answer.data as { minNextBid: number }).minNextBid;

/** Places every bid at the same moment. */
function race(itemId: string, bids: { person: Person; amount: number; maxBid: number }[]): Promise<Placed[]> {
  return Promise.all(bids.map(({ person, amount, maxBid }) => placeOne(itemId, person, amount, maxBid)));
}

async function placeOne(itemId: string, person: Person, amount: number, maxBid: number): Promise<Placed> {
  return { person, bid: { bidder: person.uid, amount, maxBid }, answer: await person.call<PlaceBidOutput>('placeBid', { itemId, amount, maxBid }) };
}

/**
 * Every bidder at the same moment, each insisting on getting a bid in: refused below the minimum,
 * they bid again at the minimum the refusal named (their maximum raised to it when it is lower), as
 * someone at a bidding panel does. Answers every attempt of every bidder.
 */
async function insistingRace(itemId: string, bids: { person: Person; amount: number; maxBid: number }[]): Promise<Placed[]> {
  const attempts = await Promise.all(
    bids.map(async ({ person, amount, maxBid }) => {
      const mine: Placed[] = [];
      for (let next = amount, tries = 0; tries < 100; tries++) {
        const placed = await placeOne(itemId, person, next, Math.max(maxBid, next));
        mine.push(placed);
        if (placed.answer.code !== 'bidBelowMinimum') break;
        next = minimumNamed(placed.answer);
      }
      return mine;
    }),
  );
  return attempts.flat();
}

/**
 * Replays the accepted bids in the server's acceptance order through the model, checking each
 * answer on the way, and checks every refusal named a minimum the auction really had. Answers the model.
 */
function replay(placed: Placed[], listing: ModelListing = LISTING): AuctionModel {
  const accepted = placed.filter((p) => p.answer.status === 200).sort((a, b) => a.answer.data.item.bidCount - b.answer.data.item.bidCount);
  // The acceptance order is a sequence: no count given twice, none skipped.
  expect(accepted.map((p) => p.answer.data.item.bidCount)).toEqual(accepted.map((_, i) => i + 1));
  const model = new AuctionModel(listing);
  const minimums = new Set([model.minNextBid()]);
  for (const { bid, answer } of accepted) {
    expect(model.refusal(bid), `bid ${JSON.stringify(bid)} accepted as number ${answer.data.item.bidCount}`).toBeNull();
    const after = model.accept(bid);
    minimums.add(after.minNextBid);
    expect(answer.data.item).toMatchObject({ currentBid: after.price, bidCount: after.bidCount, minNextBid: after.minNextBid, reserveMet: after.reserveMet });
    expect(answer.data.outcome).toBe(after.leader === bid.bidder ? 'highest' : 'outbid');
    expect(answer.data.item.highBidder).toBe(after.leader === bid.bidder);
  }
  for (const { bid, answer } of placed.filter((p) => p.answer.status !== 200)) {
    // A bid that lost the race to others is refused for the minimum it met on the lot, and names it.
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.code).toBe('bidBelowMinimum');
    const minimum = minimumNamed(answer);
    expect(minimums, `the minimum ${minimum} refused to ${JSON.stringify(bid)}`).toContain(minimum);
    expect(bid.amount).toBeLessThan(minimum);
    expect(answer.params).toEqual({ minimum: pounds(minimum) });
  }
  return model;
}

/** The lot's whole history as stored (with its newest lines, which ride on the lot), oldest first. */
async function storedHistory(itemId: string): Promise<{ bidderId: string; amount: number; automatic: boolean }[]> {
  const lot = (await getLot(itemId, true))!;
  const stored = (await listBids(itemId)).filter((b) => b.version !== lot.version).reverse();
  return [...stored, ...(lot.lastBids ?? [])].map((b) => ({ bidderId: b.bidderId, amount: b.amount, automatic: b.automatic === true }));
}

/** Checks the API's history (newest first, masked, at most 50 lines) and the stored one against the model's. */
async function expectHistory(itemId: string, lines: ModelLine[], people: Person[]): Promise<void> {
  const byUid = new Map(people.map((p) => [p.uid, p]));
  expect(await storedHistory(itemId)).toEqual(lines.map((l) => ({ bidderId: l.bidder, amount: l.amount, automatic: l.automatic })));
  const shown = (await bidState(itemId)).data.bids.map(({ bidder, amount, automatic }) => ({ bidder, amount, automatic }));
  const newest = [...lines].reverse().slice(0, 50);
  expect(shown).toEqual(newest.map((l) => ({ bidder: masked(byUid.get(l.bidder)!), amount: l.amount, automatic: l.automatic })));
}

describe('many bidders at once on one lot', () => {
  it('50 bidders, each with a different maximum, all at once: every accepted bid counted and in the history, price and leader by the rules', async () => {
    const lot = await liveLot(seller.token, expert, { List_of_Buy_it: false, buyItNowPrice: null }, 'Raced clock');
    // Fifty different maximums between £100 and £900; half bid their whole maximum, half bid less; each
    // bidder refused below the minimum bids again at the minimum named until one of their bids is in.
    const bids = maxima(1, 50, { min: 10_000, max: 90_000, spread: 20_000 }).map(({ maxBid, extra }, i) => ({ person: crowd[i]!, maxBid, amount: i % 2 === 0 ? maxBid : Math.max(10_000, maxBid - extra) }));

    const placed = await insistingRace(lot.itemId, bids);
    const model = replay(placed);
    const expected = model.state();
    // Everyone got one bid in, through as many refusals as the race cost them.
    expect(expected.bidCount).toBe(50);

    const final = (await bidState(lot.itemId)).data;
    expect(final).toMatchObject({ status: ItemStatus.Active, bidCount: expected.bidCount, currentBid: expected.price, minNextBid: expected.minNextBid, reserveMet: expected.reserveMet });
    await expectHistory(lot.itemId, expected.lines, crowd);

    // The leader sees it, with their own maximum; a bidder the leader beat sees they are outbid.
    const leader = crowd.find((p) => p.uid === expected.leader)!;
    expect((await leader.call<BidState>('getBidState', { itemId: lot.itemId })).data).toMatchObject({ highBidder: true, myMaxBid: expected.leaderMax });
    const beaten = placed.find((p) => p.answer.status === 200 && p.person !== leader)!;
    expect((await beaten.person.call<BidState>('getBidState', { itemId: lot.itemId })).data).toMatchObject({ highBidder: false, myMaxBid: beaten.bid.maxBid });
    const mine = (await beaten.person.call<GetMyBidsOutput>('getMyBids')).data.bids.find((b) => b.item.id === lot.itemId);
    expect(mine).toMatchObject({ myMaxBid: beaten.bid.maxBid, state: 'outbid' });
    expect((await leader.call<GetMyBidsOutput>('getMyBids')).data.bids.find((b) => b.item.id === lot.itemId)).toMatchObject({ state: 'winning' });
  }, 120_000); // about a thousand calls: fifty people each outbid dozens of times

  it('two equal maximums at once: whichever the server accepted first leads, and the price rises to that maximum', async () => {
    // No reserve: the first bid opens at the starting price, so the second meets the minimum whichever comes first.
    const lot = await liveLot(seller.token, expert, { reservePrice: null, List_of_Buy_it: false, buyItNowPrice: null }, 'Tied clock');
    const [a, b] = [crowd[0]!, crowd[1]!];
    const placed = await race(lot.itemId, [
      { person: a, amount: 10_200, maxBid: 30_000 },
      { person: b, amount: 10_200, maxBid: 30_000 },
    ]);
    expect(placed.map((p) => p.answer.status)).toEqual([200, 200]);
    const expected = replay(placed, { startingPrice: 10_000, reservePrice: null }).state();
    const first = placed.find((p) => p.answer.data.item.bidCount === 1)!;
    const second = placed.find((p) => p !== first)!;
    expect(expected).toMatchObject({ leader: first.person.uid, price: 30_000 });
    expect(second.answer.data).toMatchObject({ outcome: 'outbid', item: { currentBid: 30_000, highBidder: false } });
    expect((await bidState(lot.itemId, first.person.headers)).data).toMatchObject({ highBidder: true, currentBid: 30_000, bidCount: 2 });
    await expectHistory(lot.itemId, expected.lines, [a, b]);
  });

  it("one bidder's burst of 20 bids at once: each is accepted or refused by the rules, none lost, none counted twice", async () => {
    const lot = await liveLot(seller.token, expert, { List_of_Buy_it: false, buyItNowPrice: null }, 'Burst clock');
    const [eager, rival] = [crowd[2]!, crowd[3]!];
    // A rival stands at £150 first, so the burst competes with a standing maximum.
    const opening = await rival.call<PlaceBidOutput>('placeBid', { itemId: lot.itemId, amount: 15_000 });
    expect(opening.status, opening.raw).toBe(200);
    const burst = maxima(2, 20, { min: 15_000, max: 60_000, spread: 5_000 }).map(({ maxBid, extra }) => ({ person: eager, amount: Math.min(maxBid, 15_500 + extra), maxBid }));

    const placed = await race(lot.itemId, burst);
    // The rival's opening bid is the first accepted; the burst's answers follow it.
    const all: Placed[] = [{ person: rival, bid: { bidder: rival.uid, amount: 15_000, maxBid: 15_000 }, answer: opening }, ...placed];
    const accepted = placed.filter((p) => p.answer.status === 200);
    expect(accepted.length).toBeGreaterThan(0);
    // Refusals here are the rules' own: below the minimum, or not raising one's own leading maximum.
    for (const refused of placed.filter((p) => p.answer.status !== 200)) {
      expect(refused.answer.status, refused.answer.raw).toBe(400);
      expect(['bidBelowMinimum', 'alreadyLeading']).toContain(refused.answer.code);
    }
    const model = new AuctionModel(LISTING);
    for (const { bid, answer } of all.filter((p) => p.answer.status === 200).sort((a, b) => a.answer.data.item.bidCount - b.answer.data.item.bidCount)) {
      expect(model.refusal(bid)).toBeNull();
      expect(answer.data.item.currentBid).toBe(model.accept(bid).price);
    }
    const expected = model.state();
    expect(expected.bidCount).toBe(accepted.length + 1);
    expect((await eager.call<BidState>('getBidState', { itemId: lot.itemId })).data).toMatchObject({
      bidCount: expected.bidCount,
      currentBid: expected.price,
      highBidder: true,
      myMaxBid: Math.max(...accepted.map((p) => p.bid.maxBid)),
    });
    await expectHistory(lot.itemId, expected.lines, [eager, rival]);
  });
});

describe('Buy it now in a race', () => {
  it('against 20 bids below the reserve and a second buyer: exactly one buyer wins; every later bid gets 409 with the fresh state', async () => {
    const lot = await liveLot(seller.token, expert, {}, 'Bought clock');
    const [keen, other] = [crowd[10]!, crowd[11]!];
    // The keen buyer bid first (so "my bids" lists the lot for them), then both buy at once, amid 20 bids.
    expect((await keen.call('placeBid', { itemId: lot.itemId, amount: 10_000 })).status).toBe(200);
    const bidders = crowd.slice(20, 40);
    const bids = maxima(3, 20, { min: 10_500, max: 19_900 }).map(({ maxBid }, i) => ({ person: bidders[i]!, amount: maxBid, maxBid }));

    const [buys, placed] = await Promise.all([Promise.all([keen.call('buyNow', { itemId: lot.itemId }), other.call('buyNow', { itemId: lot.itemId })]), race(lot.itemId, bids)]);

    // Every bid is below the reserve, so Buy it now stays available until one buyer takes it.
    const won = buys.filter((b) => b.status === 200);
    expect(won, JSON.stringify(buys.map((b) => b.raw))).toHaveLength(1);
    const winner = buys[0]!.status === 200 ? keen : other;
    const loser = winner === keen ? other : keen;
    const lost = buys.find((b) => b.status !== 200)!;
    expect(lost.status).toBe(409);
    expect(lost.code).toBe('buyNowUnavailable');
    // The state a refusal (or a live push) carries says how the lot sold, without the lot being read again.
    expect(lost.data).toMatchObject({ itemId: lot.itemId, status: ItemStatus.AwaitingPayment, buyNowAvailable: false, soldVia: 'buyNow' });

    // A bid either came before the sale (accepted, counted) or after it (409 with the lot sold), or lost to another bid (400).
    const accepted = placed.filter((p) => p.answer.status === 200);
    for (const late of placed.filter((p) => p.answer.status === 409)) {
      expect(late.answer.code).toBe('notOnSale');
      expect(late.answer.data).toMatchObject({ itemId: lot.itemId, status: ItemStatus.AwaitingPayment });
    }
    for (const p of placed) expect([200, 400, 409]).toContain(p.answer.status);
    const final = (await bidState(lot.itemId, winner.headers)).data;
    expect(final).toMatchObject({ status: ItemStatus.AwaitingPayment, bidCount: accepted.length + 1, buyNowAvailable: false, soldVia: 'buyNow' });

    // One order, the winner's, at the Buy it now price; none for the other buyer.
    const orderId = won[0]!.data.orderId as string;
    expect(final.orderId).toBe(orderId);
    expect((await bidState(lot.itemId, loser.headers)).data.orderId).toBeUndefined();
    expect(await getOrder(orderId)).toMatchObject({ itemId: lot.itemId, buyerId: winner.uid, price: 55_000, status: 'awaiting_payment' });
    expect((await listOrdersOfBuyer(winner.uid)).filter((o) => o.itemId === lot.itemId)).toHaveLength(1);
    expect((await listOrdersOfBuyer(loser.uid)).filter((o) => o.itemId === lot.itemId)).toHaveLength(0);
    // The keen buyer had bid: "my bids" says won or lost.
    const keenStanding = (await keen.call<GetMyBidsOutput>('getMyBids')).data.bids.find((b) => b.item.id === lot.itemId);
    expect(keenStanding?.state).toBe(winner === keen ? 'won' : 'lost');
    for (const { person } of accepted) {
      expect((await person.call<GetMyBidsOutput>('getMyBids')).data.bids.find((b) => b.item.id === lot.itemId)?.state).toBe('lost');
    }
  });

  it('against a bid that meets the reserve: either the sale or that bid comes first, never both', async () => {
    const lot = await liveLot(seller.token, expert, {}, 'Reserve-raced clock');
    const [buyer, bidder] = [crowd[12]!, crowd[13]!];
    const others = crowd.slice(40, 50);
    const [bought, meeting, placed] = await Promise.all([
      buyer.call('buyNow', { itemId: lot.itemId }),
      bidder.call<PlaceBidOutput>('placeBid', { itemId: lot.itemId, amount: 25_000 }),
      race(lot.itemId, others.map((person, i) => ({ person, amount: 11_000 + i * 500, maxBid: 11_000 + i * 500 }))),
    ]);
    const final = (await bidState(lot.itemId, buyer.headers)).data;
    const accepted = [meeting, ...placed.map((p) => p.answer)].filter((a) => a.status === 200);
    expect(final.bidCount).toBe(accepted.length);
    if (bought.status === 200) {
      // The sale came first: the reserve-meeting bid was refused with the lot sold.
      expect(meeting.status).toBe(409);
      expect(meeting.data).toMatchObject({ status: ItemStatus.AwaitingPayment });
      expect(final).toMatchObject({ status: ItemStatus.AwaitingPayment, orderId: bought.data.orderId });
    } else {
      // The bid came first: Buy it now was no longer available, and the auction goes on.
      expect(meeting.status, meeting.raw).toBe(200);
      expect(bought.status).toBe(409);
      expect(bought.code).toBe('buyNowUnavailable');
      expect(bought.data).toMatchObject({ status: ItemStatus.Active, reserveMet: true, buyNowAvailable: false });
      expect(final).toMatchObject({ status: ItemStatus.Active, reserveMet: true });
      expect((await listOrdersOfBuyer(buyer.uid)).filter((o) => o.itemId === lot.itemId)).toHaveLength(0);
    }
  });
});
