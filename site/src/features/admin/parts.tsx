import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { CallResult } from '../../../../shared/contract/protocol.ts';
import type { CallInput, CallName, CallOutput } from '../../../../shared/contract/calls.ts';
import { call } from '../../lib/api.ts';
import { Banner } from '../../lib/forms/Banner.tsx';
import { describe, type Said } from '../../lib/messages.ts';
import { type Ui, useUi } from '../../lib/ui.tsx';
import { LoadState } from '../review/LoadState.tsx';
import { showToast } from '../review/store.ts';

/*
 * The pieces every back-office area shares (/admin-details?section=…): its heading, a list read from
 * one call with its loading and failure states, and a change that says how it went (a toast on
 * success, a banner on failure). The areas are CustomersView, CategoriesView, SellerFormsView,
 * SupportArticlesView, SalesView and FulfilmentView.
 */

/** A lot's page (its canonical `/items/{id}/buyer`), in the page's language; not shared/lot-page.ts, which carries the catalogues. */
export const lotHref = (ui: Pick<Ui, 'href'>, id: string) => ui.href(`/items/${encodeURIComponent(id)}/buyer`);

/** A customer's page in the back office: a dispute's parties link to it. */
export const customerHref = (ui: Pick<Ui, 'href'>, uid: string) => `${ui.href('/admin-details')}?section=customers&uid=${encodeURIComponent(uid)}`;

/** What every area receives from the console: the heading the console focuses when the area opens. */
export interface AreaProps {
  heading: RefObject<HTMLHeadingElement | null>;
}

/** An area's heading and lede, with room on the side for its actions. */
export function AreaHead({ id, heading, title, lede, children }: { id: string; heading: AreaProps['heading']; title: string; lede: string; children?: ReactNode }) {
  return (
    <header className="rv-head">
      <div>
        <h1 id={id} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p className="rv-lede">{lede}</p>
      </div>
      {children && <div className="rv-head-side">{children}</div>}
    </header>
  );
}

export type Loaded<T> = { status: 'loading'; data?: T } | { status: 'error'; data?: T } | { status: 'ready'; data: T };

/**
 * One call's answer for an area, read when `key` changes and again on `reload()`: the newest request
 * wins over a slower older one; while it reloads the area keeps showing what it had.
 */
export function useLoaded<N extends CallName, T>(name: N, data: CallInput<N>, pick: (answer: CallOutput<N>) => T | null, key = ''): { loaded: Loaded<T>; reload: () => Promise<void> } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const latest = useRef(0);
  const input = useRef(data);
  input.current = data;
  const reload = useCallback(async () => {
    const id = ++latest.current;
    setLoaded((now) => ({ status: 'loading', ...(now.data !== undefined ? { data: now.data } : {}) }));
    const result = await call(name, input.current);
    if (id !== latest.current) return;
    const picked = result.status === 200 ? pick(result.data) : null;
    setLoaded(picked === null ? { status: 'error' } : { status: 'ready', data: picked });
    // `pick` is a pure reading of the answer; `key` stands for `data`.
  }, [name, key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { loaded, reload };
}

/** The loading and failure states of an area's list (the console's LoadState), in the area's words: `what` is their keys' prefix (`admin.sales`). */
export function AreaLoad({ loaded, what, onRetry }: { loaded: Loaded<unknown>; what: string; onRetry: () => void }) {
  const ui = useUi();
  // A reload keeps the list on screen; only a first load (or a failure) shows its state.
  const status = loaded.status === 'loading' && loaded.data !== undefined ? 'ready' : loaded.status;
  return <LoadState status={status} loading={ui.t(`${what}.loading`)} failed={ui.t(`${what}.loadError`)} retry={ui.t('review.retry')} onRetry={onRetry} />;
}

/**
 * Changes an area makes outside a form (a delete after confirmation, a step recorded with one click):
 * `run` sends the call and toasts its success, or keeps its refusal for the area's banner, `failure`.
 */
export function useChange() {
  const ui = useUi();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <N extends CallName>(name: N, data: CallInput<N>): Promise<CallResult<CallOutput<N>> | null> => {
      setBusy(true);
      setFailure(null);
      const result = await call(name, data);
      setBusy(false);
      if (result.status === 200) {
        showToast(describe(result, ui.t));
        return result;
      }
      setFailure(describe(result, ui.t));
      return null;
    },
    [ui],
  );
  const banner = failure ? (
    <Banner kind="error" onDismiss={() => setFailure(null)}>
      {failure}
    </Banner>
  ) : null;
  return { run, busy, banner, setFailure };
}

/**
 * How the back office's forms end a save: the form keeps quiet (`success: 'quiet'`) and the success is
 * said in a toast, then `then` runs with the answer. Spread into a `useForm` spec.
 */
export function toastOnSuccess<R>(ui: Pick<Ui, 'say'>, then: (data: R) => void) {
  return {
    success: 'quiet' as const,
    onSuccess: (data: R, message: Said) => {
      showToast(ui.say(message));
      then(data);
    },
  };
}
