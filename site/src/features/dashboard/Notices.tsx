import { useStore } from '@nanostores/react';
import { useUi } from '../../lib/ui.tsx';
import { Icon } from './Icon.tsx';
import { $sellerDashboard, removeNotifications } from './store.ts';
import type { DashboardTab } from './tabs.ts';

/**
 * The dashboard's messages (spec: AlertMessage, AddReservePrice, RelistError): successes are
 * announced politely, errors at once; closing them is the spec's "remove notifications". A failed
 * load of the unsold items is shown by its own panel (with a retry), not twice.
 */
export function Notices({ tab }: { tab: DashboardTab }) {
  const state = useStore($sellerDashboard);
  const success = state.AlertMessage ?? state.AddReservePrice;
  const unsoldLoadFailed = tab === 'unsold' && state.lists.unsold.status === 'error';
  const error = state.DraftError ?? (unsoldLoadFailed ? null : state.RelistError);
  return (
    <div className="dash-notices" aria-live="polite">
      {success && <Notice tone="success" text={success} testId="dashboard-alert" />}
      {error && <Notice tone="error" text={error} testId="dashboard-error" />}
    </div>
  );
}

/** One notice with its icon and a button that dismisses it (and the other): an error is announced at once. */
function Notice({ tone, text, testId }: { tone: 'success' | 'error'; text: string; testId: string }) {
  const ui = useUi();
  return (
    <div className={`alert alert-${tone} dash-notice`} role={tone === 'error' ? 'alert' : undefined} data-testid={testId}>
      <Icon name={tone === 'error' ? 'alert' : 'check'} size={20} />
      <span>{text}</span>
      <button type="button" className="dash-notice-close" onClick={removeNotifications} aria-label={ui.t('dashboard.dismiss')}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
