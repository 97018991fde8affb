/**
 * The rehearsal subset CI runs (docs/adr/0047, `npm run rehearse -- --subset`): one journey that
 * reaches every deployed function through every door its template gives it — each call group's HTTP
 * API route (payload 2.0) and the catch-all, the WebSocket API's `$connect`/`$default`/`$disconnect`
 * with a bid pushed to a real socket through the management API, the table stream's dispatcher and
 * the consumers it invokes, the workflow's Task function, both schedules, both user-pool triggers, the
 * page renderer's function URL and the payments webhook — on a stack without the demo seed. It then
 * reads the rehearsal's own count of invocations (`/dev/rehearsal.json`): a function or trigger kind
 * the templates gain that this journey does not reach fails here until it does. Runs in the rehearsal only.
 */
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BASE_URL, callApi, closeClientAgents, rawPost } from '../support/api.ts';
import { asRole, newUser } from '../support/auth.ts';
import { liveLot } from '../support/market.ts';
import { saleAt } from '../support/orders.ts';
import { waitFor } from '../support/wait.ts';

interface RehearsalReport {
  functions: { id: string; triggers: string[]; invocations: Record<string, number> }[];
  failures: string[];
}

const report = async () => (await (await fetch(`${BASE_URL}/dev/rehearsal.json`)).json()) as RehearsalReport;
const FORTNIGHT_SECONDS = 15 * 24 * 3600;

/** A socket on the stack's WebSocket API: its messages, once it has opened (the handshake is `$connect`). */
function openSocket(token: string): Promise<{ ws: WebSocket; messages: Record<string, unknown>[] }> {
  const url = `${BASE_URL.replace(/^http/, 'ws').replace('localhost', '127.0.0.1')}/ws?token=${encodeURIComponent(token)}`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    ws.on('open', () => resolve({ ws, messages }));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`the handshake was refused: ${res.statusCode}`)));
    ws.on('error', reject);
  });
}

afterAll(() => closeClientAgents());

describe.skipIf(!process.env.PATINA_REHEARSAL)('the deployed bundles, each through every door its template gives it', () => {
  it('serves a market journey end to end, pushes a bid to a real socket, and leaves no function or trigger kind unrun', async () => {
    // Sign-ups and sign-ins: the CustomMessage and PreTokenGeneration triggers (staff with their authenticator).
    const [seller, expert, admin, bidder] = await Promise.all([asRole('seller'), asRole('expert'), asRole('admin'), newUser({ emailPrefix: 'bidder' })]);
    // Selling and review; accepting starts the lot's workflow, whose Task states run the task function.
    const lot = await liveLot(seller.token, expert.token, {}, 'Rehearsed clock');

    // The WebSocket API: $connect with the bidder's token, $default answers the subscription...
    const socket = await openSocket(bidder.token);
    socket.ws.send(JSON.stringify({ action: 'subscribe', itemIds: [lot.itemId] }));
    await waitFor('the subscription answered by $default', () => socket.messages.find((m) => m.type === 'subscribed'));
    expect(socket.messages.find((m) => m.type === 'subscribed')).toEqual({ type: 'subscribed', itemIds: [lot.itemId] });
    // ...and a bid accepted by the buying bundle reaches the socket through the management API.
    const bid = await callApi('placeBid', { itemId: lot.itemId, amount: 10_000 }, bidder.headers);
    expect(bid.status, bid.message).toBe(200);
    const pushed = await waitFor('the bid pushed to the socket', () => socket.messages.find((m) => m.type === 'bid' && m.itemId === lot.itemId));
    expect(pushed).toMatchObject({ type: 'bid', itemId: lot.itemId, state: { itemId: lot.itemId } });
    const closed = new Promise((resolve) => socket.ws.once('close', resolve));
    socket.ws.close();
    await closed;

    // The stream: the dispatcher invokes the projector (search finds the lot) and the page renderer.
    const found = await waitFor('the lot in search', async () => {
      const answer = await callApi('search', { categoryId: null, term: lot.name });
      return (answer.data?.items as { id: string }[] | undefined)?.some((i) => i.id === lot.itemId) ? answer : undefined;
    });
    expect(found.status).toBe(200);
    // The renderer's function URL (what CloudFront asks when the bucket lacks a page): the sitemap.
    expect((await fetch(`${BASE_URL}/sitemap.xml`)).status).toBe(200);

    // Buying, a card payment (Stripe's SDK beside the bundle; the processor's webhook) and a shipment.
    const sale = await saleAt(seller, expert.token, 'shipped');
    // One call of each remaining group, and the catch-all route's protocol answer.
    expect((await callApi('adminListFulfilment', {}, admin.headers)).status).toBe(200);
    expect((await callApi('adminListUsers', { limit: 5 }, admin.headers)).status).toBe(200);
    expect((await callApi('getDisputes', { state: 'open' }, sale.buyer.headers)).status).toBe(200);
    expect((await callApi('getMyPayouts', {}, seller.headers)).status).toBe(200);
    expect((await callApi('getQuestions', { itemId: lot.itemId })).status).toBe(200);
    expect((await rawPost('/api/noSuchCall', '{}')).httpStatus).toBe(404);
    // A new fortnight: the payout run's schedule, the sweeper's, and the workflow's deadlines.
    const moved = await fetch(`${BASE_URL}/dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceSeconds: FORTNIGHT_SECONDS }) });
    expect(moved.status).toBe(200);

    // $disconnect is invoked once the socket is gone (asynchronously, as API Gateway does).
    const done = await waitFor('$disconnect invoked', async () => {
      const now = await report();
      return now.functions.some((fn) => (fn.invocations['webSocket $disconnect'] ?? 0) > 0) ? now : undefined;
    });
    const unrun = done.functions.filter((fn) => Object.keys(fn.invocations).length === 0).map((fn) => fn.id);
    expect(unrun, 'functions the journey never invoked').toEqual([]);
    const kinds = new Set(done.functions.flatMap((fn) => fn.triggers));
    const kindsRun = new Set(done.functions.flatMap((fn) => Object.keys(fn.invocations).map((door) => door.split(' ')[0]!)));
    expect([...kinds].filter((kind) => !kindsRun.has(kind)), 'trigger kinds never used').toEqual([]);
    // Every function behind the HTTP API through a route of its own, and every WebSocket route.
    const httpUnrun = done.functions.filter((fn) => fn.triggers.includes('httpRoute') && !Object.keys(fn.invocations).some((door) => door.startsWith('httpRoute'))).map((fn) => fn.id);
    expect(httpUnrun, 'call groups never called').toEqual([]);
    const doors = new Set(done.functions.flatMap((fn) => Object.keys(fn.invocations)));
    for (const route of ['$connect', '$default', '$disconnect']) expect(doors, route).toContain(`webSocket ${route}`);
    expect(done.failures, 'time-outs and failed starts').toEqual([]);
  }, 300_000);
});
