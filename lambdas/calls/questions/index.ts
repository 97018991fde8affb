import { ACCOUNT_LIMITS } from '../../../shared/account-limits.ts';
import {
  AdminHideQuestionInputSchema,
  AdminListQuestionsInputSchema,
  AnswerQuestionInputSchema,
  AskQuestionInputSchema,
  GetQuestionsInputSchema,
  type AdminQuestionsOutput,
  type QuestionOutput,
  type QuestionsOutput,
} from '../../../shared/contract/questions.ts';
import { limitPerAccount } from '../../lib/account-limit.ts';
import { defineCall, type CallDefinition, type Reply } from '../../lib/call.ts';
import { answerQuestion as answer, askQuestion as ask, hideQuestionByAdmin, questionsOfLot, recentQuestions } from '../../questions/questions.ts';
import { audit } from '../admin/audit.ts';

/** A signed-in person asks a live lot's seller; limited per day per person (shared/account-limits.ts). */
export const askQuestion = defineCall({
  name: 'askQuestion',
  who: 'user',
  input: AskQuestionInputSchema,
  accountLimit: limitPerAccount(ACCOUNT_LIMITS.questions),
  async run(input, ctx): Promise<Reply<QuestionOutput>> {
    return { data: { question: await ask(ctx.caller!, input, ctx.now) }, message: 'questionSent' };
  },
});

/** The lot's seller answers (403 for anyone else, 409 once the lot has ended). */
export const answerQuestion = defineCall({
  name: 'answerQuestion',
  who: 'user',
  input: AnswerQuestionInputSchema,
  async run(input, ctx): Promise<Reply<QuestionOutput>> {
    return { data: { question: await answer(ctx.caller!, input, ctx.now) }, message: 'answerPublished' };
  },
});

/** A lot's questions: the answered ones for everyone, the caller's own unanswered ones, all unanswered ones for its seller. */
export const getQuestions = defineCall({
  name: 'getQuestions',
  who: 'any',
  input: GetQuestionsInputSchema,
  async run(input, ctx): Promise<Reply<QuestionsOutput>> {
    return { data: { questions: await questionsOfLot(ctx.caller, input.itemId) } };
  },
});

/** An admin hides a question from everyone (audited). */
export const adminHideQuestion = defineCall({
  name: 'adminHideQuestion',
  who: 'admin',
  input: AdminHideQuestionInputSchema,
  async run(input, ctx): Promise<Reply<null>> {
    const hidden = await hideQuestionByAdmin(ctx.caller!, input.questionId, ctx.now);
    await audit(ctx, 'hideQuestion', hidden.id, { itemId: hidden.itemId });
    return { data: null, message: 'questionHidden' };
  },
});

/** The back office's list of the newest questions on any lot, hidden ones marked. */
export const adminListQuestions = defineCall({
  name: 'adminListQuestions',
  who: 'admin',
  input: AdminListQuestionsInputSchema,
  async run(): Promise<Reply<AdminQuestionsOutput>> {
    return { data: { questions: await recentQuestions() } };
  },
});

/** The question calls (CALLS.md, "Calls of the next wave"), one function of their own (lambdas/functions.ts). */
export const questionCalls = [askQuestion, answerQuestion, getQuestions, adminHideQuestion, adminListQuestions] as CallDefinition[];
