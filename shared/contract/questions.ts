import * as z from 'zod';
import { findContactDetails } from '../contact-details.ts';
import { LOCALES } from '../i18n/paths.ts';
import { Messages } from '../messages.ts';
import { ANSWER_TEXT_MAX, QUESTION_TEXT_MAX, type QuestionView } from '../questions.ts';
import { IdSchema } from './catalogue.ts';

/*
 * The question calls (contract/CALLS.md, "Calls of the next wave": askQuestion, answerQuestion,
 * getQuestions, adminHideQuestion) and the back office's list of recent questions (adminListQuestions).
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
    .refine((text) => findContactDetails(text) === null, Messages.contactDetailsRefused);

export const AskQuestionInputSchema = z.strictObject({ itemId: IdSchema, text: exchangedText(QUESTION_TEXT_MAX), language: LanguageSchema });
export const AnswerQuestionInputSchema = z.strictObject({ questionId: IdSchema, text: exchangedText(ANSWER_TEXT_MAX), language: LanguageSchema });
export const GetQuestionsInputSchema = z.strictObject({ itemId: IdSchema });
export const AdminHideQuestionInputSchema = z.strictObject({ questionId: IdSchema });
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
