import { signInHref } from '../auth/return.ts';
import { safeNext } from '../auth/rules.ts';
import type { Locale } from '../../../../shared/i18n/index.ts';

/*
 * The home page's sign-in prompt: a visitor sent here from a page that needs a signed-in person
 * (the guard in /scripts/session.js adds that page as `next`) is asked to sign in, and the sign-in
 * page brings them back to it. Hidden for everyone else, and for a `next` that is not a page of
 * this site.
 */

/** Shows the prompt `box` when the address carries a page to return to and no one is signed in. */
export function showSignInPrompt(box: HTMLElement): void {
  const next = new URLSearchParams(location.search).get('next');
  const safe = safeNext(next, '');
  let signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem('token'));
  } catch {
    // no storage: treated as signed out
  }
  if (!safe || signedIn) return;
  const locale: Locale = box.dataset.locale === 'fr' ? 'fr' : 'en';
  const link = box.querySelector<HTMLAnchorElement>('a');
  if (link) link.href = signInHref(locale, safe);
  box.hidden = false;
}
