import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { Notification } from '../../../shared/contract/account.ts';
import type { AuctionExtension, BidState, LiveBidMessage } from '../../../shared/contract/buying.ts';
import { call } from './api.ts';
import { loadConfig } from './config.ts';
import { hasOwnStanding, MAX_LIVE_LOTS, mergeBidState, reconnectDelay } from './live-state.ts';
import { noteServerTime } from './server-clock.ts';
import { readStored, refreshToken, ensureFreshToken, SESSION_KEYS } from './session.ts';

/*
 * Live data for the pages that show it (lot pages, the watchlist, my bids, the bell): ONE socket per
 * page to `wsUrl` (/config.json; contract/CALLS.md "Live updates"), opened on first use only, with
 * the ID token when someone is signed in (their own notifications come on it). Lots are followed
 * with reference counting: the first follower subscribes, the last one leaving unsubscribes, and
 * the socket closes when nothing needs it. It reconnects by itself with backoff, and on every
 * (re)connection the page fetches `getBidState` again for every lot it follows, so a page that
 * missed messages while it was away catches up. Each lot's state lives in a small store.
 *
 * Only lazily loaded code imports this module: pages without live data never download it.
 */

interface Lot {
  store: WritableAtom<BidState | null>;
  /** The last soft close heard on the socket while this page was open (null: none). */
  extension: WritableAtom<AuctionExtension | null>;
  /** How many components follow it (0: a store kept, no subscription). */
  refs: number;
  /** The getBidState in flight, and whether another is wanted after it (coalescing). */
  fetching: Promise<void> | null;
  again: boolean;
}

const lots = new Map<string, Lot>();
const notificationListeners = new Set<(notification: Notification) => void>();

let socket: WebSocket | null = null;
/** The configuration and token are being read before a socket exists. */
let opening = false;
/** Whether the current socket was opened with a token (a signed-in socket). */
let socketSignedIn = false;
/** Failed attempts in a row (the backoff grows with them). */
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
/** No socket endpoint is configured: lots are polled instead while the page is visible. */
let pollTimer: ReturnType<typeof setInterval> | null = null;
const POLL_MS = 15_000;

function lot(itemId: string): Lot {
  let found = lots.get(itemId);
  if (!found) {
    found = { store: atom<BidState | null>(null), extension: atom<AuctionExtension | null>(null), refs: 0, fetching: null, again: false };
    lots.set(itemId, found);
  }
  return found;
}

/** The lots this page follows live (a socket follows at most MAX_LIVE_LOTS; the rest are fetched once). */
function liveIds(): string[] {
  const ids: string[] = [];
  for (const [id, entry] of lots) if (entry.refs > 0 && ids.length < MAX_LIVE_LOTS) ids.push(id);
  return ids;
}

function needed(): boolean {
  return notificationListeners.size > 0 || [...lots.values()].some((entry) => entry.refs > 0);
}

function send(ws: WebSocket | null, message: object): void {
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
}

// ---- lot state --------------------------------------------------------------------------------------

/** The latest bid state of a lot on this page (null until it first arrives). */
export function lotStore(itemId: string): ReadableAtom<BidState | null> {
  return lot(itemId).store;
}

/** The last time a bid at the end moved this lot's end while the page was open (its socket said so), else null. */
export function lotExtension(itemId: string): ReadableAtom<AuctionExtension | null> {
  return lot(itemId).extension;
}

/** Shows a bid state that arrived (a call's answer, a socket message), unless it is older than the one shown. */
export function showBidState(state: BidState): void {
  const entry = lot(state.itemId);
  entry.store.set(mergeBidState(entry.store.get(), state));
}

/** Fetches a lot's bid state (with the viewer's own standing); calls made while one is in flight are folded into one more. */
export function refreshLot(itemId: string): Promise<void> {
  const entry = lot(itemId);
  if (entry.fetching) {
    entry.again = true;
    return entry.fetching;
  }
  entry.fetching = (async () => {
    do {
      entry.again = false;
      const sentAt = Date.now();
      const result = await call('getBidState', { itemId });
      if (result.status === 200 && result.data) {
        noteServerTime(result.data.now, sentAt, Date.now());
        showBidState(result.data);
      }
    } while (entry.again);
  })().finally(() => {
    entry.fetching = null;
  });
  return entry.fetching;
}

/**
 * Follows a lot live: its store fills and then changes with every bid, end and reserve change.
 * Answers the function that stops following (call it when the component goes).
 */
export function followLot(itemId: string): () => void {
  listenForWakeUps();
  const entry = lot(itemId);
  entry.refs++;
  if (entry.refs === 1) {
    const live = liveIds().includes(itemId);
    if (live && socket?.readyState === WebSocket.OPEN) {
      // subscribed first, fetched second: nothing can fall between the two
      send(socket, { action: 'subscribe', itemIds: [itemId] });
      void refreshLot(itemId);
    } else if (!(live && (opening || socket?.readyState === WebSocket.CONNECTING))) {
      // no socket yet to catch up on opening (or this lot is beyond what one socket follows)
      void refreshLot(itemId);
    }
    void connect();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.refs--;
    if (entry.refs > 0) return;
    send(socket, { action: 'unsubscribe', itemIds: [itemId] });
    disconnectWhenIdle();
  };
}

