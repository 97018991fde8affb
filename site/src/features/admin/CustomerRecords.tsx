import type { ReactNode } from 'react';
import type { AuditEntry } from '../../../../shared/admin/audit.ts';
import type { AdminGetUserOutput } from '../../../../shared/contract/admin-users.ts';
import { formatMoney, GBP, type Pence } from '../../../../shared/money.ts';
import { type Ui, useUi } from '../../lib/ui.tsx';
import { STATUS_LOOK } from '../dashboard/status.ts';
import { DisputeStatusBadge } from '../disputes/parts.tsx';
import { lotHref } from './parts.tsx';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';

/*
 * A customer's records on their back-office page (CustomerDetail.tsx): their orders, bids, listings,
 * disputes and account history, each a table of the same shape that stacks on a phone.
 */

/** One column of a section's table: its heading's key (`admin.customer.col.<key>`, also each cell's label on a phone) and its cell. */
interface Column<T> {
  key: string;
  cell: (row: T) => ReactNode;
}

/**
 * One section of the customer page: a heading, then its table (each cell labelled with its column, so
 * it folds into cards on a phone: `.table-stack`), or a line saying there is nothing.
 */
function SectionTable<T>({ id, what, rows, rowKey, rowTestId, columns, rowAttributes }: { id: string; what: string; rows: readonly T[]; rowKey: (row: T) => string; rowTestId: string; columns: Column<T>[]; rowAttributes?: (row: T) => Record<string, string> }) {
  const ui = useUi();
  const label = (key: string) => ui.t(`admin.customer.col.${key}`);
  return (
    <section aria-labelledby={id} className="adm-customer-section" data-testid={id}>
      <h3 id={id}>{ui.t(`admin.customer.${what}`)}</h3>
      {rows.length === 0 ? (
        <p className="adm-sub">{ui.t(`admin.customer.${what}Empty`)}</p>
      ) : (
        <table className="table adm-table table-stack">
          <ColumnHeads keys={columns.map((c) => `admin.customer.col.${c.key}`)} />
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} data-testid={rowTestId} {...rowAttributes?.(row)}>
                {columns.map((c) => (
                  <td key={c.key} data-label={label(c.key)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const money = (ui: Ui, pence: Pence | null | undefined) => (pence === null || pence === undefined ? '—' : formatMoney(pence, GBP, ui.locale));

function ItemLink({ id, name }: { id: string; name: string }) {
  const ui = useUi();
  return <a href={lotHref(ui, id)}>{name}</a>;
}

export function CustomerOrders({ orders }: { orders: AdminGetUserOutput['orders'] }) {
  const ui = useUi();
  return (
    <SectionTable
      id="customer-orders"
      what="orders"
      rows={orders}
      rowKey={(o) => `${o.role}-${o.id}`}
      rowTestId="customer-order"
      columns={[
        { key: 'item', cell: (o) => <ItemLink id={o.itemId} name={o.itemName} /> },
        { key: 'side', cell: (o) => ui.t(`admin.customer.side.${o.role}`) },
        { key: 'total', cell: (o) => money(ui, o.total) },
        { key: 'payment', cell: (o) => ui.t(`admin.payment.${o.paymentStatus}`) },
        { key: 'status', cell: (o) => ui.t(`orders.status.${o.status}`) },
        { key: 'date', cell: (o) => ui.date(o.createdAt) },
      ]}
    />
  );
}

export function CustomerBids({ bids }: { bids: AdminGetUserOutput['bids'] }) {
  const ui = useUi();
  return (
    <SectionTable
      id="customer-bids"
      what="bids"
      rows={bids}
      rowKey={(b) => b.item.id}
      rowTestId="customer-bid"
      columns={[
        { key: 'item', cell: (b) => <ItemLink id={b.item.id} name={b.item.name} /> },
        { key: 'maxBid', cell: (b) => money(ui, b.myMaxBid) },
        { key: 'price', cell: (b) => money(ui, b.item.currentBid ?? b.item.startingPrice) },
        { key: 'standing', cell: (b) => ui.t(`admin.customer.standing.${b.state}`) },
      ]}
    />
  );
}

export function CustomerListings({ listings }: { listings: AdminGetUserOutput['listings'] }) {
  const ui = useUi();
  return (
    <SectionTable
      id="customer-listings"
      what="listings"
      rows={listings}
      rowKey={(item) => item.id}
      rowTestId="customer-listing"
      columns={[
        { key: 'item', cell: (item) => <ItemLink id={item.id} name={item.name} /> },
        // the seller dashboard's words for a listing's status (features/dashboard/status.ts), not the stored value
        { key: 'status', cell: (item) => (STATUS_LOOK[item.status] ? ui.t(`dashboard.status.${STATUS_LOOK[item.status]!.key}`) : item.status) },
        { key: 'price', cell: (item) => money(ui, item.soldPrice ?? item.currentBid ?? item.buyItNowPrice ?? item.startingPrice) },
        { key: 'ends', cell: (item) => (item.endsAt ? ui.dateTime(item.endsAt) : '—') },
      ]}
    />
  );
}

export function CustomerDisputes({ disputes }: { disputes: AdminGetUserOutput['disputes'] }) {
  const ui = useUi();
  return (
    <SectionTable
      id="customer-disputes"
      what="disputes"
      rows={disputes}
      rowKey={(d) => d.itemDisputeId}
      rowTestId="customer-dispute"
      columns={[
        { key: 'item', cell: (d) => <a href={`${ui.href('/admin-details')}?section=disputes`}>{d.itemName}</a> },
        { key: 'status', cell: (d) => <DisputeStatusBadge status={d.status} /> },
        { key: 'opened', cell: (d) => ui.dateTime(d.createdAt) },
      ]}
    />
  );
}

export function CustomerAudit({ audit }: { audit: AuditEntry[] }) {
  const ui = useUi();
  return (
    <SectionTable
      id="customer-audit"
      what="audit"
      rows={audit}
      rowKey={(entry) => entry.id}
      rowTestId="customer-audit-entry"
      rowAttributes={(entry) => ({ 'data-action': entry.action })}
      columns={[
        { key: 'when', cell: (entry) => <time dateTime={entry.at}>{ui.dateTime(entry.at)}</time> },
        { key: 'by', cell: (entry) => entry.adminEmail },
        { key: 'action', cell: (entry) => ui.t(`admin.customer.action.${entry.action}`) },
        { key: 'reason', cell: (entry) => (typeof entry.details.reason === 'string' ? entry.details.reason : '—') },
      ]}
    />
  );
}
