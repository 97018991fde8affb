import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session } from '../../lib/session.ts';
import { $watchlist, loadWatchlist, noteWatching } from '../../stores/watchlist.ts';
import { useUi } from '../../lib/ui.tsx';

const HEART = 'M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z';

/**
 * Watch / Watching: a toggle on lot pages and item cards. A visitor is taken to sign in and brought
 * back to this page; a signed-in person's choice shows at once and is undone if the server refuses
 * it (an ended lot, a full watchlist), with the reason. `known` is what the page already learnt (a
 * lot's bid state), so no list needs loading for it.
 */
export function WatchButton({ itemId, name, known, variant = 'card' }: { itemId: string; name: string; known?: boolean | undefined; variant?: 'card' | 'lot' }) {
  const ui = useUi();
  const session = useStore($session);
  const watchlist = useStore($watchlist);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (known !== undefined) noteWatching(itemId, known);
  }, [itemId, known]);
  useEffect(() => {
    if (session.signedIn && known === undefined && watchlist.watched[itemId] === undefined && watchlist.state === 'idle') void loadWatchlist();
  }, [session.signedIn, known, itemId, watchlist.state, watchlist.watched]);

  const watching = session.signedIn && watchlist.watched[itemId] === true;
  const toggle = async () => {
    setBusy(true);
    setProblem(null);
    // Loaded on the first press: a page of cards ships only the button (press.ts).
    const { pressWatch } = await import('./press.ts');
    const outcome = await pressWatch(ui, itemId, !watching, session.signedIn);
    if (!session.signedIn) return; // on the way to sign in
    setBusy(false);
    // the spec's "Item added to / removed from the watchlist", for screen readers (the heart shows it)
    if (outcome.said !== undefined) setSaid(outcome.said);
    if (outcome.problem !== undefined) setProblem(outcome.problem);
  };

  const label = ui.t(watching ? 'catalogue.watch.removeNamed' : 'catalogue.watch.addNamed', { name });
  return (
    <span className={`watch watch--${variant}`}>
      <button
        type="button"
        className={`watch__button${watching ? ' is-on' : ''}`}
        aria-pressed={watching}
        aria-label={variant === 'card' ? label : undefined}
        title={variant === 'card' ? label : undefined}
        disabled={busy}
        onClick={() => void toggle()}
        data-testid="watch-button"
        data-watching={watching ? 'true' : 'false'}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill={watching ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
          <path d={HEART} />
        </svg>
        {variant === 'lot' ? <span>{ui.t(watching ? 'catalogue.watch.watching' : 'catalogue.watch.add')}</span> : null}
      </button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
      {problem ? (
        <span className="watch__problem" role="alert" data-testid="watch-problem">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
