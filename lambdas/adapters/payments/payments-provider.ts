import type { DeclineCode } from '../../../shared/cards.ts';
import type { WebhookVerification } from './webhook-signature.ts';

/**
 * The payment provider as Patina needs it. One implementation (stripe-provider.ts) talks to Stripe in
 * AWS and to the local card processor (infra/local/card-processor.ts) on a developer's machine, with
 * the same requests. Card numbers never pass through here: the browser tokenises a card with the
 * provider and Patina only ever handles the token (`pm_...`) and what the provider says about it.
 * Amounts are integer pence, in GBP. docs/adr/0019 says what the server trusts.
 */

/** A tokenised card as the provider describes it. */
export interface PaymentMethodDetails {
  id: string;
  /** The provider customer it is attached to, if any. */
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  nameOnCard: string;
  /** The same card number always has the same fingerprint: it tells duplicates apart. */
  fingerprint: string | null;
}

/** What paying an order with a saved card asks of the provider. */
export interface PaymentRequest {
  /** The total in pence (GBP); a positive integer. */
  amount: number;
  customerId: string;
  paymentMethodId: string;
  orderId: string;
  /** 1 for the first try at paying the order, 2 for the next…: with `orderId`, the idempotency key. */
  attempt: number;
  /** Where the 3-D Secure page sends the browser back (`?payment_intent=pi_…&redirect_status=…` is added). */
  returnUrl: string;
}

/**
 * What the provider said when the payment was confirmed. `requires_action`: send the browser to
 * `challengeUrl` (3-D Secure); the outcome arrives by webhook and `getPaymentIntent`. `processing`:
 * the outcome arrives by webhook. `failed`: the card was declined (`declineCode`), nothing was charged.
 */
export interface PaymentAttempt {
  id: string;
  status: 'succeeded' | 'requires_action' | 'processing' | 'failed';
  clientSecret: string;
  /** The 3-D Secure page while `requires_action`; otherwise null. */
  challengeUrl: string | null;
  declineCode?: DeclineCode;
  amount: number;
  orderId: string;
}

/** A PaymentIntent's status as Patina reads it: `failed` is Stripe's "needs another card". */
export type PaymentIntentStatus = 'succeeded' | 'requires_action' | 'processing' | 'failed' | 'canceled';

/** A PaymentIntent as the provider holds it now: what the server trusts about a payment. */
export interface PaymentIntentDetails {
  id: string;
  status: PaymentIntentStatus;
  /** What was asked, in pence; `amountReceived` is what was actually charged (0 unless succeeded). */
  amount: number;
  amountReceived: number;
  /** Lower case, as Stripe writes it (`gbp`). */
  currency: string;
  /** `metadata.orderId`, set when the intent was made; null for an intent Patina did not make. */
  orderId: string | null;
  customerId: string | null;
  /** The last charge attempted: its id keys the ledger; a refund shows in `amountRefunded`. */
  latestCharge: { id: string; status: 'succeeded' | 'pending' | 'failed'; amountRefunded: number } | null;
  declineCode?: DeclineCode;
}

/** Why a refund is made, in Stripe's words. */
export type RefundReason = 'duplicate' | 'fraudulent' | 'requested_by_customer';

/** A refund as the provider answers it. */
export interface RefundDetails {
  id: string;
  status: 'succeeded' | 'pending' | 'requires_action' | 'failed' | 'canceled';
  amount: number;
  paymentIntentId: string;
}

/** Why the provider refused: the use case maps these to the protocol's answers. */
export type PaymentsErrorKind =
  | 'not_found'
  | 'attached_elsewhere'
  | 'not_a_card'
  | 'invalid_request'
  /** The idempotency key was used before with other parameters (e.g. another amount): use a new attempt. */
  | 'idempotency_conflict'
  /** The payment has been refunded in full already. */
  | 'already_refunded';

export class PaymentsError extends Error {
  readonly kind: PaymentsErrorKind;
  constructor(kind: PaymentsErrorKind, message: string) {
    super(message);
    this.name = 'PaymentsError';
    this.kind = kind;
  }
}

export interface PaymentsProvider {
  /**
   * The provider customer of a person, made if needed. Idempotent for a day (the provider's
   * idempotency window): callers store the id it answers and ask again only when they have none.
   */
  ensureCustomer(uid: string, email: string): Promise<string>;
  /** A tokenised card; null when the provider knows no such token. */
  getPaymentMethod(paymentMethodId: string): Promise<PaymentMethodDetails | null>;
  /** Attaches a card to a customer so it can be charged later; refuses one attached to someone else. */
  attachPaymentMethod(paymentMethodId: string, customerId: string): Promise<PaymentMethodDetails>;
  /** Detaches a card from its customer; a card already detached or gone is not an error. */
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /**
   * A PaymentIntent for an order, confirmed at once with a saved card, under the idempotency key
   * `order-<orderId>-<attempt>` (the same request again answers the same intent; other parameters
   * under the same key are PaymentsError `idempotency_conflict`). A decline is an answer (`failed`).
   */
  createPaymentIntent(request: PaymentRequest): Promise<PaymentAttempt>;
  /** A PaymentIntent as the provider holds it now; null when the provider knows no such intent. */
  getPaymentIntent(paymentIntentId: string): Promise<PaymentIntentDetails | null>;
  /**
   * Refunds a succeeded PaymentIntent in full. The same idempotency key answers the same refund;
   * a payment already refunded under another key is PaymentsError `already_refunded`.
   */
  refundPaymentIntent(paymentIntentId: string, options: { reason?: RefundReason; idempotencyKey: string }): Promise<RefundDetails>;
  /**
   * Checks a webhook request's `Stripe-Signature` against the endpoint's secret (timestamps within
   * 300 s of `now`, the real time: not the test clock) and answers the event or why it is refused.
   * `rawBody` is the body exactly as received (decoded from base64 when API Gateway encoded it).
   */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined, secret: string, now: Date): WebhookVerification;
}
