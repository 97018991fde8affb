import { useEffect, useState } from 'react';
import type { ItemSummary } from '../../../../shared/contract/catalogue.ts';
import type { SellerReviewsOutput } from '../../../../shared/contract/orders.ts';
import { loadCurrencies } from '../../stores/currency.ts';
import { CardGrid } from './ItemCard.tsx';
import { ReviewList, SellerSummary } from './ReviewList.tsx';
import { FollowButton } from '../alerts/FollowButton.tsx';
import { useUi, withUi } from '../../lib/ui.tsx';
import { pathSegments } from './path-segments.ts';
import { useCall } from './use-call.ts';

/**
 * A list of the seller's lots under its heading (docs/adr/0054), or a line saying there are none.
 */
function SellerLots({ id, title, empty, items }: { id: string; title: string; empty: string; items: ItemSummary[] }) {
  return (
    <section className="guide-section" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{title}</h2>
      {items.length ? <CardGrid items={items} className="card-grid--listing" /> : <p className="muted">{empty}</p>}
    </section>
  );
}

/** /seller-reviews/{id}/{name}: the seller's live lots, realised prices and reviews (or the "no reviews yet" state). */
function SellerReviewsIsland() {
  const ui = useUi();
  const [seller, setSeller] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    void loadCurrencies();
    const [, id = '', name = ''] = pathSegments(location.pathname);
    setSeller({ id, name });
  }, []);
  const result = useCall('getSellerReviews', seller?.id ? { sellerId: seller.id } : null, seller?.id || null);
  const data = result.status === 'ready' ? result.data : null;
  const name = data?.seller?.name || seller?.name || '';
  const reviews = data?.reviews ?? [];
  const loading = seller === null || (seller.id !== '' && result.status === 'loading');

  useEffect(() => {
    if (name) document.title = `${ui.t('catalogue.seller.title', { name })} · Patina`;
  }, [name, ui]);

  return (
    <>
      <header className="page-hero seller-hero">
        <div className="container">
          <span className="eyebrow">{ui.t('catalogue.seller.eyebrow')}</span>
          <h1 data-testid="seller-name">{name ? ui.t('catalogue.seller.title', { name }) : '\u00a0'}</h1>
          {seller?.id ? <FollowButton sellerId={seller.id} sellerName={name} /> : null}
          {data && data.count && data.average !== null ? (
            <SellerSummary average={data.average} count={data.count} />
          ) : null}
        </div>
      </header>
      <div className="container page-body">
        {loading ? (
          <div className="plain-list review-list" aria-busy="true">
            {[0, 1].map((i) => (
              <div key={i} className="review card" aria-hidden="true">
                <span className="skel-line skel-line--short shimmer" />
                <span className="skel-line shimmer" />
              </div>
            ))}
          </div>
        ) : null}
        {data ? (
          <>
            <SellerLots id="seller-live" title={ui.t('catalogue.seller.live')} empty={ui.t('catalogue.seller.noLive')} items={data.liveLots ?? []} />
            <SellerLots id="seller-sold" title={ui.t('catalogue.seller.sold')} empty={ui.t('catalogue.seller.noSold')} items={data.soldLots ?? []} />
            <h2 id="seller-reviews">{ui.t('catalogue.seller.reviews')}</h2>
          </>
        ) : null}
        {loading ? null : reviews.length ? (
          <ReviewList reviews={reviews} headingLevel={3} />
        ) : (
          <div className="cat-state card" data-testid="no-reviews">
            <span className="cat-state__mark" aria-hidden="true">
              ★
            </span>
            <h3>{ui.t('catalogue.seller.noReviews')}</h3>
            <p className="muted">{ui.t('catalogue.seller.noReviewsText')}</p>
          </div>
        )}
      </div>
    </>
  );
}

export default withUi(SellerReviewsIsland);
