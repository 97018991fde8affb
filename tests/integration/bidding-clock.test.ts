import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../shared/contract/account.ts';
import type { BidState, GetMyBidsOutput, PlaceBidOutput } from '../../shared/contract/buying.ts';
import { ItemStatus } from '../../shared/item.ts';
import { advanceClockTo, clockNow, useOwnStack } from '../support/own-stack.ts';

/*
 * The market in time, on a stack of its own with the test clock (moving time on the shared stack
 * would move every other test's deadlines): soft close, each way an auction ends, the order and the
 * notifications (in the bell and by e-mail in the local outbox), the ending-soon notice, and live
 * auctions carried through a stop and start of the stack. Every check is a call or page an outside
 * client reads; POST /dev/clock answers once what it made due has been carried through, so each
 * check follows the clock's answer directly.
 */

const own = useOwnStack('market-clock-test', 600);
const { BASE_URL, callApi } = await import('../support/api.ts');
const { asRole, newUser, signInDemo } = await import('../support/auth.ts');
const { bidState, liveLot } = await import('../support/market.ts');
const { useStackTable } = await import('../support/stack-db.ts');
const { getOrder } = await import('../../lambdas/data/entities/order.ts');

type TestUser = Awaited<ReturnType<typeof newUser>>;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** One-day auctions without Buy it now (start £100, reserve £200 unless changed). */
const AUCTION = { auctionDurationDays: 1, List_of_Buy_it: false, buyItNowPrice: null };
let seller: TestUser;
let expert: string;

beforeAll(async () => {
  useStackTable();
  [seller, expert] = await Promise.all([asRole('seller'), signInDemo('expert')]);
});


/** Moves the test clock to `when` (ms) or just past it; answers the clock's reading once it has answered. */
const advanceTo = (when: number) => advanceClockTo(when);

