import type { CallResult } from '../../../../shared/contract/protocol.ts';
import type { HomepageOutput } from '../../../../shared/contract/catalogue.ts';
import { call } from '../../lib/api.ts';
import type { Lang } from './ui.ts';

/*
 * The home page's call, started by the page's own small script as soon as the page is parsed rather
 * than once React and the island have loaded and rendered, and its first banner's image asked for the
 * moment the answer names it (docs/adr/0037): on a phone the banner is the first screen's largest
 * image, and every step it waits for shows in the page's Largest Contentful Paint. The island takes
 * this answer for its first render, and calls again itself only to retry.
 */

let early: { locale: Lang; answer: Promise<CallResult<HomepageOutput>> } | null = null;

/** Starts `getHomepage` for the page's language (once) and preloads the first banner's image as soon as it is known. */
export function startHomepage(locale: Lang): Promise<CallResult<HomepageOutput>> {
  if (early?.locale === locale) return early.answer;
  const answer = call<HomepageOutput>('getHomepage', { locale });
  early = { locale, answer };
  void answer.then((result) => {
    const image = result.status === 200 ? result.data?.banners[0]?.image : undefined;
    if (!image) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = image;
    link.fetchPriority = 'high';
    document.head.append(link);
  });
  return answer;
}

/** The answer the page's script started, once, for the island's first render (null after, or when none was started). */
export function takeEarlyHomepage(locale: Lang): Promise<CallResult<HomepageOutput>> | null {
  const taken = early?.locale === locale ? early.answer : null;
  early = null;
  return taken;
}
