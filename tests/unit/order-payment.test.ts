import { describe, expect, it } from 'vitest';
import { isPaymentInFlight, nextPaymentStep, PAYMENT_IN_FLIGHT_SECONDS } from '../../shared/order-payment.ts';

describe('one payment in flight per order', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('holds the order until its time, and not after', () => {
    expect(isPaymentInFlight({ paymentInFlightUntil: null }, now)).toBe(false);
    expect(isPaymentInFlight({}, now)).toBe(false);
    expect(isPaymentInFlight({ paymentInFlightUntil: new Date(now.getTime() + PAYMENT_IN_FLIGHT_SECONDS * 1000).toISOString() }, now)).toBe(true);
    expect(isPaymentInFlight({ paymentInFlightUntil: now.toISOString() }, now)).toBe(false);
  });
});

describe('what a payOrder does with the order’s one PaymentIntent', () => {
  const intent = (status: 'succeeded' | 'requires_action' | 'processing' | 'failed' | 'canceled', amount = 5_000, paymentMethodId: string | null = 'pm_a') => ({ status, amount, paymentMethodId });
  it('confirms when there is none yet, or the last try was declined', () => {
    expect(nextPaymentStep(null, 'pm_a', 5_000)).toBe('confirm');
    expect(nextPaymentStep(intent('failed'), 'pm_a', 5_000)).toBe('confirm');
  });
  it('never confirms a payment that succeeded or is processing: it is settled, or the buyer waits', () => {
    expect(nextPaymentStep(intent('succeeded'), 'pm_b', 9_999)).toBe('settle');
    expect(nextPaymentStep(intent('processing'), 'pm_a', 5_000)).toBe('wait');
  });
  it('resumes an open 3-D Secure challenge for the same card and total, and starts anew for another', () => {
    expect(nextPaymentStep(intent('requires_action'), 'pm_a', 5_000)).toBe('resume');
    expect(nextPaymentStep(intent('requires_action'), 'pm_b', 5_000)).toBe('confirm');
    expect(nextPaymentStep(intent('requires_action'), 'pm_a', 6_000)).toBe('confirm');
  });
});
