import { useUi } from '../catalogue/ui.ts';
import { Icon } from './Icon.tsx';

/** A panel's call on its way. */
export function CallLoading({ text }: { text: string }) {
  return (
    <div className="dash-state dash-state--loading" role="status">
      <span className="dash-spinner" aria-hidden="true" />
      {text}
    </div>
  );
}

/** A panel's call that failed, and the way to try it again. */
export function CallFailed({ text, retry }: { text: string; retry: () => void }) {
  const ui = useUi();
  return (
    <div className="dash-state" role="alert">
      <p>{text}</p>
      <button type="button" className="btn btn-ghost" onClick={retry}>
        <Icon name="refresh" />
        {ui.t('dashboard.retry')}
      </button>
    </div>
  );
}
