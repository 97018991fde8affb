import { useCallback, useEffect, useMemo, useState, type FormEvent, type RefObject } from 'react';
import type { Category, SubCategory } from '../../../../shared/categories.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { call } from '../../lib/api.ts';
import { describe, describeFields } from '../../lib/messages.ts';
import { Banner, TextField } from '../account/form-kit.tsx';
import { accountUiOver, AccountUiContext } from '../account/ui.ts';
import { useUi } from '../catalogue/ui.ts';
import { showToast } from '../review/store.ts';
import { LoadState } from '../review/LoadState.tsx';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; categories: Category[] };
/** What is about to be deleted: a category, or one of its sub-categories. */
type Doomed = { category: Category; sub?: SubCategory };

/**
 * The back office's categories (/admin-details?section=categories): create, rename and delete
 * categories and their sub-categories, each delete after confirmation. The list is read fresh from
 * getCategories after every change, so it shows what the catalogue shows. A refused or failed delete
 * says so (the spec's copy said "deleted" whatever happened).
 */
export function CategoriesView({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const ui = useUi();
  const accountUi = useMemo(() => accountUiOver(ui), [ui]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<Doomed | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const result = await call<{ categories: Category[] }>('getCategories', { sortByNameAsc: true });
    if (result.status === 200 && Array.isArray(result.data?.categories)) setLoad({ status: 'ready', categories: result.data.categories });
    else setLoad({ status: 'error' });
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** Runs a change; on success toasts its message and reloads, otherwise answers the field errors (or shows the failure). */
  const change = useCallback(
    async (name: string, data: object): Promise<Record<string, string> | null> => {
      setFailure(null);
      const result = await call(name, data);
      if (result.status === 200) {
        showToast(describe(result, ui.t));
        await refresh();
        return null;
      }
      const fields = describeFields(result, ui.t);
      if (Object.keys(fields).length === 0) setFailure(describe(result, ui.t));
      return Object.keys(fields).length ? fields : { name: describe(result, ui.t) };
    },
    [refresh, ui],
  );

  const remove = async () => {
    if (!doomed) return;
    setBusy(true);
    const { category, sub } = doomed;
    const result = sub ? await call('adminDeleteSubCategory', { categoryId: category.id, id: sub.id }) : await call('adminDeleteCategory', { id: category.id });
    setBusy(false);
    setDoomed(null);
    if (result.status === 200) {
      showToast(describe(result, ui.t));
      await refresh();
    } else {
      setFailure(describe(result, ui.t));
    }
  };

  return (
    <AccountUiContext.Provider value={accountUi}>
      <section aria-labelledby="adm-categories-title" data-testid="admin-categories">
        <header className="rv-head">
          <div>
            <h1 id="adm-categories-title" ref={heading} tabIndex={-1}>
              {ui.t('review.categories.title')}
            </h1>
            <p className="rv-lede">{ui.t('review.categories.lede')}</p>
          </div>
        </header>

        <NameForm id="adm-new-category" label={ui.t('review.categories.new')} submitLabel={ui.t('review.categories.add')} onSave={(name) => change('adminSaveCategory', { name })} testId="new-category" />

        {failure && (
          <Banner kind="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Banner>
        )}

        <LoadState status={load.status} loading={ui.t('review.categories.loading')} failed={ui.t('review.categories.loadError')} retry={ui.t('review.retry')} onRetry={() => void refresh()} />
        {load.status === 'ready' && (
          <ul className="adm-categories">
            {load.categories.map((category) => (
              <li key={category.id} className="adm-category" data-testid="admin-category">
                <Renamable
                  id={`adm-cat-${category.id}`}
                  name={category.name}
                  onRename={(name) => change('adminSaveCategory', { id: category.id, name })}
                  onDelete={() => setDoomed({ category })}
                  detail={ui.tn('review.categories.subCount', category.subCategories.length)}
                />
                <ul className="adm-subcategories">
                  {category.subCategories.length === 0 && <li className="rv-muted">{ui.t('review.categories.none')}</li>}
                  {category.subCategories.map((sub) => (
                    <li key={sub.id}>
                      <Renamable
                        id={`adm-sub-${sub.id}`}
                        name={sub.name}
                        onRename={(name) => change('adminSaveSubCategory', { categoryId: category.id, id: sub.id, name })}
                        onDelete={() => setDoomed({ category, sub })}
                      />
                    </li>
                  ))}
                </ul>
                <NameForm
                  id={`adm-new-sub-${category.id}`}
                  label={ui.t('review.categories.newSub')}
                  submitLabel={ui.t('review.categories.add')}
                  onSave={(name) => change('adminSaveSubCategory', { categoryId: category.id, name })}
                  compact
                />
              </li>
            ))}
          </ul>
        )}

        <ConfirmDialog
          open={doomed !== null}
          title={ui.t('review.categories.confirmTitle', { name: doomed?.sub?.name ?? doomed?.category.name ?? '' })}
          text={ui.t(doomed?.sub ? 'review.categories.confirmSubText' : 'review.categories.confirmText')}
          confirmLabel={ui.t('review.categories.confirm')}
          cancelLabel={ui.t('review.categories.cancel')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setDoomed(null)}
        />
      </section>
    </AccountUiContext.Provider>
  );
}

/** A one-field form that saves a name; the server's refusal shows under the field. */
function NameForm({
  id,
  label,
  submitLabel,
  initial = '',
  onSave,
  onCancel,
  compact,
  testId,
}: {
  id: string;
  label: string;
  submitLabel: string;
  initial?: string;
  onSave: (name: string) => Promise<Record<string, string> | null>;
  onCancel?: () => void;
  compact?: boolean;
  testId?: string;
}) {
  const ui = useUi();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const errors = await onSave(name);
    setSaving(false);
    setError(errors?.name);
    if (!errors && !initial) setName('');
  };
  return (
    <form className={`adm-name-form${compact ? ' adm-name-form--compact' : ''}`} onSubmit={submit} noValidate>
      <TextField id={id} label={label} value={name} onChange={(e) => setName(e.target.value)} error={error} maxLength={80} testId={testId} />
      <button type="submit" className="btn btn-navy btn-sm" disabled={saving}>
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          {ui.t('review.categories.cancel')}
        </button>
      )}
    </form>
  );
}

/** A name with rename and delete controls; renaming opens the name form in place. */
function Renamable({ id, name, detail, onRename, onDelete }: { id: string; name: string; detail?: string; onRename: (name: string) => Promise<Record<string, string> | null>; onDelete: () => void }) {
  const ui = useUi();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <NameForm
        id={id}
        label={ui.t('review.categories.name')}
        submitLabel={ui.t('review.categories.save')}
        initial={name}
        onSave={async (next) => {
          const errors = await onRename(next);
          if (!errors) setEditing(false);
          return errors;
        }}
        onCancel={() => setEditing(false)}
        compact
      />
    );
  }
  return (
    <div className="adm-named">
      <span className="adm-name">{ui.category(name)}</span>
      {detail && <span className="rv-muted">{detail}</span>}
      <span className="adm-actions">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(true)}>
          {ui.t('review.categories.rename')}
        </button>
        <button type="button" className="btn btn-danger btn-sm" onClick={onDelete} data-testid="category-delete">
          {ui.t('review.categories.delete')}
        </button>
      </span>
    </div>
  );
}
