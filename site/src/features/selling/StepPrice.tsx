/**
 * Step 2 — price: estimated value; auction (starting price, increment, duration, reserve when the
 * value is over £150) and/or Buy it now; fulfilment services; and, live, the commission and what
 * the seller would receive.
 */
import { useStore } from '@nanostores/react';
import { LISTING_RULES } from '../../../../shared/listing-rules.ts';
import { sellerPreview } from '../../../../shared/listing.ts';
import { COMMISSION_BASIS_POINTS } from '../../../../shared/money.ts';
import { FieldError, SelectField } from '../../lib/forms/fields.tsx';
import { CheckCard, MoneyField } from '../../lib/forms/more-fields.tsx';
import { FULFILMENT_OPTIONS, reserveOffered, toListingForm, type FulfilmentOption, type ListingFormState } from './form.ts';
import { useWizard } from './wizard-hooks.ts';
import { $listingForm, currentForm, setListingField } from './store.ts';
import { useUi } from '../../lib/ui.tsx';

type MoneyField = 'estimatedValue' | 'startingAuctionPrice' | 'priceIncrement' | 'reservePrice' | 'buyItNowPrice';

/** Sets a fulfilment option and keeps the spec's two summary flags in step with the four options. */
export function setFulfilment(option: FulfilmentOption, on: boolean): void {
  setListingField(option, on);
  const form = currentForm();
  setListingField('itemFullFill', FULFILMENT_OPTIONS.some((o) => form[o]));
  setListingField('Service_info', form.professionallyCleaned || form.photography || form.threeSixtyPhotography);
}

/** The commission (2.95 %) and what the seller receives, at the price the listing would sell for. */
export function ProceedsPanel({ form, compact }: { form: ListingFormState; compact?: boolean }) {
  const { t, money, locale } = useUi();
  const preview = sellerPreview(toListingForm(form));
  const rate = (COMMISSION_BASIS_POINTS / 100).toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 });
  const basis =
    form.List_of_Buy_it && form.buyItNowPrice !== null
      ? t('selling.proceeds.basisBuyNow')
      : form.listAsAuction && form.reservePrice !== null && reserveOffered(form)
        ? t('selling.proceeds.basisReserve')
        : t('selling.proceeds.basisStart');
  return (
    <section className={`sw-proceeds${compact ? ' is-compact' : ''}`} aria-labelledby="proceeds-title" aria-live="polite">
      <h3 id="proceeds-title">{t('selling.proceeds.title')}</h3>
      {preview ? (
        <>
          <dl>
            <div>
              <dt>{basis}</dt>
              <dd>{money(preview.price)}</dd>
            </div>
            <div>
              <dt>{t('selling.proceeds.commission', { rate })}</dt>
              <dd data-testid="commission">− {money(preview.commission)}</dd>
            </div>
            <div className="sw-proceeds-total">
              <dt>{t('selling.proceeds.youReceive')}</dt>
              <dd data-testid="proceeds">{money(preview.proceeds)}</dd>
            </div>
          </dl>
          <p className="sw-proceeds-note">{t('selling.proceeds.note', { rate })}</p>
          {form.itemFullFill && <p className="sw-proceeds-note">{t('selling.proceeds.fulfilmentNote')}</p>}
        </>
      ) : (
        <p className="sw-proceeds-note" data-testid="proceeds">
          {t('selling.proceeds.empty', { rate })}
        </p>
      )}
    </section>
  );
}

