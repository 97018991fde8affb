import { atom } from 'nanostores';
import type { DraftSummary, ListingForm } from '../../../../shared/contract/selling.ts';

export type { DraftSummary };
import { call } from '../../lib/api.ts';
import { saidOf, type Said } from '../../lib/messages.ts';
import { deservesDraft, isBlankForm, toDraftForm, type ListingFormState } from './form.ts';
import { $listingForm, resetListingForm, restoreListingForm } from './store.ts';

/*
 * Drafts: the wizard's form is saved to the server as the seller goes — 1.5 s after the last
 * change, when the step changes, when the page is hidden, and on demand — so closing the browser
 * loses nothing that was saved. Saves run one after another (the first one's draftId is used by
 * the next), and a save that would store what is already stored is skipped. No draft is made
 * until the listing has a name or a photo (`deservesDraft`).
 */


export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface DraftState {
  /** The draft being edited; null until the first save. */
  draftId: string | null;
  state: SaveState;
  /** When the draft was last saved (the server's time). */
  savedAt: string | null;
  /** The server's message for the last save (success or failure), by its code. */
  message: Said | null;
}

export const $draft = atom<DraftState>({ draftId: null, state: 'idle', savedAt: null, message: null });

/** Debounce after a change before saving. */
export const AUTOSAVE_DELAY_MS = 1500;

let timer: ReturnType<typeof setTimeout> | null = null;
let lastSaved = '';
let queue: Promise<boolean> = Promise.resolve(true);
let paused = false;

const snapshot = () => JSON.stringify(toDraftForm($listingForm.get().data));

function patch(values: Partial<DraftState>): void {
  $draft.set({ ...$draft.get(), ...values });
}

/** Keeps `?draft=<id>` in the address, so a reload reopens the same draft. */
function rememberInUrl(draftId: string | null): void {
  try {
    const url = new URL(location.href);
    if (draftId) url.searchParams.set('draft', draftId);
    else url.searchParams.delete('draft');
    history.replaceState(history.state, '', url);
  } catch {
    // no history (tests, old browsers): the drafts list still finds it
  }
}

async function save(force: boolean): Promise<boolean> {
  const form = toDraftForm($listingForm.get().data);
  const text = JSON.stringify(form);
  const { draftId } = $draft.get();
  if (!force && text === lastSaved) {
    if ($draft.get().state === 'pending') patch({ state: draftId ? 'saved' : 'idle' });
    return true;
  }
  if (!draftId && !deservesDraft(form)) {
    patch({ state: 'idle' });
    return true;
  }
  patch({ state: 'saving' });
  const result = await call('saveDraft', draftId ? { draftId, form } : { form });
  if (result.status === 404 && draftId) {
    // the draft was removed elsewhere (another tab, or submitted): keep the work as a new one
    patch({ draftId: null });
    return save(true);
  }
  if (result.status !== 200) {
    patch({ state: 'error', message: saidOf(result) });
    return false;
  }
  lastSaved = text;
  if (result.data.draftId !== draftId) rememberInUrl(result.data.draftId);
  // Changes made while the call was out are still waiting for their own save.
  const changedSince = snapshot() !== text;
  patch({ draftId: result.data.draftId, state: changedSince ? 'pending' : 'saved', savedAt: result.data.updatedAt, message: saidOf(result) });
  return true;
}

/**
 * Saves now (after any save under way). `force` saves even when nothing changed, so the seller's
 * "Save draft" always answers. Resolves to whether the draft is stored.
 */
export function saveDraftNow(force = false): Promise<boolean> {
  if (timer) clearTimeout(timer);
  timer = null;
  queue = queue.then(() => save(force));
  return queue;
}

/** Waits for saves under way and any change still waiting, then answers whether all is stored. */
export function flushDraft(): Promise<boolean> {
  return timer || $draft.get().state === 'pending' ? saveDraftNow() : queue;
}

/** True while something the seller changed is not yet stored. */
export function hasUnsavedChanges(): boolean {
  return snapshot() !== lastSaved && !(isBlankForm(toDraftForm($listingForm.get().data)) && !$draft.get().draftId);
}

/** Starts saving automatically after changes; answers the function that stops it. */
export function startAutosave(): () => void {
  const stopListening = $listingForm.listen(() => {
    if (paused) return;
    if (timer) clearTimeout(timer);
    if (snapshot() === lastSaved) return;
    patch({ state: 'pending' });
    timer = setTimeout(() => {
      timer = null;
      void saveDraftNow();
    }, AUTOSAVE_DELAY_MS);
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden' && hasUnsavedChanges()) void saveDraftNow();
  };
  document.addEventListener('visibilitychange', onHide);
  return () => {
    stopListening();
    document.removeEventListener('visibilitychange', onHide);
    if (timer) clearTimeout(timer);
    timer = null;
  };
}

/** Opens a saved draft: its form replaces the wizard's, and nothing is re-saved until it changes. */
export function openDraft(draft: DraftSummary): void {
  paused = true;
  restoreListingForm(draft.form);
  paused = false;
  if (timer) clearTimeout(timer);
  timer = null;
  lastSaved = snapshot();
  $draft.set({ draftId: draft.draftId, state: 'saved', savedAt: draft.updatedAt, message: null });
  rememberInUrl(draft.draftId);
}

/** Starts a new, empty listing (the current one stays saved as a draft). */
export function startNewListing(): void {
  paused = true;
  resetListingForm();
  paused = false;
  if (timer) clearTimeout(timer);
  timer = null;
  lastSaved = snapshot();
  $draft.set({ draftId: null, state: 'idle', savedAt: null, message: null });
  rememberInUrl(null);
}

/**
 * Opens an unsold item to edit and relist: its form replaces the wizard's, outside any draft (the
 * wizard saves no drafts in this mode). Changes since count as unsaved, so leaving warns.
 */
export function openForRelist(state: ListingFormState): void {
  paused = true;
  $listingForm.set({ ...$listingForm.get(), data: state });
  paused = false;
  if (timer) clearTimeout(timer);
  timer = null;
  lastSaved = snapshot();
  $draft.set({ draftId: null, state: 'idle', savedAt: null, message: null });
}

/** Stops all saving (the listing was submitted and its draft removed by the server). */
export function forgetDraft(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  paused = true;
  $draft.set({ draftId: null, state: 'idle', savedAt: null, message: null });
}

/** The seller's drafts, newest first. */
export async function fetchDrafts(): Promise<{ status: number; drafts: DraftSummary[] }> {
  const result = await call('getDrafts', {});
  const drafts = result.status === 200 && Array.isArray(result.data?.drafts) ? [...result.data.drafts] : [];
  drafts.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return { status: result.status, drafts };
}

/** Removes a draft; answers whether it went and the server's message. */
export async function removeDraft(draftId: string): Promise<{ ok: boolean; message: Said }> {
  const result = await call('deleteDraft', { draftId });
  return { ok: result.status === 200, message: saidOf(result) };
}
