import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { CallResult } from '../../../../shared/contract/protocol.ts';
import type { CallInput, CallName, CallOutput } from '../../../../shared/contract/calls.ts';
import { call } from '../../lib/api.ts';

export type LoadState = 'loading' | 'ready' | 'notFound' | 'error';

/**
 * Makes one call whenever `key` changes (null waits) and keeps its answer: `ready` on 200,
 * `notFound` on 404, `error` otherwise. A newer request always wins over a slower older one.
 * `early` may hand over the same call already under way (the page's script started it, early-call.ts).
 */
export function useCall<N extends CallName>(name: N, data: CallInput<N> | null, key: string | null, early?: () => Promise<CallResult<CallOutput<N>>> | null) {
  const [state, setState] = useState<{ status: LoadState; data: CallOutput<N> | null }>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    if (key === null || data === null) return;
    const id = ++latest.current;
    setState((s) => ({ status: 'loading', data: s.data }));
    (early?.() ?? call(name, data)).then((result) => {
      if (id !== latest.current) return;
      // The answer's render (a page of cards, a lot) is a transition: React renders it in slices that
      // yield to the browser, so a phone's main thread is never held for the whole of it (issue 24).
      startTransition(() => {
        if (result.status === 200) setState({ status: 'ready', data: result.data });
        else setState({ status: result.status === 404 ? 'notFound' : 'error', data: null });
      });
    });
    // `key` stands for `data` (callers derive both from the same values), so `data` is not a dependency.
  }, [name, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
