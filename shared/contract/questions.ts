import * as z from 'zod';
import { findContactDetails } from '../contact-details.ts';
import { LOCALES } from '../i18n/paths.ts';
import { said } from './protocol.ts';
import { ANSWER_TEXT_MAX, QUESTION_TEXT_MAX, type QuestionView } from '../questions.ts';
import type { ItemStatus } from '../item.ts';
import { IdSchema } from './catalogue.ts';

/*
 * The question calls (contract/CALLS.md, "Calls of the next wave": askQuestion, answerQuestion,
 * getQuestions, adminHideQuestion), the back office's list of recent questions (adminListQuestions) and
 * the seller dashboard's list of the questions on the caller's lots (getSellerQuestions).
 * `language` is the page's language, which the text is written in (docs/adr/0055); without it, the
 * writer's profile language.
 */

const LanguageSchema = z.enum(LOCALES).optional();
/** A question's or an answer's text: no contact details (shared/contact-details.ts), so the page's form refuses them as the call does, in the same words. */
const exchangedText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => findContactDetails(text) === null, said('contactDetailsRefused'));

export const AskQuestionInputSchema = z.strictObject({ itemId: IdSchema, text: exchangedText(QUESTION_TEXT_MAX), language: LanguageSchema });
export const AnswerQuestionInputSchema = z.strictObject({ questionId: IdSchema, text: exchangedText(ANSWER_TEXT_MAX), language: LanguageSchema });
export const GetQuestionsInputSchema = z.strictObject({ itemId: IdSchema });
/** `hidden: false` shows a hidden question again (docs/adr/0055); without it, the contract's hiding. */
export const AdminHideQuestionInputSchema = z.strictObject({ questionId: IdSchema, hidden: z.boolean().default(true) });
export const GetSellerQuestionsInputSchema = z.strictObject({});
export const AdminListQuestionsInputSchema = z.strictObject({});

export interface QuestionOutput {
  question: QuestionView;
}

export interface QuestionsOutput {
  questions: QuestionView[];
}

/** A question as the back office lists it: everything, hidden or not, with its lot. */
export interface AdminQuestionView extends QuestionView {
  itemId: string;
  itemName: string;
  askerId: string;
  hidden: boolean;
}

export interface AdminQuestionsOutput {
  questions: AdminQuestionView[];
}

/** A question as the seller dashboard lists it: with its lot, and whether it can still be answered (the lot on sale, no answer yet). */
export interface SellerQuestionView extends QuestionView {
  itemId: string;
  itemName: string;
  itemStatus: ItemStatus | null;
  canAnswer: boolean;
}

export interface SellerQuestionsOutput {
  questions: SellerQuestionView[];
}