const bid = (who: TestUser, itemId: string, amount: number, maxBid?: number) => callApi<PlaceBidOutput>('placeBid', { itemId, amount, ...(maxBid ? { maxBid } : {}) }, who.headers);
const statusOf = async (itemId: string) => (await bidState(itemId)).data.status;
const notificationsOf = async (who: TestUser) => (await callApi<Notification[]>('getNotifications', { uid: who.uid, limit: 50, offset: 0 }, who.headers)).data;
const aboutLot = (notices: Notification[], itemId: string) => notices.filter((n) => n.item?.id === itemId);
const mailsTo = async (who: TestUser) => ((await (await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(who.email)}`)).json()) as { mails: { subject: string; text: string }[] }).mails;
const standing = async (who: TestUser, itemId: string) => (await callApi<GetMyBidsOutput>('getMyBids', {}, who.headers)).data.bids.find((b) => b.item.id === itemId)?.state;

describe('soft close', () => {
  it('a bid in the last two minutes moves the end to two minutes after it; the old end passes without ending it; the new end ends it', async () => {
    const lot = await liveLot(seller.token, expert, { ...AUCTION, reservePrice: null }, 'Soft-closed clock');
    const [early, late] = await Promise.all([newUser({ emailPrefix: 'early' }), newUser({ emailPrefix: 'late' })]);
    const oldEnd = Date.parse(lot.endsAt);

    // Long before the end, a bid leaves the end where it is.
    expect((await bid(early, lot.itemId, 10_000)).data.item.endsAt).toBe(lot.endsAt);

    // A minute before the end: the bid moves the end to two minutes after the bid.
    const before = await advanceTo(oldEnd - MINUTE);
    const lastMinute = await bid(late, lot.itemId, 10_200);
    const after = await clockNow();
    expect(lastMinute.status, lastMinute.raw).toBe(200);
    const newEnd = Date.parse(lastMinute.data.item.endsAt!);
    expect(newEnd).toBeGreaterThanOrEqual(before + 2 * MINUTE);
    expect(newEnd).toBeLessThanOrEqual(after + 2 * MINUTE);
    expect((await bidState(lot.itemId)).data.endsAt).toBe(lastMinute.data.item.endsAt);

    // The old end passes: the workflow looks again and waits for the new one.
    await advanceTo(oldEnd + 1_000);
    expect((await bidState(lot.itemId)).data).toMatchObject({ status: ItemStatus.Active, endsAt: lastMinute.data.item.endsAt });
    // Past the new end, it is over by the time the clock answers: sold to the last bidder.
    await advanceTo(newEnd + 1_000);
    expect((await bidState(lot.itemId, late.headers)).data).toMatchObject({ status: ItemStatus.AwaitingPayment, currentBid: 10_200, orderId: expect.any(String) });
  }, 60_000);
});

describe('the end of an auction', () => {
  // Three lots ending together: no bids; bids under the reserve; a sale. A watcher and the bidders of
  // each are told once, an hour before the end, that it ends soon.
  let unsold: Awaited<ReturnType<typeof liveLot>>;
  let underReserve: Awaited<ReturnType<typeof liveLot>>;
  let sold: Awaited<ReturnType<typeof liveLot>>;
  let watcher: TestUser;
  let winner: TestUser;
  let outbid: TestUser;
  let low: TestUser;
  let lower: TestUser;
  let bystander: TestUser;

  beforeAll(async () => {
    [unsold, underReserve, sold] = await Promise.all([
      liveLot(seller.token, expert, AUCTION, 'Unsold clock'),
      liveLot(seller.token, expert, AUCTION, 'Under-reserve clock'),
      liveLot(seller.token, expert, AUCTION, 'Sold-at-the-end clock'),
    ]);
    [watcher, winner, outbid, low, lower, bystander] = await Promise.all([
      newUser({ emailPrefix: 'watcher' }),
      newUser({ emailPrefix: 'winner' }),
      newUser({ emailPrefix: 'outbid' }),
      newUser({ emailPrefix: 'low' }),
      newUser({ emailPrefix: 'lower' }),
      newUser({ emailPrefix: 'bystander' }),
    ]);
    // The outbid bidder wants no e-mail about being outbid (the bell still tells them).
    expect((await callApi('updateProfile', { notificationPreferences: { outbid: false } }, outbid.headers)).status).toBe(200);
    expect((await callApi('addToWatchlist', { itemId: sold.itemId }, watcher.headers)).status).toBe(200);
    // Under the reserve: £120, then a £150 maximum; the leader's is shown in full (£150), short of £200.
    expect((await bid(lower, underReserve.itemId, 12_000)).status).toBe(200);
    expect((await bid(low, underReserve.itemId, 12_200, 15_000)).data.item).toMatchObject({ currentBid: 15_000, reserveMet: false });
    // The sale: £250 opens at the £200 reserve; a £300 maximum then leads at £255 (£250 and the £5 step).
    expect((await bid(outbid, sold.itemId, 25_000)).data.item).toMatchObject({ currentBid: 20_000, reserveMet: true });
    expect((await bid(winner, sold.itemId, 25_500, 30_000)).data).toMatchObject({ outcome: 'highest', item: { currentBid: 25_500 } });
  }, 120_000);

  const ends = () => [unsold, underReserve, sold].map((l) => Date.parse(l.endsAt));
  const endingSoonOf = async (who: TestUser, itemId: string) => aboutLot(await notificationsOf(who), itemId).filter((n) => n.title === 'Ending within the hour');

  it('tells watchers and bidders once, an hour before the end, that it ends soon, and nobody else', async () => {
    await advanceTo(Math.min(...ends()) - HOUR - MINUTE);
    expect(await endingSoonOf(watcher, sold.itemId)).toHaveLength(0);

    await advanceTo(Math.max(...ends()) - 30 * MINUTE);
    for (const who of [watcher, winner, outbid]) expect(await endingSoonOf(who, sold.itemId), who.email).toHaveLength(1);
    for (const who of [low, lower]) expect(await endingSoonOf(who, underReserve.itemId), who.email).toHaveLength(1);
    for (const who of [seller, bystander]) expect((await notificationsOf(who)).filter((n) => n.title === 'Ending within the hour'), who.email).toHaveLength(0);
    expect((await mailsTo(watcher)).filter((m) => m.subject === 'Patina: Ending within the hour')).toHaveLength(1);

    // Ten minutes on, still once.
    await advanceTo(Math.max(...ends()) - 20 * MINUTE);
    for (const who of [watcher, winner, outbid]) expect(await endingSoonOf(who, sold.itemId)).toHaveLength(1);
  }, 60_000);

  it('ends each lot when the clock passes its end: unsold without bids, reserve not met, or sold with an order due in 24 hours', async () => {
    const end = Math.max(...ends());
    await advanceTo(end + 1_000);
    const after = await clockNow();
    // Ended by the time the clock answered.
    expect(await statusOf(unsold.itemId)).toBe(ItemStatus.EndedUnsold);
    expect(await statusOf(underReserve.itemId)).toBe(ItemStatus.ReserveNotMet);
    const won = (await bidState(sold.itemId, winner.headers)).data;
    expect(won).toMatchObject({ status: ItemStatus.AwaitingPayment, currentBid: 25_500, highBidder: true, orderId: expect.any(String), soldVia: 'auction' });

    // The order: the winner's, at the final price, awaiting payment for 24 hours from the hammer.
    const order = (await getOrder(won.orderId!))!;
    expect(order).toMatchObject({ itemId: sold.itemId, buyerId: winner.uid, sellerId: seller.uid, price: 25_500, status: 'awaiting_payment' });
    const soldEnd = Date.parse(sold.endsAt);
    expect(Date.parse(order.payBy)).toBeGreaterThanOrEqual(soldEnd + 24 * HOUR);
    expect(Date.parse(order.payBy)).toBeLessThanOrEqual(after + 24 * HOUR);
    expect(Date.parse(order.payBy) - Date.parse(order.createdAt)).toBe(24 * HOUR);
    // Only the winner sees it.
    expect((await bidState(sold.itemId, outbid.headers)).data.orderId).toBeUndefined();

    // My bids: won for the winner, lost for everyone else.
    expect(await standing(winner, sold.itemId)).toBe('won');
    expect(await standing(outbid, sold.itemId)).toBe('lost');
    expect(await standing(low, underReserve.itemId)).toBe('lost');
    expect(await standing(lower, underReserve.itemId)).toBe('lost');
  }, 60_000);

  it('tells the winner (with the way to pay), the seller of each outcome, and the outbid bidder, each once; e-mails as each chose', async () => {
    const won = aboutLot(await notificationsOf(winner), sold.itemId).filter((n) => n.type === 'SOLD');
    expect(won).toEqual([expect.objectContaining({ title: `You won ${sold.name}`, orderId: expect.any(String) })]);
    const sellerNotices = await notificationsOf(seller);
    // Newest first: the outcome, then the expert's acceptance that put it live.
    expect(aboutLot(sellerNotices, sold.itemId).map((n) => n.title)).toEqual([`${sold.name} sold`, `${sold.name} is live`]);
    expect(aboutLot(sellerNotices, underReserve.itemId).map((n) => n.title)).toEqual([`${underReserve.name} did not reach its reserve`, `${underReserve.name} is live`]);
    expect(aboutLot(sellerNotices, unsold.itemId).map((n) => n.title)).toEqual([`${unsold.name} did not sell`, `${unsold.name} is live`]);
    const outbidNotices = aboutLot(await notificationsOf(outbid), sold.itemId).filter((n) => n.title === "You've been outbid");
    expect(outbidNotices).toHaveLength(1);
    expect(outbidNotices[0]!.body).toContain('£255.00');

    // E-mails: the winner's links to the payment page; the seller's three; none about being outbid
    // for the bidder who turned those off.
    const winnerMail = (await mailsTo(winner)).filter((m) => m.subject === `Patina: You won ${sold.name}`);
    expect(winnerMail).toHaveLength(1);
    expect(winnerMail[0]!.text).toContain(`/pay-items/${won[0]!.orderId}`);
    const sellerSubjects = (await mailsTo(seller)).map((m) => m.subject);
    for (const subject of [`Patina: ${sold.name} sold`, `Patina: ${underReserve.name} did not reach its reserve`, `Patina: ${unsold.name} did not sell`]) {
      expect(sellerSubjects.filter((s) => s === subject), subject).toHaveLength(1);
    }
    expect((await mailsTo(outbid)).filter((m) => m.subject === "Patina: You've been outbid")).toHaveLength(0);
  });

  it('refuses a bid and a Buy it now on an ended lot with 409 and its state, and changes nothing', async () => {
    const before = (await bidState(underReserve.itemId)).data;
    const late = await bid(bystander, underReserve.itemId, 50_000);
    expect(late).toMatchObject({ status: 409, data: { itemId: underReserve.itemId, status: ItemStatus.ReserveNotMet, bidCount: 2 } });
    const { now: _a, ...was } = before;
    const { now: _b, ...is } = (await bidState(underReserve.itemId)).data as BidState;
    expect(is).toEqual(was);
    expect((await callApi('buyNow', { itemId: unsold.itemId }, bystander.headers)).status).toBe(409);
  });
});

describe('live auctions across a stop and start of the stack', () => {
  it('every auction ends with its own outcome when the clock passes its end after the restart, a soft-close extension included', async () => {
    const [none, short, sale, extended] = await Promise.all([
      liveLot(seller.token, expert, AUCTION, 'Restart: no bids'),
      liveLot(seller.token, expert, AUCTION, 'Restart: under reserve'),
      liveLot(seller.token, expert, AUCTION, 'Restart: sold'),
      liveLot(seller.token, expert, { ...AUCTION, reservePrice: null }, 'Restart: extended'),
    ]);
    const [a, b, c] = await Promise.all([newUser({ emailPrefix: 'restart-a' }), newUser({ emailPrefix: 'restart-b' }), newUser({ emailPrefix: 'restart-c' })]);
    expect((await bid(a, short.itemId, 10_000, 19_000)).status).toBe(200);
    expect((await bid(a, sale.itemId, 20_000, 40_000)).status).toBe(200);
    expect((await bid(b, sale.itemId, 30_000)).data.item).toMatchObject({ currentBid: 31_000 });
    expect((await bid(b, extended.itemId, 10_000)).status).toBe(200);
    // A minute before the extended lot's end, a last-minute bid moves it two minutes on.
    await advanceTo(Date.parse(extended.endsAt) - MINUTE);
    const lastMinute = await bid(c, extended.itemId, 10_200);
    expect(Date.parse(lastMinute.data.item.endsAt!)).toBeGreaterThan(Date.parse(extended.endsAt));

    await own.restart();

    // Past the others' ends, before the extended one's: the others end, the extended one does not.
    const othersEnd = Math.max(...[none, short, sale].map((l) => Date.parse(l.endsAt)));
    expect(othersEnd).toBeLessThan(Date.parse(lastMinute.data.item.endsAt!));
    await advanceTo(othersEnd + 1_000);
    expect(await statusOf(none.itemId)).toBe(ItemStatus.EndedUnsold);
    expect(await statusOf(short.itemId)).toBe(ItemStatus.ReserveNotMet);
    expect((await bidState(sale.itemId, a.headers)).data).toMatchObject({ status: ItemStatus.AwaitingPayment, currentBid: 31_000, highBidder: true, orderId: expect.any(String) });
    expect(await statusOf(extended.itemId)).toBe(ItemStatus.Active);

    await advanceTo(Date.parse(lastMinute.data.item.endsAt!) + 1_000);
    expect((await bidState(extended.itemId, c.headers)).data).toMatchObject({ status: ItemStatus.AwaitingPayment, currentBid: 10_200, orderId: expect.any(String) });
    expect(await standing(b, extended.itemId)).toBe('lost');
    expect(await standing(c, extended.itemId)).toBe('won');
  }, 240_000);
});
