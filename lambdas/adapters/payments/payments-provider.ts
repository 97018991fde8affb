import type { DeclineCode } from '../../../shared/cards.ts';
import type { PaidWith } from '../../../shared/order.ts';
import type { WebhookVerification } from './webhook-signature.ts';

/**
 * The payment provider as Patina needs it. One implementation (stripe-provider.ts) talks to Stripe in
 * AWS and to the local card processor (infra/local/card-processor.ts) on a developer's machine, with
 * the same requests, through Stripe's official SDK. Card numbers never pass through here: they are
 * typed into Stripe's own fields (Stripe.js) and Patina only ever handles the PaymentMethod (`pm_...`)
 * and what the provider says about it.
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

/** What making an order's one PaymentIntent asks of the provider. */
export interface OrderIntentRequest {
  orderId: string;
  /** The order's total in pence (GBP) when the intent is made; a positive integer. */
  amount: number;
  customerId: string;
}

/** What confirming an order's PaymentIntent with a saved card asks of the provider. */
export interface ConfirmRequest {
  /** The order's total now, in pence: the intent's amount is brought to it before confirming. */
  amount: number;
  paymentMethodId: string;
  /** Where a 3-D Secure redirect sends the browser back (`?payment_intent=pi_…&redirect_status=…` is added). */
  returnUrl: string;
  /** One per confirmation the order starts (`order-<id>-confirm-<attempt>`): a retried request confirms once. */
  idempotencyKey: string;
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
  /** The card it was last confirmed with. */
  paymentMethodId: string | null;
  /** For Stripe.js in the buyer's page (handleNextAction / confirmCardPayment): never evidence of payment. */
  clientSecret: string;
  /** While `requires_action` with a redirect: the bank's page (Stripe.js opens it itself). */
  challengeUrl: string | null;
  /** The last charge attempted: its id keys the ledger; a refund shows in `amountRefunded`. */
  latestCharge: { id: string; status: 'succeeded' | 'pending' | 'failed'; amountRefunded: number } | null;
  /** The card that charge was made on, as the provider recorded it (its brand and last four digits); null without a card charge. */
  chargedCard: PaidWith | null;
  declineCode?: DeclineCode;
}

/** A SetupIntent for saving a card: Stripe.js confirms it in the page (3-D Secure when the bank asks). */
export interface CardSetup {
  id: string;
  clientSecret: string;
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
   * The order's one PaymentIntent, unconfirmed, under the idempotency key `order-<orderId>` (the same
   * request again answers the same intent). GBP, `metadata.orderId`, the customer.
   */
  createOrderIntent(request: OrderIntentRequest): Promise<PaymentIntentDetails>;
  /**
   * Brings the intent to the order's total and confirms it with a saved card, on session (the bank may
   * ask for 3-D Secure: `requires_action`). A decline is an answer (`failed` with its `declineCode`).
   */
  confirmPaymentIntent(paymentIntentId: string, request: ConfirmRequest): Promise<PaymentIntentDetails>;
  /** A SetupIntent for the customer's next card, to be used off session (paying within 24 h of a win). */
  createCardSetup(customerId: string): Promise<CardSetup>;
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
  verifyWebhook(rawBody: string, signatureHeader: string | undefined, secret: string, now: Date): Promise<WebhookVerification>;
}
