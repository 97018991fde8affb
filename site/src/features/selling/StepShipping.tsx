/**
 * Step 3 — shipping: who pays, insurance, cost and delivery days per zone (a zone is offered when
 * both are given); then the whole listing to review before it goes to an expert.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { Category } from '../../../../shared/categories.ts';
import { LISTING_RULES } from '../../../../shared/listing-rules.ts';
import { fieldLabel, fieldOptions, type SellerFormField } from '../../../../shared/seller-form.ts';
import { controlAria, FieldShell, SelectField, TextField } from '../../lib/forms/fields.tsx';
import { CheckCard, MoneyField } from '../../lib/forms/more-fields.tsx';
import { SelectOptions } from '../../lib/forms/select-options.tsx';
import { FULFILMENT_OPTIONS, reserveOffered, ZONES, type ListingFormState, type ShippingPaidBy } from './form.ts';
import { useWizard } from './wizard-hooks.ts';
import { photoSrc } from './photos.ts';
import { ProceedsPanel } from './StepPrice.tsx';
import { $listingForm, setListingField } from './store.ts';
import { useUi } from '../../lib/ui.tsx';
import type { Step } from './validation.ts';

const COMPANY_NAME_LIMIT = 120;

export function StepShipping() {
  const { t } = useUi();
  const kit = useWizard();
  const form = useStore($listingForm).data;

  return (
    <>
      <fieldset className="sw-fieldset">
        <legend>{t('selling.ship.legend')}</legend>
        <div className="form-row">
          <SelectField
            id="shippingPaidBy"
            name="shippingPaidBy"
            label={t('selling.ship.paidBy')}
            value={form.shippingPaidBy}
            hint={t('selling.ship.paidByHint')}
            error={kit.errorOf('shippingPaidBy')}
            testId="shipping-paid-by"
            onChange={(event) => {
              setListingField('shippingPaidBy', event.target.value as ShippingPaidBy);
              kit.changed('shippingPaidBy');
            }}
            onBlur={() => kit.touch('shippingPaidBy')}
          >
            <SelectOptions
              placeholder={t('selling.choose')}
              options={[
                { value: 'buyer', label: t('selling.ship.paidByBuyer') },
                { value: 'seller', label: t('selling.ship.paidBySeller') },
              ]}
            />
          </SelectField>
          <div className="sw-check-slot">
            <CheckCard
              id="insureItem"
              label={t('selling.ship.insure')}
              description={t('selling.ship.insureDesc')}
              checked={form.insureItem}
              testId="insure-item"
              onChange={(on) => setListingField('insureItem', on)}
            />
          </div>
        </div>
      </fieldset>

      <fieldset className="sw-fieldset">
        <legend>{t('selling.ship.zonesLegend')}</legend>
        <p className="sw-legend-note">{t('selling.ship.zonesNote')}</p>
        <div className="sw-zones">
          {ZONES.map(([zone, cost, days]) => {
            const both = [cost, days] as const;
            const offered = form[cost] !== null && form[days] !== null;
            const testBase = zone === 'worldwide' ? 'worldwide' : zone;
            return (
              <div key={zone} className={`sw-zone${offered ? ' is-offered' : ''}`} role="group" aria-labelledby={`zone-${zone}`}>
                <div className="sw-zone-head">
                  <h3 id={`zone-${zone}`}>{t(`selling.ship.zone.${zone}`)}</h3>
                  <span className="label label--tight sw-zone-state">{offered ? t('selling.ship.offered') : t('selling.ship.notOffered')}</span>
                </div>
                <div className="form-row">
                  <MoneyField
                    id={cost}
                    label={t('selling.ship.cost')}
                    value={form[cost]}
                    hint={t('selling.ship.costHint')}
                    error={kit.errorOf(cost)}
                    testId={`${testBase}-cost`}
                    onChange={(pence) => {
                      setListingField(cost, pence);
                      kit.changed(...both);
                    }}
                    onInvalid={(invalid) => kit.setInvalid(cost, invalid)}
                    onBlur={() => kit.touch(...both)}
                  />
                  <FieldShell id={days} label={t('selling.ship.days')} error={kit.errorOf(days)}>
                    <div className="sw-number">
                      <input
                        {...{ id: days, name: days, className: 'input', type: 'number', inputMode: 'numeric', min: 1, max: LISTING_RULES.maxShippingDays, step: 1 }}
                        value={form[days] ?? ''}
                        {...controlAria({ id: days, error: kit.errorOf(days) })}
                        data-testid={`${testBase}-days`}
                        onChange={(event) => {
                          setListingField(days, event.target.value === '' ? null : Number(event.target.value));
                          kit.changed(...both);
                        }}
                        onBlur={() => kit.touch(...both)}
                      />
                      <span className="sw-number-suffix" aria-hidden="true">
                        {t('selling.ship.daysSuffix')}
                      </span>
                    </div>
                  </FieldShell>
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="sw-fieldset">
        <legend>{t('selling.ship.sellerLegend')}</legend>
        <TextField
          id="companyName"
          name="companyName"
          label={t('selling.ship.companyName')}
          optional
          type="text"
          autoComplete="off"
          value={form.companyName}
          maxLength={COMPANY_NAME_LIMIT}
          counter={t('selling.counter', { count: form.companyName.length, max: COMPANY_NAME_LIMIT })}
          hint={t('selling.ship.companyNameHint')}
          error={kit.errorOf('companyName')}
          testId="company-name"
          onChange={(event) => {
            setListingField('companyName', event.target.value);
            kit.changed('companyName');
          }}
        />
      </fieldset>
    </>
  );
}

/** The whole listing as it will be submitted, section by section, each with a way back to edit it. */
export function ListingReview({
  categories,
  fields,
  onEdit,
}: {
  categories: Category[];
  fields: SellerFormField[] | null;
  onEdit(step: Step): void;
}) {
  const { t, money, locale, category: categoryName } = useUi();
  const form = useStore($listingForm).data;
  const category = categories.find((c) => c.id === form.category);
  const subCategory = category?.subCategories.find((s) => s.id === form.subCategoryId);
  const yes = (on: boolean) => (on ? t('selling.yes') : t('selling.no'));
  const services = FULFILMENT_OPTIONS.filter((o) => form[o]).map((o) => t(`selling.fulfil.${o}`));
  const specifics = (fields ?? []).filter((f) => form.itemSpecifics[f.name]);

  const none = <span className="sw-muted">{t('selling.review.none')}</span>;

  return (
    <section className="sw-review" aria-labelledby="review-title" data-testid="listing-review">
      <h2 id="review-title" className="sw-review-title">
        {t('selling.review.title')}
      </h2>
      <p className="sw-legend-note">{t('selling.review.note')}</p>

      <ReviewSection onEdit={onEdit} step={1} title={t('selling.step.1')}>
        {form.photos.length > 0 && (
          <ul className="plain-list sw-review-photos" aria-label={t('selling.photos.gallery')}>
            {form.photos.map((key, i) => (
              <li key={key}>
                <img src={photoSrc(key)} alt={t('selling.photos.alt', { position: i + 1, count: form.photos.length })} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
        <dl className="sw-review-list">
          <ReviewRow label={t('selling.what.category')}>
            {category ? categoryName(category) : none}
            {subCategory ? ` › ${categoryName(subCategory)}` : ''}
          </ReviewRow>
          <ReviewRow label={t('selling.what.name')}>{form.itemName || none}</ReviewRow>
          <ReviewRow label={t('selling.what.caption')}>{form.itemCaption || none}</ReviewRow>
          <ReviewRow label={t('selling.what.description')}>
            <span className="sw-pre">{form.itemDescription || none}</span>
          </ReviewRow>
          {specifics.map((f) => (
            <ReviewRow key={f.name} label={fieldLabel(f, locale)}>
              {fieldOptions(f, locale).find((o) => o.value === form.itemSpecifics[f.name])?.label ?? form.itemSpecifics[f.name]}
            </ReviewRow>
          ))}
          <ReviewRow label={t('selling.photos.label')}>{t(form.photos.length === 1 ? 'selling.review.photos.one' : 'selling.review.photos.other', { count: form.photos.length })}</ReviewRow>
        </dl>
      </ReviewSection>

      <ReviewSection onEdit={onEdit} step={2} title={t('selling.step.2')}>
        <dl className="sw-review-list">
          <ReviewRow label={t('selling.price.estimatedValue')}>{form.estimatedValue !== null ? money(form.estimatedValue) : none}</ReviewRow>
          <ReviewRow label={t('selling.review.format')}>
            {[form.listAsAuction ? t('selling.price.auction') : null, form.List_of_Buy_it ? t('selling.price.buyNow') : null].filter(Boolean).join(' + ') || none}
          </ReviewRow>
          {form.listAsAuction && (
            <>
              <ReviewRow label={t('selling.price.startingPrice')}>{form.startingAuctionPrice !== null ? money(form.startingAuctionPrice) : none}</ReviewRow>
              <ReviewRow label={t('selling.price.increment')}>{form.priceIncrement !== null ? money(form.priceIncrement) : t('selling.review.standardIncrements')}</ReviewRow>
              <ReviewRow label={t('selling.price.duration')}>{t(form.auctionDurationDays === 1 ? 'selling.days.one' : 'selling.days.other', { count: form.auctionDurationDays })}</ReviewRow>
              <ReviewRow label={t('selling.price.reserve')}>{reserveOffered(form) && form.reservePrice !== null ? money(form.reservePrice) : t('selling.review.noReserve')}</ReviewRow>
            </>
          )}
          {form.List_of_Buy_it && <ReviewRow label={t('selling.price.buyNowPrice')}>{form.buyItNowPrice !== null ? money(form.buyItNowPrice) : none}</ReviewRow>}
          <ReviewRow label={t('selling.fulfil.legend')}>{services.length ? services.join(', ') : none}</ReviewRow>
        </dl>
        <ProceedsPanel form={form} compact />
      </ReviewSection>

      <ReviewSection onEdit={onEdit} step={3} title={t('selling.step.3')}>
        <dl className="sw-review-list">
          <ReviewRow label={t('selling.ship.paidBy')}>
            {form.shippingPaidBy === 'buyer' ? t('selling.ship.paidByBuyer') : form.shippingPaidBy === 'seller' ? t('selling.ship.paidBySeller') : none}
          </ReviewRow>
          <ReviewRow label={t('selling.ship.insure')}>{yes(form.insureItem)}</ReviewRow>
          {ZONES.map(([zone, cost, days]) => (
            <ReviewRow key={zone} label={t(`selling.ship.zone.${zone}`)}>
              {zoneText(form, cost, days, money, t)}
            </ReviewRow>
          ))}
          {form.companyName.trim() && <ReviewRow label={t('selling.ship.companyName')}>{form.companyName}</ReviewRow>}
        </dl>
      </ReviewSection>
    </section>
  );
}

function ReviewSection({ step, title, onEdit, children }: { step: Step; title: string; onEdit(step: Step): void; children: ReactNode }) {
  const { t } = useUi();
  return (
    <section className="sw-review-section" aria-labelledby={`review-${step}`}>
      <div className="sw-review-head">
        <h3 id={`review-${step}`}>{title}</h3>
        <button type="button" className="btn-link sw-link-button" onClick={() => onEdit(step)} aria-label={t('selling.review.editStep', { step: title })}>
          {t('selling.review.edit')}
        </button>
      </div>
      {children}
    </section>
  );
}

function ReviewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sw-review-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function zoneText(
  form: ListingFormState,
  cost: (typeof ZONES)[number][1],
  days: (typeof ZONES)[number][2],
  money: (pence: number) => string,
  t: (key: string, params?: Record<string, string | number>) => string,
): string {
  const c = form[cost];
  const d = form[days];
  if (c === null || d === null) return t('selling.ship.notOffered');
  const price = c === 0 ? t('selling.ship.free') : money(c);
  return t('selling.review.zone', { cost: price, days: t(d === 1 ? 'selling.days.one' : 'selling.days.other', { count: d }) });
}
