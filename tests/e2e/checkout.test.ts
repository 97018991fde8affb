import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../shared/contract/orders.ts';
import { BASE_URL, callApi } from '../support/api.ts';
import { asRole, newUser, type TestUser, signInDemo } from '../support/auth.ts';
import { bankChallenge, openAs as openPageAs, typeIntoCardElement } from '../support/browser.ts';
import { savedAddress, savedCard } from '../support/orders.ts';
import { bearer, clockListing, reviewWhenReady, uploadFivePhotos } from '../support/selling.ts';
import { waitFor } from '../support/wait.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * Checkout and what follows it, as people meet it in Chromium against the local stack: a buyer pays
 * an order at /pay-items/{id} (address and card added right there, the card tokenised in the
 * browser), the seller ships it from the dashboard's Shipping tab, the buyer confirms receipt and
 * reviews the seller, and the review shows on the seller's page; a 3-D Secure card goes through the
 * bank's challenge page back to /payment-success; a declined card says why in the page's language and
 * charges nothing. Every sale is a fresh lot of a fresh seller, bought by a fresh buyer with Buy it now
 * (£550; shipping £25 in the United Kingdom, £60 to Europe, nowhere else).
 */

const browser = useBrowser();
let expert: string;
let seed = 3000 + Math.floor(Math.random() * 4000);

beforeAll(async () => {
  expert = await signInDemo('expert');
});

interface Sale {
  seller: TestUser;
  buyer: TestUser;
  itemId: string;
  orderId: string;
  name: string;
}

/** A fresh seller's lot (`form` changes its listing), accepted by the expert, bought now by a fresh buyer: an order awaiting payment. */
async function freshSale(form: Record<string, unknown> = {}): Promise<Sale> {
  const seller = await asRole('seller');
  const name = `Checkout clock ${randomUUID().slice(0, 8)}`;
  const photos = await uploadFivePhotos(seller.token, ++seed);
  const submitted = await callApi('submitListing', { form: { ...clockListing(photos, name), worldwideShippingCost: null, worldwideShippingDeliveryDays: null, ...form } }, seller.headers);
  expect(submitted.status, submitted.message).toBe(200);
  const itemId = submitted.data.itemId as string;
  expect((await reviewWhenReady(expert, itemId, 'accept')).status).toBe(200);
  await waitFor(`lot ${itemId} to be on sale`, async () => ((await callApi('getItem', { itemId })).data?.status === 'Active' ? true : undefined));
  const buyer = await newUser({ firstName: 'Ada', emailPrefix: 'checkout' });
  const bought = await callApi('buyNow', { itemId }, buyer.headers);
  expect(bought.status, bought.message).toBe(200);
  return { seller, buyer, itemId, orderId: bought.data.orderId as string, name };
}

const orderOf = async (orderId: string, who: TestUser) => (await callApi<OrderView>('getOrder', { orderId }, who.headers)).data;

/** A saved address and card, made through the API (the card tokenised as the browser does). */
async function savedAddressAndCard(buyer: TestUser, cardNumber: string): Promise<void> {
  await savedAddress(buyer);
  await savedCard(buyer, cardNumber);
}

interface Opened {
  page: Page;
  errors: string[];
}

/** A fresh browser (its own storage) signed in as `who`, its islands hydrated. */
const openAs = (who: TestUser, path: string): Promise<Opened> => openPageAs(browser(), path, who, { viewport: { width: 1280, height: 1000 }, hydrated: true });

