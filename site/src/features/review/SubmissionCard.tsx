import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { countryName } from '../../../../shared/country-name.ts';
import { formatMoney, GBP } from '../../../../shared/money.ts';
import { $categories } from '../../stores/categories.ts';
import { type Ui, useUi } from '../../lib/ui.tsx';
import { DecisionPanel } from './DecisionPanel.tsx';
import { PhotoGrid } from './PhotoGrid.tsx';
import type { Submission } from './store.ts';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';

/** "3 hours ago" in the page language. */
export function ago(ui: Ui, iso: string): string {
  const seconds = (Date.parse(iso) - Date.now()) / 1000;
  if (Number.isNaN(seconds)) return '';
  const format = new Intl.RelativeTimeFormat(ui.locale === 'fr' ? 'fr-FR' : 'en-GB', { numeric: 'auto' });
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'minute');
}

const ZONES = ['nationwide', 'europe', 'worldwide'] as const;
const FULFILMENT = ['shipWithUs', 'professionallyCleaned', 'photography', 'threeSixtyPhotography'] as const;

/**
 * One listing awaiting approval, everything an expert checks: every photograph, the category and
 * specifics, the description (as text, never HTML), prices with the reserve and the estimate,
 * shipping, fulfilment, the seller and when it was sent; and the decision: accept, or reject with
 * a note the seller will read. An expert's own listing shows a notice instead of the buttons.
 */
