import { useState } from 'react';
import type { AccountStatus, AdminUserDetail } from '../../../../shared/admin/users.ts';
import type { AdminGetUserOutput } from '../../../../shared/contract/admin-users.ts';
import { isStaff } from '../../../../shared/roles.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TextField } from '../../lib/forms/fields.tsx';
import { useUi } from '../../lib/ui.tsx';
import { CustomerAudit, CustomerBids, CustomerDisputes, CustomerListings, CustomerOrders } from './CustomerRecords.tsx';
import { AreaLoad, useChange, useLoaded } from './parts.tsx';

const TONE: Record<AccountStatus, string> = { active: 'success', suspended: 'danger' };

/** An account's standing in words ("Active", "Suspended"), never the pool's raw status. */
export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const ui = useUi();
  return (
    <span className={`badge badge--${TONE[status]}`} data-testid="customer-status" data-status={status}>
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
