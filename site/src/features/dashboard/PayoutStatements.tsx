import type { GetMyPayoutsOutput } from '../../../../shared/contract/payouts.ts';
import { GBP, formatMoney, type Pence } from '../../../../shared/money.ts';
import { itemPath } from '../catalogue/ItemCard.tsx';
import { useUi } from '../../lib/ui.tsx';
import { useCall } from '../catalogue/use-call.ts';
import { CallFailed, CallLoading } from './CallStates.tsx';
import { Icon } from './Icon.tsx';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';

type Statement = GetMyPayoutsOutput['payouts'][number];

/**
 * The seller's payout statements (getMyPayouts; issue 11, docs/adr/0024; the dashboard's Payouts tab),
 * newest first: per payout its date, each sale by its item's title (to its page) and number, with its final price, commission, shipping passed on, fulfilment fee and net, each
 * deduction (a sale refunded after an earlier payout paid it: the order named), the totals, and the
 * statement as CSV (the server's, so the file and the page cannot disagree).
 */
export function PayoutStatements() {
  const ui = useUi();
  const result = useCall('getMyPayouts', {}, 'mine');
  if (result.status === 'loading') return <CallLoading text={ui.t('dashboard.payouts.loading')} />;
  if (result.status !== 'ready' || !result.data) return <CallFailed text={ui.t('dashboard.payouts.error')} retry={result.retry} />;
  const { payouts } = result.data;
  return (
    <section className="dash-statements" aria-labelledby="payout-statements-title" data-testid="payout-statements">
      <h3 id="payout-statements-title">{ui.t('dashboard.payouts.title')}</h3>
      {payouts.length === 0 ? (
        <p className="dash-muted" data-testid="payout-statements-empty">
          {ui.t('dashboard.payouts.empty')}
        </p>
      ) : (
        payouts.map((payout) => <StatementCard key={payout.runId} payout={payout} />)
      )}
    </section>
  );
}

function StatementCard({ payout }: { payout: Statement }) {
  const ui = useUi();
  const money = (amount: Pence) => formatMoney(amount, GBP, ui.locale);
  const date = ui.date(payout.createdAt);
  const shipping = payout.sales.reduce((total, sale) => total + sale.shipping, 0);
  const price = payout.sales.reduce((total, sale) => total + sale.price, 0);
  return (
    <article className="card panel dash-card dash-statement" data-testid="payout-statement" data-run-id={payout.runId}>
      <div className="dash-statement-head">
        <h4>{ui.t('dashboard.payouts.heading', { date })}</h4>
        <a
          className="btn btn-ghost btn-small"
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(payout.csv)}`}
          download={`patina-payout-${payout.runId}.csv`}
          data-testid="payout-csv"
        >
          <Icon name="download" />
          {ui.t('dashboard.payouts.download')}
        </a>
      </div>
      <div className="dash-statement-scroll">
        <table className="table dash-statement-table">
          <caption className="visually-hidden">{ui.t('dashboard.payouts.caption', { date })}</caption>
          <ColumnHeads keys={['dashboard.payouts.col.item', 'dashboard.payouts.col.price', 'dashboard.payouts.col.commission', 'dashboard.payouts.col.shipping', 'dashboard.payouts.col.fee', 'dashboard.payouts.col.net']} />
          <tbody>
            {payout.sales.map((sale) => (
              <tr key={sale.orderId} data-testid="payout-sale" data-order-id={sale.orderId}>
                <th scope="row">
                  {sale.itemId && sale.itemName ? (
                    <a href={itemPath(ui, { id: sale.itemId, listAsAuction: true }, 'recommended')} data-testid="payout-sale-item">
                      {sale.itemName}
                    </a>
                  ) : null}
                  <span className="dash-statement-number" data-testid="payout-sale-number">
                    {ui.t('dashboard.payouts.itemNumber', { number: sale.itemNumber })}
                  </span>
                </th>
                <td data-testid="payout-sale-price">{money(sale.price)}</td>
                <td data-testid="payout-sale-commission">−{money(sale.commission)}</td>
                <td>{money(sale.shipping)}</td>
                <td>−{money(sale.fee)}</td>
                <td data-testid="payout-sale-net">{money(sale.payout)}</td>
              </tr>
            ))}
            {(payout.deductions ?? []).map((deduction) => (
              <tr key={`deduction-${deduction.orderId}`} data-testid="payout-deduction" data-order-id={deduction.orderId}>
                <th scope="row" colSpan={5}>
                  {ui.t('dashboard.payouts.deduction', { orderId: deduction.orderId, itemNumber: deduction.itemNumber })}
                </th>
                <td data-testid="payout-deduction-amount">−{money(deduction.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{ui.t('dashboard.payouts.total')}</th>
              <td>{money(price)}</td>
              <td>−{money(payout.commission)}</td>
              <td>{money(shipping)}</td>
              <td>−{money(payout.fees)}</td>
              <td data-testid="payout-total">{money(payout.amount)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </article>
  );
}
