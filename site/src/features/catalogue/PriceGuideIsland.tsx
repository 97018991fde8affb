import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { PriceGuideMonth, PriceGuideOutput } from '../../../../shared/contract/catalogue.ts';
import { $currency, formatPrice, loadCurrencies } from '../../stores/currency.ts';
import { ErrorState } from './ErrorState.tsx';
import { CardGrid } from './ItemCard.tsx';
import { Money } from './Money.tsx';
import { type Ui, useUi, withUi } from '../../lib/ui.tsx';
import { pathSegments } from './path-segments.ts';
import { useCall } from './use-call.ts';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';

/** A month ('2026-11') as the reader's language names it, short ("Nov 2026") or long ("November 2026"). */
function monthName(ui: Ui, month: string, style: 'short' | 'long'): string {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(ui.locale === 'fr' ? 'fr-FR' : 'en-GB', { month: style, year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, m! - 1, 1)));
}

/** A rounded top for the price axis: 1, 2 or 5 times a power of ten, at or above the highest price. */
function axisTop(pence: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(pence, 100)));
  return [1, 2, 5, 10].map((f) => f * power).find((top) => top >= pence)!;
}

const WIDTH = 480;
const HEIGHT = 240;
const PLOT = { left: 64, right: 12, top: 12, bottom: 32 };

/**
 * The months as an SVG chart (docs/adr/0054): per month a bar from the lowest to the highest price and
 * a dot at the median, the medians joined by a line (broken where a month had no sale). Named by its
 * title and described by its desc for assistive technology; the table after it gives the same figures.
 */
function PriceChart({ name, months }: { name: string; months: PriceGuideMonth[] }) {
  const ui = useUi();
  const currency = useStore($currency);
  const sold = months.filter((m) => m.max !== null);
  const top = axisTop(Math.max(...sold.map((m) => m.max!), 0));
  const step = (WIDTH - PLOT.left - PLOT.right) / months.length;
  const x = (i: number) => PLOT.left + step * (i + 0.5);
  const y = (pence: number) => PLOT.top + (HEIGHT - PLOT.top - PLOT.bottom) * (1 - pence / top);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(top * f));
  // The median line: one path of segments between consecutive months that both had sales.
  const line = months
    .map((m, i) => (m.median === null ? null : `${i > 0 && months[i - 1]!.median !== null ? 'L' : 'M'}${x(i).toFixed(1)},${y(m.median).toFixed(1)}`))
    .filter(Boolean)
    .join(' ');
  const labelEvery = months.length > 6 ? 2 : 1;
  return (
    <svg className="guide-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="guide-chart-title guide-chart-desc" data-testid="price-chart">
      <title id="guide-chart-title">{ui.t('catalogue.guide.chartTitle', { name })}</title>
      <desc id="guide-chart-desc">{ui.t('catalogue.guide.chartDesc', { months: months.length })}</desc>
      {ticks.map((tick) => (
        <g key={tick} className="guide-chart__tick">
          <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
          <text x={PLOT.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatPrice(tick, currency, ui.locale).replace(/[.,]00(?=\D*$)/, '')}
          </text>
        </g>
      ))}
      {months.map((m, i) => (
        <g key={m.month} data-month={m.month}>
          {m.min !== null && m.max !== null ? (
            <rect className="guide-chart__range" x={x(i) - step * 0.3} width={step * 0.6} y={y(m.max)} height={Math.max(2, y(m.min) - y(m.max))} rx="2" />
          ) : null}
          {i % labelEvery === (months.length - 1) % labelEvery ? (
            <text className="guide-chart__month" x={x(i)} y={HEIGHT - PLOT.bottom + 18} textAnchor="middle">
              {monthName(ui, m.month, 'short').split(' ')[0]}
            </text>
          ) : null}
        </g>
      ))}
      {line ? <path className="guide-chart__median" d={line} /> : null}
      {months.map((m, i) => (m.median !== null ? <circle key={m.month} className="guide-chart__dot" cx={x(i)} cy={y(m.median)} r="4" /> : null))}
    </svg>
  );
}