/** Goes to a path and waits until its islands have hydrated. */
async function go(page: Page, path: string): Promise<void> {
  await page.goto(`${BASE_URL}${path}`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

/** Fills the account's address form (here: inside the checkout) and sends it. */
async function addAddress(page: Page, country: string, fields: Record<string, string>): Promise<void> {
  const form = page.getByTestId('address-form');
  await form.locator('#address-country').selectOption(country);
  for (const [name, value] of Object.entries(fields)) await form.locator(`#address-${name}`).fill(value);
  await form.getByTestId('add-address').click();
}

/**
 * Fills the account's card form (here: inside the checkout) and sends it: the card's details in
 * Stripe's field (the twin's cross-origin frame), the name in ours; the PaymentMethod goes to us.
 */
async function addCard(page: Page, number: string): Promise<void> {
  const form = page.getByTestId('card-form');
  await typeIntoCardElement(page, number);
  await form.getByTestId('card-first-name').fill('Ada');
  await form.getByTestId('card-last-name').fill('Buyer');
  await form.getByTestId('add-card').click();
}

/** Waits for the order's confirmation at `landing` (/payment-success or its French page) to say it is paid. */
async function confirmed(page: Page, sale: Sale, landing: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === landing && url.searchParams.get('orderId') === sale.orderId);
  await page.getByTestId('payment-confirmed').waitFor();
}

/** Presses Pay and completes the bank's challenge (Stripe.js's modal): the paid confirmation's text at `landing`. */
async function payThroughChallenge(page: Page, sale: Sale, landing: string): Promise<string | null> {
  await page.getByTestId('pay').click();
  await bankChallenge(page).getByRole('button', { name: 'Complete' }).click();
  await confirmed(page, sale, landing);
  return page.getByTestId('payment-confirmed').textContent();
}

const checked = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"][data-checked="true"]`);
const total = (page: Page) => page.getByTestId('checkout-total').getAttribute('data-pence');

describe('checkout and after', () => {
  it('pays with 4242 at checkout, the seller ships with tracking, the buyer confirms receipt and reviews, and the review shows on the seller’s page', async () => {
    const sale = await freshSale();
    const buyer = await openAs(sale.buyer, '/my-account/purchase-history');
    const { page } = buyer;

    // Purchase history: awaiting payment, with the way to pay.
    const row = page.locator(`[data-testid="purchase"][data-order-id="${sale.orderId}"]`);
    await expect.poll(() => row.getByTestId('order-status').textContent()).toBe('Awaiting payment');
    await row.getByTestId('purchase-pay').click();
    await page.waitForURL((url) => url.pathname === `/pay-items/${sale.orderId}`);
    await page.getByTestId('checkout').waitFor();

    // The lot ships to the UK and Europe; the time to pay counts down.
    expect(await page.getByTestId('ships-to').textContent()).toMatch(/Nationwide: £25\.00.*Europe: £60\.00/);
    expect(await page.getByTestId('pay-deadline').textContent()).toMatch(/left to pay/);
    expect(await page.getByTestId('summary-price').getAttribute('data-pence')).toBe('55000');

    // No address yet: a United States one is marked as not shipped to, and the server refuses it.
    await addAddress(page, 'US', { fullName: 'Ada Buyer', streetAddress: '350 Fifth Avenue', addressLine1: 'Suite 100', city: 'New York', region: 'NY', postCode: '10118', phoneNumber: '212 555 0100' });
    await expect.poll(() => checked(page, 'checkout-address').getAttribute('data-ships')).toBe('false');
    expect(await checked(page, 'checkout-address').textContent()).toContain('The seller does not ship here');
    await addCard(page, '4242 4242 4242 4242');
    await expect.poll(() => checked(page, 'checkout-card').getAttribute('data-last4')).toBe('4242');
    await page.getByTestId('pay').click();
    await expect.poll(() => page.getByTestId('pay-error').textContent()).toContain("The seller does not ship to this address's country");
    expect((await orderOf(sale.orderId, sale.buyer)).status).toBe('awaiting_payment');

    // A UK address: chosen at once, £25 shipping, £575 in all.
    await page.getByTestId('add-address-open').click();
    await addAddress(page, 'GB', { fullName: 'Ada Buyer', streetAddress: '12 St James Square', addressLine1: 'Second floor', city: 'London', region: 'Greater London', postCode: 'SW1Y 4JH', phoneNumber: '7700 900123' });
    await expect.poll(() => checked(page, 'checkout-address').getAttribute('data-zone')).toBe('nationwide');
    await expect.poll(() => total(page)).toBe('57500');
    expect(await page.getByTestId('pay').textContent()).toBe('Pay £575.00');

    await page.getByTestId('pay').click();
    await confirmed(page, sale, '/payment-success');
    expect(await page.getByTestId('order-total').getAttribute('data-pence')).toBe('57500');
    expect(await orderOf(sale.orderId, sale.buyer)).toMatchObject({ status: 'paid', total: 57_500, shippingZone: 'nationwide' });

    // The seller's Shipping tab: where to ship it, and the tracking form.
    const seller = await openAs(sale.seller, '/sellar-dashboard/Shipping');
    const saleBox = seller.page.locator(`[data-testid="sale"][data-order-id="${sale.orderId}"]`);
    await saleBox.getByTestId('ship-to').waitFor();
    expect(await saleBox.getByTestId('ship-to').textContent()).toContain('SW1Y 4JH');
    await saleBox.getByTestId('tracking-submit').click();
    await expect.poll(() => saleBox.getByTestId('field-error').textContent()).toBe('This field is required');
    await saleBox.getByTestId('tracking-carrier').selectOption('royalMail');
    await saleBox.getByTestId('tracking-number-input').fill('RM123456789GB');
    await saleBox.getByTestId('tracking-submit').click();
    await expect.poll(() => seller.page.getByTestId('dashboard-alert').textContent()).toContain('Buyer tracking information updated successfully');
    expect(await orderOf(sale.orderId, sale.seller)).toMatchObject({ status: 'shipped', trackingNumber: 'RM123456789GB', carrier: 'royalMail' });
    // It moves to Sold, with its tracking.
    await seller.page.getByTestId('dashboard-tab-sold').click();
    const sold = seller.page.locator(`[data-testid="sale"][data-order-id="${sale.orderId}"]`);
    await expect.poll(() => sold.getByTestId('tracking-number').textContent()).toContain('RM123456789GB');

    // The buyer sees it shipped, with the carrier's tracking page, and confirms receipt after a confirmation.
    await go(page, '/my-account/purchase-history');
    await expect.poll(() => row.getByTestId('order-status').textContent()).toBe('Shipped');
    expect(await row.getByTestId('tracking-number').textContent()).toContain('RM123456789GB');
    expect(await row.getByTestId('tracking-link').getAttribute('href')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/RM123456789GB');
    await row.getByTestId('confirm-receipt').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect.poll(() => dialog.textContent()).toContain(sale.name);
    await page.getByTestId('confirm-no').click();
    expect((await orderOf(sale.orderId, sale.buyer)).status).toBe('shipped');
    await row.getByTestId('confirm-receipt').click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => row.getByTestId('order-status').textContent()).toBe('Received');
    expect(await page.getByTestId('form-success').textContent()).toContain('Thank you: receipt confirmed');

    // The review: every field says what it needs, then it is kept and thanked for.
    const review = row.getByTestId('review-form');
    await review.waitFor();
    await review.getByTestId('review-submit').click();
    await expect.poll(() => review.getByTestId('field-error').count()).toBe(3);
    expect(await review.getByTestId('field-error').allTextContents()).toEqual(['This field is required', 'This field is required', 'This field is required']);
    await review.locator('label:has([data-testid="review-rating-4"])').click();
    await review.getByTestId('review-title').fill('Well packed');
    await review.getByTestId('review-text').fill('Arrived safely, exactly as described.');
    await review.getByTestId('review-submit').click();
    await page.waitForURL((url) => url.pathname === '/thnks-reviews');
    await page.getByTestId('thanks-review').waitFor();

    // The seller's page, from the thanks: the review, the average and the count.
    const toSeller = page.getByTestId('thanks-seller-link');
    await toSeller.waitFor();
    await toSeller.click();
    await page.waitForURL((url) => url.pathname.startsWith(`/seller-reviews/${sale.seller.uid}/`));
    await page.getByTestId('review').first().waitFor();
    expect(await page.getByTestId('review').first().textContent()).toContain('Well packed');
    expect(await page.getByTestId('seller-summary').getAttribute('data-count')).toBe('1');
    expect(await page.getByTestId('seller-summary').getAttribute('data-average')).toBe('4');

    // The item's page shows the seller's rating, linking there; the seller's dashboard lists the review.
    await go(page, `/items/${sale.itemId}/buyer`);
    await page.getByTestId('item-detail').waitFor();
    expect(await page.locator('.seller-card__rating').textContent()).toContain('1 review');
    expect(await page.getByTestId('seller-link').getAttribute('href')).toContain(`/seller-reviews/${sale.seller.uid}/`);
    await seller.page.getByTestId('dashboard-tab-reviews').click();
    await expect.poll(() => seller.page.getByTestId('dashboard-reviews').textContent()).toContain('Well packed');

    expect([...buyer.errors, ...seller.errors]).toEqual([]);
  }, 150_000);

  it('pays with a 3-D Secure card through the bank’s challenge (Stripe.js’s modal) and lands on /payment-success as paid (after one the bank did not confirm)', async () => {
    const sale = await freshSale();
    await savedAddressAndCard(sale.buyer, '4000002500003155');
    const { page, errors } = await openAs(sale.buyer, `/pay-items/${sale.orderId}`);
    // The saved address and card are the ones ticked.
    await expect.poll(() => checked(page, 'checkout-card').getAttribute('data-last4')).toBe('3155');
    await expect.poll(() => total(page)).toBe('57500');
    await page.getByTestId('pay').click();

    // The bank's page (the local card processor's challenge). Fail first: back on /payment-success,
    // nothing paid, and the way to try again.
    await bankChallenge(page).getByRole('button', { name: 'Fail' }).waitFor();
    expect((await orderOf(sale.orderId, sale.buyer)).status).toBe('awaiting_payment');
    await bankChallenge(page).getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success');
    await expect.poll(() => page.getByTestId('payment-success').getAttribute('data-state')).toBe('failed');
    expect(await page.getByTestId('payment-success').textContent()).toContain('Nothing was charged');
    expect((await orderOf(sale.orderId, sale.buyer)).status).toBe('awaiting_payment');
    await page.getByTestId('pay-again').click();
    await page.waitForURL((url) => url.pathname === `/pay-items/${sale.orderId}`);
    await page.getByTestId('checkout').waitFor();
    // The form is ready to pay again once its saved card is ticked and its total shown (as before the first press).
    await expect.poll(() => checked(page, 'checkout-card').getAttribute('data-last4')).toBe('3155');
    await expect.poll(() => total(page)).toBe('57500');

    // Again, and this time press Complete.
    expect(await payThroughChallenge(page, sale, '/payment-success')).toContain('Payment received');
    expect((await orderOf(sale.orderId, sale.buyer)).status).toBe('paid');

    // The order's page now says where it stands.
    await page.getByTestId('view-order').click();
    await page.waitForURL((url) => url.pathname === `/pay-items/${sale.orderId}`);
    await expect.poll(() => page.getByTestId('checkout-state').getAttribute('data-stage')).toBe('paid');
    expect(await page.getByTestId('order-status').textContent()).toBe('Paid');
    expect(errors).toEqual([]);
  });

  it('says a declined card’s reason in French, charges nothing, and takes another card (3-D Secure, back in French)', async () => {
    const sale = await freshSale();
    await savedAddressAndCard(sale.buyer, '4000000000000002');
    const { page, errors } = await openAs(sale.buyer, `/fr/pay-items/${sale.orderId}`);
    await expect.poll(() => checked(page, 'checkout-card').getAttribute('data-last4')).toBe('0002');
    await page.getByTestId('pay').click();

    const failure = page.getByTestId('pay-error');
    await expect.poll(() => failure.getAttribute('data-code')).toBe('card_declined');
    expect(await failure.textContent()).toContain('Votre carte a été refusée');
    expect(await failure.textContent()).toContain('Rien n’a été débité');
    const after = await orderOf(sale.orderId, sale.buyer);
    expect(after.status).toBe('awaiting_payment');
    expect(after.paidAt).toBeUndefined();

    // Another card, added right here: its bank asks for confirmation, then the buyer is back on the French page, paid.
    await page.getByTestId('add-card-open').click();
    await addCard(page, '4000 0025 0000 3155');
    // Saving it, the bank asks once (the SetupIntent's 3-D Secure); paying, once more.
    await bankChallenge(page).getByRole('button', { name: 'Complete' }).click();
    await expect.poll(() => checked(page, 'checkout-card').getAttribute('data-last4')).toBe('3155');
    expect(await payThroughChallenge(page, sale, '/fr/payment-success')).toContain('Paiement reçu');
    expect((await orderOf(sale.orderId, sale.buyer)).status).toBe('paid');
    expect(errors).toEqual([]);
  });

  it('a fulfilment sale: the seller’s Shipping tab lists it to send to the centre, with the centre’s address; their tracking moves it to the centre’s list; the centre’s shipment sells it', async () => {
    const sale = await freshSale({ shipWithUs: true });
    await savedAddressAndCard(sale.buyer, '4242424242424242');
    const addresses = (await callApi('getShippingAddresses', {}, sale.buyer.headers)).data.addresses as { id: string }[];
    const cards = (await callApi('getCards', {}, sale.buyer.headers)).data.cards as { id: string }[];
    expect((await callApi('payOrder', { orderId: sale.orderId, addressId: addresses[0]!.id, cardId: cards[0]!.id }, sale.buyer.headers)).status).toBe(200);

    const seller = await openAs(sale.seller, '/sellar-dashboard/Shipping');
    const saleBox = seller.page.locator(`[data-testid="sale"][data-order-id="${sale.orderId}"]`);
    const list = saleBox.getByTestId('shipment-list');
    await expect.poll(() => list.getAttribute('data-list')).toBe('ShipToFulmint');
    expect(await list.textContent()).toBe('Send to our fulfilment centre');
    const centre = saleBox.getByTestId('fulfilment-centre');
    expect(await centre.textContent()).toContain('Patina Fulfilment Centre');
    // The buyer's address is Patina's to use, not the seller's.
    expect(await saleBox.textContent()).not.toContain('SW1Y 4JH');
    await centre.getByTestId('tracking-carrier').selectOption('royalMail');
    await centre.getByTestId('tracking-number-input').fill('RM000000009GB');
    await centre.getByTestId('tracking-submit').click();
    await expect.poll(() => seller.page.getByTestId('dashboard-alert').textContent()).toContain('Tracking of your shipment to our fulfilment centre updated successfully');
    await expect.poll(() => list.getAttribute('data-list')).toBe('ShipFromFulmint');
    expect(await saleBox.getByTestId('inbound-tracking').textContent()).toContain('RM000000009GB');
    expect(await orderOf(sale.orderId, sale.seller)).toMatchObject({ status: 'paid', toCentre: { trackingNumber: 'RM000000009GB' } });

    // The centre receives it and ships it: the sale moves to Sold with the centre's tracking.
    const admin = await asRole('admin');
    expect((await callApi('adminUpdateFulfilment', { orderId: sale.orderId, step: 'received' }, admin.headers)).status).toBe(200);
    expect((await callApi('adminUpdateFulfilment', { orderId: sale.orderId, step: 'shipped', trackingNumber: '15501234567890', carrier: 'dpd' }, admin.headers)).status).toBe(200);
    await go(seller.page, '/sellar-dashboard/Sold');
    const sold = seller.page.locator(`[data-testid="sale"][data-order-id="${sale.orderId}"]`);
    await expect.poll(() => sold.getByTestId('tracking-number').textContent()).toContain('15501234567890');
    expect(seller.errors).toEqual([]);
  });
});
