import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import type { QuestionsOutput } from '../../../../shared/contract/questions.ts';
import type { QuestionView } from '../../../../shared/questions.ts';
import { call } from '../../lib/api.ts';
import { useUi } from '../../lib/ui.tsx';
import { $session } from '../../lib/session.ts';
import { signInHref } from '../auth/return.ts';
import { isOpen } from '../catalogue/BidFacts.tsx';
import { $now } from '../catalogue/now.ts';
import { AnswerForm, AnswerShown, AskForm, QuestionText } from './QuestionForms.tsx';

/*
 * Questions to the seller on a lot's page (issue 26 item 3, docs/adr/0055), loaded by the island (never
 * in the rendered HTML, so a hidden question cannot linger in a stored page): the answered questions
 * for everyone, each text marked with the language it was written in; the asker's own unanswered ones;
 * the seller's unanswered ones with a field to answer while the lot is on sale; the field to ask for
 * anyone else signed in. Its own chunk (catalogue/ItemIsland.tsx loads it lazily).
 */

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
    void call('getQuestions', { itemId: item.id }).then((answer) => {
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
        <ol className="plain-list lot-questions__list">
          {questions.map((q) => (
            <li key={q.id} className="lot-question" data-testid="question" data-question-id={q.id}>
              <QuestionText question={q} asker={q.mine ? ui.t('questions.you') : q.asker} />
              {q.answer !== undefined ? (
                <AnswerShown question={q} />
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
  );
}
