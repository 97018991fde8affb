/**
 * The listing wizard's pieces around the form (ListingWizard.tsx composes them): the drafts toolbar
 * and its status, the step indicator, the relist banner, and the gate shown before the form.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { useUi } from '../../lib/ui.tsx';
import { $draft } from './drafts.ts';
import { STEPS, type Step } from './validation.ts';
import type { Phase, Relisting } from './wizard-state.ts';

/** The drafts toolbar: the save status, "Start a new listing" once there is something, and "Save draft". */
export function DraftToolbar({ canStartNew, busy, saving, onNew, onSave }: { canStartNew: boolean; busy: boolean; saving: boolean; onNew(): void; onSave(): void }) {
  const { t } = useUi();
  return (
    <div className="sw-toolbar">
      <DraftStatus />
      <div className="sw-toolbar-actions">
        {canStartNew && (
          <button type="button" className="btn-link sw-link-button" onClick={onNew}>
            {t('selling.drafts.new')}
          </button>
        )}
        <button type="button" className="btn btn-ghost sw-btn-sm" data-testid="save-draft" onClick={onSave} disabled={busy}>
          {saving ? t('selling.draft.saving') : t('selling.draft.save')}
        </button>
      </div>
    </div>
  );
}

/** The step indicator: each step's number (a tick once done), a step reachable only when every step before it is valid. */
export function StepNav({ step, valid, reachable, onGo }: { step: Step; valid(step: Step): boolean; reachable(step: Step): boolean; onGo(step: Step): void }) {
  const { t } = useUi();
  return (
    <nav aria-label={t('selling.steps.label')}>
      <ol className="plain-list sw-steps">
        {STEPS.map((s) => {
          const state = s === step ? 'current' : s < step && valid(s) ? 'done' : 'todo';
          return (
            <li key={s} className={`sw-step is-${state}`}>
              <button type="button" aria-current={s === step ? 'step' : undefined} disabled={s !== step && !reachable(s)} onClick={() => onGo(s)}>
                <span className="sw-step-number" aria-hidden="true">
                  {state === 'done' ? (
                    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
                      <path d="m5 12.5 4.5 4.5L19 7.5" />
                    </svg>
                  ) : (
                    s
                  )}
                </span>
                <span className="sw-step-text">
                  <span className="label label--tight sw-step-kicker">{t('selling.steps.of', { step: s, total: STEPS.length })}</span>
                  <span className="sw-step-name">{t(`selling.step.${s}`)}</span>
                </span>
                {state === 'done' && <span className="visually-hidden"> ({t('selling.steps.complete')})</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Back, and Next (a submit: the form checks the step) or, on the last step, the submit (or relist) button. */
export function StepButtons({ step, submitting, relisting, onBack }: { step: Step; submitting: boolean; relisting: boolean; onBack(): void }) {
  const { t } = useUi();
  return (
    <div className="sw-nav">
      {step > 1 ? (
        <button type="button" className="btn btn-ghost" data-testid="step-back" onClick={onBack} disabled={submitting}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="m15 18-6-6 6-6" />
          </svg>
          {t('selling.back')}
        </button>
      ) : (
        <span />
      )}
      {step < 3 ? (
        <button type="submit" className="btn btn-primary" data-testid="step-next">
          {t('selling.next', { step: t(`selling.step.${step + 1}`) })}
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="m9 18 6-6-6-6" />
          </svg>
        </button>
      ) : (
        <button type="submit" className="btn btn-primary sw-submit" data-testid="submit-listing" disabled={submitting} aria-busy={submitting || undefined}>
          {relisting ? (submitting ? t('selling.relist.submitting') : t('selling.relist.submit')) : submitting ? t('selling.submitting') : t('selling.submit')}
        </button>
      )}
    </div>
  );
}

/** "Saved at 14:05", "Saving…", "Unsaved changes" or the failure, politely announced. */
function DraftStatus() {
  const { t, time, say } = useUi();
  const draft = useStore($draft);
  let text = t('selling.draft.notSaved');
  if (draft.state === 'saving') text = t('selling.draft.saving');
  else if (draft.state === 'pending') text = t('selling.draft.pending');
  else if (draft.state === 'error') text = t('selling.draft.failed', { reason: say(draft.message ?? 'tryAgain') });
  else if (draft.savedAt) text = t('selling.draft.savedAt', { time: time(draft.savedAt) });
  return (
    <p className={`sw-draft-status is-${draft.state}`} role="status" aria-live="polite" data-testid="draft-status" data-state={draft.state}>
      <span className="sw-draft-dot" aria-hidden="true" />
      {text}
    </p>
  );
}

/** Relist mode's head: what is going on, and the expert's note the seller is answering. */
export function RelistBanner({ relisting }: { relisting: Relisting }) {
  const { t } = useUi();
  return (
    <section className="sw-relist" data-testid="relist-banner" aria-labelledby="relist-title">
      <p className="eyebrow">{t('selling.relist.item', { number: relisting.itemNumber })}</p>
      <h2 id="relist-title" className="sw-relist-title">
        {t('selling.relist.title')}
      </h2>
      <p className="sw-relist-text">{t('selling.relist.text')}</p>
      {relisting.rejectionNote && (
        <div className="sw-relist-note" data-testid="relist-note">
          <p className="label sw-relist-note-title">{t('selling.relist.noteTitle')}</p>
          <blockquote>{relisting.rejectionNote}</blockquote>
        </div>
      )}
    </section>
  );
}

/** Before the form: loading, not signed in, no seller account, or a failure to retry. */
export function Gate({ phase, onRetry }: { phase: Phase; onRetry(): void }) {
  const { t, href } = useUi();
  if (phase === 'starting') {
    return (
      <div className="sw-wizard sw-gate" data-testid="wizard-loading" role="status" aria-live="polite">
        <div className="sw-skeleton">
          <span className="visually-hidden">{t('selling.loading')}</span>
          <span className="skeleton-fill" />
          <span className="skeleton-fill" />
          <span className="skeleton-fill" />
        </div>
      </div>
    );
  }
  const link = (to: string, key: string) => (
    <a className="btn btn-primary" href={href(to)}>
      {t(key)}
    </a>
  );
  if (phase === 'noSeller') {
    return <GateCard testId="seller-needed" title={t('selling.gate.sellerTitle')} text={t('selling.gate.sellerText')} action={link('/seller-account', 'selling.gate.sellerCta')} />;
  }
  if (phase === 'relistMissing' || phase === 'relistClosed') {
    const which = phase === 'relistMissing' ? 'missing' : 'closed';
    return (
      <GateCard alert testId={`relist-${which}`} title={t(`selling.relist.${which}Title`)} text={t(`selling.relist.${which}Text`)} action={link('/sellar-dashboard/Unsold', 'selling.relist.back')} />
    );
  }
  if (phase === 'signedOut') {
    return <GateCard title={t('selling.gate.signInTitle')} text={t('selling.gate.signInText')} action={link('/seller-login', 'selling.gate.signInCta')} />;
  }
  const retry = (
    <button type="button" className="btn btn-ghost" onClick={onRetry}>
      {t('selling.retry')}
    </button>
  );
  return <GateCard alert title={t('selling.gate.failedTitle')} text={t('selling.gate.failedText')} action={retry} />;
}

/** A gate's card: what is wrong and the one thing to do about it. */
function GateCard({ title, text, action, alert, testId }: { title: string; text: string; action: ReactNode; alert?: boolean; testId?: string }) {
  return (
    <div className="sw-wizard sw-gate card" role={alert ? 'alert' : undefined} data-testid={testId}>
      <h2>{title}</h2>
      <p>{text}</p>
      {action}
    </div>
  );
}
