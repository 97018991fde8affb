/**
 * The listing wizard's effects, each a small hook beside the reducer (wizard-state.ts): who is here
 * and what they open (a draft, an item to relist), the category's seller form, the drafts autosave,
 * the notice that fades, the focus after a move, and the answers a new sub-category clears. Steps
 * reach the wizard through WizardContext.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import { RELISTABLE } from '../../../../shared/item-status.ts';
import type { SellerFormField } from '../../../../shared/seller-form.ts';
import { call } from '../../lib/api.ts';
import { readSession } from '../../lib/session.ts';
import { $categories, loadCategories } from '../../stores/categories.ts';
import { $draft, fetchDrafts, hasUnsavedChanges, openDraft, openForRelist, saveDraftNow, startAutosave } from './drafts.ts';
import { fromItemDetail } from './form.ts';
import { $uploads, uploadsInProgress } from './photos.ts';
import { currentForm, setListingField, setSubCategoryId } from './store.ts';
import type { Notice, Phase, WizardAction, WizardState } from './wizard-state.ts';

/** What a step's fields need of the wizard. */
export interface WizardFields {
  /** The field's message to show now, in the page's language. */
  errorOf(path: string): string | undefined;
  /** The seller changed these fields: they count as touched and their server messages are cleared. */
  changed(...paths: string[]): void;
  /** The seller left these fields. */
  touch(...paths: string[]): void;
  /** An input's text is (not) a value. */
  setInvalid(path: string, invalid: boolean): void;
  /** Says something in the wizard's live region. */
  notify(kind: Notice['kind'], text: string): void;
}

export const WizardContext = createContext<WizardFields>({
  errorOf: () => undefined,
  changed: () => undefined,
  touch: () => undefined,
  setInvalid: () => undefined,
  notify: () => undefined,
});

export function useWizard(): WizardFields {
  return useContext(WizardContext);
}

/** The category's seller form, fetched once per category and sub-category. */
export function useSellerForm(categoryId: string, subCategoryId: string | null) {
  const [forms, setForms] = useState<Record<string, SellerFormField[] | 'failed'>>({});
  const [attempt, setAttempt] = useState(0);
  const key = `${categoryId}|${subCategoryId ?? ''}`;
  useEffect(() => {
    if (!categoryId) return;
    const known = forms[key];
    if (known && known !== 'failed') return;
    let live = true;
    void call('getSellerForm', subCategoryId ? { categoryId, subCategoryId } : { categoryId }).then((result) => {
      if (!live) return;
      setForms((all) => ({ ...all, [key]: result.status === 200 && Array.isArray(result.data?.fields) ? result.data.fields : 'failed' }));
    });
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const found = categoryId ? forms[key] : [];
  return {
    fields: found === 'failed' || found === undefined ? null : found,
    failed: found === 'failed',
    retry: () => {
      setForms((all) => {
        const { [key]: _dropped, ...rest } = all;
        return rest;
      });
      setAttempt((n) => n + 1);
    },
  };
}

/**
 * The categories slice is shared with the header, which fills it (and the session) once it has
 * hydrated. Filling it from here first would change the header's stores under its hydration, so
 * the wizard only asks when the header has not done so after a moment (a page without the header).
 */
function ensureCategories(): void {
  setTimeout(() => {
    const { data, loading } = $categories.get();
    if (!data.length && !loading) void loadCategories();
  }, 1500);
}

/**
 * Starts the wizard: who is here, then either the unsold item to relist (its specifics put back by
 * the seller form's labels) or the seller's drafts and the draft asked for. Returns the start, to
 * run again from the failure's retry.
 */
export function useWizardStart(
  dispatch: Dispatch<WizardAction>,
  say: { missingDraft(): string },
  requested: { draft: string | undefined; relist: string | undefined },
  onOpened: () => void,
): () => Promise<void> {
  const phase = (p: Phase) => dispatch({ type: 'phase', phase: p });

  async function startRelist(itemId: string): Promise<void> {
    const answer = await call('getItem', { itemId });
    if (answer.status === 401) return phase('signedOut');
    if (answer.status === 404 || (answer.status === 200 && answer.data.isOwner !== true)) return phase('relistMissing');
    if (answer.status !== 200) return phase('failed');
    const item = answer.data;
    if (!RELISTABLE.includes(item.status)) return phase('relistClosed');
    let fields: SellerFormField[] | null = null;
    if (item.categoryId && Object.keys(item.specifics ?? {}).length) {
      const form = await call(
        'getSellerForm',
        item.subCategoryId ? { categoryId: item.categoryId, subCategoryId: item.subCategoryId } : { categoryId: item.categoryId },
      );
      if (form.status !== 200 || !Array.isArray(form.data?.fields)) return phase('failed');
      fields = form.data.fields;
    }
    openForRelist(fromItemDetail(item, fields));
    onOpened();
    dispatch({ type: 'relistOpened', relisting: { itemId: item.id, itemNumber: item.itemNumber, name: item.name, rejectionNote: item.rejectionNote ?? null } });
  }

  const start = useCallback(async () => {
    phase('starting');
    if (!readSession().signedIn) return phase('signedOut');
    ensureCategories();
    const relistId = requested.relist ?? new URLSearchParams(location.search).get('relist');
    if (relistId) return startRelist(relistId);
    const answer = await fetchDrafts();
    if (answer.status === 403) return phase('noSeller');
    if (answer.status === 401) return phase('signedOut');
    if (answer.status !== 200) return phase('failed');
    dispatch({ type: 'draftsListed', drafts: answer.drafts });
    const wanted = requested.draft ?? new URLSearchParams(location.search).get('draft');
    if (wanted && $draft.get().draftId !== wanted) {
      const found = answer.drafts.find((d) => d.draftId === wanted);
      if (found) {
        openDraft(found);
        dispatch({ type: 'draftOpened', form: currentForm(), focus: false });
      } else dispatch({ type: 'notify', kind: 'error', text: say.missingDraft() });
    }
    phase('ready');
  }, [requested.draft, requested.relist]);

  useEffect(() => {
    void start();
  }, [start]);
  return start;
}

/** Once the form shows: drafts saved as the seller goes (not while relisting), and leaving with changes asks first. */
export function useDraftAutosave(ready: boolean, relisting: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const stop = relisting ? () => undefined : startAutosave();
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges() && !uploadsInProgress($uploads.get())) return;
      if (!relisting) void saveDraftNow();
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      stop();
      window.removeEventListener('beforeunload', warn);
    };
  }, [ready]);
}

