import { useUi } from '../../lib/ui.tsx';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';

/** A panel's call on its way. */
export function CallLoading({ text }: { text: string }) {
  return (
    <div className="state-box dash-state dash-state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {text}
    </div>
  );
}

/** A panel's call that failed, and the way to try it again. */
export function CallFailed({ text, retry }: { text: string; retry: () => void }) {
  const ui = useUi();
  return (
    <div className="state-box dash-state" role="alert">
      <p>{text}</p>
      <button type="button" className="btn btn-ghost" onClick={retry}>
        <Icon name="refresh" />
        {ui.t('dashboard.retry')}
      </button>
    </div>
  );
}

/** A panel with nothing in it yet: its mark, what it is waiting for, and what to do (children). */
export function DashEmpty({ icon, text, children }: { icon: IconName; text: string; children?: ReactNode }) {
  return (
    <div className="state-box state-box--empty dash-empty" data-testid="dashboard-empty">
      <span className="state-mark dash-empty-mark" aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <p>{text}</p>
      {children}
    </div>
  );
}
