/** Step 1 — what is being sold: category, item specifics, name, caption, description, photos. */
import { useStore } from '@nanostores/react';
import type { Category } from '../../../../shared/categories.ts';
import { fieldLabel, fieldOptions, type SellerFormField } from '../../../../shared/seller-form.ts';
import { SelectField, TextAreaField, TextField } from '../../lib/forms/fields.tsx';
import { SelectOptions } from '../../lib/forms/select-options.tsx';
import { useWizard } from './wizard-hooks.ts';
import { PhotoField } from './PhotoField.tsx';
import { $listingForm, setListingField, setSubCategoryId } from './store.ts';
import { useUi } from '../../lib/ui.tsx';

/** Text limits of the listing form (the contract's). */
export const TEXT_LIMITS = { itemName: 120, itemCaption: 160, itemDescription: 5000, specific: 200 } as const;

export function StepWhat({
  categories,
  categoriesLoading,
  fields,
  fieldsFailed,
  onRetryFields,
  onCategory,
  onSubCategory,
}: {
  categories: Category[];
  categoriesLoading: boolean;
  fields: SellerFormField[] | null;
  fieldsFailed: boolean;
  onRetryFields(): void;
  onCategory(id: string): void;
  onSubCategory(id: string | null): void;
}) {
  const { t, locale, category: categoryName } = useUi();
  const kit = useWizard();
  const form = useStore($listingForm).data;
  const chosen = categories.find((c) => c.id === form.category);

  const setText = (name: 'itemName' | 'itemCaption' | 'itemDescription') => (event: { target: { value: string } }) => {
    setListingField(name, event.target.value);
    kit.changed(name);
  };
  const counter = (value: string, max: number) => t('selling.counter', { count: value.length, max });
  /** The name's and the caption's one line, each with its limit counted down. */
  const lineOfText = (name: 'itemName' | 'itemCaption', texts: { label: string; placeholder: string; hint: string; testId: string }) => (
    <TextField
      id={name}
      name={name}
      type="text"
      autoComplete="off"
      counter={counter(form[name], TEXT_LIMITS[name])}
      label={texts.label}
      value={form[name]}
      maxLength={TEXT_LIMITS[name]}
      placeholder={texts.placeholder}
      hint={texts.hint}
      error={kit.errorOf(name)}
      testId={texts.testId}
      onChange={setText(name)}
      onBlur={() => kit.touch(name)}
    />
  );

  return (
    <>
      <fieldset className="sw-fieldset">
        <legend>{t('selling.what.categoryLegend')}</legend>
        <div className="form-row">
          <SelectField
            id="category"
            name="category"
            label={t('selling.what.category')}
            value={form.category}
            error={kit.errorOf('category')}
            testId="category-select"
            onChange={(e) => {
              onCategory(e.target.value);
              kit.changed('category', 'subCategoryId');
            }}
            onBlur={() => kit.touch('category')}
          >
            <SelectOptions placeholder={categoriesLoading ? t('selling.loading') : t('selling.what.chooseCategory')} options={categories.map((c) => ({ value: c.id, label: categoryName(c) }))} />
          </SelectField>
          <SelectField
            id="subCategoryId"
            name="subCategoryId"
            label={t('selling.what.subCategory')}
            optional
            value={form.subCategoryId ?? ''}
            disabled={!chosen || chosen.subCategories.length === 0}
            error={kit.errorOf('subCategoryId')}
            hint={t('selling.what.subCategoryHint')}
            testId="subcategory-select"
            onChange={(e) => {
              onSubCategory(e.target.value || null);
              kit.changed('subCategoryId');
            }}
          >
            <SelectOptions
              placeholder={chosen ? t('selling.what.noSubCategory') : t('selling.what.chooseCategoryFirst')}
              options={(chosen?.subCategories ?? []).map((s) => ({ value: s.id, label: categoryName(s) }))}
            />
          </SelectField>
        </div>
      </fieldset>

      {form.category && (
        <fieldset className="sw-fieldset" aria-busy={fields === null && !fieldsFailed ? true : undefined}>
          <legend>{t('selling.what.specificsLegend')}</legend>
          <p className="sw-legend-note">{t('selling.what.specificsNote')}</p>
          {fieldsFailed ? (
            <div className="sw-inline-alert" role="alert">
              <span>{t('selling.what.specificsFailed')}</span>
              <button type="button" className="btn btn-ghost" onClick={onRetryFields}>
                {t('selling.retry')}
              </button>
            </div>
          ) : fields === null ? (
            <div className="sw-skeleton" role="status">
              <span className="visually-hidden">{t('selling.loading')}</span>
              <span className="skeleton-fill" />
              <span className="skeleton-fill" />
            </div>
          ) : fields.length === 0 ? (
            <p className="sw-muted">{t('selling.what.noSpecifics')}</p>
          ) : (
            <div className="form-row">
              {fields.map((field) => {
                const path = `itemSpecifics.${field.name}`;
                const value = form.itemSpecifics[field.name] ?? '';
                const set = (next: string) => {
                  const answers = { ...form.itemSpecifics };
                  if (next) answers[field.name] = next;
                  else delete answers[field.name];
                  setListingField('itemSpecifics', answers);
                  kit.changed(path);
                };
                const id = `specific-${field.name}`;
                const common = {
                  id,
                  name: id,
                  label: fieldLabel(field, locale),
                  optional: !field.required,
                  error: kit.errorOf(path),
                  testId: id,
                  value,
                  onChange: (event: { target: { value: string } }) => set(event.target.value),
                  onBlur: () => kit.touch(path),
                };
                if (field.type === 'dropdown') {
                  return (
                    <SelectField key={field.name} {...common}>
                      <SelectOptions placeholder={t('selling.choose')} options={fieldOptions(field, locale)} />
                    </SelectField>
                  );
                }
                return (
                  <TextField
                    key={field.name}
                    {...common}
                    type="text"
                    autoComplete="off"
                    maxLength={TEXT_LIMITS.specific}
                    counter={counter(value, TEXT_LIMITS.specific)}
                    inputMode={field.type === 'number' ? 'decimal' : 'text'}
                    hint={field.type === 'number' ? t('selling.what.numberHint') : undefined}
                  />
                );
              })}
            </div>
          )}
        </fieldset>
      )}

      <fieldset className="sw-fieldset">
        <legend>{t('selling.what.describeLegend')}</legend>
        {lineOfText('itemName', { label: t('selling.what.name'), placeholder: t('selling.what.namePlaceholder'), hint: t('selling.what.nameHint'), testId: 'item-name' })}
        {lineOfText('itemCaption', { label: t('selling.what.caption'), placeholder: t('selling.what.captionPlaceholder'), hint: t('selling.what.captionHint'), testId: 'item-caption' })}
        <TextAreaField
          id="itemDescription"
          name="itemDescription"
          rows={7}
          counter={counter(form.itemDescription, TEXT_LIMITS.itemDescription)}
          label={t('selling.what.description')}
          value={form.itemDescription}
          maxLength={TEXT_LIMITS.itemDescription}
          hint={t('selling.what.descriptionHint')}
          error={kit.errorOf('itemDescription')}
          testId="item-description"
          onChange={setText('itemDescription')}
          onBlur={() => kit.touch('itemDescription')}
        />
      </fieldset>

      <PhotoField />
    </>
  );
}

