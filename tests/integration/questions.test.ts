import { beforeAll, describe, expect, it } from 'vitest';
import { accountWindow, ACCOUNT_LIMITS } from '../../shared/account-limits.ts';
import { BASE_URL, callApi } from '../support/api.ts';
import { asRole, asRoles, newUser, type TestUser } from '../support/auth.ts';
import { bidState, liveLot } from '../support/market.ts';
import { useStackTable } from '../support/stack-db.ts';

/*
 * Questions to the seller on a lot (issue 26 item 3; docs/adr/0055), through the calls on the shared
 * stack: asked on a live lot, the seller told, answered, the asker told, shown to everyone with the
 * asker masked as on the bid history; contact details, the seller's own lot, an ended lot, another
 * person's answer and the daily limit refused; an admin's hiding and showing again; the seller
 * dashboard's list of the questions on one's own lots.
 */

let seller: TestUser, expert: TestUser, admin: TestUser;
beforeAll(async () => {
  useStackTable();
  ({ seller, expert, admin } = await asRoles('seller', 'expert', 'admin'));
}, 120_000);

interface Shown {
  id: string;
  text: string;
  lang: string;
  askedAt: string;
  asker: string;
  answer?: string;
  answerLang?: string;
  mine: boolean;
}
interface Note {
  type: string;
  template?: string;
  title: string;
  item: { id: string } | null;
}
const questionsOf = async (itemId: string, person?: TestUser) => (await callApi('getQuestions', { itemId }, person?.headers ?? {})).data.questions as Shown[];
const notesOf = async (person: TestUser) => (await callApi('getNotifications', { uid: person.uid, limit: 50, offset: 0 }, person.headers)).data as Note[];
const mailsTo = async (email: string) => ((await (await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { mails: { subject: string; text: string }[] }).mails;

describe('a question and its answer', () => {
  it('reaches the seller, is answered, told to the asker in their language, and shown to everyone with the asker masked as on the bids', async () => {
    const lot = await liveLot(seller.token, expert.token);
    const [asker, visitorWithAccount] = await Promise.all([newUser({ firstName: 'Quentin', lastName: 'Asker', emailPrefix: 'asker' }), newUser({ emailPrefix: 'reader' })]);
    expect((await callApi('updateProfile', { language: 'fr' }, asker.headers)).status).toBe(200);

    const asked = await callApi('askQuestion', { itemId: lot.itemId, text: 'Le tiroir ferme-t-il à clé ?', language: 'fr' }, asker.headers);
    expect([asked.status, asked.code], asked.message).toEqual([200, 'questionSent']);
    const question = asked.data.question as Shown;
    expect(question).toMatchObject({ text: 'Le tiroir ferme-t-il à clé ?', lang: 'fr', mine: true });
    expect(question.answer).toBeUndefined();

    // Unanswered: the asker and the seller see it, nobody else does.
    expect((await questionsOf(lot.itemId, asker)).map((q) => q.id)).toEqual([question.id]);
    expect((await questionsOf(lot.itemId, seller)).map((q) => q.id)).toEqual([question.id]);
    expect(await questionsOf(lot.itemId, visitorWithAccount)).toEqual([]);
    expect(await questionsOf(lot.itemId)).toEqual([]);

    // The seller is told in the bell and by e-mail (English: their language), with a link to the lot's questions.
    expect((await notesOf(seller)).filter((n) => n.template === 'questionAsked' && n.item?.id === lot.itemId)).toMatchObject([{ type: 'QUESTION', title: `A question about ${lot.name}` }]);
    const sellerMail = (await mailsTo(seller.email)).find((m) => m.subject === `Patina: A question about ${lot.name}`)!;
    expect(sellerMail.text).toContain('Le tiroir ferme-t-il à clé ?');
    expect(sellerMail.text).toContain(`/items/${lot.itemId}/buyer#questions`);

    // Someone other than the lot's seller (a seller themselves) cannot answer.
    const otherSeller = await asRole('seller');
    const byOther = await callApi('answerQuestion', { questionId: question.id, text: 'Yes.' }, otherSeller.headers);
    expect([byOther.status, byOther.code]).toEqual([403, 'onlySellerAnswers']);

    const answered = await callApi('answerQuestion', { questionId: question.id, text: 'Yes, with its original key.', language: 'en' }, seller.headers);
    expect([answered.status, answered.code], answered.message).toEqual([200, 'answerPublished']);
    const again = await callApi('answerQuestion', { questionId: question.id, text: 'And a spare.' }, seller.headers);
    expect([again.status, again.code]).toEqual([409, 'questionAnsweredAlready']);

    // Everyone sees it now, each text in its own language, the asker masked exactly as their bid shows them.
    expect((await callApi('placeBid', { itemId: lot.itemId, amount: (await bidState(lot.itemId)).data.minNextBid }, asker.headers)).status).toBe(200);
    const bidder = (await bidState(lot.itemId)).data.bids[0]!.bidder;
    for (const viewer of [undefined, visitorWithAccount, seller]) {
      const shown = await questionsOf(lot.itemId, viewer);
      expect(shown).toEqual([{ id: question.id, text: 'Le tiroir ferme-t-il à clé ?', lang: 'fr', askedAt: question.askedAt, asker: bidder, answer: 'Yes, with its original key.', answerLang: 'en', answeredAt: expect.any(String), mine: false }]);
    }
    const public_ = JSON.stringify(await questionsOf(lot.itemId));
    for (const secret of ['Quentin', 'Asker', asker.email, asker.uid]) expect(public_).not.toContain(secret);
    expect((await questionsOf(lot.itemId, asker))[0]!.mine).toBe(true);

    // The asker is told, in French: the bell's stored words and the e-mail.
    expect((await notesOf(asker)).filter((n) => n.template === 'questionAnswered')).toMatchObject([{ type: 'QUESTION', title: `Le vendeur a répondu à votre question sur ${lot.name}` }]);
    const askerMail = (await mailsTo(asker.email)).find((m) => m.subject === `Patina : Le vendeur a répondu à votre question sur ${lot.name}`)!;
    expect(askerMail.text).toContain('« Yes, with its original key. »');
    expect(askerMail.text).toContain(`/fr/items/${lot.itemId}/buyer#questions`);
  });
});

describe('what is refused', () => {
  it('contact details in a question or an answer (400, nothing stored), the seller’s own lot, a visitor, and an ended lot for both', async () => {
    const lot = await liveLot(seller.token, expert.token);
    const [asker, buyer] = await Promise.all([newUser({ emailPrefix: 'asker' }), newUser({ emailPrefix: 'buyer' })]);
    for (const text of ['Mail me: jo@example.com', 'jo at example dot com', 'Call 07700 900123', 'More on www.example.fr']) {
      const refused = await callApi('askQuestion', { itemId: lot.itemId, text }, asker.headers);
      expect([refused.status, refused.code, refused.data.fields], text).toEqual([400, 'contactDetailsRefused', { text: refused.message }]);
    }
    expect(await questionsOf(lot.itemId, asker)).toEqual([]);
    expect((await notesOf(seller)).filter((n) => n.item?.id === lot.itemId && n.template === 'questionAsked')).toEqual([]);

    const own = await callApi('askQuestion', { itemId: lot.itemId, text: 'Is it mine?' }, seller.headers);
    expect([own.status, own.code]).toEqual([403, 'questionOwnLot']);
    expect((await callApi('askQuestion', { itemId: lot.itemId, text: 'Is it signed?' })).status).toBe(401);

    const asked = await callApi('askQuestion', { itemId: lot.itemId, text: 'Does it measure 30 x 40 cm, made in 1850?' }, asker.headers);
    expect(asked.status, asked.message).toBe(200);
    const questionId = asked.data.question.id as string;
    const withContact = await callApi('answerQuestion', { questionId, text: 'Yes: ring me on +44 20 7946 0958' }, seller.headers);
    expect([withContact.status, withContact.code, Object.keys(withContact.data.fields)]).toEqual([400, 'contactDetailsRefused', ['text']]);
    expect((await questionsOf(lot.itemId, asker))[0]!.answer).toBeUndefined();

    // Bought with Buy it now: the lot has ended; no more questions, and the one asked can no longer be answered.
    expect((await callApi('buyNow', { itemId: lot.itemId }, buyer.headers)).status).toBe(200);
    const late = await callApi('askQuestion', { itemId: lot.itemId, text: 'Is it still available?' }, asker.headers);
    expect([late.status, late.code]).toEqual([409, 'questionLotEnded']);
    const lateAnswer = await callApi('answerQuestion', { questionId, text: 'Yes, it does.' }, seller.headers);
    expect([lateAnswer.status, lateAnswer.code]).toEqual([409, 'answerLotEnded']);
  });

  it('more than 20 questions a day from one person: 429 with its own message and Retry-After', async () => {
    const person = await newUser({ emailPrefix: 'curious' });
    const { limit, windowSeconds } = ACCOUNT_LIMITS.questions;
    const started = Date.now();
    // A lot no one has: each call is counted, then answered 404 (nothing asked of anyone).
    const answers = [];
    for (let n = 0; n <= limit; n++) answers.push(await callApi('askQuestion', { itemId: 'NOSUCHLOT', text: `Question ${n}?` }, person.headers));
    // The UTC day turning during the run gives a second window (not at 12:00, but CI may run at midnight).
    const windows = (accountWindow(ACCOUNT_LIMITS.questions, Date.now()).start - accountWindow(ACCOUNT_LIMITS.questions, started).start) / windowSeconds + 1;
    if (windows > 1) return;
    expect(answers.slice(0, limit).map((a) => a.status)).toEqual(Array(limit).fill(404));
    const refused = answers[limit]!;
    expect([refused.status, refused.code, refused.message]).toEqual([429, 'questionDailyLimit', 'You have asked as many questions as you can today: you can ask more tomorrow']);
    expect(refused.retryAfter).toBeGreaterThan(0);
  });
});

describe('an admin hides a question', () => {
  it('from everyone: the visitor, the asker and the seller; the back office lists it as hidden; only admins may', async () => {
    const lot = await liveLot(seller.token, expert.token);
    const asker = await newUser({ emailPrefix: 'asker' });
    const asked = await callApi('askQuestion', { itemId: lot.itemId, text: 'Is this <b>really</b> Georgian?' }, asker.headers);
    const questionId = asked.data.question.id as string;
    expect((await callApi('answerQuestion', { questionId, text: 'Yes & <i>signed</i>.' }, seller.headers)).status).toBe(200);
    // Stored and answered as text, never as markup (the page renders it as text).
    expect((await questionsOf(lot.itemId))[0]).toMatchObject({ text: 'Is this <b>really</b> Georgian?', answer: 'Yes & <i>signed</i>.' });
    const listed = (await callApi('adminListQuestions', {}, admin.headers)).data.questions as { id: string; itemId: string; itemName: string; hidden: boolean }[];
    expect(listed.find((q) => q.id === questionId)).toMatchObject({ itemId: lot.itemId, itemName: lot.name, hidden: false });

    for (const someone of [asker, seller, expert]) expect((await callApi('adminHideQuestion', { questionId }, someone.headers)).status).toBe(403);
    const hidden = await callApi('adminHideQuestion', { questionId }, admin.headers);
    expect([hidden.status, hidden.code]).toEqual([200, 'questionHidden']);
    for (const viewer of [undefined, asker, seller]) expect(await questionsOf(lot.itemId, viewer)).toEqual([]);
    const after = (await callApi('adminListQuestions', {}, admin.headers)).data.questions as { id: string; hidden: boolean }[];
    expect(after.find((q) => q.id === questionId)?.hidden).toBe(true);
    expect((await callApi('adminHideQuestion', { questionId: 'NOSUCHQUESTION' }, admin.headers)).status).toBe(404);

    // Shown again (`hidden: false`): only by an admin, then to everyone as before.
    for (const someone of [asker, seller]) expect((await callApi('adminHideQuestion', { questionId, hidden: false }, someone.headers)).status).toBe(403);
    expect(await questionsOf(lot.itemId)).toEqual([]);
    const shown = await callApi('adminHideQuestion', { questionId, hidden: false }, admin.headers);
    expect([shown.status, shown.code]).toEqual([200, 'questionShown']);
    for (const viewer of [undefined, asker, seller]) expect((await questionsOf(lot.itemId, viewer)).map((q) => q.id)).toEqual([questionId]);
    const listedAgain = (await callApi('adminListQuestions', {}, admin.headers)).data.questions as { id: string; hidden: boolean }[];
    expect(listedAgain.find((q) => q.id === questionId)?.hidden).toBe(false);
  });
});

describe('the seller dashboard’s questions (getSellerQuestions)', () => {
  it('lists the questions on the caller’s own lots only, unanswered first then newest first, hidden ones left out; a buyer is refused', async () => {
    const [sellerA, sellerB, asker] = await Promise.all([asRole('seller'), asRole('seller'), newUser({ emailPrefix: 'asker' })]);
    const [chest, clock, vase] = await Promise.all([liveLot(sellerA.token, expert.token), liveLot(sellerA.token, expert.token), liveLot(sellerB.token, expert.token)]);
    const ask = async (itemId: string, text: string) => {
      const asked = await callApi('askQuestion', { itemId, text }, asker.headers);
      expect(asked.status, asked.message).toBe(200);
      return asked.data.question.id as string;
    };
    // Asked one after another: each later than the one before.
    const first = await ask(chest.itemId, 'Is the chest oak?');
    const onVase = await ask(vase.itemId, 'Is the vase glazed inside?');
    const second = await ask(clock.itemId, 'Does the clock chime?');
    const third = await ask(chest.itemId, 'Are the handles original?');
    const hidden = await ask(clock.itemId, 'Is the dial painted?');
    expect((await callApi('answerQuestion', { questionId: first, text: 'Yes, solid oak.' }, sellerA.headers)).status).toBe(200);
    expect((await callApi('adminHideQuestion', { questionId: hidden }, admin.headers)).status).toBe(200);

    const ofA = await callApi('getSellerQuestions', {}, sellerA.headers);
    expect(ofA.status, ofA.message).toBe(200);
    const listed = ofA.data.questions as (Shown & { itemId: string; itemName: string; itemStatus: string; canAnswer: boolean })[];
    expect(listed.map((q) => q.id)).toEqual([third, second, first]);
    expect(listed[0]).toMatchObject({ text: 'Are the handles original?', itemId: chest.itemId, itemName: chest.name, itemStatus: 'Active', canAnswer: true, mine: false });
    expect(listed[1]).toMatchObject({ itemId: clock.itemId, itemName: clock.name, canAnswer: true });
    expect(listed[2]).toMatchObject({ itemId: chest.itemId, answer: 'Yes, solid oak.', canAnswer: false });
    expect(JSON.stringify(listed)).not.toContain(asker.uid);

    const ofB = (await callApi('getSellerQuestions', {}, sellerB.headers)).data.questions as { id: string }[];
    expect(ofB.map((q) => q.id)).toEqual([onVase]);
    // The asker has no seller account: refused; a visitor must sign in.
    expect((await callApi('getSellerQuestions', {}, asker.headers)).status).toBe(403);
    expect((await callApi('getSellerQuestions', {})).status).toBe(401);
  });
});
