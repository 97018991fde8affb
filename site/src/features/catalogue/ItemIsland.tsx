import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Category } from '../../../../shared/categories.ts';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import type { ShippingOffers } from '../../../../shared/item.ts';
import { $categories, loadCategories } from '../../stores/categories.ts';
import { loadCurrencies } from '../../stores/currency.ts';
import { BidPanel } from './BidPanel.tsx';
import { ErrorState } from './ErrorState.tsx';
import { Gallery } from './Gallery.tsx';
import { Money } from './Money.tsx';
import { $now, remaining } from './now.ts';
import { Stars } from './Stars.tsx';
import { TimeLeft } from './TimeLeft.tsx';
import { UiContext, makeUi, pathSegments, useUi, type Lang, type Strings } from './ui.ts';
import { useCall } from './use-call.ts';

const ZONES: (keyof ShippingOffers)[] = ['nationwide', 'europe', 'worldwide'];
const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;

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

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="fact" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ItemView({ item, categories }: { item: ItemDetail; categories: Category[] }) {
  const ui = useUi();
  const now = useStore($now);
  const category = categories.find((c) => c.id === item.categoryId);
  const sub = category?.subCategories.find((s) => s.id === item.subCategoryId);
  const sold = item.soldPrice != null;
  const open = item.status === 'Active' && !(item.endsAt && remaining(item.endsAt, now).ended);
  const lead = sold
    ? { label: 'catalogue.card.soldFor', pence: item.soldPrice! }
    : item.listAsAuction
      ? { label: item.currentBid === null ? 'catalogue.card.startingPrice' : 'catalogue.card.currentBid', pence: item.currentBid ?? item.startingPrice }
      : { label: 'catalogue.item.buyNowPrice', pence: item.buyItNowPrice ?? item.startingPrice };
  const specifics = Object.entries(item.specifics).filter(([, value]) => String(value).trim());
  const sellerPath = ui.href(`/seller-reviews/${encodeURIComponent(item.seller.id)}/${encodeURIComponent(item.seller.name)}`);
  const bids = [...item.bids].sort((a, b) => b.at.localeCompare(a.at));

  useEffect(() => {
    document.title = `${item.name} · Patina`;
  }, [item.name]);

  return (
    <article className="container item-page" data-testid="item-detail" data-item-id={item.id}>
      <nav aria-label={ui.t('catalogue.breadcrumb')} className="crumbs">
        <a href={ui.href('/')}>{ui.t('catalogue.home')}</a>
        <a href={ui.href('/catagories')}>{ui.t('catalogue.categories.title')}</a>
        {category ? <a href={ui.href(`/catagoriesDetails/${encodeURIComponent(category.id)}`)}>{ui.category(category.name)}</a> : null}
        {sub ? <a href={ui.href(`/catagoriesDetails/${encodeURIComponent(sub.id)}`)}>{ui.category(sub.name)}</a> : null}
      </nav>

      <div className="item-top">
        <Gallery photos={item.photos} name={item.name} />
        <div className="item-summary">
          <span className="eyebrow" data-testid="item-number">
            {ui.t('catalogue.item.itemNumber', { number: item.itemNumber })}
          </span>
          <h1 data-testid="item-title">{item.name}</h1>
          {item.caption ? <p className="item-caption">{item.caption}</p> : null}

          <section className="bid-box card">
            <div className="bid-box__lead">
              <div>
                <span className="label">{ui.t(lead.label)}</span>
                <Money pence={lead.pence} testId="price" className="bid-box__price" />
              </div>
              {item.listAsAuction ? (
                <span className="bid-box__bids" data-testid="bid-count">
                  {ui.tn('catalogue.bids', item.bidCount)}
                </span>
              ) : null}
            </div>
            <dl className="facts">
              {item.endsAt ? (
                <Fact label={ui.t('catalogue.item.timeLeft')}>
                  <TimeLeft endsAt={item.endsAt} active={item.status === 'Active'} testId="time-left" />
                  <span className="fact__sub">{ui.t(open ? 'catalogue.item.endsOn' : 'catalogue.item.endedOn', { date: ui.dateTime(item.endsAt) })}</span>
                </Fact>
              ) : null}
              {item.listAsAuction && open ? (
                <Fact label={ui.t('catalogue.item.minNextBid')}>
                  <Money pence={item.minNextBid} testId="min-next-bid" />
                </Fact>
              ) : null}
              {item.listAsAuction ? (
                <Fact label={ui.t('catalogue.item.reserve')}>
                  <span className={`reserve${item.hasReserve && !item.reserveMet ? ' reserve--unmet' : ''}`} data-testid="reserve-status">
                    {ui.t(!item.hasReserve ? 'catalogue.item.noReserve' : item.reserveMet ? 'catalogue.item.reserveMet' : 'catalogue.item.reserveNotMet')}
                  </span>
                </Fact>
              ) : null}
              {item.listAsBuyNow && item.buyItNowPrice !== null && item.listAsAuction ? (
                <Fact label={ui.t('catalogue.item.buyNowPrice')}>
                  <Money pence={item.buyItNowPrice} testId="buy-now-price" />
                  <span className="fact__sub" data-testid="buy-now-availability">
                    {ui.t(item.buyNowAvailable && open ? 'catalogue.item.available' : 'catalogue.item.unavailable')}
                  </span>
                </Fact>
              ) : null}
              {item.listAsBuyNow && !item.listAsAuction ? (
                <Fact label={ui.t('catalogue.card.buyNow')}>
                  <span data-testid="buy-now-availability">{ui.t(item.buyNowAvailable && open ? 'catalogue.item.available' : 'catalogue.item.unavailable')}</span>
                </Fact>
              ) : null}
              {item.estimatedValue ? (
                <Fact label={ui.t('catalogue.item.estimate')}>
                  <Money pence={item.estimatedValue} />
                </Fact>
              ) : null}
            </dl>
            <BidPanel item={item} open={open} />
          </section>

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
              <table className="spec-table" data-testid="item-specifics">
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
          {item.listAsAuction || bids.length ? (
            <section aria-labelledby="history-heading">
              <h2 id="history-heading">{ui.t('catalogue.item.history')}</h2>
              {bids.length ? (
                <table className="data-table" data-testid="bid-history">
                  <thead>
                    <tr>
                      <th scope="col">{ui.t('catalogue.item.bidder')}</th>
                      <th scope="col">{ui.t('catalogue.item.amount')}</th>
                      <th scope="col">{ui.t('catalogue.item.time')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {bids.map((bid, i) => (
                      <tr key={`${bid.at}-${i}`} data-testid="bid-row">
                        <td>{bid.bidder}</td>
                        <td>
                          <Money pence={bid.amount} />
                        </td>
                        <td>
                          <time dateTime={bid.at}>{ui.dateTime(bid.at)}</time>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p className="muted">{ui.t('catalogue.item.noBids')}</p>
              )}
            </section>
          ) : null}
        </div>

        <aside className="item-aside">
          <section aria-labelledby="shipping-heading" className="card item-shipping">
            <h2 id="shipping-heading">{ui.t('catalogue.item.shipping')}</h2>
            <table className="data-table" data-testid="shipping-table">
              <thead>
                <tr>
                  <th scope="col">{ui.t('catalogue.item.zone')}</th>
                  <th scope="col">{ui.t('catalogue.item.cost')}</th>
                  <th scope="col">{ui.t('catalogue.item.delivery')}</th>
                </tr>
              </thead>
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
                  {item.location}
                </Fact>
              ) : null}
            </dl>
          </section>
        </aside>
      </div>
    </article>
  );
}

/** The item detail screen (/items/{id}/buyer|auction|recommended): the id comes from the path. */
export default function ItemIsland({ locale, strings }: { locale: Lang; strings: Strings }) {
  const ui = useMemo(() => makeUi(locale, strings), [locale, strings]);
  const [itemId, setItemId] = useState<string | null>(null);
  useEffect(() => {
    void loadCurrencies();
    void loadCategories();
    setItemId(pathSegments(location.pathname)[1] ?? '');
  }, []);
  const valid = itemId !== null && VALID_ID.test(itemId);
  const item = useCall<ItemDetail>('getItem', valid ? { itemId } : null, valid ? itemId : null);
  const categories = useStore($categories).data;
  const notFound = (itemId !== null && !valid) || item.status === 'notFound';

  return (
    <UiContext.Provider value={ui}>
      {notFound ? (
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
      ) : item.data ? (
        <ItemView item={item.data} categories={categories} />
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
      )}
    </UiContext.Provider>
  );
}
