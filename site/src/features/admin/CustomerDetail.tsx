import { useState, type ReactNode } from 'react';
import type { AuditEntry } from '../../../../shared/admin/audit.ts';
import type { AccountStatus, AdminUserDetail } from '../../../../shared/admin/users.ts';
import type { AdminGetUserOutput, AdminSetUserStatusOutput } from '../../../../shared/contract/admin-users.ts';
import { isStaff } from '../../../../shared/roles.ts';
import { formatMoney, GBP, type Pence } from '../../../../shared/money.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TextField } from '../../lib/forms/fields.tsx';
import { useUi, type Ui } from '../catalogue/ui.ts';
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
  const { loaded, reload } = useLoaded<AdminGetUserOutput>('adminGetUser', { uid }, (d) => ((d as AdminGetUserOutput)?.user ? (d as AdminGetUserOutput) : null), uid);
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
    const done = await run<AdminSetUserStatusOutput>('adminSetUserStatus', { uid: user.uid, status: next, reason: reason.trim() });
    setAsking(false);
    setReason('');
    if (done) onChanged();
  };
  const reset = async () => {
    const done = await run<AdminSetUserStatusOutput>('adminResetAuthenticator', { uid: user.uid });
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

/** One section of the customer page: a heading, then its table, or a line saying there is nothing. */
function Section({ id, title, empty, count, children }: { id: string; title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="adm-customer-section" data-testid={id}>
      <h3 id={id}>{title}</h3>
      {count === 0 ? <p className="adm-sub">{empty}</p> : children}
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
    <Section id="customer-orders" title={ui.t('admin.customer.orders')} empty={ui.t('admin.customer.ordersEmpty')} count={orders.length}>
      <table className="adm-table table-stack">
        <thead>
          <tr>
            <th scope="col">{ui.t('admin.customer.col.item')}</th>
            <th scope="col">{ui.t('admin.customer.col.side')}</th>
            <th scope="col">{ui.t('admin.customer.col.total')}</th>
            <th scope="col">{ui.t('admin.customer.col.payment')}</th>
            <th scope="col">{ui.t('admin.customer.col.status')}</th>
            <th scope="col">{ui.t('admin.customer.col.date')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={`${o.role}-${o.id}`} data-testid="customer-order">
              <td data-label={ui.t('admin.customer.col.item')}>
                <ItemLink id={o.itemId} name={o.itemName} />
              </td>
              <td data-label={ui.t('admin.customer.col.side')}>{ui.t(`admin.customer.side.${o.role}`)}</td>
              <td data-label={ui.t('admin.customer.col.total')}>{money(ui, o.total)}</td>
              <td data-label={ui.t('admin.customer.col.payment')}>{ui.t(`admin.payment.${o.paymentStatus}`)}</td>
              <td data-label={ui.t('admin.customer.col.status')}>{ui.t(`orders.status.${o.status}`)}</td>
              <td data-label={ui.t('admin.customer.col.date')}>{ui.date(o.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function CustomerBids({ bids }: { bids: AdminGetUserOutput['bids'] }) {
  const ui = useUi();
  return (
    <Section id="customer-bids" title={ui.t('admin.customer.bids')} empty={ui.t('admin.customer.bidsEmpty')} count={bids.length}>
      <table className="adm-table table-stack">
        <thead>
          <tr>
            <th scope="col">{ui.t('admin.customer.col.item')}</th>
            <th scope="col">{ui.t('admin.customer.col.maxBid')}</th>
            <th scope="col">{ui.t('admin.customer.col.price')}</th>
            <th scope="col">{ui.t('admin.customer.col.standing')}</th>
          </tr>
        </thead>
        <tbody>
          {bids.map((b) => (
            <tr key={b.item.id} data-testid="customer-bid">
              <td data-label={ui.t('admin.customer.col.item')}>
                <ItemLink id={b.item.id} name={b.item.name} />
              </td>
              <td data-label={ui.t('admin.customer.col.maxBid')}>{money(ui, b.myMaxBid)}</td>
              <td data-label={ui.t('admin.customer.col.price')}>{money(ui, b.item.currentBid ?? b.item.startingPrice)}</td>
              <td data-label={ui.t('admin.customer.col.standing')}>{ui.t(`admin.customer.standing.${b.state}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function CustomerListings({ listings }: { listings: AdminGetUserOutput['listings'] }) {
  const ui = useUi();
  return (
    <Section id="customer-listings" title={ui.t('admin.customer.listings')} empty={ui.t('admin.customer.listingsEmpty')} count={listings.length}>
      <table className="adm-table table-stack">
        <thead>
          <tr>
            <th scope="col">{ui.t('admin.customer.col.item')}</th>
            <th scope="col">{ui.t('admin.customer.col.status')}</th>
            <th scope="col">{ui.t('admin.customer.col.price')}</th>
            <th scope="col">{ui.t('admin.customer.col.ends')}</th>
          </tr>
        </thead>
        <tbody>
          {listings.map((item) => (
            <tr key={item.id} data-testid="customer-listing">
              <td data-label={ui.t('admin.customer.col.item')}>
                <ItemLink id={item.id} name={item.name} />
              </td>
              <td data-label={ui.t('admin.customer.col.status')}>{item.status}</td>
              <td data-label={ui.t('admin.customer.col.price')}>{money(ui, item.soldPrice ?? item.currentBid ?? item.buyItNowPrice ?? item.startingPrice)}</td>
              <td data-label={ui.t('admin.customer.col.ends')}>{item.endsAt ? ui.dateTime(item.endsAt) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function CustomerDisputes({ disputes }: { disputes: AdminGetUserOutput['disputes'] }) {
  const ui = useUi();
  return (
    <Section id="customer-disputes" title={ui.t('admin.customer.disputes')} empty={ui.t('admin.customer.disputesEmpty')} count={disputes.length}>
      <table className="adm-table table-stack">
        <thead>
          <tr>
            <th scope="col">{ui.t('admin.customer.col.item')}</th>
            <th scope="col">{ui.t('admin.customer.col.status')}</th>
            <th scope="col">{ui.t('admin.customer.col.opened')}</th>
          </tr>
        </thead>
        <tbody>
          {disputes.map((d) => (
            <tr key={d.itemDisputeId} data-testid="customer-dispute">
              <td data-label={ui.t('admin.customer.col.item')}>
                <a href={`${ui.href('/admin-details')}?section=disputes`}>{d.itemName}</a>
              </td>
              <td data-label={ui.t('admin.customer.col.status')}>
                <DisputeStatusBadge status={d.status} />
              </td>
              <td data-label={ui.t('admin.customer.col.opened')}>{ui.dateTime(d.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function CustomerAudit({ audit }: { audit: AuditEntry[] }) {
  const ui = useUi();
  return (
    <Section id="customer-audit" title={ui.t('admin.customer.audit')} empty={ui.t('admin.customer.auditEmpty')} count={audit.length}>
      <table className="adm-table table-stack">
        <thead>
          <tr>
            <th scope="col">{ui.t('admin.customer.col.when')}</th>
            <th scope="col">{ui.t('admin.customer.col.by')}</th>
            <th scope="col">{ui.t('admin.customer.col.action')}</th>
            <th scope="col">{ui.t('admin.customer.col.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {audit.map((entry) => (
            <tr key={entry.id} data-testid="customer-audit-entry" data-action={entry.action}>
              <td data-label={ui.t('admin.customer.col.when')}>
                <time dateTime={entry.at}>{ui.dateTime(entry.at)}</time>
              </td>
              <td data-label={ui.t('admin.customer.col.by')}>{entry.adminEmail}</td>
              <td data-label={ui.t('admin.customer.col.action')}>{ui.t(`admin.customer.action.${entry.action}`)}</td>
              <td data-label={ui.t('admin.customer.col.reason')}>{typeof entry.details.reason === 'string' ? entry.details.reason : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
