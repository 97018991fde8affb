import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { convertPence, GBP } from '../../../../shared/money.ts';
import { $currency } from '../../stores/currency.ts';
import { useUi } from '../../lib/ui.tsx';

/** A typed amount ("1 250,50", "1,250.50") as a number, or NaN. */
function parseAmount(text: string): number {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '');
  const normalised = /,\d{1,2}$/.test(clean) ? clean.replace(/\./g, '').replace(',', '.') : clean.replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/**
 * The price range filter. The visitor types amounts in their display currency; the filter hands
 * pence to `onApply` (amount ÷ rate). Both amounts are required and min must be below max.
 */
export function PriceFilter({ minPrice, maxPrice, onApply, mounted }: {
  minPrice: number | null;
  maxPrice: number | null;
  /** False in the island's first render (hydration): the filter then shows GBP, as the server rendered it. */
  mounted: boolean;
  onApply: (range: { minPrice: number; maxPrice: number } | null) => void;
}) {
  const ui = useUi();
  // GBP until mounted, as the pre-rendered HTML says: the header may have loaded the currencies (and
  // a stored choice applied) before this island hydrates, and a different first render is a mismatch.
  const chosen = useStore($currency);
  const currency = mounted ? chosen : GBP;
  const shown = (pence: number | null) => (pence === null ? '' : String(convertPence(pence, currency)));
  const [min, setMin] = useState(shown(minPrice));
  const [max, setMax] = useState(shown(maxPrice));
  const [error, setError] = useState<{ field: 'min' | 'max'; message: string } | null>(null);

  // The URL or the currency changed: show the applied range again, in the current currency.
  useEffect(() => {
    setMin(shown(minPrice));
    setMax(shown(maxPrice));
    setError(null);
  }, [minPrice, maxPrice, currency.code, currency.rate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!min.trim() || !max.trim()) {
      setError({ field: min.trim() ? 'max' : 'min', message: ui.t('catalogue.listing.priceBothRequired') });
      return;
    }
    const low = parseAmount(min);
    const high = parseAmount(max);
    if (Number.isNaN(low) || Number.isNaN(high)) {
      setError({ field: Number.isNaN(low) ? 'min' : 'max', message: ui.t('catalogue.listing.priceNotNumber') });
      return;
    }
    const toPence = (amount: number) => Math.round((amount * 100) / currency.rate);
    if (toPence(low) >= toPence(high)) {
      setError({ field: 'min', message: ui.t('catalogue.listing.priceMinBelowMax') });
      return;
    }
    setError(null);
    onApply({ minPrice: toPence(low), maxPrice: toPence(high) });
  };

  const input = (field: 'min' | 'max', value: string, set: (v: string) => void) => (
    <div className="price-filter__field">
      <label htmlFor={`price-${field}`}>{ui.t(`catalogue.listing.${field}`)}</label>
      <span className="price-filter__input">
        <span aria-hidden="true">{currency.symbol}</span>
        <input
          id={`price-${field}`}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => set(e.target.value)}
          aria-invalid={error?.field === field || undefined}
          aria-describedby={error ? 'price-error' : undefined}
          data-testid={`${field}-price`}
        />
      </span>
    </div>
  );

  return (
    <form className="price-filter" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{ui.t('catalogue.listing.priceRange', { currency: currency.code })}</legend>
        <div className="price-filter__row">
          {input('min', min, setMin)}
          <span className="price-filter__dash" aria-hidden="true">–</span>
          {input('max', max, setMax)}
        </div>
        {error ? (
          <p id="price-error" className="field-error" role="alert" data-testid="price-error">
            {error.message}
          </p>
        ) : null}
        <div className="price-filter__actions">
          <button type="submit" className="btn btn-navy" data-testid="apply-price">
            {ui.t('catalogue.listing.apply')}
          </button>
          {minPrice !== null ? (
            <button type="button" className="btn-link" onClick={() => onApply(null)} data-testid="clear-price">
              {ui.t('catalogue.listing.clearPrice')}
            </button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
