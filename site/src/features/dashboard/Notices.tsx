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
  const ui = useUi();
  const state = useStore($sellerDashboard);
  const success = state.AlertMessage ?? state.AddReservePrice;
  const unsoldLoadFailed = tab === 'unsold' && state.lists.unsold.status === 'error';
  const error = state.DraftError ?? (unsoldLoadFailed ? null : state.RelistError);
  return (
    <div className="dash-notices" aria-live="polite">
      {success && (
        <div className="alert alert-success dash-notice" data-testid="dashboard-alert">
          <Icon name="check" size={20} />
          <span>{success}</span>
          <button type="button" className="dash-notice-close" onClick={removeNotifications} aria-label={ui.t('dashboard.dismiss')}>
            <Icon name="close" size={16} />
          </button>
        </div>
      )}
      {error && (
        <div className="alert alert-error dash-notice" role="alert" data-testid="dashboard-error">
          <Icon name="alert" size={20} />
          <span>{error}</span>
          <button type="button" className="dash-notice-close" onClick={removeNotifications} aria-label={ui.t('dashboard.dismiss')}>
            <Icon name="close" size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
