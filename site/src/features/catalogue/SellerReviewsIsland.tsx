import { useEffect, useMemo, useState } from 'react';
import { loadCurrencies } from '../../stores/currency.ts';
import { Stars } from './Stars.tsx';
import { UiContext, makeUi, pathSegments, type Lang, type Strings } from './ui.ts';
import { useCall } from './use-call.ts';

/** `getSellerReviews`'s answer (CALLS.md). */
interface SellerReviews {
  seller: { id: string; name: string };
  average: number | null;
  count: number;
  reviews: { rating: number; title: string; text: string; buyer: string; itemName: string; createdAt: string }[];
}

/** /seller-reviews/{id}/{name}: the seller's reviews, or the "no reviews yet" state. */
export default function SellerReviewsIsland({ locale, strings }: { locale: Lang; strings: Strings }) {
  const ui = useMemo(() => makeUi(locale, strings), [locale, strings]);
  const [seller, setSeller] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    void loadCurrencies();
    const [, id = '', name = ''] = pathSegments(location.pathname);
    setSeller({ id, name });
  }, []);
  const result = useCall<SellerReviews>('getSellerReviews', seller?.id ? { sellerId: seller.id } : null, seller?.id || null);
  const data = result.status === 'ready' ? result.data : null;
  const name = data?.seller?.name || seller?.name || '';
  const reviews = data?.reviews ?? [];
  const loading = seller === null || (seller.id !== '' && result.status === 'loading');

  useEffect(() => {
    if (name) document.title = `${ui.t('catalogue.seller.title', { name })} · Patina`;
  }, [name, ui]);

  return (
    <UiContext.Provider value={ui}>
      <header className="page-hero seller-hero">
        <div className="container">
          <span className="eyebrow">{ui.t('catalogue.seller.eyebrow')}</span>
          <h1 data-testid="seller-name">{name ? ui.t('catalogue.seller.title', { name }) : '\u00a0'}</h1>
          {data && data.count && data.average !== null ? (
            <p className="seller-hero__summary">
              <Stars rating={data.average} />
              <strong>{ui.t('catalogue.seller.average', { average: (Math.round(data.average * 10) / 10).toLocaleString(ui.locale) })}</strong>
              <span className="muted">· {ui.tn('catalogue.seller.count', data.count)}</span>
            </p>
          ) : null}
        </div>
      </header>
      <div className="container page-body">
        {loading ? (
          <div className="review-list" aria-busy="true">
            {[0, 1].map((i) => (
              <div key={i} className="review card" aria-hidden="true">
                <span className="skel-line skel-line--short shimmer" />
                <span className="skel-line shimmer" />
              </div>
            ))}
          </div>
        ) : reviews.length ? (
          <ul className="review-list" data-testid="review-list">
            {reviews.map((review, i) => (
              <li key={i} className="review card" data-testid="review">
                <Stars rating={review.rating} />
                <h2>{review.title}</h2>
                {review.text
                  .split(/\n\s*\n/)
                  .filter((p) => p.trim())
                  .map((p, j) => (
                    <p key={j}>{p.trim()}</p>
                  ))}
                <p className="review__meta muted">
                  {review.itemName ? <span>{ui.t('catalogue.seller.about', { item: review.itemName })} · </span> : null}
                  {ui.t('catalogue.seller.by', { buyer: review.buyer, date: ui.date(review.createdAt) })}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <div className="cat-state cat-state--empty card" data-testid="no-reviews">
            <span className="cat-state__mark" aria-hidden="true">
              ★
            </span>
            <h2>{ui.t('catalogue.seller.noReviews')}</h2>
            <p className="muted">{ui.t('catalogue.seller.noReviewsText')}</p>
          </div>
        )}
      </div>
    </UiContext.Provider>
  );
}
