/**
 * What the account panels share around their forms (lib/forms): the skeleton while a panel loads,
 * the load failure with its retry, and the list of saved choices (addresses, cards) with one ticked,
 * each removable after a confirmation.
 */
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Banner } from '../../lib/forms/Banner.tsx';
import type { Said } from '../../lib/messages.ts';
import { useFormUi } from '../../lib/forms/ui.ts';
import type { Load } from '../../stores/account.ts';

/** Placeholder lines while something loads. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useFormUi();
  return (
    <div className="acc-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('account.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="acc-skeleton-line" style={{ width: `${90 - i * 17}%` }} />
      ))}
    </div>
  );
}

/** A load failure with a retry button; a 401 says the session ended and links to sign-in. */
export function LoadFailure({ status, onRetry }: { status: number; onRetry: () => void }) {
  const { t, href } = useFormUi();
  if (status === 401) {
    return (
      <div className="acc-empty">
        <p>{t('account.sessionEnded')}</p>
        <a className="btn btn-primary" href={href('/seller-login')}>
          {t('account.signIn')}
        </a>
      </div>
    );
  }
  return (
    <div className="acc-empty" role="alert">
      <p>{t('account.loadFailed')}</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {t('account.retry')}
      </button>
    </div>
  );
}

/** How one saved choice is shown and named (`kind` makes its test ids: `<kind>-item`, `-select`, `-remove`). */
export interface ChoiceView {
  /** Before the text (a card's brand mark). */
  mark?: ReactNode;
  body: ReactNode;
  /** The radio's label ("Use the address of Ada"), the remove button's, and the confirmation's text. */
  useLabel: string;
  removeLabel: string;
  confirmText: string;
}

/**
 * A panel's saved choices: their list (one ticked), the panel's messages (the last change's success,
 * a refused removal), removal after a confirmation, and the form that adds one below.
 * `strings` is the panel's key prefix (`account.addresses`): its `.listLabel`, `.empty`, `.selected`,
 * `.use`, `.remove` and `.confirmTitle`.
 */
export function SavedChoices<C extends { id: string; checked: boolean }>({
  kind,
  strings,
  radioName,
  items,
  state,
  success,
  onDismissSuccess,
  onRetry,
  onSelect,
  onRemove,
  view,
  headExtra,
  form,
}: {
  kind: string;
  strings: string;
  radioName: string;
  items: readonly C[];
  state: Load;
  success: Said | null;
  onDismissSuccess(): void;
  onRetry(): void;
  onSelect(id: string): void;
  onRemove(id: string): Promise<{ ok: true } | { ok: false; message: Said }>;
  view(item: C): ChoiceView;
  headExtra?: ReactNode;
  /** The add form's section: its title and the form. */
  form: { title: string; children: ReactNode };
}) {
  const { t, say } = useFormUi();
  const [removing, setRemoving] = useState<C | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Said | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    setFailure(null);
    const outcome = await onRemove(removing.id);
    setBusy(false);
    setRemoving(null);
    if (!outcome.ok) setFailure(outcome.message);
  };

  const loading = state === 'idle' || state === 'loading';
  return (
    <div className="acc-stack">
      {success && (
        <Banner kind="success" onDismiss={onDismissSuccess}>
          {say(success)}
        </Banner>
      )}
      {failure && <Banner kind="error">{say(failure)}</Banner>}

      <section className="acc-card" aria-labelledby={`${kind}-list-title`}>
        <div className="acc-card-head">
          <h3 id={`${kind}-list-title`}>{t(`${strings}.listLabel`)}</h3>
          {headExtra}
        </div>
        {loading && items.length === 0 ? (
          <Skeleton lines={3} />
        ) : state === 'error' ? (
          <LoadFailure status={0} onRetry={onRetry} />
        ) : items.length === 0 ? (
          <p className="acc-empty-text">{t(`${strings}.empty`)}</p>
        ) : (
          <ul className="acc-choices" aria-label={t(`${strings}.listLabel`)}>
            {items.map((item) => {
              const shown = view(item);
              return (
                <li key={item.id} className={`acc-choice${item.checked ? ' is-checked' : ''}`} data-testid={`${kind}-item`} data-checked={item.checked}>
                  <label className="acc-choice-main">
                    <input
                      type="radio"
                      name={radioName}
                      className="acc-radio"
                      checked={item.checked}
                      onChange={() => onSelect(item.id)}
                      data-testid={`${kind}-select`}
                      aria-label={shown.useLabel}
                    />
                    {shown.mark}
                    <span className="acc-choice-body">{shown.body}</span>
                  </label>
                  <div className="acc-choice-side">
                    {item.checked ? <span className="acc-badge">{t(`${strings}.selected`)}</span> : <span className="acc-badge acc-badge--quiet">{t(`${strings}.use`)}</span>}
                    <button type="button" className="acc-link-button" data-testid={`${kind}-remove`} aria-label={shown.removeLabel} onClick={() => setRemoving(item)}>
                      {t(`${strings}.remove`)}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="acc-card" aria-labelledby={`${kind}-form-title`}>
        <h3 id={`${kind}-form-title`}>{form.title}</h3>
        {form.children}
      </section>

      <ConfirmDialog
        open={removing !== null}
        title={t(`${strings}.confirmTitle`)}
        text={removing ? view(removing).confirmText : ''}
        confirmLabel={t('account.confirm.yes')}
        cancelLabel={t('account.confirm.no')}
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
