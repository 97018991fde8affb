import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PaymentsResources } from './card-payments.ts';
import type { SetupsResources } from './card-setups.ts';
import { readBodyWithin } from './request-body.ts';

/**
 * The local stand-in for a bank's 3-D Secure page. A PaymentIntent confirmed with Stripe's
 * 4000 0025 0000 3155 waits in `requires_action` with `next_action.redirect_to_url.url` pointing here
 * (`<processor>/challenge/<intent id>/<token>`); the browser opens it, the buyer presses Complete or
 * Fail, and the page sends the browser back to the intent's `return_url` with Stripe's query
 * (`payment_intent`, `payment_intent_client_secret`, `redirect_status`).
 *
 * It works under the site's Content-Security-Policy (the gateway adds it to every answer): no script
 * at all, styles in a <style> element ('unsafe-inline' styles are allowed), and a plain form POST to
 * its own URL ("form-action 'self'"), answered with a 303 to the return URL, which is on the site's
 * origin when the processor's public URL is (the gateway passes it: card-processor.ts `publicUrl`).
 */

const MAX_FORM_BYTES = 1024;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f1ea; color: #2b2620; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border: 1px solid #d9d2c3; border-radius: 8px; padding: 2rem; max-width: 26rem; }
  h1 { font-size: 1.25rem; margin-top: 0; }
  .amount { font-size: 1.5rem; font-weight: 600; }
  .note { color: #6b6257; font-size: 0.875rem; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 6px; border: 1px solid #2b2620; cursor: pointer; }
  button[value="complete"] { background: #2b5d3a; border-color: #2b5d3a; color: #fff; }
  button[value="fail"] { background: #fff; color: #8a1c1c; border-color: #8a1c1c; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function formatGbp(pence: number): string {
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}


/**
 * Serves `GET|POST /challenge/<intent id>/<token>` under the processor's mount point. `inStripeJsFrame`:
 * the page is in the Stripe.js twin's modal frame, which ends on its own page (as Stripe's 3-D Secure
 * frame does) rather than sending the frame to the site's return URL, a page that may not be framed.
 */
export async function handleChallenge(
  req: IncomingMessage,
  res: ServerResponse,
  segments: readonly string[],
  payments: PaymentsResources,
  setups: SetupsResources,
  inStripeJsFrame = false,
): Promise<void> {
  const [intentId = '', token = '', extra] = segments;
  // A SetupIntent's challenge (saving a card, card-setups.ts): the same page, without an amount.
  const saving = intentId.startsWith('seti_');
  const notFound = () => sendHtml(res, 404, page('Unknown authentication', '<h1>Unknown authentication</h1><p>This 3-D Secure check does not exist.</p>'));
  if (extra !== undefined) return notFound();

  if (req.method === 'GET' || req.method === 'HEAD') {
    const intent = saving ? setups.challengeOf(intentId, token) : payments.challengeOf(intentId, token);
    if (!intent) return notFound();
    if (intent.status !== 'requires_action') {
      return sendHtml(res, 409, page('Already answered', '<h1>Already answered</h1><p>This 3-D Secure check has already been answered.</p>'));
    }
    return sendHtml(
      res,
      200,
      page(
        saving ? 'Confirm your card' : 'Confirm your payment',
        `<h1>${saving ? 'Confirm your card' : 'Confirm your payment'}</h1>
${'amount' in intent ? `<p class="amount">${escapeHtml(formatGbp(intent.amount))}</p>` : ''}
<p>Your bank asks you to confirm this card ${saving ? 'for later payments' : 'payment'}.</p>
<p class="note">Local test card processor: this page stands in for the bank's 3-D Secure check.</p>
<form method="post">
<div class="actions">
<button type="submit" name="outcome" value="complete">Complete</button>
<button type="submit" name="outcome" value="fail">Fail</button>
</div>
</form>`,
      ),
    );
  }

  if (req.method === 'POST') {
    const body = await readBodyWithin(req, MAX_FORM_BYTES);
    const form = body && new URLSearchParams(body.toString('utf8'));
    const outcome = form?.get('outcome');
    if (outcome !== 'complete' && outcome !== 'fail') {
      return sendHtml(res, 400, page('Choose an answer', '<h1>Choose an answer</h1><p>Press Complete or Fail.</p>'));
    }
    const result = saving ? setups.completeChallenge(intentId, token, outcome) : payments.completeChallenge(intentId, token, outcome);
    if (result.kind === 'unknown') return notFound();
    if (result.kind === 'already_done') {
      return sendHtml(res, 409, page('Already answered', '<h1>Already answered</h1><p>This 3-D Secure check has already been answered.</p>'));
    }
    if (result.redirectTo && !inStripeJsFrame) {
      res.writeHead(303, { location: result.redirectTo, 'cache-control': 'no-store' });
      return void res.end();
    }
    const done = ('intent' in result ? result.intent.status : result.status) === 'succeeded' ? 'Confirmed' : 'Not confirmed';
    return sendHtml(res, 200, page(done, `<h1>${done}</h1><p>You may close this page.</p>`));
  }

  res.writeHead(405, { allow: 'GET, POST' });
  res.end();
}
