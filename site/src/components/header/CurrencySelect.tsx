import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { GBP } from '../../../../shared/money.ts';
import { $currencies, $currencyCode, selectCurrency } from '../../stores/currency.ts';
import type { T } from './strings.ts';

/**
 * The currency dropdown: the `metadata` currencies; the choice persists in local storage. Until
 * the island has mounted it shows GBP alone, as the pre-rendered HTML does (another island may have
 * loaded the currencies before this one hydrates).
 */
export function CurrencySelect({ t, mounted, className }: { t: T; mounted: boolean; className?: string }) {
  const loaded = useStore($currencies);
  const currencies = mounted ? loaded : [GBP];
  const code = useStore($currencyCode);
  const id = useId();
  const value = mounted ? code : 'GBP';
  const list = currencies.some((c) => c.code === value) ? currencies : [...currencies, { code: value, name: value, symbol: '', rate: 1 }];
  return (
    <div className={className ?? 'currency-select'}>
      <label htmlFor={id} className="visually-hidden">
        {t('currency.label')}
      </label>
      <select id={id} value={value} onChange={(e) => void selectCurrency(e.target.value)}>
        {list.map((c) => (
          <option key={c.code} value={c.code}>
            {c.symbol && c.symbol !== c.code ? `${c.code} (${c.symbol})` : c.code}
          </option>
        ))}
      </select>
    </div>
  );
}
