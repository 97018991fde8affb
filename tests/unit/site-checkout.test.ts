import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../shared/contract/orders.ts';
import { catalogues } from '../../shared/i18n/index.ts';
import { Messages } from '../../shared/messages.ts';
import {
  askAgainAfter,
  buyerActions,
  buyerStage,
  nextPayStep,
  quoteForCountry,
  successState,
  validateReview,
  validateTracking,
  zonesOffered,
} from '../../site/src/features/checkout/order-rules.ts';
import { sellerReviewsPath } from '../../site/src/features/checkout/thanks-link.ts';

/*
 * The checkout screens' own decisions (site/src/features/checkout/order-rules.ts): what they preview,
 * offer and show. The server decides the total, the payment and every status.
 */

const lot = {
  shipping: { nationwide: { cost: 2_500, days: 3 }, europe: { cost: 6_000, days: 7 }, worldwide: null },
  shippingPaidBy: 'buyer' as const,
};
const payBy = '2026-11-24T12:00:00.000Z';
const before = Date.parse(payBy) - 1;
const after = Date.parse(payBy);
const order = (over: Partial<OrderView> = {}): Pick<OrderView, 'status' | 'payBy' | 'reviewed'> => ({ status: 'awaiting_payment', payBy, reviewed: false, ...over });

describe('the shipping preview', () => {
  it('lists the zones a lot ships to, in order, free when the seller pays', () => {
    expect(zonesOffered(lot)).toEqual([
      { zone: 'nationwide', cost: 2_500 },
      { zone: 'europe', cost: 6_000 },
    ]);
    expect(zonesOffered({ ...lot, shippingPaidBy: 'seller' })).toEqual([
      { zone: 'nationwide', cost: 0 },
      { zone: 'europe', cost: 0 },
    ]);
  });

  it('prices an address by its country’s zone, and says when the seller does not ship there', () => {
    expect(quoteForCountry(lot, 'GB')).toEqual({ zone: 'nationwide', cost: 2_500 });
    expect(quoteForCountry(lot, 'FR')).toEqual({ zone: 'europe', cost: 6_000 });
    expect(quoteForCountry(lot, 'US')).toEqual({ zone: 'worldwide', cost: null });
  });
});

describe('where an order stands for its buyer', () => {
  it('may be paid only before its deadline on the server’s clock', () => {
    expect(buyerStage(order(), before)).toBe('pay');
    expect(buyerStage(order(), after)).toBe('lapsed');
    expect(buyerActions(order(), before)).toEqual({ pay: true, confirmReceipt: false, review: false });
    expect(buyerActions(order(), after)).toEqual({ pay: false, confirmReceipt: false, review: false });
  });

  it('confirms receipt of a shipped order only, then reviews once', () => {
    expect(buyerActions(order({ status: 'paid' }), before)).toEqual({ pay: false, confirmReceipt: false, review: false });
    expect(buyerActions(order({ status: 'shipped' }), after)).toEqual({ pay: false, confirmReceipt: true, review: false });
    expect(buyerActions(order({ status: 'received' }), after)).toEqual({ pay: false, confirmReceipt: false, review: true });
    expect(buyerActions(order({ status: 'received', reviewed: true }), after).review).toBe(false);
  });

  it('calls a lapsed order by the spec’s name, in English', () => {
    expect(buyerStage(order({ status: 'cancelled_unpaid' }), before)).toBe('cancelled');
    expect(catalogues.en['orders.status.cancelled_unpaid']).toBe('Cancelled - Unpaid');
    expect(catalogues.fr['orders.status.cancelled_unpaid']).toBeTruthy();
  });
});

