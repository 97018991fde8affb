/** What every account panel shows around its form (lib/forms): the skeleton while it loads, and a failed load with its retry. */
import { useUi } from '../../lib/ui.tsx';

/** Placeholder lines while something loads. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useUi();
  return (
    <div className="acc-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('account.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="acc-skeleton-line skeleton-fill" style={{ width: `${90 - i * 17}%` }} />
      ))}
    </div>
  );
}

/** A load failure with a retry button; a 401 says the session ended and links to sign-in. */
export function LoadFailure({ status, onRetry }: { status: number; onRetry: () => void }) {
  const { t, href } = useUi();
  if (status === 401) {
    return (
      <div className="acc-empty">
        <p>{t('account.sessionEnded')}</p>
        <a className="btn btn-primary" href={href('/seller-login')}>
          {t('account.signIn')}
        </a>
      </div>
    );
  }
  return (
    <div className="acc-empty" role="alert">
      <p>{t('account.loadFailed')}</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {t('account.retry')}
      </button>
    </div>
  );
}
