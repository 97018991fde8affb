import { useUi } from '../../lib/ui.tsx';

/** The "could not load" message with a retry button. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const ui = useUi();
  return (
    <div className="cat-state" role="alert">
      <p>{ui.t('catalogue.error')}</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {ui.t('catalogue.retry')}
      </button>
    </div>
  );
}