describe('after Pay', () => {
  it('goes on to the confirmation, to the bank, or says the decline', () => {
    expect(nextPayStep({ paymentStatus: 'succeeded' })).toEqual({ kind: 'success' });
    expect(nextPayStep({ paymentStatus: 'requires_action', clientSecret: 'pi_1_secret_2' })).toEqual({ kind: 'challenge', clientSecret: 'pi_1_secret_2' });
    expect(nextPayStep({ paymentStatus: 'requires_action' })).toEqual({ kind: 'pending' });
    expect(nextPayStep({ paymentStatus: 'processing' })).toEqual({ kind: 'pending' });
    expect(nextPayStep({ paymentStatus: 'failed', declineCode: 'insufficient_funds' })).toEqual({ kind: 'declined', code: 'insufficient_funds' });
    expect(nextPayStep({ paymentStatus: 'failed' })).toEqual({ kind: 'declined', code: 'card_declined' });
  });

  it('has a message in both languages for every decline the server can answer', () => {
    for (const code of ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'authentication_failed', 'processing_error'] as const) {
      expect(Messages[code]).toBeTruthy();
      expect(catalogues.en[`msg.${code}`]).toBe(Messages[code]);
      expect(catalogues.fr[`msg.${code}`]).toBeTruthy();
      expect(catalogues.fr[`msg.${code}`]).not.toBe(Messages[code]);
    }
  });
});

describe('the payment’s confirmation', () => {
  it('believes only the server: a bank’s "succeeded" is still waiting until the order is paid', () => {
    expect(successState({ status: 'awaiting_payment' }, 'succeeded')).toBe('waiting');
    expect(successState({ status: 'awaiting_payment' }, null)).toBe('waiting');
    expect(successState({ status: 'paid' }, null)).toBe('paid');
    expect(successState({ status: 'shipped' }, 'failed')).toBe('paid');
    expect(successState({ status: 'awaiting_payment' }, 'failed')).toBe('failed');
    expect(successState({ status: 'cancelled_unpaid' }, 'succeeded')).toBe('cancelled');
  });

  it('asks again with a growing, bounded delay, then stops', () => {
    const delays: number[] = [];
    for (let attempt = 0; ; attempt++) {
      const delay = askAgainAfter(attempt);
      if (delay === null) break;
      delays.push(delay);
    }
    expect(delays.length).toBeGreaterThan(3);
    expect(delays.every((d, i) => i === 0 || d >= delays[i - 1]!)).toBe(true);
    expect(delays.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(120_000);
  });
});

describe('the forms', () => {
  it('asks for a rating from 1 to 5, a title and a text', () => {
    expect(validateReview({ rating: 0, title: ' ', text: '' })).toEqual({ rating: 'msg.required', title: 'msg.required', text: 'msg.required' });
    expect(validateReview({ rating: 6, title: 'Fine', text: 'Fine' })).toEqual({ rating: 'msg.required' });
    expect(validateReview({ rating: 4, title: 'Well packed', text: 'Arrived safely.' })).toEqual({});
  });

  it('takes a tracking number as the server does', () => {
    expect(validateTracking({ trackingNumber: '  ' })).toEqual({ trackingNumber: 'msg.required' });
    expect(validateTracking({ trackingNumber: 'RM12<script>' })).toEqual({ trackingNumber: 'msg.invalidTrackingNumber' });
    expect(validateTracking({ trackingNumber: 'X'.repeat(41) })).toEqual({ trackingNumber: 'msg.invalidTrackingNumber' });
    expect(validateTracking({ trackingNumber: 'RM 1234-5678 GB' })).toEqual({});
  });

  it('links the thanks for a review to the seller’s page in the page’s language', () => {
    expect(sellerReviewsPath('/seller-reviews/', '?seller=U1&name=Harcourt%20%26%20Vane')).toBe('/seller-reviews/U1/Harcourt%20%26%20Vane');
    expect(sellerReviewsPath('/fr/seller-reviews/', '?seller=U1')).toBe('/fr/seller-reviews/U1');
    expect(sellerReviewsPath('/seller-reviews/', '')).toBeNull();
  });
});
