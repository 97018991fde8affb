import { useStore } from '@nanostores/react';
import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { dropStaticCopy } from './static-copy.ts';
import type { Category } from '../../../../shared/categories.ts';
import { countryName } from '../../../../shared/country-name.ts';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import type { ShippingOffers } from '../../../../shared/item.ts';
import { call } from '../../lib/api.ts';
import { deferred } from '../../lib/deferred.tsx';
import { $categories, loadCategories } from '../../stores/categories.ts';
import { loadCurrencies } from '../../stores/currency.ts';
import { BidFacts, BidHistory, Fact } from './BidFacts.tsx';
import { ErrorState } from './ErrorState.tsx';
import { Gallery } from './Gallery.tsx';
import { Money } from './Money.tsx';
import { Stars } from './Stars.tsx';
import { useUi, withUi } from '../../lib/ui.tsx';
import { pathSegments } from './path-segments.ts';
import { useCall } from './use-call.ts';
import { FollowButton } from '../alerts/FollowButton.tsx';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';

const ZONES: (keyof ShippingOffers)[] = ['nationwide', 'europe', 'worldwide'];
const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;

/*
 * The bidding (live state, the panel, the mobile bar) is its own chunk: requested as the page
 * hydrates, in parallel with the item itself, so it never holds up the lot's first render; until it
 * arrives the price box and history show the item as loaded.
 */
const loadBidding = () => import('../bidding/LiveLot.tsx');
const LiveBidBox = deferred(() => loadBidding().then((m) => m.LiveBidBox));
const LiveHistory = deferred(() => loadBidding().then((m) => m.LiveHistory));
/** Questions to the seller (docs/adr/0055): their own chunk, read by the island, never part of the rendered page. */
const LotQuestions = deferred(() => import('../questions/LotQuestions.tsx').then((m) => m.LotQuestions));

