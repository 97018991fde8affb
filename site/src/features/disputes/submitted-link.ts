import { submittedThreadPath } from './dispute-rules.ts';

/*
 * /Submited-disputes is static: this script (a file, not inline: the CSP) points its "View the
 * dispute" link at the thread its query names (`?dispute=<itemDisputeId>`) and shows it.
 */
const link = document.querySelector<HTMLAnchorElement>('[data-dispute-link]');
const path = link ? submittedThreadPath(link.dataset.prefix ?? '/my-account/disputes-details/', location.search) : null;
if (link && path) {
  link.href = path;
  link.hidden = false;
}
