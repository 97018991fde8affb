/**
 * The payment provider as Patina needs it. One implementation (stripe-provider.ts) talks to Stripe in
 * AWS and to the local card processor (infra/local/card-processor.ts) on a developer's machine, with
 * the same SDK calls. Card numbers never pass through here: the browser tokenises a card with the
 * provider and Patina only ever handles the token (`pm_...`) and what the provider says about it.
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

/** Why the provider refused: the use case maps these to the protocol's answers. */
export type PaymentsErrorKind = 'not_found' | 'attached_elsewhere' | 'not_a_card' | 'invalid_request';

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
}
