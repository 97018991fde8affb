import { beforeAll, describe, expect, it } from 'vitest';
import { commissionOn } from '../../shared/money.ts';
import { INSPECTION_WINDOW_DAYS, PAYOUT_PERIOD_DAYS } from '../../shared/payout.ts';
import { advanceClock, useOwnStack } from '../support/own-stack.ts';

/*
 * Paying sellers (issue 11 item 2; docs/adr/0024) on a stack of its own (TEST_PORT+1200): its runs pay
 * every sale that is due, and its clock is moved. A dispute holds a sale's payout and its resolution
 * releases it; two runs pay each sale once; a seller without payout details is held and told; the
 * fortnightly run follows the test clock and pays a sale shipped 14 days before; who may call what.
 */

useOwnStack('payouts-test', 1200);
const { callApi } = await import('../support/api.ts');
const { asRole, newUser } = await import('../support/auth.ts');
type TestUser = Awaited<ReturnType<typeof newUser>>;
const { saleAt, SALE_PRICE, SALE_SHIPPING } = await import('../support/orders.ts');
const { useStackTable } = await import('../support/stack-db.ts');
useStackTable();
const { updateProfileFields } = await import('../../lambdas/data/entities/profile.ts');

/** What one clock-listing sale pays its seller: £550 less 2.95 % (£16.225, rounded half up to £16.23), plus £25 shipping. */
const SALE_PAYOUT = SALE_PRICE - commissionOn(SALE_PRICE) + SALE_SHIPPING;

let expert: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [expert, admin] = await Promise.all([asRole('expert'), asRole('admin')]);
});

interface PayoutLine {
  runId: string;
  sellerId: string;
  amount: number;
  sales: { orderId: string; payout: number }[];
  deductions: { orderId: string; amount: number }[];
}
const run = async (): Promise<PayoutLine[]> => {
  const answer = await callApi('adminRunPayouts', {}, admin.headers);
  expect(answer.status, answer.message).toBe(200);
  return answer.data.payouts as PayoutLine[];
};
const paidTo = (payouts: PayoutLine[], seller: TestUser) => payouts.filter((p) => p.sellerId === seller.uid);
const statements = async (seller: TestUser) => (await callApi('getMyPayouts', {}, seller.headers)).data.payouts as (PayoutLine & { csv: string })[];
/** How many times each order appears across a seller's statements. */
const timesPaid = async (seller: TestUser) => {
  const counts = new Map<string, number>();
  for (const p of await statements(seller)) for (const s of p.sales) counts.set(s.orderId, (counts.get(s.orderId) ?? 0) + 1);
  return counts;
};
const sale = async (orderId: string) =>
  ((await callApi('adminListSales', {}, admin.headers)).data.sales as { orderId: string; paidToSeller: boolean; payout: number; commission: number; sellerEmail: string }[]).find((s) => s.orderId === orderId);

