import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, callApi } from '../support/api.ts';
import { newUser, stackConfig, type TestUser } from '../support/auth.ts';
import { bankChallenge, cardElement, typeIntoCardElement } from '../support/browser.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * The local Stripe.js twin (infra/local/stripe-js.ts) on a page of the site, under the site's CSP:
 * the card field is a frame of another origin that the page's own script cannot read, the digits go
 * only to the twin's origin, a SetupIntent is confirmed through it (3-D Secure in its modal frame,
 * completed or refused), and a decline is Stripe's card error.
 */

interface StripeAnswer {
  setupIntent?: { status: string; payment_method: string };
  error?: { type: string; code: string; message: string };
}

const VISA = '4242424242424242';
const THREE_D_SECURE = '4000002500003155';
const DECLINED = '4000000000000002';

const browser = useBrowser();
let stripeJsUrl: string;
let person: TestUser;

beforeAll(async () => {
  stripeJsUrl = (await stackConfig()).stripeJsUrl;
  person = await newUser();
});

interface CardPage {
  page: Page;
  /** Requests to the site's own origin that carried a card number. */
  digitsToSite: string[];
  /** Requests to the twin's origin that carried one (the frame tokenising). */
  digitsToTwin: string[];
  violations: string[];
}

/** A site page with Stripe.js loaded from `/config.json`'s stripeJsUrl and a card Element mounted. */
async function cardPage(): Promise<CardPage> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  const opened: CardPage = { page, digitsToSite: [], digitsToTwin: [], violations: [] };
  const site = new URL(BASE_URL).origin;
  const twin = new URL(stripeJsUrl).origin;
  context.on('request', (request) => {
    const carried = `${request.url()}\n${request.postData() ?? ''}`;
    if (![VISA, THREE_D_SECURE, DECLINED].some((digits) => carried.includes(digits))) return;
    const origin = new URL(request.url()).origin;
    if (origin === site) opened.digitsToSite.push(request.url());
    if (origin === twin) opened.digitsToTwin.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) opened.violations.push(message.text());
  });
  await page.goto(`${BASE_URL}/about`);
  // A script element as the site's loader inserts it: the site's CSP must allow the twin's origin.
  await page.addScriptTag({ url: stripeJsUrl });
  await page.evaluate((key) => {
    const holder = document.createElement('div');
    holder.id = 'card-element';
    document.body.prepend(holder);
    const w = window as any;
    w.stripe = w.Stripe(key);
    w.card = w.stripe.elements().create('card');
    w.changes = [];
    w.card.on('change', (event: unknown) => w.changes.push(event));
    w.card.mount('#card-element');
  }, 'pk_test_patina_local');
  return opened;
}

async function typeCard(page: Page, number: string): Promise<void> {
  await typeIntoCardElement(page, number);
  await page.waitForFunction(() => (window as any).changes.some((c: { complete: boolean }) => c.complete));
}

async function newSetup(): Promise<string> {
  const setup = await callApi<{ clientSecret: string }>('createCardSetup', {}, person.headers);
  expect(setup.status, setup.message).toBe(200);
  return setup.data.clientSecret;
}

/** Starts confirmCardSetup with the mounted Element; its answer is awaited with `answerOf`. */
async function startConfirm(page: Page, clientSecret: string): Promise<void> {
  await page.evaluate((secret) => {
    const w = window as any;
    w.answer = w.stripe.confirmCardSetup(secret, { payment_method: { card: w.card, billing_details: { name: 'Tess Tester' } } });
  }, clientSecret);
}

const answerOf = (page: Page) => page.evaluate(() => (window as any).answer as Promise<StripeAnswer>);

describe('the Stripe.js twin', () => {
  it("keeps the card field in another origin's frame: the page cannot read it and never sends the digits", async () => {
    const { page, digitsToSite, digitsToTwin, violations } = await cardPage();
    await typeCard(page, VISA);
    const reads = await page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[name^="__privateStripeFrame"]')!;
      const attempt = (read: () => unknown) => {
        try {
          return String(read());
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        contentDocument: attempt(() => frame.contentDocument),
        windowDocument: attempt(() => frame.contentWindow!.document.querySelector('input')),
        pageText: document.documentElement.outerHTML.includes('4242 4242') || document.documentElement.outerHTML.includes('4242424242'),
        changes: JSON.stringify((window as any).changes),
      };
    });
    expect(reads.contentDocument).toBe('null');
    expect(reads.windowDocument).toBe('SecurityError');
    expect(reads.pageText).toBe(false);
    // The change events say complete, and the brand, nothing of the number.
    expect(reads.changes).toContain('"complete":true');
    expect(reads.changes).not.toMatch(/4242|123/);

    await startConfirm(page, await newSetup());
    const answer = await answerOf(page);
    expect(answer.error).toBeUndefined();
    expect(answer.setupIntent).toMatchObject({ status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) });
    // The card is saved as addCard saves one from the frame's PaymentMethod.
    const saved = await callApi('addCard', { paymentMethodId: answer.setupIntent!.payment_method }, person.headers);
    expect(saved.data.card).toMatchObject({ brand: 'visa', last4: '4242' });
    // The frame tokenised on the twin's origin; nothing to the site's carried the digits.
    expect(digitsToTwin.length).toBeGreaterThan(0);
    expect(digitsToSite).toEqual([]);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('shows the 3-D Secure challenge in its modal frame: completed saves the card, refused is Stripe’s authentication error', async () => {
    for (const outcome of ['Complete', 'Fail'] as const) {
      const { page, digitsToSite, violations } = await cardPage();
      await typeCard(page, THREE_D_SECURE);
      await startConfirm(page, await newSetup());
      await bankChallenge(page).getByRole('button', { name: outcome }).click();
      const answer = await answerOf(page);
      if (outcome === 'Complete') {
        expect(answer.error).toBeUndefined();
        expect(answer.setupIntent?.status).toBe('succeeded');
      } else {
        expect(answer.setupIntent).toBeUndefined();
        expect(answer.error).toMatchObject({ type: 'card_error', code: 'setup_intent_authentication_failure' });
      }
      // The modal is gone once answered.
      expect(await page.locator('iframe[name="__privateStripeChallengeFrame"]').count()).toBe(0);
      expect(digitsToSite).toEqual([]);
      expect(violations).toEqual([]);
      await page.context().close();
    }
  });

  it("answers a declined card with Stripe's card error, and an unfinished field with Stripe's message", async () => {
    const { page } = await cardPage();
    const field = cardElement(page);
    await field.getByLabel('Card number').fill('4242 4242');
    await field.getByLabel('Expiry').focus();
    await page.waitForFunction(() => (window as any).changes.some((c: { error?: unknown }) => c.error));
    const unfinished = await page.evaluate(() => (window as any).changes.find((c: { error?: unknown }) => c.error).error);
    expect(unfinished).toEqual({ type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' });

    await typeCard(page, DECLINED);
    await startConfirm(page, await newSetup());
    const answer = await answerOf(page);
    expect(answer.error).toMatchObject({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
    await page.context().close();
  });
});
