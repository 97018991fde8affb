import { expect } from 'vitest';
import type { ListingForm } from '../../shared/contract/selling.ts';
import { callApi } from './api.ts';
import { newUser, type TestUser } from './auth.ts';
import { liveLot } from './market.ts';
import { TEST_PAYMENT_METHODS } from '../../shared/cards.ts';
import { LONDON_ADDRESS } from './addresses.ts';
import { tokeniseCard } from './payments.ts';

/**
 * Sales in a known state for the dispute and payout tests: a fresh Buy-it-now lot of the seller's
 * (`clockListing`: £550, shipping £25 in GB), bought by a fresh buyer (or `buyer`) who pays it to a
 * GB address, then shipped by the seller and received by the buyer as far as `stage` says. All
 * through the calls.
 */
export interface Sale {
  buyer: TestUser;
  orderId: string;
  itemId: string;
  name: string;
}

/** The clock listing's Buy-it-now price and its GB shipping (pence). */
export const SALE_PRICE = 55_000;
export const SALE_SHIPPING = 2_500;

/** A UK address (Ada Buyer's in SW1Y 4JH, or with `changes`) saved to the buyer's account; its id. */
export async function savedAddress(buyer: TestUser, changes: Record<string, string> = {}): Promise<string> {
  const added = await callApi(
    'addShippingAddress',
    { ...LONDON_ADDRESS, ...changes },
    buyer.headers,
  );
  expect(added.status, added.message).toBe(200);
  return added.data.address.id as string;
}

/** A card (Stripe's test PaymentMethod of that test card) saved to the buyer's account, or the same card saved before; its id. */
export async function savedCard(buyer: TestUser, number = '4242424242424242'): Promise<string> {
  const testPaymentMethod = Object.keys(TEST_PAYMENT_METHODS).find((alias) => TEST_PAYMENT_METHODS[alias] === number);
  const added = await callApi('addCard', { paymentMethodId: testPaymentMethod ?? (await tokeniseCard({ number })) }, buyer.headers);
  if (added.httpStatus === 409) {
    const cards = (await callApi('getCards', {}, buyer.headers)).data.cards as { id: string; last4: string }[];
    return cards.find((card) => card.last4 === number.slice(-4))!.id;
  }
  expect(added.status, added.message).toBe(200);
  return added.data.card.id as string;
}

export async function saleAt(seller: TestUser, expertToken: string, stage: 'paid' | 'shipped' | 'received', changes: Partial<ListingForm> = {}, buyer?: TestUser): Promise<Sale> {
  const { itemId, name } = await liveLot(seller.token, expertToken, changes, 'Disputed clock');
  buyer ??= await newUser({ emailPrefix: 'buyer' });
  const bought = await callApi('buyNow', { itemId }, buyer.headers);
  expect(bought.status, bought.message).toBe(200);
  const orderId = bought.data.orderId as string;
  const paid = await callApi('payOrder', { orderId, addressId: await savedAddress(buyer, { fullName: 'Bea Buyer' }), cardId: await savedCard(buyer) }, buyer.headers);
  expect(paid.data?.paymentStatus, paid.message).toBe('succeeded');
  if (stage !== 'paid') {
    const shipped = await callApi('addTrackingNumber', { orderId, trackingNumber: 'RM123456785GB', carrier: 'royalMail' }, seller.headers);
    expect(shipped.status, shipped.message).toBe(200);
  }
  if (stage === 'received') {
    const received = await callApi('confirmReceipt', { orderId }, buyer.headers);
    expect(received.status, received.message).toBe(200);
  }
  return { buyer, orderId, itemId, name };
}
