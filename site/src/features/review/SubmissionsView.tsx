import { useStore } from '@nanostores/react';
import { useEffect, type RefObject } from 'react';
import { useUi } from '../../lib/ui.tsx';
import { loadCategories } from '../../stores/categories.ts';
import { LoadState } from './LoadState.tsx';
import { ago, SubmissionCard } from './SubmissionCard.tsx';
import { $reviewQueue, loadSubmissions } from './store.ts';

/** How often the queue refreshes itself while the page is in view. */
const POLL_MS = 30_000;

/**
 * The experts' Submissions (the console's first area): the listings awaiting approval, counted, with a
 * list to jump to each when there are several, then each one's card and decision. Kept fresh while in view.
 */
export function SubmissionsView({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const ui = useUi();
  const queue = useStore($reviewQueue);

  useEffect(() => {
    void loadSubmissions();
    void loadCategories();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void loadSubmissions();
    }, POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void loadSubmissions();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const count = queue.items.length;
  return (
    <section aria-labelledby="rv-title">
      <header className="rv-head">
        <div>
          <p className="eyebrow">{ui.t('review.meta.title')}</p>
          <h1 id="rv-title" ref={heading} tabIndex={-1}>
            {ui.t('review.title')}
          </h1>
          <p className="rv-lede">{ui.t('review.lede')}</p>
        </div>
        <div className="rv-head-side">
          {queue.status === 'ready' && (
            <p className="rv-count" data-testid="queue-count" aria-live="polite">
              {ui.tn('review.queue.count', count)}
            </p>
          )}
          <button type="button" className="btn btn-ghost" onClick={() => void loadSubmissions()} disabled={queue.refreshing || queue.status === 'loading'}>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={queue.refreshing ? 'rv-turning' : undefined}>
              <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
            </svg>
            {queue.refreshing ? ui.t('review.refreshing') : ui.t('review.refresh')}
          </button>
        </div>
      </header>

      <LoadState status={queue.status} loading={ui.t('review.loading')} failed={ui.t('review.loadError')} retry={ui.t('review.retry')} onRetry={() => void loadSubmissions()} />
      {queue.status === 'ready' && count === 0 && (
        <div className="state-box state-box--empty rv-empty" data-testid="queue-empty">
          <span className="state-mark rv-empty-mark" aria-hidden="true">
            <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-8.5 3 3 5.5-6" />
            </svg>
          </span>
          <p className="rv-empty-title">{ui.t('review.queue.empty')}</p>
          <p className="rv-muted">{ui.t('review.queue.emptyNote')}</p>
        </div>
      )}
      {queue.status === 'ready' && count > 1 && (
        <nav className="rv-queue" aria-label={ui.t('review.queue.label')}>
          <ol>
            {queue.items.map((item) => (
              <li key={item.id}>
                <a href={`#submission-${item.id}`}>
                  {item.photo ? <img src={item.photo} alt="" width={48} height={36} loading="lazy" /> : <span className="rv-queue-nophoto" />}
                  <span className="rv-queue-text">
                    <span className="rv-queue-name">{item.name}</span>
                    <span className="rv-queue-meta">
                      {item.seller.name} · {ago(ui, item.submittedAt)}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {queue.status === 'ready' && count > 0 && (
        <div className="rv-cards">
          {queue.items.map((item) => (
            <SubmissionCard key={item.id} item={item} />
          ))}
        </div>
      )}
    </section>
  );
}
