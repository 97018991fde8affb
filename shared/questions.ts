import { maskBidder } from './bidding.ts';
import type { Locale } from './i18n/paths.ts';
import { ItemStatus } from './item.ts';

/*
 * Questions to the seller on a lot (issue 26 item 3, docs/adr/0055): who may ask and answer, and what
 * each person is shown. Pure: the calls (lambdas/questions) read the lot and the question and apply these.
 */

export const QUESTION_TEXT_MAX = 500;
export const ANSWER_TEXT_MAX = 1000;

/** A question as stored (lambdas/data/entities/question.ts). */
export interface Question {
  id: string;
  itemId: string;
  sellerId: string;
  askerId: string;
  /** The asker as the lot's page names them: masked as on the bid history ("j***n"), fixed when asked. */
  askerName: string;
  text: string;
  /** The language the question was written in (the page's): the HTML marks it with `lang`. */
  lang: Locale;
  askedAt: string;
  answer?: string;
  answerLang?: Locale;
  answeredAt?: string;
  /** Set by an admin (adminHideQuestion): the question is then shown to nobody but admins. */
  hiddenAt?: string;
  hiddenBy?: string;
}

/** One question as getQuestions answers it (CALLS.md: `id, text, askedAt, asker, answer?, answeredAt?`, plus the languages and whose it is). */
export interface QuestionView {
  id: string;
  text: string;
  lang: Locale;
  askedAt: string;
  asker: string;
  answer?: string;
  answerLang?: Locale;
  answeredAt?: string;
  /** The caller asked it. */
  mine: boolean;
}

/** Why a lot takes no question, or a question no answer: each is its own message. */
export type QuestionRefusal = 'ownLot' | 'lotEnded';

/** A lot takes questions while it is on sale: Active and before its end (the workflow may not have closed it yet). */
export function lotTakesQuestions(lot: { status: ItemStatus; endsAt: string | null }, now: Date): boolean {
  return lot.status === ItemStatus.Active && (lot.endsAt === null || now.getTime() < Date.parse(lot.endsAt));
}

/** Whether `askerId` may ask about the lot now: not its seller, and only while it is on sale. */
export function askRefusal(lot: { status: ItemStatus; endsAt: string | null; sellerId: string }, askerId: string, now: Date): QuestionRefusal | null {
  if (lot.sellerId === askerId) return 'ownLot';
  return lotTakesQuestions(lot, now) ? null : 'lotEnded';
}

/** How the asker is shown to others: the bid history's mask of their name. */
export const askerShownAs = maskBidder;

/**
 * What a viewer is shown of a lot's questions, oldest first: the answered ones to everyone; the unanswered
 * ones to their asker and to the lot's seller (who answers them); hidden ones to nobody.
 */
export function questionsShownTo(questions: readonly Question[], viewerId: string | null): QuestionView[] {
  return questions
    .filter((q) => !q.hiddenAt && (q.answer !== undefined || (viewerId !== null && (q.askerId === viewerId || q.sellerId === viewerId))))
    .sort((a, b) => a.askedAt.localeCompare(b.askedAt) || a.id.localeCompare(b.id))
    .map((q) => questionView(q, viewerId));
}

export function questionView(q: Question, viewerId: string | null): QuestionView {
  return {
    id: q.id,
    text: q.text,
    lang: q.lang,
    askedAt: q.askedAt,
    asker: q.askerName,
    ...(q.answer !== undefined ? { answer: q.answer, answerLang: q.answerLang ?? q.lang, answeredAt: q.answeredAt! } : {}),
    mine: viewerId !== null && q.askerId === viewerId,
  };
}

/** How many questions the seller dashboard's Questions tab lists at most (unanswered ones first). */
export const SELLER_QUESTIONS_SHOWN = 200;

/**
 * A seller's questions as their dashboard lists them: hidden ones left out, the unanswered first, then
 * newest first within each; at most SELLER_QUESTIONS_SHOWN.
 */
export function sellerQuestionsOrder(questions: readonly Question[]): Question[] {
  return questions
    .filter((q) => !q.hiddenAt)
    .sort((a, b) => Number(a.answer !== undefined) - Number(b.answer !== undefined) || b.askedAt.localeCompare(a.askedAt) || b.id.localeCompare(a.id))
    .slice(0, SELLER_QUESTIONS_SHOWN);
}
