import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session } from '../../lib/session.ts';
import { signInHref } from '../auth/return.ts';
import { useUi } from '../../lib/ui.tsx';
import './alerts.css';
import { $follows, loadFollows, setFollowing } from './follows.ts';

/**
 * Follow / Following · Unfollow, in a lot page's seller box and on the seller's page (docs/adr/0053): a
 * followed seller's new lots alert the person as a saved search does. A visitor is taken to sign in and
 * brought back to this page; the seller themself sees no button.
 */
export function FollowButton({ sellerId, sellerName }: { sellerId: string; sellerName: string }) {
  const ui = useUi();
  const session = useStore($session);
  const follows = useStore($follows);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (session.signedIn && follows.state === 'idle') void loadFollows();
  }, [session.signedIn, follows.state]);

  if (session.signedIn && session.uid === sellerId) return null;
  const following = session.signedIn && follows.sellers.some((s) => s.id === sellerId);

  const press = async (follow: boolean) => {
    if (!session.signedIn) {
      location.assign(signInHref(ui.locale));
      return;
    }
    setBusy(true);
    setProblem(null);
    const outcome = await setFollowing({ id: sellerId, name: sellerName }, follow);
    setBusy(false);
    if (outcome.ok) setSaid(ui.say(outcome.message));
    else setProblem(ui.say(outcome.message));
  };

  return (
    <span className="follow" data-testid="follow-seller" data-following={following ? 'true' : 'false'}>
      {following ? (
        <>
          <span className="follow__state">
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
              <path d="m5 12.5 4.5 4.5L19 7.5" />
            </svg>
            {ui.t('catalogue.alerts.following')}
          </span>
          <button type="button" className="btn btn-ghost follow__button" disabled={busy} onClick={() => void press(false)} aria-label={ui.t('catalogue.alerts.unfollowNamed', { name: sellerName })} data-testid="unfollow-button">
            {ui.t('catalogue.alerts.unfollow')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-ghost follow__button"
          disabled={busy || (session.signedIn && follows.state !== 'ready')}
          onClick={() => void press(true)}
          // The name a screen reader hears begins with the words shown (WCAG 2.5.3, axe's label-content-name-mismatch).
          aria-label={session.signedIn ? ui.t('catalogue.alerts.followNamed', { name: sellerName }) : ui.t('catalogue.alerts.signInToFollow', { name: sellerName })}
          data-testid="follow-button"
        >
          {ui.t('catalogue.alerts.follow')}
        </button>
      )}
      <span className="visually-hidden" role="status">
        {said}
      </span>
      {problem ? (
        <span className="follow__problem" role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
