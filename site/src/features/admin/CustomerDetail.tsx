import { useState, type ReactNode } from 'react';
import type { AuditEntry } from '../../../../shared/admin/audit.ts';
import type { AccountStatus, AdminUserDetail } from '../../../../shared/admin/users.ts';
import type { AdminGetUserOutput, AdminSetUserStatusOutput } from '../../../../shared/contract/admin-users.ts';
import { isStaff } from '../../../../shared/roles.ts';
import { formatMoney, GBP, type Pence } from '../../../../shared/money.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TextField } from '../../lib/forms/fields.tsx';
import { type Ui, useUi } from '../../lib/ui.tsx';
import { STATUS_LOOK } from '../dashboard/status.ts';
import { DisputeStatusBadge } from '../disputes/parts.tsx';
import { AreaLoad, useChange, useLoaded } from './parts.tsx';

/** A lot's page (its canonical `/items/{id}/buyer`), in the page's language; not shared/lot-page.ts, which carries the catalogues. */
export const lotHref = (ui: Pick<Ui, 'href'>, id: string) => ui.href(`/items/${encodeURIComponent(id)}/buyer`);

/** The customer page's address in the back office: a dispute's parties link to it. */
export const customerHref = (ui: Pick<Ui, 'href'>, uid: string) => `${ui.href('/admin-details')}?section=customers&uid=${encodeURIComponent(uid)}`;

const TONE: Record<AccountStatus, string> = { active: 'done', suspended: 'warn' };

/** An account's standing in words ("Active", "Suspended"), never the pool's raw status. */
export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const ui = useUi();
  return (
    <span className={`status-badge status-badge--${TONE[status]}`} data-testid="customer-status" data-status={status}>
      {ui.t(`admin.customer.status.${status}`)}
    </span>
  );
}

/**
 * One customer (/admin-details?section=customers&uid=…; adminGetUser): who they are, their standing
 * with the suspend or reinstate action (confirmed, with a reason, audited: adminSetUserStatus), a staff
 * member's authenticator reset (confirmed, audited: adminResetAuthenticator), and
 * their orders, bids, listings, disputes and account history, each a table that stacks on a phone.
 */
export function CustomerDetail({ uid, onBack, isSelf }: { uid: string; onBack: () => void; isSelf: boolean }) {
  const ui = useUi();
  const { loaded, reload } = useLoaded('adminGetUser', { uid }, (d) => ((d as AdminGetUserOutput)?.user ? (d as AdminGetUserOutput) : null), uid);
  const page = loaded.data;
  return (
    <div className="adm-customer" data-testid="customer-detail">
      <p>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onBack} data-testid="customer-back">
          ← {ui.t('admin.customer.back')}
        </button>
      </p>
      <AreaLoad loaded={loaded} what="admin.customer" onRetry={() => void reload()} />
      {page && (
        <>
          <CustomerHead user={page.user} isSelf={isSelf} onChanged={() => void reload()} />
          <CustomerOrders orders={page.orders} />
          <CustomerBids bids={page.bids} />
          <CustomerListings listings={page.listings} />
          <CustomerDisputes disputes={page.disputes} />
          <CustomerAudit audit={page.audit} />
        </>
      )}
    </div>
  );
}

