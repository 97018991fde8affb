import type { CallInput } from '../../../../shared/contract/calls.ts';
import type { CallResult } from '../../../../shared/contract/protocol.ts';
import type { QuestionOutput } from '../../../../shared/contract/questions.ts';
import { ANSWER_TEXT_MAX, QUESTION_TEXT_MAX, type QuestionView } from '../../../../shared/questions.ts';
import { call } from '../../lib/api.ts';
import { TextAreaField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { outcomeOf } from '../../lib/forms/outcome.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { useUi } from '../../lib/ui.tsx';

/*
 * Asking and answering a question (docs/adr/0055), on the project's form kit: the lot page's section
 * (LotQuestions.tsx) and the seller dashboard's Questions tab (dashboard/QuestionsPanel.tsx) use the same
 * forms, so both refuse contact details beside the field and show the call's refusals (an ended lot's
 * 409) in the same words; and both show a question and its answer alike (QuestionText, AnswerShown).
 * Inside an island that provides the translator (lib/ui.tsx).
 */

/** A question's text and who asked it when, marked with the language it was written in. */
export function QuestionText({ question: q, asker }: { question: QuestionView; asker: string }) {
  const ui = useUi();
  return (
    <>
      <p className="lot-question__text" lang={q.lang} data-testid="question-text">
        {q.text}
      </p>
      <p className="lot-question__meta">{ui.t('questions.askedBy', { asker, date: ui.date(q.askedAt) })}</p>
    </>
  );
}

/** The seller's published answer, marked with its language. */
export function AnswerShown({ question: q }: { question: QuestionView }) {
  const ui = useUi();
  return (
    <div className="lot-question__answer" data-testid="question-answer">
      <p className="lot-question__answer-label">{ui.t('questions.answer')}</p>
      <p lang={q.answerLang}>{q.answer}</p>
    </div>
  );
}

const FIELDS = ['text'] as const;
type QuestionCall = 'askQuestion' | 'answerQuestion';
const loadSchemas = () => import('../../../../shared/contract/questions.ts');

/** What differs between asking and answering: the call, its payload, the words, the limit and the test ids. */
interface TextFormSpec<N extends QuestionCall> {
  /** The form's id prefix and test-id stem (`ask-question`, `answer-<id>`). */
  prefix: string;
  call: N;
  payload(text: string, language: CallInput<N>['language']): CallInput<N>;
  send(payload: CallInput<N>): Promise<CallResult<QuestionOutput>>;
  /** String keys under `questions.` (`ask`, `answer`): label, hint, submit, sending. */
  words: 'ask' | 'answer';
  max: number;
  testIds: { form: string; field: string; submit: string };
  /** Ask: the server's "sent" in the banner and the field emptied; answer: quiet (the answer replaces the form). */
  success: 'banner' | 'quiet';
  onDone(question: QuestionView): void;
}

/** A question's or an answer's text with its characters left; the same schema as the call refuses contact details beside the field. */
function TextForm<N extends QuestionCall>({ spec }: { spec: TextFormSpec<N> }) {
  const ui = useUi();
  const form = useForm(spec.prefix, {
    fields: FIELDS,
    initial: { text: '' },
    invalidBanner: null,
    refusalBanner: 'unplaced',
    success: spec.success,
    schema: () => loadSchemas().then((m) => (spec.call === 'askQuestion' ? m.AskQuestionInputSchema : m.AnswerQuestionInputSchema)),
    payload: (v) => spec.payload(v.text.trim(), ui.locale),
    send: async (payload) => outcomeOf(await spec.send(payload)),
    reset: () => ({ text: '' }),
    onSuccess: (data) => spec.onDone(data.question),
  });
  const field = form.bind('text');
  return (
    <Form form={form} className="lot-questions__form" testId={spec.testIds.form}>
      <TextAreaField
        {...field}
        label={ui.t(`questions.${spec.words}.label`)}
        hint={ui.t(`questions.${spec.words}.hint`)}
        counter={ui.tn('questions.charactersLeft', Math.max(0, spec.max - field.value.length))}
        maxLength={spec.max}
        rows={3}
        testId={spec.testIds.field}
      />
      <div className="form-actions">
        <SubmitButton busy={form.submitting} ready={form.ready} testId={spec.testIds.submit} label={ui.t(`questions.${spec.words}.submit`)} busyLabel={ui.t(`questions.${spec.words}.sending`)} />
      </div>
    </Form>
  );
}

/** Asking: once sent the field empties and the question joins the list (the asker sees their own). */
export function AskForm({ itemId, onAsked }: { itemId: string; onAsked: (question: QuestionView) => void }) {
  const spec: TextFormSpec<'askQuestion'> = {
    prefix: 'ask-question',
    call: 'askQuestion',
    payload: (text, language) => ({ itemId, text, language }),
    send: (payload) => call('askQuestion', payload),
    words: 'ask',
    max: QUESTION_TEXT_MAX,
    testIds: { form: 'ask-question-form', field: 'ask-question', submit: 'ask-question-submit' },
    success: 'banner',
    onDone: onAsked,
  };
  return <TextForm spec={spec} />;
}

/** The seller's answer to one question; once published it replaces the question in the list. */
export function AnswerForm({ question, onAnswered }: { question: QuestionView; onAnswered: (question: QuestionView) => void }) {
  const spec: TextFormSpec<'answerQuestion'> = {
    prefix: `answer-${question.id}`,
    call: 'answerQuestion',
    payload: (text, language) => ({ questionId: question.id, text, language }),
    send: (payload) => call('answerQuestion', payload),
    words: 'answer',
    max: ANSWER_TEXT_MAX,
    testIds: { form: 'answer-form', field: 'answer-text', submit: 'answer-submit' },
    success: 'quiet',
    onDone: onAnswered,
  };
  return <TextForm spec={spec} />;
}
