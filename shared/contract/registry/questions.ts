import { entry, group, returns } from './entry.ts';
import { AdminHideQuestionInputSchema, AdminListQuestionsInputSchema, AnswerQuestionInputSchema, AskQuestionInputSchema, GetQuestionsInputSchema, GetSellerQuestionsInputSchema, type AdminQuestionsOutput, type QuestionOutput, type QuestionsOutput, type SellerQuestionsOutput } from '../questions.ts';

/** The questions function's calls: questions to a lot's seller. */
export const QUESTIONS_CALLS = group('questions', {
  askQuestion: entry('user', AskQuestionInputSchema, returns<QuestionOutput>()),
  answerQuestion: entry('user', AnswerQuestionInputSchema, returns<QuestionOutput>()),
  getQuestions: entry('any', GetQuestionsInputSchema, returns<QuestionsOutput>()),
  getSellerQuestions: entry('seller', GetSellerQuestionsInputSchema, returns<SellerQuestionsOutput>()),
  adminHideQuestion: entry('admin', AdminHideQuestionInputSchema, returns<null>()),
  adminListQuestions: entry('admin', AdminListQuestionsInputSchema, returns<AdminQuestionsOutput>()),
});
