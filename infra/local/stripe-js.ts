import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { CardProcessor } from './card-processor.ts';

/**
 * The local twin of Stripe.js, on its own origin (PORT+8), as js.stripe.com and api.stripe.com are
 * other origins than the site's (docs/adr/0041):
 *
 * - `GET /v3`: the script the site loads from `/config.json`'s `stripeJsUrl` (stripe-js/v3.js): `Stripe(pk)`,
 *   `elements()`, `create('card' | 'payment')`, `mount`, `on('change')`, `confirmCardSetup`/`confirmSetup`,
 *   `confirmCardPayment`/`confirmPayment`, `handleNextAction`, errors in Stripe's shape.
 * - `GET /elements-frame` (+ its script): the card field. It lives in an iframe of this origin, so the
 *   page's scripts cannot read it; it tokenises the card here and gives the page only the PaymentMethod.
 * - `/v1/…` and `/challenge/…`: the local card processor itself (the "api.stripe.com" the script calls,
 *   and the bank's 3-D Secure page it shows in a modal frame), the same instance as the gateway's
 *   `/local-payments`. Requests arriving here are the twin's (`via: 'stripe-js'`).
 *
 * No site CSP here (the gateway's headers are the site's): the frame has its own, scripts from this origin only,
 * and may be framed by the site's origin alone.
 */

const ASSETS = path.join(import.meta.dirname, 'stripe-js');
const asset = (name: string) => readFileSync(path.join(ASSETS, name), 'utf8');

export interface StripeJsTwinOptions {
  processor: CardProcessor;
  /** The site's origins (localhost and the host's address), the only ones that may frame the field. */
  siteOrigins: readonly string[];
}

export function createStripeJsTwin(options: StripeJsTwinOptions): Server {
  const script = asset('v3.js');
  const frameHtml = asset('frame.html');
  const frameScript = asset('frame.js');
  const challengeFrameAncestors = `frame-ancestors ${options.siteOrigins.join(' ')}`;
  const frameCsp = `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; ${challengeFrameAncestors}`;
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://twin.local');
    const send = (type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', ...headers });
      res.end(body);
    };
    if (req.method === 'GET' && url.pathname === '/v3') return send('text/javascript; charset=utf-8', script, { 'access-control-allow-origin': '*' });
    if (req.method === 'GET' && url.pathname === '/elements-frame') return send('text/html; charset=utf-8', frameHtml, { 'content-security-policy': frameCsp });
    if (req.method === 'GET' && url.pathname === '/elements-frame.js') return send('text/javascript; charset=utf-8', frameScript);
    if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/challenge/')) {
      // The bank's page is framed by the twin's modal on the site's page.
      if (url.pathname.startsWith('/challenge/')) res.setHeader('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; ${challengeFrameAncestors}`);
      void options.processor.handle(req, res, url.pathname + url.search, { via: 'stripe-js' }).catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
}
