import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import type { QuestionOutput, QuestionsOutput } from '../../../../shared/contract/questions.ts';
import { ANSWER_TEXT_MAX, QUESTION_TEXT_MAX, type QuestionView } from '../../../../shared/questions.ts';
import { call } from '../../lib/api.ts';
import { TextAreaField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { outcomeOf } from '../../lib/forms/outcome.ts';
import { FormUiContext } from '../../lib/forms/ui.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { $session } from '../../lib/session.ts';
import { signInHref } from '../auth/return.ts';
import { isOpen } from '../catalogue/BidFacts.tsx';
import { $now } from '../catalogue/now.ts';
import { useUi } from '../catalogue/ui.ts';

/*
 * Questions to the seller on a lot's page (issue 26 item 3, docs/adr/0055), loaded by the island (never
 * in the rendered HTML, so a hidden question cannot linger in a stored page): the answered questions
 * for everyone, each text marked with the language it was written in; the asker's own unanswered ones;
 * the seller's unanswered ones with a field to answer while the lot is on sale; the field to ask for
 * anyone else signed in. Its own chunk (catalogue/ItemIsland.tsx loads it lazily).
 */

const FIELDS = ['text'] as const;
const loadSchemas = () => import('../../../../shared/contract/questions.ts');

/** What differs between asking and answering: the call, its payload, the words, the limit and the test ids. */
interface TextFormSpec {
  /** The form's id prefix and test-id stem (`ask-question`, `answer-<id>`). */
  prefix: string;
  call: 'askQuestion' | 'answerQuestion';
  payload(text: string, language: string): object;
  /** String keys under `questions.` (`ask`, `answer`): label, hint, submit, sending. */
  words: 'ask' | 'answer';
  max: number;
  testIds: { form: string; field: string; submit: string };
  /** Ask: the server's "sent" in the banner and the field emptied; answer: quiet (the answer replaces the form). */
  success: 'banner' | 'quiet';
  onDone(question: QuestionView): void;
}

/** A question's or an answer's text with its characters left; the same schema as the call refuses contact details beside the field. */
function TextForm({ spec }: { spec: TextFormSpec }) {
  const ui = useUi();
  const form = useForm(spec.prefix, {
    fields: FIELDS,
    initial: { text: '' },
    invalidBanner: null,
    refusalBanner: 'unplaced',
    success: spec.success,
    schema: () => loadSchemas().then((m) => (spec.call === 'askQuestion' ? m.AskQuestionInputSchema : m.AnswerQuestionInputSchema)),
    payload: (v) => spec.payload(v.text.trim(), ui.locale),
    send: async (payload) => outcomeOf(await call<QuestionOutput>(spec.call, payload)),
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
function AskForm({ itemId, onAsked }: { itemId: string; onAsked: (question: QuestionView) => void }) {
  const spec: TextFormSpec = {
    prefix: 'ask-question',
    call: 'askQuestion',
    payload: (text, language) => ({ itemId, text, language }),
    words: 'ask',
    max: QUESTION_TEXT_MAX,
    testIds: { form: 'ask-question-form', field: 'ask-question', submit: 'ask-question-submit' },
    success: 'banner',
    onDone: onAsked,
  };
  return <TextForm spec={spec} />;
}

/** The seller's answer to one question; once published it replaces the question in the list. */
function AnswerForm({ question, onAnswered }: { question: QuestionView; onAnswered: (question: QuestionView) => void }) {
  const spec: TextFormSpec = {
    prefix: `answer-${question.id}`,
    call: 'answerQuestion',
    payload: (text, language) => ({ questionId: question.id, text, language }),
    words: 'answer',
    max: ANSWER_TEXT_MAX,
    testIds: { form: 'answer-form', field: 'answer-text', submit: 'answer-submit' },
    success: 'quiet',
    onDone: onAnswered,
  };
  return <TextForm spec={spec} />;
}

/** The lot's questions section (`#questions`, where the notices link). */
export function LotQuestions({ item }: { item: ItemDetail }) {
  const ui = useUi();
  const session = useStore($session);
  const now = useStore($now);
  const open = isOpen(item, now);
  const [questions, setQuestions] = useState<QuestionView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const section = useRef<HTMLElement>(null);

  const load = useCallback(() => {
    setFailed(false);
    void call<QuestionsOutput>('getQuestions', { itemId: item.id }).then((answer) => {
      if (answer.status === 200) setQuestions(answer.data.questions);
      else setFailed(true);
    });
  }, [item.id]);
  // Read again when the person signs in or out: what they see depends on who they are.
  useEffect(load, [load, session.signedIn]);

  // A notice's link (…#questions) lands here once the section is there to scroll to.
  const loaded = questions !== null;
  useEffect(() => {
    if (loaded && location.hash === '#questions') section.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const replace = (changed: QuestionView) => setQuestions((list) => (list ?? []).map((q) => (q.id === changed.id ? changed : q)));
  const add = (asked: QuestionView) => setQuestions((list) => [...(list ?? []), asked]);

  return (
    <FormUiContext.Provider value={ui}>
      <section id="questions" ref={section} className="lot-questions" aria-labelledby="questions-heading" data-testid="lot-questions">
        <h2 id="questions-heading">{ui.t('questions.title')}</h2>
        {failed ? (
          <p className="lot-questions__note" role="alert">
            {ui.t('questions.loadError')}{' '}
            <button type="button" className="btn btn-ghost" onClick={load}>
              {ui.t('questions.retry')}
            </button>
          </p>
        ) : questions === null ? (
          <p className="lot-questions__note muted" aria-busy="true">
            {ui.t('catalogue.loading')}
          </p>
        ) : questions.length === 0 ? (
          <p className="lot-questions__note muted" data-testid="no-questions">
            {ui.t('questions.none')}
          </p>
        ) : (
          <ol className="lot-questions__list">
            {questions.map((q) => (
              <li key={q.id} className="lot-question" data-testid="question" data-question-id={q.id}>
                <p className="lot-question__text" lang={q.lang} data-testid="question-text">
                  {q.text}
                </p>
                <p className="lot-question__meta">{ui.t('questions.askedBy', { asker: q.mine ? ui.t('questions.you') : q.asker, date: ui.date(q.askedAt) })}</p>
                {q.answer !== undefined ? (
                  <div className="lot-question__answer" data-testid="question-answer">
                    <p className="lot-question__answer-label">{ui.t('questions.answer')}</p>
                    <p lang={q.answerLang}>{q.answer}</p>
                  </div>
                ) : item.isOwner ? (
                  <>
                    <p className="lot-question__meta">{ui.t('questions.toAnswer')}</p>
                    {open ? <AnswerForm question={q} onAnswered={replace} /> : null}
                  </>
                ) : q.mine ? (
                  <p className="lot-question__meta" data-testid="question-awaiting">
                    {ui.t('questions.awaiting')}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {!open ? (
          <p className="lot-questions__note muted" data-testid="questions-closed">
            {ui.t('questions.closed')}
          </p>
        ) : item.isOwner ? null : session.signedIn ? (
          <AskForm itemId={item.id} onAsked={add} />
        ) : (
          <p className="lot-questions__note">
            <a href={signInHref(ui.locale)} data-testid="sign-in-to-ask">
              {ui.t('questions.signIn')}
            </a>
          </p>
        )}
      </section>
    </FormUiContext.Provider>
  );
}