function CustomerHead({ user, isSelf, onChanged }: { user: AdminUserDetail; isSelf: boolean; onChanged: () => void }) {
  const ui = useUi();
  const { run, busy, banner } = useChange();
  const [asking, setAsking] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const next: AccountStatus = user.status === 'active' ? 'suspended' : 'active';
  const name = user.name || user.email || ui.t('admin.customer.unnamed');
  const roles = [
    ...user.groups.filter((g) => g === 'admin' || g === 'expert').map((g) => ui.t(`admin.customer.role.${g}`)),
    ...(user.sellerAccount ? [ui.t('admin.customer.role.seller', { shop: user.sellerProfileName ?? '—' })] : []),
  ];
  const confirm = async () => {
    if (!reason.trim()) {
      setReasonError(ui.t('admin.customer.reasonRequired'));
      return;
    }
    const done = await run('adminSetUserStatus', { uid: user.uid, status: next, reason: reason.trim() });
    setAsking(false);
    setReason('');
    if (done) onChanged();
  };
  const reset = async () => {
    const done = await run('adminResetAuthenticator', { uid: user.uid });
    setResetting(false);
    if (done) onChanged();
  };
  return (
    <section aria-labelledby="adm-customer-name" className="adm-panel">
      <header className="adm-customer-head">
        <h2 id="adm-customer-name" data-testid="customer-name">
          {name}
        </h2>
        <AccountStatusBadge status={user.status} />
      </header>
      {user.status === 'suspended' && user.suspendedAt && (
        <p className="adm-sub" data-testid="customer-suspended-since">
          {ui.t('admin.customer.suspendedSince', { date: ui.dateTime(user.suspendedAt), reason: user.suspensionReason ?? '—' })}
        </p>
      )}
      <dl className="adm-facts">
        <dt>{ui.t('admin.customer.email')}</dt>
        <dd>{user.email || '—'}</dd>
        <dt>{ui.t('admin.customer.emailState')}</dt>
        <dd>{ui.t(user.emailConfirmed ? 'admin.customer.emailConfirmed' : 'admin.customer.emailUnconfirmed')}</dd>
        <dt>{ui.t('admin.customer.joined')}</dt>
        <dd>{user.createdAt ? ui.date(user.createdAt) : '—'}</dd>
        <dt>{ui.t('admin.customer.roles')}</dt>
        <dd data-testid="customer-roles">{roles.length ? roles.join(', ') : ui.t('admin.customer.role.customer')}</dd>
        <dt>{ui.t('admin.customer.country')}</dt>
        <dd>{user.country ?? '—'}</dd>
      </dl>
      {banner}
      {!isSelf && (
        <div className="adm-actions" role="group" aria-label={ui.t('admin.customer.actions')}>
          <button type="button" className={`btn btn-sm ${next === 'suspended' ? 'btn-danger' : 'btn-navy'}`} onClick={() => setAsking(true)} data-testid="customer-standing">
            {ui.t(next === 'suspended' ? 'admin.customer.suspend' : 'admin.customer.reinstate')}
          </button>
          {isStaff(user.groups) && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setResetting(true)} data-testid="customer-reset-authenticator">
              {ui.t('admin.customer.resetAuthenticator')}
            </button>
          )}
        </div>
      )}
      {isStaff(user.groups) && (
        <ConfirmDialog
          open={resetting}
          title={ui.t('admin.customer.resetTitle', { name })}
          text={ui.t('admin.customer.resetText')}
          confirmLabel={ui.t('admin.customer.resetAuthenticator')}
          cancelLabel={ui.t('admin.customer.cancel')}
          tone="danger"
          busy={busy}
          onConfirm={() => void reset()}
          onCancel={() => setResetting(false)}
        />
      )}
      <ConfirmDialog
        open={asking}
        title={ui.t(next === 'suspended' ? 'admin.customer.suspendTitle' : 'admin.customer.reinstateTitle', { name })}
        text={ui.t(next === 'suspended' ? 'admin.customer.suspendText' : 'admin.customer.reinstateText')}
        confirmLabel={ui.t(next === 'suspended' ? 'admin.customer.suspend' : 'admin.customer.reinstate')}
        cancelLabel={ui.t('admin.customer.cancel')}
        tone={next === 'suspended' ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsking(false);
          setReasonError(undefined);
        }}
      >
        <TextField
          id="adm-standing-reason"
          label={ui.t('admin.customer.reason')}
          value={reason}
          maxLength={500}
          error={reasonError}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(undefined);
          }}
          testId="customer-standing-reason"
        />
      </ConfirmDialog>
    </section>
  );
}

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
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {label(c.key)}
                </th>
              ))}
            </tr>
          </thead>
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

function CustomerOrders({ orders }: { orders: AdminGetUserOutput['orders'] }) {
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

function CustomerBids({ bids }: { bids: AdminGetUserOutput['bids'] }) {
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

function CustomerListings({ listings }: { listings: AdminGetUserOutput['listings'] }) {
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

function CustomerDisputes({ disputes }: { disputes: AdminGetUserOutput['disputes'] }) {
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

function CustomerAudit({ audit }: { audit: AuditEntry[] }) {
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
