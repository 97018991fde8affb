import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { asRole, newUser, type TestUser, signInDemo } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { openAs, type OpenedPage } from '../support/browser.ts';
import { liveLot, type LiveLot } from '../support/market.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * Questions to the seller as people meet them in Chromium (issue 26 item 3; docs/adr/0055): a buyer on
 * a phone, in French, is told beside the field that contact details are refused, then asks; the seller
 * answers from their dashboard's Questions tab on a phone (refused once for a web address); a visitor
 * sees the answered question on the lot page, each text marked with its language, the asker masked; an
 * admin hides it from the back office, then shows it again. Four page loads; the lot is made through the API.
 */

const browser = useBrowser();
let seller: TestUser;
let asker: TestUser;
let lot: LiveLot;

beforeAll(async () => {
  const expertToken = await signInDemo('expert');
  [seller, asker] = await Promise.all([asRole('seller'), newUser({ firstName: 'Quentin', lastName: 'Curieux', emailPrefix: 'asker' })]);
  lot = await liveLot(seller.token, expertToken);
});

const QUESTION = 'Le tiroir ferme-t-il à clé ?';
const ANSWER = 'Yes, with its original key.';

function expectClean(opened: OpenedPage): void {
  expect(opened.errors).toEqual([]);
}

describe('questions on a lot page', () => {
  it('a buyer asks (contact details refused beside the field, in French, at 375 px), the seller answers from the dashboard (375 px), a visitor reads it on the lot page, an admin hides it and shows it again', async () => {
    // The buyer, on a phone, on the French page.
    const buyer = await openAs(browser(), `/fr/items/${lot.itemId}/buyer`, { token: asker.token, email: asker.email }, { viewport: { width: 375, height: 800 }, hydrated: true });
    const askForm = buyer.page.getByTestId('ask-question-form');
    await askForm.waitFor();
    await askForm.getByTestId('ask-question').fill('Écrivez-moi : jean arobase exemple point fr');
    await askForm.getByTestId('ask-question-submit').click();
    await expect.poll(() => askForm.getByTestId('field-error').textContent()).toBe('Retirez les adresses e-mail, numéros de téléphone et adresses web : questions et réponses restent sur Patina');
    expect((await callApi('getQuestions', { itemId: lot.itemId }, asker.headers)).data.questions).toEqual([]);
    await askForm.getByTestId('ask-question').fill(QUESTION);
    await askForm.getByTestId('ask-question-submit').click();
    await expect.poll(() => askForm.getByTestId('form-success').textContent()).toContain('Votre question a été envoyée au vendeur');
    const mine = buyer.page.getByTestId('question');
    await expect.poll(() => mine.getByTestId('question-text').getAttribute('lang')).toBe('fr');
    expect(await mine.getByTestId('question-awaiting').textContent()).toContain('En attente de la réponse du vendeur');
    expect(await buyer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(buyer.page)).toEqual([]);
    expectClean(buyer);

    // The seller answers from their dashboard's Questions tab, on a phone: the count says one awaits them;
    // a web address is refused beside the field first.
    const dashboard = await openAs(browser(), '/sellar-dashboard/Questions', { token: seller.token, email: seller.email, seller: true }, { viewport: { width: 375, height: 800 }, hydrated: true });
    const row = dashboard.page.getByTestId('seller-question');
    await row.waitFor();
    const awaiting = dashboard.page.getByTestId('dashboard-count-questions');
    expect(await awaiting.textContent()).toBe('1(1 question awaiting your answer)');
    expect(await row.getByTestId('question-text').textContent()).toBe(QUESTION);
    expect(await row.getByTestId('seller-question-lot').textContent()).toBe(lot.name);
    expect(await row.getByTestId('seller-question-lot').getAttribute('href')).toBe(`/items/${lot.itemId}/buyer#questions`);
    expect(await dashboard.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(dashboard.page)).toEqual([]);
    const answerForm = row.getByTestId('answer-form');
    await answerForm.getByTestId('answer-text').fill('Details on harcourt-antiques.co.uk');
    await answerForm.getByTestId('answer-submit').click();
    await expect.poll(() => answerForm.getByTestId('field-error').textContent()).toBe('Please leave out e-mail addresses, phone numbers and web addresses: questions and answers stay on Patina');
    await answerForm.getByTestId('answer-text').fill(ANSWER);
    await answerForm.getByTestId('answer-submit').click();
    await expect.poll(() => row.getByTestId('question-answer').textContent()).toContain(ANSWER);
    expect(await row.getByTestId('answer-form').count()).toBe(0);
    expect(await awaiting.textContent()).toBe('0(0 questions awaiting your answer)');
    expectClean(dashboard);

    // A visitor sees the answered question, each text in its language, the asker masked as on the bids.
    const { asker: masked, id: questionId } = (await callApi('getQuestions', { itemId: lot.itemId })).data.questions[0] as { asker: string; id: string };
    const visitor = await openAs(browser(), `/items/${lot.itemId}/buyer`, undefined, { hydrated: true });
    const shown = visitor.page.getByTestId('question');
    await shown.waitFor();
    expect(await shown.getByTestId('question-text').getAttribute('lang')).toBe('fr');
    expect(await shown.getByTestId('question-answer').locator('p[lang]').getAttribute('lang')).toBe('en');
    const text = (await shown.textContent())!;
    expect(text).toContain(`Asked by ${masked}`);
    expect(text).not.toContain('Quentin');
    expect(await visitor.page.getByTestId('sign-in-to-ask').count()).toBe(1);
    expect(await seriousViolations(visitor.page)).toEqual([]);
    expectClean(visitor);

    // An admin hides it from the back office's Questions area; nobody sees it any more.
    const back = await openAs(browser(), '/admin-details?section=questions', { token: await signInDemo('admin'), email: 'admin@patina.test' }, { hydrated: true });
    const adminRow = back.page.locator(`[data-testid="admin-question"][data-question-id="${questionId}"]`);
    await adminRow.waitFor();
    expect(await adminRow.textContent()).toContain(lot.name);
    await adminRow.getByTestId('hide-question').click();
    await expect.poll(() => adminRow.getByTestId('admin-question-state').textContent()).toBe('Hidden');
    expect((await callApi('getQuestions', { itemId: lot.itemId })).data.questions).toEqual([]);
    // Second thoughts: shown again, to everyone.
    await adminRow.getByTestId('show-question').click();
    await expect.poll(() => adminRow.getByTestId('admin-question-state').textContent()).toBe('Shown');
    expect(((await callApi('getQuestions', { itemId: lot.itemId })).data.questions as { id: string }[]).map((q) => q.id)).toEqual([questionId]);
    expectClean(back);
  });
});
