import { useState } from 'react';
import type { Category } from '../../../../shared/categories.ts';
import { missingFrench } from '../../../../shared/admin/seller-forms.ts';
import type { SellerForm, SpecificDefinition } from '../../../../shared/seller-form.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { call } from '../../lib/api.ts';
import { CheckField, SelectField, TextAreaField, TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { outcomeOf } from '../../lib/forms/outcome.ts';
import { useUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { AreaHead, AreaLoad, toastOnSuccess, useChange, useLoaded, type AreaProps } from './parts.tsx';
import { NamedOptions } from '../../lib/forms/select-options.tsx';
import {
  checkField,
  definitionOf,
  editorFieldOf,
  FIELD_EDITOR_FIELDS,
  fieldValues,
  movedField,
  ownForm,
  saveInput,
  SPECIFIC_KINDS,
  withField,
  withoutField,
  type FieldValues,
} from './seller-form-editing.ts';

/** Which field the editor is open on: an index, `new`, or none. */
type Editing = number | 'new' | null;

/**
 * The back office's seller forms (/admin-details?section=seller-forms): for a category, or one of its
 * sub-categories, the item specifics the listing wizard asks sellers for (dropdowns with their
 * options, text and number fields). Every change saves the whole form at once (adminSaveSellerForm),
 * and the wizard reads it on its next category choice (getSellerForm reads the table every time).
 */
export function SellerFormsView({ heading }: AreaProps) {
  const ui = useUi();
  const { loaded: categories, reload: reloadCategories } = useLoaded('getCategories', { sortByNameAsc: true }, (d) => d.categories);
  const { loaded: saved, reload: reloadForms } = useLoaded('adminGetSellerForms', {}, (d) => d.forms);
  const [catId, setCatId] = useState('');
  const [subCatId, setSubCatId] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [doomed, setDoomed] = useState<number | null>(null);
  const change = useChange();

  const list = categories.status === 'ready' ? categories.data : [];
  const category = list.find((c) => c.id === catId) ?? null;
  const forms = saved.data ?? [];
  const sub = subCatId || null;
  const form = category ? ownForm(forms, category.id, sub) : null;
  const fields = form?.itemSpecificForm ?? [];
  const inherited = category && sub && !form ? ownForm(forms, category.id, null) : null;

  // After every save the forms are read again, so the page shows what the wizard will ask.
  const afterSave = async () => {
    await reloadForms();
    setEditing(null);
  };
  const save = async (next: SpecificDefinition[]) => {
    if (!category) return;
    if (await change.run('adminSaveSellerForm', saveInput(category.id, sub, next))) await reloadForms();
  };
  const choose = (nextCat: string, nextSub: string) => {
    setCatId(nextCat);
    setSubCatId(nextSub);
    setEditing(null);
    change.setFailure(null);
  };

  return (
    <section aria-labelledby="adm-forms-title" data-testid="admin-seller-forms">
      <AreaHead id="adm-forms-title" heading={heading} title={ui.t('admin.sellerForms.title')} lede={ui.t('admin.sellerForms.lede')} />
      <AreaLoad loaded={categories.status === 'ready' ? saved : categories} what="admin.sellerForms" onRetry={() => void (categories.status === 'error' ? reloadCategories() : reloadForms())} />

      {categories.status === 'ready' && saved.status !== 'error' && (
        <div className="form-row adm-choice">
          <SelectField id="adm-form-category" label={ui.t('admin.sellerForms.category')} value={catId} onChange={(e) => choose(e.target.value, '')} testId="sf-category">
            <option value="">{ui.t('admin.sellerForms.chooseCategory')}</option>
            {list.map((c) => (
              <option key={c.id} value={c.id}>
                {ui.category(c)}
              </option>
            ))}
          </SelectField>
          <SelectField id="adm-form-subcategory" label={ui.t('admin.sellerForms.subCategory')} value={subCatId} disabled={!category || category.subCategories.length === 0} onChange={(e) => choose(catId, e.target.value)} testId="sf-subcategory">
            <option value="">{ui.t('admin.sellerForms.categoryOwn')}</option>
            {(category?.subCategories ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {ui.category(s)}
              </option>
            ))}
          </SelectField>
        </div>
      )}

      {change.banner}

      {category && (
        <div className="adm-panel" data-testid="sf-form">
          <h2 className="adm-panel-title">
            {ui.t('admin.sellerForms.formOf', { name: sub ? ui.category(category.subCategories.find((s) => s.id === sub) ?? '') : ui.category(category) })}
          </h2>
          {fields.length === 0 && (
            <p className="rv-muted" data-testid="sf-empty">
              {inherited ? ui.tn('admin.sellerForms.inherits', inherited.itemSpecificForm.length) : ui.t('admin.sellerForms.empty')}
            </p>
          )}
          {fields.length > 0 && (
            <ol className="plain-list adm-fields">
              {fields.map((field, index) =>
                editing === index ? (
                  <li key={`edit-${index}`}>
                    <FieldEditor fields={fields} index={index} catId={category.id} subCatId={sub} onSaved={() => void afterSave()} onCancel={() => setEditing(null)} />
                  </li>
                ) : (
                  <li key={`${index}-${field.label}`} className="adm-field" data-testid="sf-field">
                    <p>
                      <span className="adm-name">{field.label}</span>{' '}
                      {field.labelFr ? (
                        <span className="rv-muted" lang="fr">
                          ({field.labelFr}){' '}
                        </span>
                      ) : null}
                      <span className="rv-muted">
                        {ui.t(`admin.sellerForms.kind.${field.kind}`)}
                        {field.required ? ` · ${ui.t('admin.sellerForms.required')}` : ''}
                        {field.options ? ` · ${field.options.join(', ')}` : ''}
                      </span>{' '}
                      <FrenchMissing field={field} />
                    </p>
                    <span className="adm-actions">
                      <button type="button" className="btn btn-ghost btn-sm" disabled={change.busy || index === 0} onClick={() => void save(movedField(fields, index, -1))} aria-label={ui.t('admin.sellerForms.moveUp', { label: field.label })}>
                        ↑
                      </button>
                      <button type="button" className="btn btn-ghost btn-sm" disabled={change.busy || index === fields.length - 1} onClick={() => void save(movedField(fields, index, 1))} aria-label={ui.t('admin.sellerForms.moveDown', { label: field.label })}>
                        ↓
                      </button>
                      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(index)} data-testid="sf-edit">
                        {ui.t('admin.sellerForms.edit')}
                      </button>
                      <button type="button" className="btn btn-danger btn-sm" onClick={() => setDoomed(index)} data-testid="sf-remove">
                        {ui.t('admin.sellerForms.remove')}
                      </button>
                    </span>
                  </li>
                ),
              )}
            </ol>
          )}
          {editing === 'new' ? (
            <FieldEditor fields={fields} index={fields.length} catId={category.id} subCatId={sub} onSaved={() => void afterSave()} onCancel={() => setEditing(null)} />
          ) : (
            <button type="button" className="btn btn-navy" onClick={() => setEditing('new')} data-testid="sf-add">
              {ui.t('admin.sellerForms.add')}
            </button>
          )}
        </div>
      )}

      <ConfirmDialog
        open={doomed !== null}
        title={ui.t('admin.sellerForms.confirmTitle', { label: doomed !== null ? (fields[doomed]?.label ?? '') : '' })}
        text={ui.t('admin.sellerForms.confirmText')}
        confirmLabel={ui.t('admin.sellerForms.remove')}
        cancelLabel={ui.t('review.categories.cancel')}
        busy={change.busy}
        onConfirm={() => {
          if (doomed === null) return;
          void save(withoutField(fields, doomed)).then(() => setDoomed(null));
        }}
        onCancel={() => setDoomed(null)}
      />
    </section>
  );
}