export function StepPrice() {
  const { t, money } = useUi();
  const kit = useWizard();
  const form = useStore($listingForm).data;
  const reserveShown = reserveOffered(form);

  const moneyProps = (name: MoneyField) => ({
    id: name,
    value: form[name],
    error: kit.errorOf(name),
    onChange: (pence: number | null) => {
      setListingField(name, pence);
      kit.changed(name);
      if (name === 'estimatedValue' && !reserveOffered({ ...currentForm(), estimatedValue: pence })) setListingField('reservePrice', null);
      if (name === 'startingAuctionPrice' || name === 'buyItNowPrice') kit.changed('startingAuctionPrice', 'buyItNowPrice');
    },
    onInvalid: (invalid: boolean) => kit.setInvalid(name, invalid),
    onBlur: () => kit.touch(name),
  });

  const formatError = kit.errorOf('listAsAuction');
  const durations = Array.from({ length: LISTING_RULES.maxDurationDays - LISTING_RULES.minDurationDays + 1 }, (_, i) => i + LISTING_RULES.minDurationDays);

  return (
    <div className="sw-price-layout">
      <div className="sw-price-main">
        <fieldset className="sw-fieldset">
          <legend>{t('selling.price.valueLegend')}</legend>
          <MoneyField
            {...moneyProps('estimatedValue')}
            label={t('selling.price.estimatedValue')}
            hint={t('selling.price.estimatedValueHint', { threshold: money(LISTING_RULES.reserveAllowedAbove) })}
            testId="estimated-value"
          />
        </fieldset>

        <fieldset className="sw-fieldset" aria-describedby={formatError ? 'format-error' : undefined}>
          <legend>{t('selling.price.formatLegend')}</legend>
          <p className="sw-legend-note">{t('selling.price.formatNote')}</p>
          <div className="form-row">
            <CheckCard
              id="listAsAuction"
              label={t('selling.price.auction')}
              description={t('selling.price.auctionDesc')}
              checked={form.listAsAuction}
              invalid={Boolean(formatError)}
              describedById={formatError ? 'format-error' : undefined}
              testId="list-as-auction"
              onChange={(on) => {
                setListingField('listAsAuction', on);
                if (!on) setListingField('reservePrice', null);
                kit.changed('listAsAuction');
              }}
            />
            <CheckCard
              id="List_of_Buy_it"
              label={t('selling.price.buyNow')}
              description={t('selling.price.buyNowDesc')}
              checked={form.List_of_Buy_it}
              invalid={Boolean(formatError)}
              describedById={formatError ? 'format-error' : undefined}
              testId="list-buy-now"
              onChange={(on) => {
                setListingField('List_of_Buy_it', on);
                kit.changed('listAsAuction');
              }}
            />
          </div>
          <FieldError id="format-error" message={formatError} />
        </fieldset>

        {form.listAsAuction && (
          <fieldset className="sw-fieldset sw-subsection">
            <legend>{t('selling.price.auctionLegend')}</legend>
            <div className="form-row">
              <MoneyField
                {...moneyProps('startingAuctionPrice')}
                label={t('selling.price.startingPrice')}
                hint={t('selling.price.startingPriceHint', { min: money(LISTING_RULES.minStartingPrice) })}
                testId="starting-price"
              />
              <MoneyField {...moneyProps('priceIncrement')} optional label={t('selling.price.increment')} hint={t('selling.price.incrementHint')} testId="price-increment" />
              <SelectField
                id="auctionDurationDays"
                name="auctionDurationDays"
                label={t('selling.price.duration')}
                value={String(form.auctionDurationDays)}
                hint={t('selling.price.durationHint')}
                error={kit.errorOf('auctionDurationDays')}
                testId="duration-days"
                onChange={(event) => {
                  setListingField('auctionDurationDays', Number(event.target.value));
                  kit.changed('auctionDurationDays');
                }}
              >
                {durations.map((d) => (
                  <option key={d} value={String(d)}>
                    {d === LISTING_RULES.defaultDurationDays ? t('selling.price.daysDefault', { count: d }) : t(d === 1 ? 'selling.days.one' : 'selling.days.other', { count: d })}
                  </option>
                ))}
              </SelectField>
              {reserveShown ? (
                <MoneyField
                  {...moneyProps('reservePrice')}
                  optional
                  label={t('selling.price.reserve')}
                  hint={t('selling.price.reserveHint', { min: money(LISTING_RULES.minReserve) })}
                  testId="reserve-price"
                />
              ) : (
                <div className="sw-rule-note" data-testid="reserve-rule">
                  <strong>{t('selling.price.reserve')}</strong>
                  <p>{t('selling.price.reserveRule', { threshold: money(LISTING_RULES.reserveAllowedAbove), min: money(LISTING_RULES.minReserve) })}</p>
                </div>
              )}
            </div>
          </fieldset>
        )}

        {form.List_of_Buy_it && (
          <fieldset className="sw-fieldset sw-subsection">
            <legend>{t('selling.price.buyNowLegend')}</legend>
            <div className="form-row">
              <MoneyField
                {...moneyProps('buyItNowPrice')}
                label={t('selling.price.buyNowPrice')}
                hint={form.listAsAuction ? t('selling.price.buyNowPriceHintBoth') : t('selling.price.buyNowPriceHint', { min: money(LISTING_RULES.minStartingPrice) })}
                testId="buy-now-price"
              />
            </div>
          </fieldset>
        )}

        <fieldset className="sw-fieldset">
          <legend>{t('selling.fulfil.legend')}</legend>
          <p className="sw-legend-note">{t('selling.fulfil.note')}</p>
          <div className="form-row">
            {FULFILMENT_OPTIONS.map((option) => (
              <CheckCard
                key={option}
                id={option}
                label={t(`selling.fulfil.${option}`)}
                description={t(`selling.fulfil.${option}Desc`)}
                checked={form[option]}
                testId={`fulfil-${option}`}
                onChange={(on) => setFulfilment(option, on)}
              />
            ))}
          </div>
        </fieldset>
      </div>
      <aside className="sw-price-aside">
        <ProceedsPanel form={form} />
      </aside>
    </div>
  );
}
