import { useEffect, useState } from 'react';
import type { AdminListSalesOutput, AdminRunPayoutsOutput } from '../../../../shared/contract/payouts.ts';
import { formatMoney, GBP, type Pence } from '../../../../shared/money.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { call } from '../../lib/api.ts';
import { SelectField, TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { outcomeOf } from '../../lib/forms/outcome.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { useUi } from '../../lib/ui.tsx';
import { AreaHead, useChange, type AreaProps } from './parts.tsx';
import { salesCsv, salesFileName } from './sales-csv.ts';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';

const FILTER_FIELDS = ['from', 'to', 'paid'] as const;
type Filter = Record<(typeof FILTER_FIELDS)[number], string>;
type Shown = AdminListSalesOutput & { filter: Filter };

/** The call's input for the filter: open ends and "any" left out. */
function salesInput(filter: Filter) {
  return { ...(filter.from ? { from: filter.from } : {}), ...(filter.to ? { to: filter.to } : {}), ...(filter.paid ? { paidToSeller: filter.paid === 'yes' } : {}) };
}

/** Offers a text as a file to save (an object URL on a link that downloads it). */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The back office's sales (/admin-details?section=sales): the sales between two days (the last two
 * years by default), all or only those paid (or not yet paid) to their seller, with each sale's
 * commission and payout, the totals, and the list as a CSV file. The fortnightly payout run can be
 * started from here on demand (adminRunPayouts: it pays nothing twice).
 */
export function SalesView({ heading }: AreaProps) {
  const ui = useUi();
  const [shown, setShown] = useState<Shown | null>(null);
  const [asking, setAsking] = useState(false);
  const change = useChange();
  const money = (p: Pence) => formatMoney(p, GBP, ui.locale);

  const filter = useForm<Filter, ReturnType<typeof salesInput>, AdminListSalesOutput>('sales', {
    fields: FILTER_FIELDS,
    initial: { from: '', to: '', paid: '' },
    schema: () => import('../../../../shared/contract/payouts.ts').then((m) => m.AdminListSalesInputSchema),
    fieldOf: (path) => (path === 'paidToSeller' ? 'paid' : path === 'from' || path === 'to' ? path : undefined),
    payload: salesInput,
    send: async (payload) => outcomeOf(await call('adminListSales', payload)),
    refusalBanner: 'unplaced',
    success: 'quiet',
    onSuccess: (data) => setShown({ ...data, filter: filter.form.$state.get().values }),
  });
  useEffect(() => {
    void filter.form.submit();
  }, []);

  const runPayouts = async () => {
    const done = await change.run('adminRunPayouts', {});
    setAsking(false);
    if (done) void filter.form.submit();
  };

  return (
    <section aria-labelledby="adm-sales-title" data-testid="admin-sales">
      <AreaHead id="adm-sales-title" heading={heading} title={ui.t('admin.sales.title')} lede={ui.t('admin.sales.lede')}>
        <button type="button" className="btn btn-ghost" onClick={() => setAsking(true)} data-testid="run-payouts">
          {ui.t('admin.sales.runPayouts')}
        </button>
      </AreaHead>

      <Form form={filter} className="adm-filter" testId="sales-filter">
        <div className="form-row form-row--3">
          <TextField {...filter.bind('from')} type="date" label={ui.t('admin.sales.from')} optional testId="sales-from" />
          <TextField {...filter.bind('to')} type="date" label={ui.t('admin.sales.to')} optional testId="sales-to" />
          <SelectField {...filter.bind('paid')} label={ui.t('admin.sales.paidToSeller')} testId="sales-paid">
            <option value="">{ui.t('admin.sales.paidAny')}</option>
            <option value="yes">{ui.t('admin.sales.paidYes')}</option>
            <option value="no">{ui.t('admin.sales.paidNo')}</option>
          </SelectField>
        </div>
        <div className="form-actions">
          <SubmitButton busy={filter.submitting} ready={filter.ready} className="btn btn-navy" label={ui.t('admin.sales.show')} testId="sales-show" />
          <button
            type="button"
            className="btn btn-ghost"
            disabled={!shown}
            onClick={() => shown && download(salesCsv(shown), salesFileName(shown.filter.from, shown.filter.to))}
            data-testid="sales-csv"
          >
            {ui.t('admin.sales.csv')}
          </button>
        </div>
      </Form>
      {change.banner}

      {shown && (
        <>
          <dl className="adm-totals" data-testid="sales-totals" aria-live="polite">
            <div>
              <dt>{ui.t('admin.sales.count')}</dt>
              <dd>{shown.sales.length}</dd>
            </div>
            <div>
              <dt>{ui.t('admin.sales.totalAmount')}</dt>
              <dd data-testid="sales-total-amount">{money(shown.totals.amount)}</dd>
            </div>
            <div>
              <dt>{ui.t('admin.sales.totalCommission')}</dt>
              <dd data-testid="sales-total-commission">{money(shown.totals.commission)}</dd>
            </div>
            <div>
              <dt>{ui.t('admin.sales.totalPayout')}</dt>
              <dd>{money(shown.totals.payout)}</dd>
            </div>
          </dl>
          {shown.sales.length === 0 ? (
            <p className="rv-muted" data-testid="sales-empty">
              {ui.t('admin.sales.empty')}
            </p>
          ) : (
            <div className="table-scroll" tabIndex={0} role="region" aria-label={ui.t('admin.sales.title')}>
              <table className="table adm-table" data-testid="sales-table">
                <ColumnHeads keys={['admin.sales.date', 'admin.sales.item', 'admin.sales.buyer', 'admin.sales.seller', 'admin.sales.amount', 'admin.sales.commission', 'admin.sales.payout', 'admin.sales.paid', 'admin.sales.transaction']} />
                <tbody>
                  {shown.sales.map((sale) => (
                    <tr key={sale.orderId} data-testid="sale-row" data-order-id={sale.orderId}>
                      <td>{ui.date(sale.date)}</td>
                      <td>
                        {sale.itemNumber}
                        <span className="adm-sub">{ui.t(`orders.status.${sale.status}`)}</span>
                      </td>
                      <td>{sale.buyerEmail}</td>
                      <td>{sale.sellerEmail}</td>
                      <td>{money(sale.amount)}</td>
                      {sale.status === 'refunded' ? (
                        // The money went back to the buyer: no commission is taken and nothing is paid out (the totals leave it out too).
                        <td colSpan={2} data-testid="sale-refunded">
                          {ui.t('orders.status.refunded')}
                        </td>
                      ) : (
                        <>
                          <td data-testid="sale-commission">{money(sale.commission)}</td>
                          <td data-testid="sale-payout">{money(sale.payout)}</td>
                        </>
                      )}
                      <td data-testid="sale-paid">{ui.t(sale.paidToSeller ? 'review.customers.yes' : 'review.customers.no')}</td>
                      <td className="adm-code">{sale.transactionId ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        open={asking}
        tone="primary"
        title={ui.t('admin.sales.runTitle')}
        text={ui.t('admin.sales.runText')}
        confirmLabel={ui.t('admin.sales.runPayouts')}
        cancelLabel={ui.t('review.categories.cancel')}
        busy={change.busy}
        onConfirm={() => void runPayouts()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