/** Hears every notification that arrives for the signed-in person while the page is open. */
export function onNotification(listener: (notification: Notification) => void): () => void {
  listenForWakeUps();
  notificationListeners.add(listener);
  void connect();
  return () => {
    notificationListeners.delete(listener);
    disconnectWhenIdle();
  };
}

// ---- the connection -----------------------------------------------------------------------------------

async function connect(): Promise<void> {
  if (socket || opening || retryTimer || pollTimer || !needed() || typeof WebSocket === 'undefined') return;
  opening = true;
  try {
    const { wsUrl } = await loadConfig();
    if (!wsUrl) {
      startPolling();
      return;
    }
    const token = await ensureFreshToken();
    if (!needed()) return;
    const ws = new WebSocket(token ? `${wsUrl}?token=${encodeURIComponent(token)}` : wsUrl);
    socket = ws;
    socketSignedIn = token !== null;
    let opened = false;
    ws.onopen = () => {
      opened = true;
      catchUp(ws);
    };
    ws.onmessage = (event) => receive(ws, event.data);
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      // The token was refused: locally the socket says so (4401 after opening); in AWS a refused $connect
      // fails the handshake, so the socket closes (1006) before it ever opened (docs/adr/0046). Either
      // way a fresh token next time, and no quick retry loop if it is refused again.
      if (event.code === 4401 || (!opened && token !== null)) {
        failures = Math.max(failures, 3);
        void refreshToken();
      }
      scheduleReconnect();
    };
  } catch {
    scheduleReconnect();
  } finally {
    opening = false;
  }
}

/** On every (re)connection: subscribe to the followed lots, then fetch their state again (missed messages). */
function catchUp(ws: WebSocket): void {
  if (socket !== ws) return;
  failures = 0;
  const ids = liveIds();
  if (!ids.length) return;
  send(ws, { action: 'subscribe', itemIds: ids });
  for (const id of ids) void refreshLot(id);
}

function receive(ws: WebSocket, data: unknown): void {
  let message: { type?: string; itemId?: string; state?: BidState; extended?: LiveBidMessage['extended']; notification?: Notification };
  try {
    message = JSON.parse(String(data)) as typeof message;
  } catch {
    return;
  }
  switch (message.type) {
    // The local socket admits a connection (checks its token) before it hears subscriptions: the
    // welcome says it is listening now, so the subscription is sent (and the state fetched) again.
    case 'welcome':
      catchUp(ws);
      break;
    case 'bid': {
      const state = message.state;
      if (!state?.itemId) break;
      const entry = lot(state.itemId);
      const before = entry.store.get();
      showBidState(state);
      // Told only while its end is the one shown (an older message arriving late says nothing).
      if (message.extended && entry.store.get()?.endsAt === message.extended.endsAt) entry.extension.set(message.extended);
      // The message is public: whether the viewer still leads comes from their own state.
      if (socketSignedIn && hasOwnStanding(before)) void refreshLot(state.itemId);
      break;
    }
    case 'ended':
      if (message.itemId) void refreshLot(message.itemId);
      break;
    case 'notification': {
      const notification = message.notification;
      if (!notification) break;
      for (const listener of notificationListeners) listener(notification);
      const itemId = notification.item?.id;
      if (itemId && lots.get(itemId)?.refs) void refreshLot(itemId);
      break;
    }
  }
}

function scheduleReconnect(): void {
  if (retryTimer || !needed()) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void connect();
  }, reconnectDelay(failures++));
}

/** Closes the socket (or stops polling) once nothing on the page follows anything. */
function disconnectWhenIdle(): void {
  if (needed()) return;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  if (pollTimer) clearInterval(pollTimer);
  pollTimer = null;
  closeSocket();
}

function closeSocket(): void {
  const ws = socket;
  socket = null;
  if (!ws) return;
  ws.onclose = null;
  ws.close();
}

/** Without a socket endpoint, followed lots are fetched again every few seconds while the page is visible. */
function startPolling(): void {
  const poll = () => {
    if (document.visibilityState === 'visible') for (const id of liveIds()) void refreshLot(id);
  };
  pollTimer ??= setInterval(poll, POLL_MS);
}

let wakeUpsHeard = false;
/**
 * Comes back at once (no backoff) when the network returns or the tab is shown again, and opens a
 * signed-in socket when someone signs in or out in another tab.
 */
function listenForWakeUps(): void {
  if (wakeUpsHeard || typeof window === 'undefined') return;
  wakeUpsHeard = true;
  const wakeUp = () => {
    if (socket || opening || !needed()) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    failures = 0;
    void connect();
  };
  window.addEventListener('online', wakeUp);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') wakeUp();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== SESSION_KEYS.token) return;
    const signedIn = readStored(SESSION_KEYS.token) !== null;
    if (socket && signedIn !== socketSignedIn) {
      closeSocket();
      void connect();
    }
  });
}
