import type { CallResult } from '../../../../shared/contract/protocol.ts';
import type { CallInput, CallName, CallOutput } from '../../../../shared/contract/calls.ts';
import { call } from '../../lib/api.ts';

/*
 * A page's first call, started by the page's own small script as soon as the page is parsed rather than
 * once React and the island have loaded and rendered, and the first image its answer names asked for
 * at once, with high priority (docs/adr/0037): on a phone that image (the home page's banner, a
 * category's first card) is the first screen's largest, and every step it waits for shows in the page's
 * Largest Contentful Paint. The island takes the answer for its first render (`useCall`'s `early`) and
 * calls again itself for anything after (a retry, another page of results).
 */

const started = new Map<string, Promise<CallResult<unknown>>>();
const keyOf = (name: string, data: object) => `${name} ${JSON.stringify(data)}`;

/**
 * Starts `name` with `data` (once) and preloads the images `firstImages` finds in a successful answer
 * (those of the first screen); `show` may put the first of them on the page at once, before the island
 * renders it.
 */
export function startEarly<N extends CallName>(name: N, data: CallInput<N>, firstImages: (answer: CallOutput<N>) => Array<string | null | undefined>, show?: (image: string) => void): void {
  const key = keyOf(name, data);
  if (started.has(key)) return;
  const answer = call(name, data);
  started.set(key, answer);
  void answer.then((result) => {
    const images = (result.status === 200 && result.data ? firstImages(result.data) : []).filter((url): url is string => Boolean(url));
    for (const image of images) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = image;
      link.fetchPriority = 'high';
      document.head.append(link);
    }
    if (images[0]) show?.(images[0]);
  });
}

/** The answer a page's script started for this very call, once (null when none was, or it was taken). */
export function takeEarly<N extends CallName>(name: N, data: CallInput<N> | null): Promise<CallResult<CallOutput<N>>> | null {
  if (!data) return null;
  const key = keyOf(name, data);
  const answer = started.get(key) ?? null;
  started.delete(key);
  // The same name and data were asked of the same call, so the answer is that call's.
  return answer as Promise<CallResult<CallOutput<N>>> | null;
}
