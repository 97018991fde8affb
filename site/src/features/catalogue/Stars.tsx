import { useUi } from '../../lib/ui.tsx';

/** A rating out of five as stars, read out as "Rated 4.5 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const ui = useUi();
  const shown = Math.round(rating * 10) / 10;
  return (
    <span className="stars" role="img" aria-label={ui.t('catalogue.seller.stars', { rating: shown.toLocaleString(ui.locale) })}>
      <span className="stars__fill" style={{ width: `${Math.max(0, Math.min(5, rating)) * 20}%` }}>★★★★★</span>
      ★★★★★
    </span>
  );
}