/** Listing text is shown as text, never HTML: blank lines make paragraphs, single breaks stay (CSS pre-line). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <p key={i}>{p.trim()}</p>
        ))}
    </>
  );
}

/** Memoised: the categories arriving (a store: a synchronous update) re-render it later, in slices (useDeferredValue below). */
const ItemView = memo(function ItemView({ item, categories, onEnded }: { item: ItemDetail; categories: Category[]; onEnded: () => void }) {
  const ui = useUi();
  const category = categories.find((c) => c.id === item.categoryId);
  const sub = category?.subCategories.find((s) => s.id === item.subCategoryId);
  // On /fr the specifics in French where the seller form has them (docs/adr/0051); the stored ones are English.
  const specifics = Object.entries((ui.locale === 'fr' && item.specificsFr) || item.specifics).filter(([, value]) => String(value).trim());
  const sellerPath = ui.href(`/seller-reviews/${encodeURIComponent(item.seller.id)}/${encodeURIComponent(item.seller.name)}`);

  useEffect(() => {
    document.title = `${item.name} · Patina`;
  }, [item.name]);

  return (
    <article className="container item-page" data-testid="item-detail" data-item-id={item.id}>
      <nav aria-label={ui.t('catalogue.breadcrumb')} className="crumbs">
        <a href={ui.href('/')}>{ui.t('catalogue.home')}</a>
        <a href={ui.href('/catagories')}>{ui.t('catalogue.categories.title')}</a>
        {category ? <a href={ui.href(`/catagoriesDetails/${encodeURIComponent(category.id)}`)}>{ui.category(category)}</a> : null}
        {sub ? <a href={ui.href(`/catagoriesDetails/${encodeURIComponent(sub.id)}`)}>{ui.category(sub)}</a> : null}
      </nav>

      <div className="item-top">
        <Gallery photos={item.photos} name={item.name} />
        <div className="item-summary">
          <span className="eyebrow" data-testid="item-number">
            {ui.t('catalogue.item.itemNumber', { number: item.itemNumber })}
          </span>
          <h1 data-testid="item-title">{item.name}</h1>
          {item.caption ? <p className="item-caption">{item.caption}</p> : null}

          <LiveBidBox item={item} onEnded={onEnded} fallback={<BidFacts facts={item} />} />

          <section className="seller-card card" aria-labelledby="seller-heading">
            <span className="seller-card__mark" aria-hidden="true">
              {item.seller.name.charAt(0).toUpperCase()}
            </span>
            <div>
              <h2 id="seller-heading" className="label">
                {ui.t('catalogue.item.seller')}
              </h2>
              <a className="seller-card__name" href={sellerPath} data-testid="seller-link">
                {item.seller.name}
              </a>
              <p className="seller-card__rating">
                {item.seller.rating !== null && item.seller.reviewCount ? <Stars rating={item.seller.rating} /> : null}
                <span>{ui.tn('catalogue.item.sellerReviews', item.seller.reviewCount)}</span>
              </p>
              <FollowButton sellerId={item.seller.id} sellerName={item.seller.name} />
            </div>
            <a className="seller-card__more" href={sellerPath}>
              {ui.t('catalogue.item.viewReviews')} <span aria-hidden="true">→</span>
            </a>
          </section>
        </div>
      </div>

      <div className="item-details">
        <div className="item-main">
          <section aria-labelledby="description-heading">
            <h2 id="description-heading">{ui.t('catalogue.item.description')}</h2>
            <div className="item-description" data-testid="item-description">
              <Paragraphs text={item.description} />
            </div>
          </section>
          {specifics.length ? (
            <section aria-labelledby="specifics-heading">
              <h2 id="specifics-heading">{ui.t('catalogue.item.specifics')}</h2>
              <table className="table spec-table" data-testid="item-specifics">
                <tbody>
                  {specifics.map(([label, value]) => (
                    <tr key={label}>
                      <th scope="row">{label}</th>
                      <td>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
          <LiveHistory item={item} fallback={<BidHistory bids={item.bids} listAsAuction={item.listAsAuction} />} />
          <LotQuestions item={item} />
        </div>

        <aside className="item-aside">
          <section aria-labelledby="shipping-heading" className="card item-shipping">
            <h2 id="shipping-heading">{ui.t('catalogue.item.shipping')}</h2>
            <table className="table data-table" data-testid="shipping-table">
              <ColumnHeads keys={['catalogue.item.zone', 'catalogue.item.cost', 'catalogue.item.delivery']} />
              <tbody>
                {ZONES.map((zone) => {
                  const offer = item.shipping[zone];
                  return (
                    <tr key={zone} data-zone={zone}>
                      <th scope="row">{ui.t(`catalogue.item.${zone}`)}</th>
                      {offer ? (
                        <>
                          <td>{offer.cost ? <Money pence={offer.cost} /> : ui.t('catalogue.item.free')}</td>
                          <td>{ui.tn('catalogue.item.days', offer.days)}</td>
                        </>
                      ) : (
                        <td colSpan={2} className="muted">
                          {ui.t('catalogue.item.notOffered')}
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <dl className="facts facts--plain">
              <Fact label={ui.t('catalogue.item.insured')} testId="insured">
                {ui.t(item.insured ? 'catalogue.item.yes' : 'catalogue.item.no')}
              </Fact>
              <Fact label={ui.t('catalogue.item.paidBy')} testId="shipping-paid-by">
                {ui.t(`catalogue.item.paidBy.${item.shippingPaidBy}`)}
              </Fact>
              {item.location ? (
                <Fact label={ui.t('catalogue.item.location')} testId="item-location">
                  {countryName(item.location, ui.locale)}
                </Fact>
              ) : null}
            </dl>
          </section>
        </aside>
      </div>
    </article>
  );
});

/** The item detail screen (/items/{id}/buyer|auction|recommended): the id comes from the path. */
function ItemIsland() {
  const ui = useUi();
  const [itemId, setItemId] = useState<string | null>(null);
  useEffect(() => {
    void loadBidding();
    void loadCurrencies();
    void loadCategories();
    setItemId(pathSegments(location.pathname)[1] ?? '');
  }, []);
  const valid = itemId !== null && VALID_ID.test(itemId);
  const item = useCall('getItem', valid ? { itemId } : null, valid ? itemId : null);
  // When the lot ends while open, the item is read again for what only it says (the sold price).
  const [ended, setEnded] = useState<ItemDetail | null>(null);
  const onEnded = useCallback(() => {
    if (!valid) return;
    void call('getItem', { itemId }).then((answer) => {
      if (answer.status === 200) setEnded(answer.data);
    });
  }, [valid, itemId]);
  const shown = ended ?? item.data;
  // Only the breadcrumbs need them: their arrival renders the lot again at a transition's priority.
  const categories = useDeferredValue(useStore($categories).data);
  const notFound = (itemId !== null && !valid) || item.status === 'notFound';
  const settled = notFound || item.status === 'error' || Boolean(shown);
  // A rendered page's static copy of the lot goes as the island shows its own (before paint: no flash of both).
  useLayoutEffect(() => {
    if (settled) dropStaticCopy();
  }, [settled]);

  return notFound ? (
    <div className="container cat-state cat-state--page" data-testid="not-found">
      <span className="cat-state__mark" aria-hidden="true">?</span>
      <h1>{ui.t('catalogue.item.notFound')}</h1>
      <p className="muted">{ui.t('catalogue.item.notFoundText')}</p>
      <a className="btn btn-primary" href={ui.href('/catagoriesDetails/all')}>
        {ui.t('catalogue.item.browse')}
      </a>
    </div>
  ) : item.status === 'error' ? (
    <div className="container">
      <ErrorState onRetry={item.retry} />
    </div>
  ) : shown ? (
    <ItemView item={shown} categories={categories} onEnded={onEnded} />
  ) : (
    <div className="container item-page" aria-busy="true">
      <span className="visually-hidden">{ui.t('catalogue.loading')}</span>
      <div className="item-top" aria-hidden="true">
        <div className="gallery">
          <div className="gallery__main shimmer" />
        </div>
        <div className="item-summary">
          <span className="skel-line skel-line--short shimmer" />
          <span className="skel-line skel-line--title shimmer" />
          <span className="skel-line shimmer" />
          <div className="bid-box card skel-box shimmer" />
        </div>
      </div>
    </div>
  );
}

export default withUi(ItemIsland);
