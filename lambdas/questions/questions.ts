import { ulid } from '../lib/ids.ts';
import type { AdminQuestionView, SellerQuestionView } from '../../shared/contract/questions.ts';
import type { Locale } from '../../shared/i18n/paths.ts';
import type { LotListing } from '../../shared/item.ts';
import { canSeeLot } from '../../shared/item-status.ts';
import type { NotificationTemplate } from '../../shared/notifications.ts';
import { askerShownAs, askRefusal, lotTakesQuestions, questionsShownTo, questionView, sellerQuestionsOrder, type Question, type QuestionView } from '../../shared/questions.ts';
import { readerOf } from '../../shared/reader.ts';
import { getLot, getLots } from '../data/entities/lot.ts';
import { getListing, getListings } from '../data/entities/lot-listing.ts';
import { getProfile } from '../data/entities/profile.ts';
import { addAnswer, createQuestion, getQuestion, hideQuestion, listQuestionsOfLot, listQuestionsOfSeller, listRecentQuestions, showQuestion } from '../data/entities/question.ts';
import type { Caller } from '../lib/caller.ts';
import { conflict, forbidden, notFound } from '../lib/errors.ts';
import { notify } from '../notify/notify.ts';

/*
 * Questions to the seller on a lot (issue 26 item 3, docs/adr/0055). Each change is one write (the
 * question, then its answer by a conditional update), then the notice to the other party, made once
 * per question and event. Texts with contact details never get here: the calls' schemas refuse them
 * (shared/contract/questions.ts).
 */

/** How many recent questions the back office lists. */
const RECENT_SHOWN = 50;

/** The language a text is written in: the page's, else the writer's last language on the site. */
async function languageOf(uid: string, given: Locale | undefined): Promise<Locale> {
  return given ?? readerOf(await getProfile(uid)).locale;
}

/** Where the notices send people: the lot's questions. */
const questionsPath = (itemId: string) => `/items/${encodeURIComponent(itemId)}/buyer#questions`;

function tell(uid: string, question: Question, listing: LotListing | null, listAsAuction: boolean, template: NotificationTemplate, params: Record<string, string>, at: Date) {
  return notify({
    uid,
    template,
    params: { itemName: listing?.name ?? '', ...params },
    item: { id: question.itemId, photos: listing?.photos ?? [], listAsAuction },
    dedupeKey: `question:${question.id}:${template}`,
    link: questionsPath(question.itemId),
    at,
  });
}

/** A signed-in person asks the seller of a live lot (not their own); the seller is told. */
export async function askQuestion(caller: Caller, input: { itemId: string; text: string; language?: Locale }, now: Date): Promise<QuestionView> {
  const lot = await getLot(input.itemId);
  if (!lot || !canSeeLot(caller, lot)) throw notFound();
  const refusal = askRefusal(lot, caller.uid, now);
  if (refusal === 'ownLot') throw forbidden('questionOwnLot');
  if (refusal === 'lotEnded') throw conflict('questionLotEnded', { status: lot.status });
  const [lang, listing] = await Promise.all([languageOf(caller.uid, input.language), getListing(lot.id)]);
  const question: Question = {
    id: ulid(now.getTime()),
    itemId: lot.id,
    sellerId: lot.sellerId,
    askerId: caller.uid,
    askerName: askerShownAs(caller.name),
    text: input.text,
    lang,
    askedAt: now.toISOString(),
  };
  await createQuestion(question);
  await tell(lot.sellerId, question, listing, lot.listAsAuction, 'questionAsked', { question: question.text }, now);
  return questionView(question, caller.uid);
}

/** The lot's seller answers a question while the lot is on sale; the asker is told, and everyone sees it. */
export async function answerQuestion(caller: Caller, input: { questionId: string; text: string; language?: Locale }, now: Date): Promise<QuestionView> {
  const question = await getQuestion(input.questionId, true);
  if (!question || question.hiddenAt) throw notFound();
  if (question.sellerId !== caller.uid) throw forbidden('onlySellerAnswers');
  const lot = await getLot(question.itemId, true);
  if (!lot || !lotTakesQuestions(lot, now)) throw conflict('answerLotEnded', { status: lot?.status ?? null });
  if (question.answer !== undefined) throw conflict('questionAnsweredAlready', { question: questionView(question, caller.uid) });
  const answered = await addAnswer(question.id, { text: input.text, lang: await languageOf(caller.uid, input.language), at: now.toISOString() });
  if (!answered) {
    // Another answer, or an admin's hiding, came first.
    const fresh = await getQuestion(question.id, true);
    if (!fresh || fresh.hiddenAt) throw notFound();
    throw conflict('questionAnsweredAlready', { question: questionView(fresh, caller.uid) });
  }
  await tell(answered.askerId, answered, await getListing(answered.itemId), lot.listAsAuction, 'questionAnswered', { answer: answered.answer! }, now);
  return questionView(answered, caller.uid);
}

/** A lot's questions as the caller may see them (questionsShownTo); 404 for a lot they may not see. */
export async function questionsOfLot(caller: Caller | null, itemId: string): Promise<QuestionView[]> {
  const lot = await getLot(itemId);
  if (!lot || !canSeeLot(caller, lot)) throw notFound();
  return questionsShownTo(await listQuestionsOfLot(lot), caller?.uid ?? null);
}

/**
 * The questions on the caller's own lots, for their dashboard: only theirs (the index partition is the
 * caller's uid), hidden ones left out, unanswered first then newest first (sellerQuestionsOrder), each
 * with its lot's name and status and whether it can still be answered.
 */
export async function questionsOfSeller(caller: Caller, now: Date): Promise<SellerQuestionView[]> {
  const questions = sellerQuestionsOrder(await listQuestionsOfSeller(caller.uid));
  const itemIds = [...new Set(questions.map((q) => q.itemId))];
  const [lots, listings] = await Promise.all([getLots(itemIds), getListings(itemIds)]);
  return questions.map((q) => {
    const lot = lots.get(q.itemId);
    return {
      ...questionView(q, caller.uid),
      itemId: q.itemId,
      itemName: listings.get(q.itemId)?.name ?? '',
      itemStatus: lot?.status ?? null,
      canAnswer: q.answer === undefined && lot !== undefined && lotTakesQuestions(lot, now),
    };
  });
}

/** An admin hides a question from everyone, or (`hidden` false) shows it again: 404 when there is none. */
export async function setQuestionHiddenByAdmin(caller: Caller, questionId: string, hidden: boolean, now: Date): Promise<Question> {
  const changed = hidden ? await hideQuestion(questionId, caller.uid, now.toISOString()) : await showQuestion(questionId);
  if (!changed) throw notFound();
  return changed;
}

/** The newest questions on any lot, hidden ones too, each with its lot's name: the back office's list. */
export async function recentQuestions(): Promise<AdminQuestionView[]> {
  const questions = await listRecentQuestions(RECENT_SHOWN);
  const listings = await getListings([...new Set(questions.map((q) => q.itemId))]);
  return questions.map((q) => ({
    ...questionView(q, null),
    itemId: q.itemId,
    itemName: listings.get(q.itemId)?.name ?? '',
    askerId: q.askerId,
    hidden: Boolean(q.hiddenAt),
  }));
}
