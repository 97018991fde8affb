import { payments } from '../adapters/payments/index.ts';
import { recordLedgerEntry, refundLedgerId } from '../data/entities/ledger.ts';
import { isPaymentEventDone, markPaymentEventDone } from '../data/entities/payment-event.ts';
import { settlePayment } from './settle.ts';

/** The webhook's answer: 200 for an event taken (or known), 400 for a request that is not one of the provider's. */
export interface WebhookAnswer {
  status: 200 | 400;
  body: { received: boolean; reason?: string };
}

/**
 * The payment provider's signed events (`POST /webhooks/payments`): the signature is checked against
 * the endpoint's secret (timestamps within 300 s of the real time), each event is carried out once
 * (a duplicate is answered at once), in any order of arrival, because what it does is idempotent:
 * a succeeded payment settles its order from the provider's own record (settlePayment), a refund is
 * recorded once by its id. The body is never trusted beyond naming the event: the provider is asked.
 */
export async function takePaymentsWebhook(rawBody: string, signature: string | undefined, secret: string, realNow: Date, now: Date): Promise<WebhookAnswer> {
  const verified = await payments().verifyWebhook(rawBody, signature, secret, realNow);
  if (!verified.ok) return { status: 400, body: { received: false, reason: verified.reason } };
  const event = verified.event;
  if (await isPaymentEventDone(event.id)) return { status: 200, body: { received: true } };
  if (event.type === 'payment_intent.succeeded' && event.paymentIntentId && event.orderId) {
    await settlePayment(event.orderId, event.paymentIntentId, now);
  } else if (event.type === 'charge.refunded' && event.paymentIntentId) {
    // The event only says "look": the amount refunded is the provider's charge as it stands, never the body's.
    const intent = await payments().getPaymentIntent(event.paymentIntentId);
    const charge = intent?.latestCharge;
    if (intent?.orderId && charge && charge.amountRefunded > 0) {
      await recordLedgerEntry({ orderId: intent.orderId, kind: 'refund', providerId: refundLedgerId(charge.id), amount: charge.amountRefunded, at: now.toISOString() });
    }
  }
  await markPaymentEventDone(event.id, event.type, now);
  return { status: 200, body: { received: true } };
}
