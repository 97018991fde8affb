import { useState } from 'react';
import { lacksFrench, type Category, type Named, type SubCategory } from '../../../../shared/categories.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { call } from '../../lib/api.ts';
import { TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { outcomeOf } from '../../lib/forms/outcome.ts';
import { useUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { AreaHead, AreaLoad, toastOnSuccess, useChange, useLoaded, type AreaProps } from './parts.tsx';

/** What is about to be deleted: a category, or one of its sub-categories. */
type Doomed = { category: Category; sub?: SubCategory };
/** A name's save: its call and the rest of its input. */
type NameSave = { call: 'adminSaveCategory'; data: { id?: string } } | { call: 'adminSaveSubCategory'; data: { categoryId: string; id?: string } };

/**
 * The back office's categories (/admin-details?section=categories): create, rename and delete
 * categories and their sub-categories, each delete after confirmation. The list is read fresh from
 * getCategories after every change, so it shows what the catalogue shows. A refused or failed delete
 * says so (the spec's copy said "deleted" whatever happened).
 */
export function CategoriesView({ heading }: AreaProps) {
  const ui = useUi();
  const { loaded, reload } = useLoaded('getCategories', { sortByNameAsc: true }, (d) => d.categories);
  const [doomed, setDoomed] = useState<Doomed | null>(null);
  const change = useChange();
  const refresh = () => void reload();

  const remove = async () => {
    if (!doomed) return;
    const { category, sub } = doomed;
    const done = sub ? await change.run('adminDeleteSubCategory', { categoryId: category.id, id: sub.id }) : await change.run('adminDeleteCategory', { id: category.id });
    setDoomed(null);
    if (done) await reload();
  };

  return (
    <section aria-labelledby="adm-categories-title" data-testid="admin-categories">
      <AreaHead id="adm-categories-title" heading={heading} title={ui.t('review.categories.title')} lede={ui.t('review.categories.lede')} />

      <NameForm id="adm-new-category" label={ui.t('review.categories.new')} submitLabel={ui.t('review.categories.add')} save={{ call: 'adminSaveCategory', data: {} }} onSaved={refresh} testId="new-category" />

      {change.banner}

      <AreaLoad loaded={loaded} what="review.categories" onRetry={refresh} />
      {loaded.data !== undefined && (
        <ul className="plain-list adm-categories">
          {loaded.data.map((category) => (
            <li key={category.id} className="adm-category" data-testid="admin-category">
              <Renamable
                id={`adm-cat-${category.id}`}
                named={category}
                save={{ call: 'adminSaveCategory', data: { id: category.id } }}
                onSaved={refresh}
                onDelete={() => setDoomed({ category })}
                detail={ui.tn('review.categories.subCount', category.subCategories.length)}
              />
              <ul className="plain-list adm-subcategories">
                {category.subCategories.length === 0 && <li className="rv-muted">{ui.t('review.categories.none')}</li>}
                {category.subCategories.map((sub) => (
                  <li key={sub.id}>
                    <Renamable
                      id={`adm-sub-${sub.id}`}
                      named={sub}
                      save={{ call: 'adminSaveSubCategory', data: { categoryId: category.id, id: sub.id } }}
                      onSaved={refresh}
                      onDelete={() => setDoomed({ category, sub })}
                    />
                  </li>
                ))}
              </ul>
              <NameForm
                id={`adm-new-sub-${category.id}`}
                label={ui.t('review.categories.newSub')}
                submitLabel={ui.t('review.categories.add')}
                save={{ call: 'adminSaveSubCategory', data: { categoryId: category.id } }}
                onSaved={refresh}
                compact
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={doomed !== null}
        title={ui.t('review.categories.confirmTitle', { name: doomed ? ui.category(doomed.sub ?? doomed.category) : '' })}
        text={ui.t(doomed?.sub ? 'review.categories.confirmSubText' : 'review.categories.confirmText')}
        confirmLabel={ui.t('review.categories.confirm')}
        cancelLabel={ui.t('review.categories.cancel')}
        busy={change.busy}
        onConfirm={() => void remove()}
        onCancel={() => setDoomed(null)}
      />
    </section>
  );
}

/**
 * A name form (lib/forms) that saves a name in English and French with its call (docs/adr/0051): the
 * French may be left empty (the French site then shows the English); the server's refusal shows
 * under the field it is about.
 */
function NameForm({
  id,
  label,
  submitLabel,
  initial = { name: '' },
  save,
  onSaved,
  onCancel,
  compact,
  testId,
}: {
  id: string;
  label: string;
  submitLabel: string;
  initial?: Named;
  save: NameSave;
  onSaved: () => void;
  onCancel?: () => void;
  compact?: boolean;
  testId?: string;
}) {
  const ui = useUi();
  const start = { name: initial.name, nameFr: initial.nameFr ?? '' };
  const form = useForm<{ name: string; nameFr: string }, NameSave['data'] & { name: string; nameFr: string }, unknown>(id, {
    fields: ['name', 'nameFr'],
    initial: start,
    schema: () => import('../../../../shared/contract/admin-catalogue.ts').then((m) => (save.call === 'adminSaveCategory' ? m.AdminSaveCategoryInputSchema : m.AdminSaveSubCategoryInputSchema)),
    // The French is always sent: empty removes it (the French site then shows the English name).
    payload: (v) => ({ ...save.data, name: v.name.trim(), nameFr: v.nameFr.trim() }),
    // Every refusal is about a name (taken, too long, changed by someone else): it shows under its field.
    send: async (payload) => {
      const outcome = save.call === 'adminSaveCategory' ? outcomeOf(await call(save.call, payload)) : outcomeOf(await call(save.call, { ...payload, categoryId: save.data.categoryId }));
      return outcome.ok || Object.keys(outcome.fields).length || !outcome.message ? outcome : { ...outcome, fields: { name: outcome.message }, message: null };
    },
    fieldOf: (path) => (path === 'nameFr' ? 'nameFr' : 'name'),
    invalidBanner: null,
    reset: () => start,
    ...toastOnSuccess(ui, onSaved),
  });
  return (
    <Form form={form} className={`adm-name-form${compact ? ' adm-name-form--compact' : ''}`} banner={false}>
      <TextField {...form.bind('name')} id={id} label={label} maxLength={80} testId={testId} />
      <TextField {...form.bind('nameFr')} id={`${id}-fr`} label={ui.t('review.categories.nameFr')} hint={ui.t('review.categories.nameFrHint')} maxLength={80} testId={testId ? `${testId}-fr` : undefined} optional />
      <SubmitButton busy={form.submitting} ready={form.ready} className="btn btn-navy btn-sm" label={submitLabel} />
      {onCancel && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          {ui.t('review.categories.cancel')}
        </button>
      )}
    </Form>
  );
}

/**
 * A name in both languages with rename and delete controls; renaming opens the name form in place.
 * A name without its French says so: the French site shows it in English (docs/adr/0051).
 */
function Renamable({ id, named, detail, save, onSaved, onDelete }: { id: string; named: Named; detail?: string; save: NameSave; onSaved: () => void; onDelete: () => void }) {
  const ui = useUi();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <NameForm
        id={id}
        label={ui.t('review.categories.name')}
        submitLabel={ui.t('review.categories.save')}
        initial={named}
        save={save}
        onSaved={() => {
          setEditing(false);
          onSaved();
        }}
        onCancel={() => setEditing(false)}
        compact
      />
    );
  }
  return (
    <div className="adm-named">
      <span className="adm-name" lang="en">{named.name}</span>
      {lacksFrench(named) ? (
        <span className="adm-missing" data-testid="french-missing">
          {ui.t('review.categories.frenchMissing')}
        </span>
      ) : (
        <span className="rv-muted" lang="fr" data-testid="french-name">
          {ui.t('review.categories.inFrench', { name: named.nameFr ?? '' })}
        </span>
      )}
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