describe('a payout run', () => {
  it('holds a disputed sale and pays it once its dispute is resolved; a second run pays nothing twice', async () => {
    const seller = await asRole('seller');
    const [kept, disputed] = [await saleAt(seller, expert.token, 'received'), await saleAt(seller, expert.token, 'received')];
    const itemDisputeId = (await callApi('createDispute', { orderId: disputed.orderId, message: 'Chipped marble.' }, disputed.buyer.headers)).data.itemDisputeId as string;

    const first = paidTo(await run(), seller);
    expect(first).toMatchObject([{ amount: SALE_PAYOUT, sales: [{ orderId: kept.orderId, payout: SALE_PAYOUT }] }]);
    expect(await sale(kept.orderId)).toMatchObject({ paidToSeller: true, payout: SALE_PAYOUT, commission: commissionOn(SALE_PRICE), sellerEmail: seller.email });
    expect(await sale(disputed.orderId)).toMatchObject({ paidToSeller: false });
    expect(paidTo(await run(), seller)).toEqual([]);

    expect((await callApi('setDisputeStatus', { itemDisputeId, status: 'resolved' }, admin.headers)).status).toBe(200);
    expect(paidTo(await run(), seller)).toMatchObject([{ amount: SALE_PAYOUT, sales: [{ orderId: disputed.orderId }] }]);
    expect(paidTo(await run(), seller)).toEqual([]);

    expect(await timesPaid(seller)).toEqual(new Map([[kept.orderId, 1], [disputed.orderId, 1]]));
    const unpaid = (await callApi('adminListSales', { paidToSeller: false }, admin.headers)).data.sales as { orderId: string }[];
    expect(unpaid.map((s) => s.orderId)).not.toContain(kept.orderId);
    // The statement as CSV: one line per sale and the total.
    const [latest] = await statements(seller);
    expect(latest!.csv).toContain(`${disputed.orderId},`);
    expect(latest!.csv).toContain(`total,,,,,,${(SALE_PAYOUT / 100).toFixed(2)}`);
  });

  it('runs at once pay each sale once between them', async () => {
    const seller = await asRole('seller');
    const sales = [await saleAt(seller, expert.token, 'received'), await saleAt(seller, expert.token, 'received')];
    const runs = await Promise.all([run(), run(), run()]);
    const paid = runs.flatMap((r) => paidTo(r, seller)).flatMap((p) => p.sales.map((s) => s.orderId));
    expect(paid.sort()).toEqual(sales.map((s) => s.orderId).sort());
    expect(await timesPaid(seller)).toEqual(new Map(sales.map((s) => [s.orderId, 1])));
  });

  it('holds the sales of a seller without payout details and tells them once', async () => {
    const seller = await asRole('seller');
    const held = await saleAt(seller, expert.token, 'received');
    await updateProfileFields(seller.uid, { iban: null, swift: null, paymentDetailsAdded: false }, new Date());
    for (let i = 0; i < 2; i++) {
      const answer = await callApi('adminRunPayouts', {}, admin.headers);
      expect(paidTo(answer.data.payouts, seller)).toEqual([]);
      expect((answer.data.held as { sellerId: string; amount: number }[]).filter((h) => h.sellerId === seller.uid)).toEqual([expect.objectContaining({ amount: SALE_PAYOUT })]);
    }
    const notes = (await callApi('getNotifications', { uid: seller.uid, limit: 50, offset: 0 }, seller.headers)).data as { template?: string }[];
    expect(notes.filter((n) => n.template === 'payoutHeld')).toHaveLength(1);
    expect(await sale(held.orderId)).toMatchObject({ paidToSeller: false });

    // With payout details again, the next run pays it.
    expect((await callApi('updatePaymentSettings', { iban: 'GB82WEST12345698765432', swift: 'NWBKGB2L' }, seller.headers)).status).toBe(200);
    expect(paidTo(await run(), seller)).toMatchObject([{ sales: [{ orderId: held.orderId }] }]);
  });

  it('every fortnight on the test clock: pays a sale shipped 14 days before that the buyer never confirmed', async () => {
    const seller = await asRole('seller');
    const shipped = await saleAt(seller, expert.token, 'shipped');
    expect(paidTo(await run(), seller)).toEqual([]);
    const days = Math.max(INSPECTION_WINDOW_DAYS, PAYOUT_PERIOD_DAYS) + 1;
    await advanceClock(days * 86_400);
    // The clock answers once the fortnight's run has been made.
    expect(await sale(shipped.orderId)).toMatchObject({ paidToSeller: true });
    const [statement] = await statements(seller);
    expect(statement).toMatchObject({ runId: expect.stringMatching(/^F\d{4}-\d{2}-\d{2}$/), sales: [{ orderId: shipped.orderId }] });
    const notes = (await callApi('getNotifications', { uid: seller.uid, limit: 50, offset: 0 }, seller.headers)).data as { template?: string; type: string }[];
    expect(notes.filter((n) => n.template === 'payoutSent')).toMatchObject([{ type: 'PAYMENT' }]);
  });
});

describe('a sale cancelled after it was paid out', () => {
  it('is deducted once from its seller\'s next payout, however often the cancellation is set, and named on the statement', async () => {
    const seller = await asRole('seller');
    const refunded = await saleAt(seller, expert.token, 'received');
    expect(paidTo(await run(), seller)).toMatchObject([{ amount: SALE_PAYOUT, sales: [{ orderId: refunded.orderId }], deductions: [] }]);

    const itemDisputeId = (await callApi('createDispute', { orderId: refunded.orderId, message: 'Not as described.' }, refunded.buyer.headers)).data.itemDisputeId as string;
    // Set twice at once and once more: the refund (and the debit) are made once.
    const cancelled = await Promise.all([1, 2].map(() => callApi('setDisputeStatus', { itemDisputeId, status: 'sale_cancelled' }, admin.headers)));
    for (const answer of cancelled) expect(answer.status, answer.message).toBe(200);
    expect((await callApi('setDisputeStatus', { itemDisputeId, status: 'sale_cancelled' }, admin.headers)).status).toBe(200);
    // Nothing to pay the seller yet: the debit waits (a payout is never negative).
    expect(paidTo(await run(), seller)).toEqual([]);

    const next = await saleAt(seller, expert.token, 'received');
    const [deducted] = paidTo(await run(), seller);
    expect(deducted).toMatchObject({ amount: 0, sales: [{ orderId: next.orderId, payout: SALE_PAYOUT }], deductions: [{ orderId: refunded.orderId, amount: SALE_PAYOUT }] });
    expect(paidTo(await run(), seller)).toEqual([]);

    // Settled once: the sale after that is paid in full.
    const later = await saleAt(seller, expert.token, 'received');
    expect(paidTo(await run(), seller)).toMatchObject([{ amount: SALE_PAYOUT, sales: [{ orderId: later.orderId }], deductions: [] }]);

    const mine = await statements(seller);
    expect(mine.map((p) => p.deductions.map((d) => d.orderId))).toEqual([[], [refunded.orderId], []]);
    expect(mine[1]!.csv).toMatch(new RegExp(`,${refunded.orderId},[^,]*,,,,,,${(SALE_PAYOUT / 100).toFixed(2)}\r\n`));
    expect(mine[1]!.csv).toContain(`total,,,,,,0.00,${(SALE_PAYOUT / 100).toFixed(2)}`);
    // The back office lists the refunded sale without counting it.
    const listed = (await callApi('adminListSales', {}, admin.headers)).data as { sales: { orderId: string; status: string; payout: number }[]; totals: { payout: number } };
    const standing = listed.sales.filter((l) => l.status !== 'refunded');
    expect(listed.sales.find((l) => l.orderId === refunded.orderId)).toMatchObject({ status: 'refunded' });
    expect(listed.totals.payout).toBe(standing.reduce((t, l) => t + l.payout, 0));
  });
});

