import type { AdminQuestionsOutput, AdminQuestionView } from '../../../../shared/contract/questions.ts';
import { useUi } from '../../lib/ui.tsx';
import { AreaHead, AreaLoad, useChange, useLoaded, type AreaProps } from './parts.tsx';

const pickQuestions = (answer: unknown) => (answer as AdminQuestionsOutput | null)?.questions ?? null;

/**
 * The back office's questions (/admin-details?section=questions, docs/adr/0055): the newest questions on
 * any lot (adminListQuestions), answered or not, each with its lot and a Hide button (adminHideQuestion):
 * a hidden question is shown to nobody but admins, here, marked Hidden, with a Show again button
 * (adminHideQuestion with `hidden: false`).
 */
export function QuestionsView({ heading }: AreaProps) {
  const ui = useUi();
  const { loaded, reload } = useLoaded('adminListQuestions', {}, pickQuestions);
  const { run, busy, banner } = useChange();
  // hidden false: shown again, to everyone who saw it before (docs/adr/0055)
  const setHidden = async (question: AdminQuestionView, hidden: boolean) => {
    if (await run('adminHideQuestion', { questionId: question.id, hidden })) await reload();
  };
  const questions = loaded.data ?? [];
  return (
    <section aria-labelledby="adm-questions-title" data-testid="admin-questions">
      <AreaHead id="adm-questions-title" heading={heading} title={ui.t('admin.questions.title')} lede={ui.t('admin.questions.lede')} />
      {banner}
      <AreaLoad loaded={loaded} what="admin.questions" onRetry={() => void reload()} />
      {loaded.status === 'ready' && questions.length === 0 ? <p className="rv-empty-title">{ui.t('admin.questions.empty')}</p> : null}
      {questions.length > 0 ? (
        <ul className="plain-list adm-questions">
          {questions.map((q) => (
            <li key={q.id} className="adm-question card" data-testid="admin-question" data-question-id={q.id} data-hidden={q.hidden}>
              <p className="adm-question__item">
                <a href={ui.href(`/items/${encodeURIComponent(q.itemId)}/buyer`)}>{q.itemName || q.itemId}</a>
                <span className="muted"> · {ui.dateTime(q.askedAt)} · {q.asker}</span>
              </p>
              <p className="adm-question__text" lang={q.lang}>
                {q.text}
              </p>
              {q.answer !== undefined ? (
                <p className="adm-question__answer" lang={q.answerLang}>
                  {q.answer}
                </p>
              ) : (
                <p className="muted">{ui.t('admin.questions.unanswered')}</p>
              )}
              <p className="adm-question__actions">
                <span className={`badge badge--${q.hidden ? 'muted' : 'success'}`} data-testid="admin-question-state">
                  {ui.t(q.hidden ? 'admin.questions.hidden' : 'admin.questions.shown')}
                </span>
                {q.hidden ? (
                  <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void setHidden(q, false)} aria-label={ui.t('admin.questions.showLabel', { text: q.text.slice(0, 60) })} data-testid="show-question">
                    {ui.t('admin.questions.show')}
                  </button>
                ) : (
                  <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void setHidden(q, true)} aria-label={ui.t('admin.questions.hideLabel', { text: q.text.slice(0, 60) })} data-testid="hide-question">
                    {ui.t('admin.questions.hide')}
                  </button>
                )}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
