import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemDetail, ItemSummary } from '../../shared/contract/catalogue.ts';
import { callApi, type Answer } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { asTestUser, DEMO_PASSWORD, signInDemo } from '../support/auth.ts';
import { openAs, waitForHydration, type PageSession } from '../support/browser.ts';
import { englishOnFrenchPage } from '../support/french.ts';
import { liveLot, submitLot } from '../support/market.ts';
import { saleAt } from '../support/orders.ts';
import { bearer } from '../support/selling.ts';
import { OTHER_ROUTES, SPEC_ROUTES, type RouteVisitor } from '../support/routes.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * Every route of the spec's route table and the product's other pages (tests/support/routes.ts), in
 * English and French, opened as the person it is for (the demo accounts, whose pages hold bids,
 * orders, listings and drafts): no page writes an error to the console while it loads and its
 * islands hydrate — a hydration mismatch (React's #418), a failed request, a Content Security Policy
 * refusal or an uncaught error all fail it. And axe-core finds no critical or serious accessibility
 * violation on it, on a desktop (1280 px) or a phone (375 px), and at 320 px it reflows without
 * scrolling sideways (WCAG 1.4.10: the narrowest phones, or 1280 px zoomed to 400 %).
 * In French, it shows no English string of the product's: none from the catalogues, nor the seeded
 * banners', help articles' or topics' English (tests/support/french.ts).
 */

const browser = useBrowser();
const sessions = {} as Record<RouteVisitor, PageSession | undefined>;
let fill: Record<string, string>;

beforeAll(async () => {
  const [buyer, seller, admin, expert] = await Promise.all((['buyer', 'seller', 'admin', 'expert'] as const).map((role) => signInDemo(role)));
  sessions.visitor = undefined;
  sessions.buyer = { token: buyer!, email: 'buyer@patina.test' };
  sessions.seller = { token: seller!, email: 'seller@patina.test', seller: true };
  sessions.admin = { token: admin!, email: 'admin@patina.test' };
  const found = await callApi<{ items: ItemSummary[] }>('search', { format: 'auction', sort: 'newest' });
  const lot = found.data.items[0];
  if (!lot) throw new Error('the demo catalogue has no live auction');
  const detail = (await callApi<ItemDetail>('getItem', { itemId: lot.id })).data;
  if (!detail.subCategoryId) throw new Error('the demo lot has no sub-category for its price guide');
  // Disputes: one about a sale of the demo seller's (its thread, as the seller), and an order of the demo buyer's, paid, to dispute.
  const demoSeller = asTestUser('seller@patina.test', DEMO_PASSWORD, seller!);
  const demoBuyer = asTestUser('buyer@patina.test', DEMO_PASSWORD, buyer!);
  // And, whichever tests ran before, the seller's tabs hold the states with the longest French badges: a lot under
  // review ("En attente de validation", Submissions) and a sale its buyer has not paid yet ("En attente de paiement", Sold).
  // The same for the pages that show a record only once one exists: a payout statement (a received sale, then a
  // payout run) and a question the back office has hidden.
  const [disputed, toDispute, unpaid] = await Promise.all([
    saleAt(demoSeller, expert!, 'paid'),
    saleAt(demoSeller, expert!, 'paid', {}, demoBuyer),
    liveLot(seller!, expert!, {}, 'Unpaid clock'),
    submitLot(seller!, {}, 'Reviewed clock'),
    saleAt(demoSeller, expert!, 'received'),
  ]);
  const adminHeaders = bearer(admin!);
  const succeeded = <T,>(name: string, answer: Answer<T>): T => {
    if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${answer.message}`);
    return answer.data;
  };
  succeeded('buyNow', await callApi('buyNow', { itemId: unpaid.itemId }, demoBuyer.headers));
  succeeded('adminRunPayouts', await callApi('adminRunPayouts', {}, adminHeaders));
  const asked = succeeded('askQuestion', await callApi<{ question: { id: string } }>('askQuestion', { itemId: lot.id, text: 'Is the case original to the movement?' }, demoBuyer.headers));
  succeeded('adminHideQuestion', await callApi('adminHideQuestion', { questionId: asked.question.id }, adminHeaders));
  const opened = succeeded('createDispute', await callApi<{ itemDisputeId: string }>('createDispute', { orderId: disputed.orderId, message: 'The dial is cracked.' }, disputed.buyer.headers));
  fill = {
    itemId: lot.id,
    sellerId: detail.seller.id,
    sellerName: encodeURIComponent(detail.seller.name),
    itemDisputeId: opened.itemDisputeId,
    orderId: toDispute.orderId,
    subCategoryId: detail.subCategoryId,
  };
});

describe('every page loads without an error in the console, is accessible, and in French speaks French', () => {
  for (const locale of ['en', 'fr'] as const) {
    for (const route of [...SPEC_ROUTES, ...OTHER_ROUTES]) {
      it(`${locale === 'fr' ? '/fr' : ''}${route.path} as ${route.who}`, async () => {
        const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => fill[name]!);
        const address = `${locale === 'fr' ? '/fr' : ''}${path}`;
        const { page, errors, consoleErrors } = await openAs(browser(), address, sessions[route.who]);
        await waitForHydration(page);
        // Everything the page asks for at load (calls, photos, fonts) has answered.
        await page.waitForLoadState('networkidle');
        // A signed-in route that sent its person away would prove nothing about its own page.
        if (route.who !== 'visitor') expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(decodeURIComponent(address.split('?')[0]!));
        expect(errors).toEqual([]);
        expect(consoleErrors).toEqual([]);
        if (locale === 'fr') expect(await englishOnFrenchPage(page), 'English on a French page').toEqual([]);
        expect(await seriousViolations(page), 'at 1280 px').toEqual([]);
        await page.setViewportSize({ width: 375, height: 800 });
        await page.waitForFunction(() => document.documentElement.clientWidth <= 375);
        expect(await seriousViolations(page), 'at 375 px').toEqual([]);
        await page.setViewportSize({ width: 320, height: 800 });
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'the page is wider than 320 px' }).toBeLessThanOrEqual(320);
        await page.context().close();
      });
    }
  }
});