describe('who may see sales and run payouts', () => {
  it('admins only for the back office (a visitor 401, anyone else 403); a seller reads their own statements', async () => {
    const [buyer, seller] = await Promise.all([newUser(), asRole('seller')]);
    for (const call of ['adminListSales', 'adminRunPayouts']) {
      expect((await callApi(call, {}, {})).status).toBe(401);
      for (const who of [buyer, seller, expert]) expect((await callApi(call, {}, who.headers)).status, `${call} by ${who.email}`).toBe(403);
    }
    expect((await callApi('getMyPayouts', {}, {})).status).toBe(401);
    for (const who of [buyer, expert]) expect((await callApi('getMyPayouts', {}, who.headers)).status).toBe(403);
    expect((await callApi('getMyPayouts', {}, seller.headers)).data).toEqual({ payouts: [] });
    const range = await callApi('adminListSales', { from: '2026-12-01', to: '2026-11-01' }, admin.headers);
    expect([range.status, range.code]).toEqual([400, 'dateRangeOrder']);
  });
});

/*
 * The other schedule on this file's clock: the daily digest of alerts (issue 26, docs/adr/0053). Here
 * because it needs the test clock moved, and this stack is already one that moves it (no stack of its own).
 */
describe('the daily alert digest', () => {
  it('sends one e-mail per person with the day’s daily alerts once the clock’s day turns, in their language, and never again', async () => {
    const { liveLot } = await import('../support/market.ts');
    const { BASE_URL } = await import('../support/api.ts');
    // The mails about lots (not the registration's code).
    const mailsTo = async (email: string) =>
      ((await (await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { mails: Array<{ subject: string; text: string }> }).mails.filter((m) =>
        m.text.includes('/items/'),
      );
    const [seller, reader] = await Promise.all([asRole('seller'), newUser({ emailPrefix: 'digest' })]);
    await callApi('updateProfile', { language: 'fr' }, reader.headers);
    const word = `Astrolabe${Date.now().toString(36)}`;
    expect((await callApi('saveSearch', { name: 'Astrolabes', search: { categoryId: null, term: word }, alert: 'daily' }, reader.headers)).status).toBe(200);
    expect((await callApi('followSeller', { sellerId: seller.uid }, reader.headers)).status).toBe(200);
    const lots = [await liveLot(seller.token, expert.token, {}, `${word} brass`), await liveLot(seller.token, expert.token, {}, 'Plain brass clock')];
    const { waitFor } = await import('../support/wait.ts');
    await waitFor('both alerts in the bell', async () => {
      const notes = (await callApi('getNotifications', { uid: reader.uid, limit: 50, offset: 0 }, reader.headers)).data as { type: string }[];
      return notes.filter((n) => n.type === 'ALERT').length === 2 ? true : undefined;
    });
    expect(await mailsTo(reader.email)).toEqual([]);

    // The clock answers once the day's digest has been sent (the schedule runs as the day turns).
    await advanceClock(86_400);
    const [digest, ...more] = await mailsTo(reader.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Patina : 2 nouveaux objets pour vous');
    for (const lot of lots) expect(digest!.text).toContain(`/fr/items/${lot.itemId}/auction`);
    await advanceClock(86_400);
    expect(await mailsTo(reader.email)).toHaveLength(1);
    // Two lots listed and reviewed, two days of the clock: more than the file's 30 s on a busy machine.
  }, 120_000);
});
