import { useStore } from '@nanostores/react';
import type { SellerQuestionView } from '../../../../shared/contract/questions.ts';
import { useUi } from '../../lib/ui.tsx';
import { AnswerForm, AnswerShown, QuestionText } from '../questions/QuestionForms.tsx';
import { CallFailed, CallLoading, DashEmpty } from './CallStates.tsx';
import { $sellerDashboard, loadQuestions, questionAnswered } from './store.ts';

/*
 * The seller dashboard's Questions tab (docs/adr/0055): the questions on the seller's lots
 * (getSellerQuestions), those awaiting an answer first, then newest first; each with its lot (linked
 * to the lot page's questions), when it was asked, and its answer or the lot page's own answer form
 * (QuestionForms.tsx: contact details refused beside the field, an ended lot's 409 in the banner).
 * Its own chunk (DashboardIsland loads it when the tab is first shown).
 */

export function QuestionsPanel() {
  const ui = useUi();
  const { questions } = useStore($sellerDashboard);
  if (questions.status === 'error' && questions.items.length === 0) return <CallFailed text={ui.t('dashboard.questions.error')} retry={() => void loadQuestions()} />;
  if (questions.status !== 'ready' && questions.items.length === 0) return <CallLoading text={ui.t('dashboard.questions.loading')} />;
  if (questions.items.length === 0) {
    return (
      <DashEmpty icon="question" text={ui.t('dashboard.empty.questions')} />
    );
  }
  return (
    <ol className="plain-list lot-questions__list dash-questions" data-testid="seller-questions">
      {questions.items.map((q) => (
        <SellerQuestion key={q.id} question={q} />
      ))}
    </ol>
  );
}

function SellerQuestion({ question: q }: { question: SellerQuestionView }) {
  const ui = useUi();
  return (
    <li className="lot-question" data-testid="seller-question" data-question-id={q.id} data-answered={q.answer !== undefined}>
      <p className="lot-question__meta dash-question-lot">
        <a href={ui.href(`/items/${encodeURIComponent(q.itemId)}/buyer#questions`)} data-testid="seller-question-lot">
          {q.itemName || q.itemId}
        </a>
      </p>
      <QuestionText question={q} asker={q.asker} />
      {q.answer !== undefined ? (
        <AnswerShown question={q} />
      ) : q.canAnswer ? (
        <>
          <p className="lot-question__meta">{ui.t('questions.toAnswer')}</p>
          <AnswerForm question={q} onAnswered={questionAnswered} />
        </>
      ) : (
        <p className="lot-question__meta" data-testid="question-closed">
          {ui.t('msg.answerLotEnded')}
        </p>
      )}
    </li>
  );
}
