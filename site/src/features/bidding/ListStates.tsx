import type { ReactNode } from 'react';
import { useUi } from '../../lib/ui.tsx';

/** While a list of My account loads: a few grey rows. */
export function ListLoading() {
  const ui = useUi();
  return (
    <div className="lot-list lot-list--loading" aria-busy="true">
      <span className="visually-hidden">{ui.t('catalogue.loading')}</span>
      {[0, 1, 2].map((n) => (
        <span key={n} className="lot-row lot-row--skeleton shimmer" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A list that could not be loaded, with the way to try again. */
export function ListFailed({ onRetry }: { onRetry: () => void }) {
  const ui = useUi();
  return (
    <div className="alert alert-error" role="alert">
      {ui.t('bidding.list.loadFailed')}{' '}
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {ui.t('bidding.list.retry')}
      </button>
    </div>
  );
}

/** An empty list: what would be here, and the way to the auctions. */
export function ListEmpty({ text, testId }: { text: string; testId: string }) {
  const ui = useUi();
  return (
    <div className="lot-list-empty" data-testid={testId}>
      <p>{text}</p>
      <a className="btn btn-ghost" href={ui.href('/catagoriesDetails/all')}>
        {ui.t('bidding.list.browse')}
      </a>
    </div>
  );
}

/**
 * A list of My account as far as it has come: failed (with its retry), loading (any state short of
 * ready), empty, or its rows. `items` is only read once the list is ready.
 */
export function ListInState<Item>({
  state,
  items,
  onRetry,
  emptyText,
  emptyTestId,
  children,
}: {
  state: 'idle' | 'loading' | 'ready' | 'error';
  items: Item[];
  onRetry: () => void;
  emptyText: string;
  emptyTestId: string;
  children: (items: Item[]) => ReactNode;
}) {
  if (state === 'error') return <ListFailed onRetry={onRetry} />;
  if (state !== 'ready') return <ListLoading />;
  if (!items.length) return <ListEmpty text={emptyText} testId={emptyTestId} />;
  return children(items);
}
