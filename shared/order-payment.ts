import type { Order } from './order.ts';

/**
 * Paying an order: one PaymentIntent per order, and one payment in flight at a time (docs/adr/0041).
 * Pure rules; lambdas/orders/pay.ts carries them out against the provider.
 */

/**
 * How long a payOrder holds the order while it talks to the provider: long enough for a confirmation
 * (the SDK's timeout is 20 s, two retries), short enough that a crashed try does not block the buyer.
 * Another payOrder meanwhile is answered 409 `paymentInProgress`.
 */
export const PAYMENT_IN_FLIGHT_SECONDS = 60;

/** Whether a payOrder is talking to the provider about this order now. */
export function isPaymentInFlight(order: Pick<Order, 'paymentInFlightUntil'>, now: Date): boolean {
  return !!order.paymentInFlightUntil && now.getTime() < Date.parse(order.paymentInFlightUntil);
}

/** The order's one PaymentIntent as the provider holds it, as far as the next step needs it. */
export interface IntentState {
  status: 'succeeded' | 'requires_action' | 'processing' | 'failed' | 'canceled';
  amount: number;
  paymentMethodId: string | null;
}

/**
 * What a payOrder does with the order's intent, given the card and total the buyer chose now:
 * - `settle`: it succeeded already (a tab that was slower than another, a lost answer): record it, charge nothing;
 * - `wait`: the provider is processing it: 409 `paymentInProgress`, the webhook will tell;
 * - `resume`: a 3-D Secure challenge for this very card and total is open: answer the same client
 *   secret (the browser shows the same challenge; confirming again would start another);
 * - `confirm`: none yet, declined, or the buyer changed card or total: confirm it (again) with this card.
 */
export function nextPaymentStep(intent: IntentState | null, paymentMethodId: string, total: number): 'settle' | 'wait' | 'resume' | 'confirm' {
  if (!intent) return 'confirm';
  if (intent.status === 'succeeded') return 'settle';
  if (intent.status === 'processing') return 'wait';
  if (intent.status === 'requires_action' && intent.paymentMethodId === paymentMethodId && intent.amount === total) return 'resume';
  return 'confirm';
}
