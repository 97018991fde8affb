/**
 * Payment card rules shared by the card form (checks before tokenising) and the local card processor.
 * Card numbers only ever travel from the browser to the payment provider: nothing here is used by
 * the API, which sees tokens (`pm_...`) and the brand, last four digits and expiry the provider returns.
 */

/** The spec's card number: 16 digits (spaces and dashes between groups are ignored). */
export const CARD_NUMBER_LENGTH = 16;

/** A card number without the spaces or dashes people type between groups. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

/** The Luhn (mod 10) check every payment card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** True when a typed card number is 16 digits and passes the Luhn check. */
export function isValidCardNumber(input: string): boolean {
  const digits = normaliseCardNumber(input);
  return digits.length === CARD_NUMBER_LENGTH && passesLuhn(digits);
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** The card network a number belongs to, from its leading digits (IIN ranges). */
export function cardBrandOf(input: string): CardBrand {
  const n = normaliseCardNumber(input);
  const prefix = (length: number) => Number(n.slice(0, length));
  if (/^4/.test(n)) return 'visa';
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  if (/^(36|30[0-5]|3095|38|39)/.test(n)) return 'diners';
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return 'jcb';
  if (/^62/.test(n)) return 'unionpay';
  return 'unknown';
}

/** True when a card's expiry (month 1–12, four-digit year) is this month or later. */
export function isExpiryInFuture(expMonth: number, expYear: number, now: Date): boolean {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear)) return false;
  const year = now.getUTCFullYear();
  return expYear > year || (expYear === year && expMonth >= now.getUTCMonth() + 1);
}

/** A security code: 3 digits (4 for American Express). */
export function isValidCvc(cvc: string): boolean {
  return /^\d{3,4}$/.test(cvc);
}

/**
 * Stripe's test PaymentMethods (test mode accepts them wherever a `pm_…` is asked, and each use makes a
 * fresh PaymentMethod of that test card), by the test card each stands for.
 */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_threeDSecure2Required: '4000002500003155',
  pm_card_authenticationRequired: '4000002500003155',
};

/** How a test card behaves when it is charged (a PaymentIntent confirmed with it); every one of them tokenises. */
export type TestCardBehaviour = 'succeeds' | 'generic_decline' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'requires_authentication';

/** Stripe's documented test cards, which the local card processor honours as Stripe does. */
export const TEST_CARDS: readonly { number: string; brand: CardBrand; behaviour: TestCardBehaviour; description: string }[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: 'succeeds', description: 'Succeeds' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: 'succeeds', description: 'Succeeds (Mastercard)' },
  { number: '4000000000000002', brand: 'visa', behaviour: 'generic_decline', description: 'Declined' },
  { number: '4000000000009995', brand: 'visa', behaviour: 'insufficient_funds', description: 'Declined: insufficient funds' },
  { number: '4000000000000069', brand: 'visa', behaviour: 'expired_card', description: 'Declined: expired card' },
  { number: '4000000000000127', brand: 'visa', behaviour: 'incorrect_cvc', description: 'Declined: incorrect security code' },
  { number: '4000002500003155', brand: 'visa', behaviour: 'requires_authentication', description: 'Requires 3-D Secure authentication' },
];

/** How a card number behaves when charged: a test card's documented behaviour, else success. */
export function testCardBehaviour(input: string): TestCardBehaviour {
  const digits = normaliseCardNumber(input);
  return TEST_CARDS.find((c) => c.number === digits)?.behaviour ?? 'succeeds';
}

/**
 * Why a card payment failed, as Patina tells the buyer (one message per code). Stripe's test cards give
 * the first four; `authentication_failed` is a 3-D Secure challenge the buyer did not pass;
 * `processing_error` is the provider's own failure (try again).
 */
export const DECLINE_CODES = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'authentication_failed', 'processing_error'] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

/**
 * The decline code of a Stripe card error (`code`, and `decline_code` when the issuer gave one). A
 * reason Patina has no message of its own for (lost card, fraud suspicion, …) is a plain decline:
 * the buyer learns no more than "declined", as Stripe advises for those.
 */
export function declineCodeOf(error: { code?: string | null; decline_code?: string | null }): DeclineCode {
  const reasons = [error.decline_code, error.code];
  if (reasons.includes('insufficient_funds')) return 'insufficient_funds';
  if (reasons.includes('expired_card')) return 'expired_card';
  if (reasons.includes('incorrect_cvc') || reasons.includes('invalid_cvc')) return 'incorrect_cvc';
  if (reasons.includes('payment_intent_authentication_failure') || reasons.includes('authentication_required')) return 'authentication_failed';
  if (reasons.includes('processing_error')) return 'processing_error';
  return 'card_declined';
}