/** The same figures as a table: every month, its count and prices, or "No sales". */
function PriceTable({ months }: { months: PriceGuideMonth[] }) {
  const ui = useUi();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="guide-table-caption">
      <table className="table data-table guide-table" data-testid="price-table">
        <caption id="guide-table-caption">{ui.t('catalogue.guide.table')}</caption>
        <ColumnHeads keys={['catalogue.guide.month', 'catalogue.guide.count', 'catalogue.guide.median', 'catalogue.guide.min', 'catalogue.guide.max']} />
        <tbody>
          {[...months].reverse().map((m) => (
            <tr key={m.month} data-month={m.month}>
              <th scope="row">{monthName(ui, m.month, 'long')}</th>
              <td>{m.count}</td>
              {m.median === null ? (
                <td colSpan={3} className="muted">
                  {ui.t('catalogue.guide.noSales')}
                </td>
              ) : (
                <>
                  <td>
                    <Money pence={m.median} testId="month-median" />
                  </td>
                  <td>
                    <Money pence={m.min!} />
                  </td>
                  <td>
                    <Money pence={m.max!} />
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One of the guide's lists of sold lots (the highest prices, the most recent sales), left out when empty. */
function SoldLots({ which, lots }: { which: 'highest' | 'recent'; lots: PriceGuideOutput['highest'] }) {
  const ui = useUi();
  if (!lots.length) return null;
  return (
    <section className="guide-section" aria-labelledby={`guide-${which}`}>
      <h2 id={`guide-${which}`}>{ui.t(`catalogue.guide.${which}`)}</h2>
      <CardGrid items={lots} className="card-grid--listing" />
    </section>
  );
}

/** /price-guide/{subCategoryId}: a sub-category's realised prices over the last 12 months (docs/adr/0054). */
function PriceGuideIsland() {
  const ui = useUi();
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    void loadCurrencies();
    setId(pathSegments(location.pathname)[1] ?? '');
  }, []);
  const result = useCall('getPriceGuide', id ? { subCategoryId: id } : null, id || null);
  const guide = result.status === 'ready' ? result.data : null;
  const name = guide ? ui.category(guide.subCategory) : '';
  const parent = guide ? ui.category({ name: guide.subCategory.parentName, ...(guide.subCategory.parentNameFr ? { nameFr: guide.subCategory.parentNameFr } : {}) }) : '';
  const months = guide?.months.length ?? 12;
  useEffect(() => {
    if (name) document.title = `${ui.t('catalogue.guide.title', { name })} · Patina`;
  }, [name, ui]);
  const notFound = id === '' || result.status === 'notFound';

  return (
    <>
      <header className="page-hero guide-hero">
        <div className="container">
          <nav aria-label={ui.t('catalogue.breadcrumb')} className="crumbs">
            <a href={ui.href('/')}>{ui.t('catalogue.home')}</a>
            <a href={ui.href('/catagories')}>{ui.t('catalogue.categories.title')}</a>
            {guide ? <a href={ui.href(`/catagoriesDetails/${encodeURIComponent(guide.subCategory.parentId)}`)}>{parent}</a> : null}
          </nav>
          <span className="eyebrow">{ui.t('catalogue.guide.eyebrow')}</span>
          <h1 data-testid="guide-title">{name ? ui.t('catalogue.guide.title', { name }) : notFound ? ui.t('catalogue.guide.eyebrow') : '\u00a0'}</h1>
          {guide ? <p className="listing-head__intro">{ui.t('catalogue.guide.intro', { name, months })}</p> : null}
        </div>
      </header>
      <div className="container page-body guide-body" aria-busy={guide === null && !notFound && result.status !== 'error' ? true : undefined}>
        {notFound ? (
          <div className="cat-state cat-state--empty card" data-testid="guide-not-found">
            <h2>{ui.t('catalogue.guide.notFound')}</h2>
            <a className="btn btn-ghost" href={ui.href('/catagories')}>
              {ui.t('catalogue.categories.title')}
            </a>
          </div>
        ) : result.status === 'error' ? (
          <ErrorState onRetry={result.retry} />
        ) : guide ? (
          <>
            {guide.months.some((m) => m.count > 0) ? (
              <section className="guide-section card" aria-labelledby="guide-chart-heading">
                <h2 id="guide-chart-heading">{ui.t('catalogue.guide.table')}</h2>
                <PriceChart name={name} months={guide.months} />
                <PriceTable months={guide.months} />
              </section>
            ) : (
              <div className="cat-state cat-state--empty card" data-testid="guide-empty">
                <h2>{ui.t('catalogue.guide.empty', { name, months })}</h2>
              </div>
            )}
            <SoldLots which="highest" lots={guide.highest} />
            <SoldLots which="recent" lots={guide.recent} />
            <p>
              <a href={ui.href(`/catagoriesDetails/${encodeURIComponent(guide.subCategory.id)}`)}>{ui.t('catalogue.guide.browse', { name })}</a>
            </p>
          </>
        ) : (
          <div className="guide-section card" aria-hidden="true">
            <span className="skel-line shimmer" />
            <span className="skel-line skel-line--short shimmer" />
          </div>
        )}
      </div>
    </>
  );
}

export default withUi(PriceGuideIsland);
