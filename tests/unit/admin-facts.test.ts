import { describe, expect, it } from 'vitest';
import { paymentStatusOf, trackingOf } from '../../shared/admin/order-facts.ts';
import { accountStatusOf, adminUserDetail, standingChange } from '../../shared/admin/users.ts';
import { newProfile } from '../../shared/account.ts';

/** The back office's facts to decide (docs/adr/0050): an order's payment and tracking in words, an account's standing. */
describe('an order as the back office shows it', () => {
  it('says where the money stands', () => {
    expect(paymentStatusOf({ status: 'awaiting_payment', paidAt: null })).toBe('awaiting');
    expect(paymentStatusOf({ status: 'in_dispute', paidAt: '2026-11-20T10:00:00.000Z' })).toBe('paid');
    expect(paymentStatusOf({ status: 'refunded', paidAt: '2026-11-20T10:00:00.000Z' })).toBe('refunded');
    expect(paymentStatusOf({ status: 'cancelled_unpaid', paidAt: null })).toBe('lapsed');
  });

  it("names a known carrier and links its tracking page; an unknown one keeps the seller's words and no link", () => {
    expect(trackingOf({ trackingNumber: 'RM1 GB', carrier: 'royalMail', shippedAt: 'x' })).toEqual({ number: 'RM1 GB', carrier: 'Royal Mail', url: expect.stringContaining('RM1%20GB'), shippedAt: 'x' });
    expect(trackingOf({ trackingNumber: 'Z9', carrier: 'Bob Couriers', shippedAt: null })).toEqual({ number: 'Z9', carrier: 'Bob Couriers', url: null, shippedAt: null });
    expect(trackingOf({ trackingNumber: null, carrier: null, shippedAt: null })).toBeNull();
  });
});

describe("an account's standing", () => {
  const now = new Date('2026-11-27T09:00:00.000Z');
  it('keeps the first moment of a suspension when it is set again, with the newest reason; reinstating clears both', () => {
    const first = standingChange(null, 'suspended', 'Chargebacks', now);
    expect(first).toEqual({ suspendedAt: now.toISOString(), suspensionReason: 'Chargebacks' });
    expect(standingChange(first, 'suspended', 'And fakes', new Date('2026-11-28T00:00:00.000Z'))).toEqual({ suspendedAt: now.toISOString(), suspensionReason: 'And fakes' });
    expect(standingChange(first, 'active', 'Settled', now)).toEqual({ suspendedAt: null, suspensionReason: null });
    expect(accountStatusOf(first)).toBe('suspended');
    expect(accountStatusOf(null)).toBe('active');
  });

  it('heads a customer page with their name, never the id, and says the standing in words the site translates', () => {
    const profile = { ...newProfile({ uid: 'u1', email: 'cora@patina.test', firstName: 'Cora', lastName: 'Customer' }, now), ...standingChange(null, 'suspended', 'x', now) };
    const pool = { uid: 'u1', username: 'u1', email: 'cora@patina.test', firstName: 'Cora', lastName: 'Customer', status: 'CONFIRMED', enabled: true, createdAt: now.toISOString() };
    expect(adminUserDetail('u1', pool, profile, ['expert'])).toMatchObject({ name: 'Cora Customer', status: 'suspended', emailConfirmed: true, groups: ['expert'] });
    expect(adminUserDetail('u1', { ...pool, firstName: '', lastName: '' }, null, []).name).toBe('cora');
  });
});
