import type { ItemSummary } from '../../../../shared/contract/catalogue.ts';
import { WatchButton } from '../watchlist/WatchButton.tsx';
import { leadPrice } from './lead-price.ts';
import { Money } from './Money.tsx';
import { TimeLeft } from './TimeLeft.tsx';
import { type Ui, useUi } from '../../lib/ui.tsx';

/** The page of an item: auctions open on /auction, fixed-price items on /buyer (home's Recommended: /recommended). */
export function itemPath(ui: Ui, item: Pick<ItemSummary, 'id' | 'listAsAuction'>, view?: 'recommended'): string {
  return ui.href(`/items/${encodeURIComponent(item.id)}/${view ?? (item.listAsAuction ? 'auction' : 'buyer')}`);
}

/**
 * One item in any list: photo, badges, Watch (live lots), name, caption, price(s), bids and time left.
 * `priority`: the card whose photo is the first screen's largest image — fetched at once and first
 * (docs/adr/0037); every other card's photo waits until it nears the screen.
 */
export function ItemCard({ item, view, priority = false }: { item: ItemSummary; view?: 'recommended'; priority?: boolean }) {
  const ui = useUi();
  const sold = item.soldPrice != null;
  const lead = leadPrice(item, 'catalogue.card');
  const showBuyNow = !sold && item.listAsAuction && item.listAsBuyNow && item.buyNowAvailable && item.buyItNowPrice !== null;
  const active = item.status === 'Active';
  return (
    <article className="card item-card" data-testid="item-card" data-item-id={item.id}>
      <div className="item-card__media">
        {item.photo ? (
          <img
            src={item.photo}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            width={480}
            height={360}
          />
        ) : (
          <span className="item-card__nophoto">{ui.t('catalogue.card.noPhoto')}</span>
        )}
        {active ? <WatchButton itemId={item.id} name={item.name} /> : null}
        <span className="item-card__badges">
          {sold ? <span className="badge label label--small label--tight badge--sold">{ui.t('catalogue.card.sold')}</span> : null}
          {!sold && item.listAsAuction ? <span className="badge label label--small label--tight badge--auction">{ui.t('catalogue.card.auction')}</span> : null}
          {!sold && item.listAsBuyNow && (item.buyNowAvailable || !item.listAsAuction) ? (
            <span className="badge label label--small label--tight badge--buynow">{ui.t('catalogue.card.buyNow')}</span>
          ) : null}
        </span>
      </div>
      <div className="item-card__body">
        <h3 className="item-card__name">
          <a href={itemPath(ui, item, view)}>{item.name}</a>
        </h3>
        {item.caption ? <p className="item-card__caption">{item.caption}</p> : null}
        <div className="item-card__price">
          <span className="label label--small item-card__label">{ui.t(lead.label)}</span>
          <Money pence={lead.pence} testId="price" className="item-card__amount" />
          {showBuyNow ? (
            <span className="item-card__buynow">
              {ui.t('catalogue.card.buyNow')} <Money pence={item.buyItNowPrice!} testId="buy-now-price" />
            </span>
          ) : null}
        </div>
        {sold && item.soldAt ? (
          <p className="item-card__meta item-card__sold" data-testid="sold-on">
            {ui.t('catalogue.card.soldOn', { date: ui.date(item.soldAt) })}
            {item.soldVia ? ` · ${ui.t(`catalogue.card.via.${item.soldVia}`)}` : ''}
          </p>
        ) : null}
        {!sold && (item.listAsAuction || item.endsAt) ? (
          <div className="item-card__meta">
            {item.listAsAuction ? <span data-testid="bid-count">{ui.tn('catalogue.bids', item.bidCount)}</span> : <span />}
            {item.endsAt ? <TimeLeft endsAt={item.endsAt} active={active} /> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

/**
 * A grid of cards, or skeletons while loading; `priority`: how many cards from the first have the first
 * screen's largest photos (a listing's first row: two cards on a phone).
 */
export function CardGrid({ items, loading, count = 8, view, className = '', priority = 0 }: {
  items: ItemSummary[];
  loading?: boolean;
  count?: number;
  view?: 'recommended';
  className?: string;
  priority?: number;
}) {
  return (
    <ul className={`plain-list card-grid ${className}`} aria-busy={loading || undefined}>
      {loading
        ? Array.from({ length: count }, (_, i) => (
            <li key={i} aria-hidden="true">
              <div className="card item-card item-card--skeleton">
                <div className="item-card__media shimmer" />
                <div className="item-card__body">
                  <span className="skel-line shimmer" />
                  <span className="skel-line skel-line--short shimmer" />
                  <span className="skel-line skel-line--price shimmer" />
                </div>
              </div>
            </li>
          ))
        : items.map((item, i) => (
            <li key={item.id}>
              <ItemCard item={item} view={view} priority={i < priority} />
            </li>
          ))}
    </ul>
  );
}
