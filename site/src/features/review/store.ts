import { atom, map } from 'nanostores';
import type { SubmissionView } from '../../../../shared/contract/selling.ts';
import { call } from '../../lib/api.ts';
import { describe } from '../../lib/messages.ts';

/*
 * The expert console's state: the queue of listings awaiting approval (getSubmissions, oldest
 * first), each one's decision in progress, and the toast that confirms a decision. Components read
 * it with useStore and change it only through the actions below (CALLS.md, "Review").
 */

/** A listing awaiting approval, as getSubmissions answers it. */
export type Submission = SubmissionView;

export type Decision = 'accept' | 'reject';

/** A decision on its way: sending, waiting for the workflow to be ready (409, retried), or failed. */
export interface DecisionState {
  phase: 'sending' | 'preparing' | 'error';
  decision: Decision;
  message?: string;
}

export interface ReviewQueueState {
  status: 'loading' | 'ready' | 'error';
  /** True while a refresh runs over a list already shown. */
  refreshing: boolean;
  items: Submission[];
  decisions: Record<string, DecisionState>;
}

export const $reviewQueue = map<ReviewQueueState>({ status: 'loading', refreshing: false, items: [], decisions: {} });

export interface Toast {
  id: number;
  kind: 'success' | 'info';
  text: string;
}
/** The confirmation of the last decision (shown for a few seconds). */
export const $reviewToast = atom<Toast | null>(null);

/** Turns a key and parameters into the page language's text (the island's translator). */
export type Say = (key: string, params?: Record<string, string | number>) => string;

/** Listings decided here: a refresh that started before the decision must not bring them back. */
const decided = new Set<string>();

let loading: Promise<void> | null = null;
/** Loads (or refreshes) the queue; the list on screen stays while a refresh runs. */
export function loadSubmissions(): Promise<void> {
  loading ??= (async () => {
    const state = $reviewQueue.get();
    if (state.status === 'ready') $reviewQueue.setKey('refreshing', true);
    else $reviewQueue.setKey('status', 'loading');
    try {
      const result = await call('getSubmissions', {});
      if (result.status === 200 && Array.isArray(result.data?.items)) {
        $reviewQueue.setKey('items', result.data.items.filter((item) => !decided.has(item.id)));
        $reviewQueue.setKey('status', 'ready');
      } else if ($reviewQueue.get().status !== 'ready') {
        $reviewQueue.setKey('status', 'error');
      }
    } finally {
      $reviewQueue.setKey('refreshing', false);
      loading = null;
    }
  })();
  return loading;
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;
let toastId = 0;
export function showToast(text: string, kind: Toast['kind'] = 'success'): void {
  clearTimeout(toastTimer);
  $reviewToast.set({ id: ++toastId, kind, text });
  toastTimer = setTimeout(() => $reviewToast.set(null), 8000);
}
export function closeToast(): void {
  clearTimeout(toastTimer);
  $reviewToast.set(null);
}

function setDecision(itemId: string, next: DecisionState | null): void {
  const decisions = { ...$reviewQueue.get().decisions };
  if (next) decisions[itemId] = next;
  else delete decisions[itemId];
  $reviewQueue.setKey('decisions', decisions);
}

function leaveQueue(itemId: string): void {
  decided.add(itemId);
  $reviewQueue.setKey(
    'items',
    $reviewQueue.get().items.filter((item) => item.id !== itemId),
  );
  setDecision(itemId, null);
}

/** How often and how long a decision is retried while the listing's workflow is still getting ready. */
const PREPARING_RETRY_MS = 1500;
const PREPARING_ATTEMPTS = 20;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Accepts, or rejects with the note (reviewSubmission). The listing then leaves the queue and a
 * toast confirms it. While the listing's workflow is still being prepared (409 with the listing
 * still awaiting approval) the decision is retried automatically for half a minute. A listing that
 * someone else decided meanwhile (409, another status) leaves the queue with a toast saying so.
 */
export async function decide(item: Submission, decision: Decision, note: string, say: Say): Promise<void> {
  setDecision(item.id, { phase: 'sending', decision });
  for (let attempt = 1; ; attempt++) {
    const result = await call('reviewSubmission', { itemId: item.id, decision, note: note.trim() });
    if (result.status === 200) {
      leaveQueue(item.id);
      if (decision === 'reject') showToast(say('review.toast.rejected', { name: item.name }));
      else showToast(say(result.data?.status === 'Active' ? 'review.toast.accepted' : 'review.toast.acceptedLater', { name: item.name }));
      return;
    }
    const fresh = (result.data as { status?: string } | null)?.status;
    if (result.status === 409 && fresh === 'Awaiting Approval') {
      if (attempt >= PREPARING_ATTEMPTS) {
        setDecision(item.id, { phase: 'error', decision, message: say('review.decision.stillPreparing') });
        return;
      }
      setDecision(item.id, { phase: 'preparing', decision });
      await wait(PREPARING_RETRY_MS);
      continue;
    }
    if (result.status === 409 || result.status === 404) {
      leaveQueue(item.id);
      showToast(say('review.toast.gone', { name: item.name }), 'info');
      return;
    }
    const reason = result.status === 0 || result.status >= 500 ? say('review.error.generic') : describe(result, say);
    setDecision(item.id, { phase: 'error', decision, message: say('review.decision.failed', { reason }) });
    return;
  }
}