/** A success notice fades after a while; an error stays until dismissed. */
export function useNoticeExpiry(notice: Notice | null, dispatch: Dispatch<WizardAction>): void {
  useEffect(() => {
    if (!notice || notice.kind === 'error') return;
    const timer = setTimeout(() => dispatch({ type: 'noticeDismissed', id: notice.id }), 6000);
    return () => clearTimeout(timer);
  }, [notice]);
}

/** Focus: the step's heading after moving between steps; the first invalid field after a refused move. */
export function useWizardFocus(focus: WizardState['focus'], root: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!focus) return;
    if (focus.target === 'heading') {
      heading.current?.focus();
      root.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      return;
    }
    const first = root.current?.querySelector<HTMLElement>('[data-step-body] [aria-invalid="true"]');
    if (first) {
      first.focus();
      first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  }, [focus?.turn]);
}

/**
 * Choosing a category clears the item specifics; choosing a sub-category whose form differs clears
 * them once that form arrives (the old answers mean nothing in it). `forget` after the form is
 * replaced (a draft opened, a new listing, an item to relist).
 */
export function useCategoryChoice(category: string, fields: SellerFormField[] | null) {
  const userChangedSub = useRef(false);
  const previousFields = useRef<SellerFormField[] | null>(null);
  useEffect(() => {
    if (!fields) return;
    const before = previousFields.current;
    previousFields.current = fields;
    if (userChangedSub.current && before && before.map((f) => f.label).join('|') !== fields.map((f) => f.label).join('|')) {
      setListingField('itemSpecifics', {});
    }
    userChangedSub.current = false;
  }, [fields]);
  return {
    chooseCategory(id: string): void {
      if (id === category) return;
      setListingField('category', id);
      setSubCategoryId(null);
      setListingField('itemSpecifics', {});
      previousFields.current = null;
    },
    chooseSubCategory(id: string | null): void {
      userChangedSub.current = true;
      setSubCategoryId(id);
    },
    forget(): void {
      previousFields.current = null;
    },
  };
}
