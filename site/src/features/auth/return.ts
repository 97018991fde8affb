import type { Locale } from '../../../../shared/i18n/index.ts';
import { href } from '../../lib/locales.ts';

/*
 * Sign-in that brings people back (issue 14, point 6): an action that needs a signed-in person (bid,
 * watch, buy) leads to the sign-in page with the page it came from as `next`; the sign-in form goes
 * back there once signed in, after checking it is a path on this site (rules.ts `safeNext`).
 * Kept apart from rules.ts so the pages that only link to sign-in do not load the form's rules.
 */

/** The page the visitor is on: path, query and fragment (what `next` carries). */
export function currentPath(): string {
  return typeof location === 'undefined' ? '/' : location.pathname + location.search + location.hash;
}

/** The sign-in page in the page's language, returning to `next` (the current page by default). */
export function signInHref(locale: Locale, next: string = currentPath()): string {
  return `${href(locale, '/seller-login')}?next=${encodeURIComponent(next)}`;
}

/**
 * Where sign-in should return to: the `next` parameter, or else the page of this site the person
 * came from (the footer's and header's plain "Log in" links carry no `next`). `safeNext` still
 * checks whatever this answers.
 */
export function returnAddress(): string | null {
  if (typeof location === 'undefined') return null;
  const next = new URLSearchParams(location.search).get('next');
  if (next !== null) return next;
  try {
    const from = new URL(document.referrer);
    return from.origin === location.origin ? from.pathname + from.search + from.hash : null;
  } catch {
    return null; // no referrer
  }
}
