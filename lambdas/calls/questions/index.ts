import { ACCOUNT_LIMITS } from '../../../shared/account-limits.ts';
import type { AdminQuestionsOutput, QuestionOutput, QuestionsOutput, SellerQuestionsOutput } from '../../../shared/contract/questions.ts';
import { limitPerAccount } from '../../lib/account-limit.ts';
import { QUESTIONS_CALLS } from '../../../shared/contract/registry/questions.ts';
import { defineCall, groupCalls, type Reply } from '../../lib/call.ts';
import { answerQuestion as answer, askQuestion as ask, questionsOfLot, questionsOfSeller, recentQuestions, setQuestionHiddenByAdmin } from '../../questions/questions.ts';
import { audit } from '../admin/audit.ts';

/** A signed-in person asks a live lot's seller; limited per day per person (shared/account-limits.ts). */
export const askQuestion = defineCall('askQuestion', {
  accountLimit: limitPerAccount(ACCOUNT_LIMITS.questions),
  async run(input, ctx): Promise<Reply<QuestionOutput>> {
    return { data: { question: await ask(ctx.caller!, input, ctx.now) }, message: 'questionSent' };
  },
});

/** The lot's seller answers (403 for anyone else, 409 once the lot has ended). */
export const answerQuestion = defineCall('answerQuestion', {
  async run(input, ctx): Promise<Reply<QuestionOutput>> {
    return { data: { question: await answer(ctx.caller!, input, ctx.now) }, message: 'answerPublished' };
  },
});

/** A lot's questions: the answered ones for everyone, the caller's own unanswered ones, all unanswered ones for its seller. */
export const getQuestions = defineCall('getQuestions', {
  async run(input, ctx): Promise<Reply<QuestionsOutput>> {
    return { data: { questions: await questionsOfLot(ctx.caller, input.itemId) } };
  },
});

/** The questions on the caller's own lots, for the seller dashboard's Questions tab (docs/adr/0055). */
export const getSellerQuestions = defineCall('getSellerQuestions', {
  async run(_input, ctx): Promise<Reply<SellerQuestionsOutput>> {
    return { data: { questions: await questionsOfSeller(ctx.caller!, ctx.now) } };
  },
});

/** An admin hides a question from everyone, or with `hidden: false` shows it again (audited). */
export const adminHideQuestion = defineCall('adminHideQuestion', {
  async run(input, ctx): Promise<Reply<null>> {
    const changed = await setQuestionHiddenByAdmin(ctx.caller!, input.questionId, input.hidden, ctx.now);
    await audit(ctx, input.hidden ? 'hideQuestion' : 'showQuestion', changed.id, { itemId: changed.itemId });
    return { data: null, message: input.hidden ? 'questionHidden' : 'questionShown' };
  },
});

/** The back office's list of the newest questions on any lot, hidden ones marked. */
export const adminListQuestions = defineCall('adminListQuestions', {
  async run(): Promise<Reply<AdminQuestionsOutput>> {
    return { data: { questions: await recentQuestions() } };
  },
});

/** The question calls (CALLS.md, "Calls of the next wave"), one function of their own (lambdas/functions.ts). */
export const questionCalls = groupCalls(QUESTIONS_CALLS, [askQuestion, answerQuestion, getQuestions, getSellerQuestions, adminHideQuestion, adminListQuestions]);
