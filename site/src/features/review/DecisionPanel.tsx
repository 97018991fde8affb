import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { useUi } from '../../lib/ui.tsx';
import { $reviewQueue, decide, type Decision, type Submission } from './store.ts';

/**
 * An expert's decision on a submission (SubmissionCard.tsx): accept, or reject with a note the seller
 * will read (the note is required to reject); the decision's progress and failure are the queue's
 * (store.ts). An expert's own listing shows a notice instead of the buttons.
 */
export function DecisionPanel({ item }: { item: Submission }) {
  const ui = useUi();
  const id = useId();
  const state = useStore($reviewQueue).decisions[item.id];
  const [note, setNote] = useState('');
  const busy = state?.phase === 'sending' || state?.phase === 'preparing';
  const noted = note.trim().length > 0;
  const send = (decision: Decision) => {
    if (busy || (decision === 'reject' && !noted)) return;
    void decide(item, decision, note, ui.t);
  };

  return (
    <section className="rv-decision" aria-labelledby={`${id}-title`}>
      <h3 className="rv-section-title" id={`${id}-title`}>
        {ui.t('review.decision.title')}
      </h3>
      {item.ownListing ? (
        <p className="rv-own" data-testid="own-listing">
          {ui.t('review.decision.own')}
        </p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-note`}>{ui.t('review.decision.note')}</label>
            <textarea
              id={`${id}-note`}
              className="input rv-note"
              rows={4}
              maxLength={2000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder={ui.t('review.decision.placeholder')}
              aria-describedby={`${id}-hint`}
              disabled={busy}
              data-testid="reject-note"
            />
            <p className="rv-hint" id={`${id}-hint`}>
              {ui.t('review.decision.noteHint')}
            </p>
          </div>
          <div aria-live="polite">
            {state?.phase === 'preparing' && (
              <p className="rv-status" data-testid="review-preparing">
                <span className="spinner rv-spinner" aria-hidden="true" />
                {ui.t('review.decision.preparing')}
              </p>
            )}
            {state?.phase === 'error' && (
              <p className="field-error" role="alert" data-testid="review-error">
                {state.message}
              </p>
            )}
          </div>
          <div className="rv-decision-actions">
            <button type="button" className="btn btn-primary rv-accept" onClick={() => send('accept')} disabled={busy} aria-describedby={`${id}-accept-hint`} data-testid="accept">
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d="m5 12.5 4.5 4.5L19 7.5" />
              </svg>
              {busy && state?.decision === 'accept' ? ui.t('review.decision.accepting') : ui.t('review.decision.accept')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => send('reject')}
              disabled={busy || !noted}
              aria-describedby={noted ? undefined : `${id}-need`}
              data-testid="reject"
            >
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
              {busy && state?.decision === 'reject' ? ui.t('review.decision.rejecting') : ui.t('review.decision.reject')}
            </button>
          </div>
          {!noted && (
            <p className="rv-hint" id={`${id}-need`}>
              {ui.say('rejectionNoteRequired')}
            </p>
          )}
          <p className="rv-hint" id={`${id}-accept-hint`}>
            {ui.t('review.decision.acceptHint')}
          </p>
        </>
      )}
    </section>
  );
}