/** What of a field has no French yet (the French site shows those words in English), or nothing when all has. */
function FrenchMissing({ field }: { field: SpecificDefinition }) {
  const ui = useUi();
  const missing = missingFrench(field);
  if (!missing.label && missing.options.length === 0) return null;
  const what = [...(missing.label ? [ui.t('admin.sellerForms.frenchMissingLabel')] : []), ...(missing.options.length ? [ui.tn('admin.sellerForms.frenchMissingOptions', missing.options.length)] : [])].join(', ');
  return (
    <span className="adm-missing" data-testid="sf-french-missing">
      {ui.t('admin.sellerForms.frenchMissing', { what })}
    </span>
  );
}

/**
 * One field of a seller form, added or edited: its label, kind, a dropdown's options (one per line)
 * and whether sellers must answer it. Saving sends the whole form with this field in its place; the
 * server's word on this field shows under it, anything else in the banner.
 */
function FieldEditor({
  fields,
  index,
  catId,
  subCatId,
  onSaved,
  onCancel,
}: {
  fields: readonly SpecificDefinition[];
  index: number;
  catId: string;
  subCatId: string | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const ui = useUi();
  const editor = useForm<FieldValues, ReturnType<typeof saveInput>, { form: SellerForm }>('sf', {
    fields: FIELD_EDITOR_FIELDS,
    initial: fieldValues(fields[index]),
    check: checkField,
    schema: () => import('../../../../shared/contract/admin-catalogue.ts').then((m) => m.AdminSaveSellerFormInputSchema),
    fieldOf: (path) => editorFieldOf(path, index),
    payload: (values) => saveInput(catId, subCatId, withField(fields, index, definitionOf(values))),
    send: async (payload) => outcomeOf(await call('adminSaveSellerForm', payload)),
    refusalBanner: 'unplaced',
    ...toastOnSuccess(ui, onSaved),
  });
  const isNew = index >= fields.length;
  return (
    <Form form={editor} className="adm-panel adm-editor" testId="sf-editor" heading={<h3 className="adm-panel-title">{ui.t(isNew ? 'admin.sellerForms.newField' : 'admin.sellerForms.editField')}</h3>}>
      <div className="form-row">
        <TextField {...editor.bind('label')} label={ui.t('admin.sellerForms.label')} maxLength={60} testId="sf-label" />
        <TextField {...editor.bind('labelFr')} label={ui.t('admin.sellerForms.labelFr')} maxLength={60} testId="sf-label-fr" optional />
        <SelectField {...editor.bind('kind')} label={ui.t('admin.sellerForms.kind')} testId="sf-kind">
          <NamedOptions values={SPECIFIC_KINDS} prefix="admin.sellerForms.kind" />
        </SelectField>
      </div>
      {editor.values.kind === 'dropdwon' && (
        <div className="form-row">
          <TextAreaField {...editor.bind('options')} label={ui.t('admin.sellerForms.options')} hint={ui.t('admin.sellerForms.optionsHint')} rows={4} testId="sf-options" />
          <TextAreaField {...editor.bind('optionsFr')} label={ui.t('admin.sellerForms.optionsFr')} hint={ui.t('admin.sellerForms.optionsFrHint')} rows={4} testId="sf-options-fr" optional />
        </div>
      )}
      <CheckField {...editor.bindCheck('required')} label={ui.t('admin.sellerForms.requiredLabel')} data-testid="sf-required" />
      <div className="form-actions">
        <SubmitButton busy={editor.submitting} ready={editor.ready} className="btn btn-navy" label={ui.t('admin.sellerForms.save')} testId="sf-save" />
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {ui.t('review.categories.cancel')}
        </button>
      </div>
    </Form>
  );
}
