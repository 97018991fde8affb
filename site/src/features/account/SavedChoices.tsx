/**
 * The list of saved choices (addresses, cards) with one ticked, each removable after a
 * confirmation, above the form that adds one (lib/forms).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Banner } from '../../lib/forms/Banner.tsx';
import { useUi } from '../../lib/ui.tsx';
import type { Said } from '../../lib/messages.ts';
import { clearAccountMessages, type Load } from '../../stores/account.ts';
import { LoadFailure, Skeleton } from './panel.tsx';

/** How one saved choice is shown and named (`kind` makes its test ids: `<kind>-item`, `-select`, `-remove`). */
export interface ChoiceView {
  /** Before the text (a card's brand mark). */
  mark?: ReactNode;
  body: ReactNode;
  /** What names it in the panel's radio label ("Use the address of Ada"), remove button label and confirmation text. */
  names: Record<string, string>;
}

/**
 * A panel's saved choices: their list (one ticked, loaded with `load` when first shown, again on a
 * retry), the panel's messages (the last change's success, a refused removal; cleared on leaving the
 * panel), removal after a confirmation, and the form that adds one below.
 * `strings` is the panel's key prefix (`account.addresses`): its `.listLabel`, `.empty`, `.selected`,
 * `.use`, `.remove`, `.confirmTitle`, and `.useLabel`, `.removeLabel` and `.confirmText` with the view's `names`.
 */
export function SavedChoices<C extends { id: string; checked: boolean }>({
  kind,
  strings,
  radioName,
  items,
  state,
  success,
  load,
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
  load(): Promise<void>;
  onSelect(id: string): void;
  onRemove(id: string): Promise<{ ok: true } | { ok: false; message: Said }>;
  view(item: C): ChoiceView;
  headExtra?: ReactNode;
  /** The add form's section: its title and the form. */
  form: { title: string; children: ReactNode };
}) {
  const { t, say } = useUi();
  const [removing, setRemoving] = useState<C | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Said | null>(null);
  useEffect(() => {
    if (state === 'idle') void load();
    return () => clearAccountMessages();
  }, []);

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
        <Banner kind="success" onDismiss={clearAccountMessages}>
          {say(success)}
        </Banner>
      )}
      {failure && <Banner kind="error">{say(failure)}</Banner>}

      <section className="card panel acc-card" aria-labelledby={`${kind}-list-title`}>
        <div className="acc-card-head">
          <h3 id={`${kind}-list-title`}>{t(`${strings}.listLabel`)}</h3>
          {headExtra}
        </div>
        {loading && items.length === 0 ? (
          <Skeleton lines={3} />
        ) : state === 'error' ? (
          <LoadFailure status={0} onRetry={() => void load()} />
        ) : items.length === 0 ? (
          <p className="acc-empty-text">{t(`${strings}.empty`)}</p>
        ) : (
          <ul className="plain-list acc-choices" aria-label={t(`${strings}.listLabel`)}>
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
                      aria-label={t(`${strings}.useLabel`, shown.names)}
                    />
                    {shown.mark}
                    <span className="acc-choice-body">{shown.body}</span>
                  </label>
                  <div className="acc-choice-side">
                    {item.checked ? <span className="badge badge--accent">{t(`${strings}.selected`)}</span> : <span className="badge acc-badge--quiet">{t(`${strings}.use`)}</span>}
                    <button type="button" className="acc-link-button" data-testid={`${kind}-remove`} aria-label={t(`${strings}.removeLabel`, shown.names)} onClick={() => setRemoving(item)}>
                      {t(`${strings}.remove`)}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="card panel acc-card" aria-labelledby={`${kind}-form-title`}>
        <h3 id={`${kind}-form-title`}>{form.title}</h3>
        {form.children}
      </section>

      <ConfirmDialog
        open={removing !== null}
        title={t(`${strings}.confirmTitle`)}
        text={removing ? t(`${strings}.confirmText`, view(removing).names) : ''}
        confirmLabel={t('account.confirm.yes')}
        cancelLabel={t('account.confirm.no')}
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