export function SubmissionCard({ item }: { item: Submission }) {
  const ui = useUi();
  const id = useId();
  const categories = useStore($categories).data;
  const money = (pence: number) => formatMoney(pence, GBP, ui.locale);
  const category = categories.find((c) => c.id === item.categoryId);
  const sub = category?.subCategories.find((s) => s.id === item.subCategoryId);
  // On /fr the form's French labels and options, where an admin gave them (docs/adr/0051).
  const specifics = Object.entries((ui.locale === 'fr' && item.specificsFr) || item.specifics || {}).filter(([, value]) => String(value).trim() !== '');
  const format = item.listAsAuction && item.listAsBuyNow ? 'review.price.both' : item.listAsAuction ? 'review.price.auction' : 'review.price.buyNow';
  const titleId = `${id}-title`;

  return (
    <article className="card rv-card" data-testid="submission" data-item-id={item.id} id={`submission-${item.id}`} aria-labelledby={titleId}>
      <header className="rv-card-head">
        <p className="rv-card-meta">
          <span className="badge badge--navy rv-number">{ui.t('review.item.number', { number: item.itemNumber })}</span>
          <time dateTime={item.submittedAt}>
            {ui.t('review.item.submitted', { date: ui.dateTime(item.submittedAt) })} · {ago(ui, item.submittedAt)}
          </time>
          {item.ownListing && <span className="badge badge--accent">{ui.t('review.queue.own')}</span>}
        </p>
        <h2 id={titleId} className="rv-card-title">
          {item.name}
        </h2>
        {item.caption && <p className="rv-card-caption">{item.caption}</p>}
      </header>

      <div className="rv-card-body">
        <div className="rv-card-main">
          <section aria-label={ui.t('review.photos.title')}>
            <h3 className="rv-section-title">
              {ui.t('review.photos.title')} <span className="rv-muted">· {ui.tn('review.photos.count', item.photos.length)}</span>
            </h3>
            <PhotoGrid photos={item.photos} name={item.name} />
          </section>

          <section>
            <h3 className="rv-section-title">{ui.t('review.item.specifics')}</h3>
            {specifics.length ? (
              <dl className="rv-facts rv-facts--specifics">
                {specifics.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="rv-muted">{ui.t('review.item.noSpecifics')}</p>
            )}
          </section>

          <section>
            <h3 className="rv-section-title">{ui.t('review.item.description')}</h3>
            <p className="rv-description">{item.description}</p>
          </section>
        </div>

        <aside className="rv-card-side">
          <dl className="rv-facts">
            <div>
              <dt>{ui.t('review.item.category')}</dt>
              <dd>{category ? ui.category(category) : item.categoryId}</dd>
            </div>
            <div>
              <dt>{ui.t('review.item.subCategory')}</dt>
              <dd>{sub ? ui.category(sub) : (item.subCategoryId ?? ui.t('review.item.none'))}</dd>
            </div>
            <div>
              <dt>{ui.t('review.item.seller')}</dt>
              <dd>{item.seller.name}</dd>
            </div>
            {item.location && (
              <div>
                <dt>{ui.t('review.item.location')}</dt>
                <dd>{countryName(item.location, ui.locale)}</dd>
              </div>
            )}
          </dl>

          <section>
            <h3 className="rv-section-title">{ui.t('review.price.title')}</h3>
            <dl className="rv-facts">
              <div>
                <dt>{ui.t('review.price.format')}</dt>
                <dd>{ui.t(format)}</dd>
              </div>
              {item.listAsAuction && (
                <>
                  <div>
                    <dt>{ui.t('review.price.starting')}</dt>
                    <dd data-testid="submission-starting-price">{money(item.startingPrice)}</dd>
                  </div>
                  <div>
                    <dt>{ui.t('review.price.increment')}</dt>
                    <dd>{item.priceIncrement ? money(item.priceIncrement) : ui.t('review.price.standardIncrement')}</dd>
                  </div>
                  {item.durationDays ? (
                    <div>
                      <dt>{ui.t('review.price.duration')}</dt>
                      <dd>{ui.tn('review.price.days', item.durationDays)}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{ui.t('review.price.reserve')}</dt>
                    <dd data-testid="submission-reserve">{item.reservePrice != null ? money(item.reservePrice) : ui.t('review.price.noReserve')}</dd>
                  </div>
                </>
              )}
              {item.listAsBuyNow && item.buyItNowPrice != null && (
                <div>
                  <dt>{ui.t('review.price.buyNowPrice')}</dt>
                  <dd>{money(item.buyItNowPrice)}</dd>
                </div>
              )}
              <div className="rv-facts-strong">
                <dt>{ui.t('review.price.estimate')}</dt>
                <dd>{money(item.estimatedValue)}</dd>
              </div>
            </dl>
          </section>

          <section>
            <h3 className="rv-section-title">{ui.t('review.shipping.title')}</h3>
            <table className="table rv-shipping">
              <ColumnHeads keys={['review.shipping.zone', 'review.shipping.cost', 'review.shipping.days']} />
              <tbody>
                {ZONES.map((zone) => {
                  const offer = item.shipping?.[zone];
                  return (
                    <tr key={zone} className={offer ? '' : 'is-off'}>
                      <th scope="row">{ui.t(`review.shipping.${zone}`)}</th>
                      {offer ? (
                        <>
                          <td>{money(offer.cost)}</td>
                          <td>{ui.tn('review.shipping.daysValue', offer.days)}</td>
                        </>
                      ) : (
                        <td colSpan={2}>{ui.t('review.shipping.notOffered')}</td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <dl className="rv-facts">
              <div>
                <dt>{ui.t('review.shipping.paidBy')}</dt>
                <dd>{ui.t(item.shippingPaidBy === 'seller' ? 'review.shipping.seller' : 'review.shipping.buyer')}</dd>
              </div>
              <div>
                <dt>{ui.t('review.shipping.insured')}</dt>
                <dd>{ui.t(item.insured ? 'review.yes' : 'review.no')}</dd>
              </div>
            </dl>
          </section>

          {item.fulfilment && (
            <section>
              <h3 className="rv-section-title">{ui.t('review.fulfilment.title')}</h3>
              {FULFILMENT.some((key) => item.fulfilment![key]) ? (
                <ul className="plain-list rv-fulfilment">
                  {FULFILMENT.filter((key) => item.fulfilment![key]).map((key) => (
                    <li key={key}>{ui.t(`review.fulfilment.${key}`)}</li>
                  ))}
                </ul>
              ) : (
                <p className="rv-muted">{ui.t('review.fulfilment.none')}</p>
              )}
            </section>
          )}

          <DecisionPanel item={item} />
        </aside>
      </div>
    </article>
  );
}
