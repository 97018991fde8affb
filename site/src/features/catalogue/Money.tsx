import { useStore } from '@nanostores/react';
import { $currency, formatPrice } from '../../stores/currency.ts';
import { useUi } from '../../lib/ui.tsx';

/** An amount of pence in the visitor's chosen currency; re-renders when the currency changes. */
export function Money({ pence, testId, className }: { pence: number; testId?: string; className?: string }) {
  const currency = useStore($currency);
  const { locale } = useUi();
  return (
    <span className={className} data-testid={testId} data-pence={pence}>
      {formatPrice(pence, currency, locale)}
    </span>
  );
}
