/**
 * The listing wizard (spec: /sellar-dashboard/List an item, /sell-items, /selling-item, /List-items):
 * three steps — what, price, shipping — with a step indicator; every rule checked as the seller
 * types and again from the server's answer; drafts saved as the seller goes and listed at the
 * start; photos uploaded straight to storage. Submitting sends the listing to expert review and
 * goes on to /thanks-submit-items.
 *
 * With `?relist=<itemId>` it reopens an unsold item of the seller's (getItem) with the expert's
 * note above the form; no drafts are saved in that mode, and the last button relists the edited
 * listing for a new review (relistItem).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import { RELISTABLE } from '../../../../shared/item-status.ts';
import type { SellerFormField } from '../../../../shared/seller-form.ts';
import { call } from '../../lib/api.ts';
import { fieldSaids, saidOf, type Said } from '../../lib/messages.ts';
import { readSession } from '../../lib/session.ts';
import { $categories, loadCategories } from '../../stores/categories.ts';
import {
  $draft,
  fetchDrafts,
  flushDraft,
  forgetDraft,
  hasUnsavedChanges,
  openDraft,
  openForRelist,
  saveDraftNow,
  startAutosave,
  startNewListing,
  type DraftSummary,
} from './drafts.ts';
import { DraftsList } from './DraftsList.tsx';
import { deservesDraft, fromItemDetail, toDraftForm, toListingForm } from './form.ts';
import { FieldKitContext, type FieldKit } from './kit.ts';
import { $uploads, uploadsInProgress } from './photos.ts';
import { StepPrice } from './StepPrice.tsx';
import { ListingReview, StepShipping } from './StepShipping.tsx';
import { StepWhat } from './StepWhat.tsx';
import { $listingForm, currentForm, resetListingForm, setListingField, setSubCategoryId, setSuccessListing } from './store.ts';
import { SellUiContext, useSellUi } from './ui.ts';
import { fieldOfPath, formIssues, isWizardField, issuesOfStep, resumeStep, STEPS, stepOf, type Step } from './validation.ts';
import { makeTranslator } from '../../lib/translator.ts';

export interface ListingWizardProps {
  locale: 'en' | 'fr';
  /** The page's strings: `sellingStrings(locale)` (strings.ts). */
  strings: Record<string, string>;
  /** A draft to open; `?draft=<id>` in the address works too. */
  draftId?: string;
  /** An unsold item to edit and relist; `?relist=<itemId>` in the address works too. */
  relistItemId?: string;
}

export function ListingWizard({ locale, strings, draftId, relistItemId }: ListingWizardProps) {
  const ui = useMemo(() => makeTranslator(locale, strings), [locale, strings]);
  return (
    <SellUiContext.Provider value={ui}>
      <Wizard requestedDraft={draftId} requestedRelist={relistItemId} />
    </SellUiContext.Provider>
  );
}

type Phase = 'starting' | 'signedOut' | 'noSeller' | 'failed' | 'relistMissing' | 'relistClosed' | 'ready';
/** The unsold item being edited to relist. */
interface Relisting {
  itemId: string;
  itemNumber: string;
  name: string;
  rejectionNote: string | null;
}
type Notice = { kind: 'success' | 'error'; text: string; id: number };

/** The category's seller form, fetched once per category and sub-category. */
function useSellerForm(categoryId: string, subCategoryId: string | null) {
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

function Wizard({ requestedDraft, requestedRelist }: { requestedDraft: string | undefined; requestedRelist: string | undefined }) {
  const ui = useSellUi();
  const { t, say, href } = ui;
  const form = useStore($listingForm).data;
  const draft = useStore($draft);
  const uploads = useStore($uploads);
  const categories = useStore($categories);

  const [phase, setPhase] = useState<Phase>('starting');
  const [drafts, setDrafts] = useState<DraftSummary[]>([]);
  const [step, setStep] = useState<Step>(1);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState<ReadonlySet<Step>>(new Set());
  const [invalidInputs, setInvalidInputs] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, Said>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [stepAlert, setStepAlert] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [relisting, setRelisting] = useState<Relisting | null>(null);

  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterStep = useRef(false);
  const focusInvalid = useRef(false);
  const userChangedSub = useRef(false);
  const previousFields = useRef<SellerFormField[] | null>(null);
  /** A draft just reopened whose category's form had not arrived: its step is decided again when it does. */
  const resumePending = useRef(false);
  const [resumes, setResumes] = useState(0);

  const sellerForm = useSellerForm(form.category, form.subCategoryId);
  const uploading = uploadsInProgress(uploads);
  const issues = useMemo(() => formIssues(form, { fields: sellerForm.fields, invalidInputs, uploading }), [form, sellerForm.fields, invalidInputs, uploading]);

  // ---- start: who is here, their drafts, the draft asked for ------------------------------------
  const start = useCallback(async () => {
    setPhase('starting');
    if (!readSession().signedIn) return setPhase('signedOut');
    ensureCategories();
    const relistId = requestedRelist ?? new URLSearchParams(location.search).get('relist');
    if (relistId) return startRelist(relistId);
    const answer = await fetchDrafts();
    if (answer.status === 403) return setPhase('noSeller');
    if (answer.status === 401) return setPhase('signedOut');
    if (answer.status !== 200) return setPhase('failed');
    setDrafts(answer.drafts);
    const wanted = requestedDraft ?? new URLSearchParams(location.search).get('draft');
    if (wanted && $draft.get().draftId !== wanted) {
      const found = answer.drafts.find((d) => d.draftId === wanted);
      if (found) {
        openDraft(found);
        openAtResumeStep();
      } else notify('error', t('selling.drafts.missing'));
    }
    setPhase('ready');
  }, [requestedDraft, requestedRelist]);

  /** Relist mode: the seller's unsold item, its specifics put back by the seller form's labels. */
  async function startRelist(itemId: string): Promise<void> {
    const answer = await call('getItem', { itemId });
    if (answer.status === 401) return setPhase('signedOut');
    if (answer.status === 404 || (answer.status === 200 && answer.data.isOwner !== true)) return setPhase('relistMissing');
    if (answer.status !== 200) return setPhase('failed');
    const item = answer.data;
    if (!RELISTABLE.includes(item.status)) return setPhase('relistClosed');
    let fields: SellerFormField[] | null = null;
    if (item.categoryId && Object.keys(item.specifics ?? {}).length) {
      const form = await call(
        'getSellerForm',
        item.subCategoryId ? { categoryId: item.categoryId, subCategoryId: item.subCategoryId } : { categoryId: item.categoryId },
      );
      if (form.status !== 200 || !Array.isArray(form.data?.fields)) return setPhase('failed');
      fields = form.data.fields;
    }
    openForRelist(fromItemDetail(item, fields));
    previousFields.current = null;
    setRelisting({ itemId: item.id, itemNumber: item.itemNumber, name: item.name, rejectionNote: item.rejectionNote ?? null });
    setPhase('ready');
  }

  useEffect(() => {
    void start();
  }, [start]);

  useEffect(() => {
    if (phase !== 'ready') return;
    if (relisting) {
      // No drafts while relisting: leaving with changes only asks first.
      const warn = (event: BeforeUnloadEvent) => {
        if (!hasUnsavedChanges() && !uploadsInProgress($uploads.get())) return;
        event.preventDefault();
        event.returnValue = '';
      };
      window.addEventListener('beforeunload', warn);
      return () => window.removeEventListener('beforeunload', warn);
    }
    const stop = startAutosave();
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges() || uploadsInProgress($uploads.get())) {
        void saveDraftNow();
        event.preventDefault();
        event.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      stop();
      window.removeEventListener('beforeunload', warn);
    };
  }, [phase]);

  /** A reopened draft's step: the first with a required field empty, item specifics included once the category's form is known. */
  function openAtResumeStep(): void {
    const form = currentForm();
    resumePending.current = Boolean(form.category);
    setResumes((n) => n + 1);
    setStep(resumeStep(form));
  }

  // The category's form arrived for a draft just reopened: an empty required specific brings it back to step 1.
  useEffect(() => {
    const fields = sellerForm.fields;
    if (!resumePending.current || (!fields && !sellerForm.failed)) return;
    const latest = currentForm();
    // A render behind the reopened draft: these fields are another category's.
    if (latest.category !== form.category || latest.subCategoryId !== form.subCategoryId) return;
    resumePending.current = false;
    if (!fields) return;
    const at = resumeStep(latest, fields);
    setStep((shown) => (at < shown ? at : shown));
  }, [sellerForm.fields, sellerForm.failed, form.category, form.subCategoryId, resumes]);

  // A different sub-category form (user's choice) makes the old answers meaningless: clear them.
  useEffect(() => {
    const fields = sellerForm.fields;
    if (!fields) return;
    const before = previousFields.current;
    previousFields.current = fields;
    if (userChangedSub.current && before && before.map((f) => f.label).join('|') !== fields.map((f) => f.label).join('|')) {
      setListingField('itemSpecifics', {});
    }
    userChangedSub.current = false;
  }, [sellerForm.fields]);

  // Focus: the step's heading after moving between steps; the first invalid field after a refused move.
  useEffect(() => {
    if (focusAfterStep.current) {
      focusAfterStep.current = false;
      heading.current?.focus();
      root.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
  }, [step]);
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    const first = root.current?.querySelector<HTMLElement>('[data-step-body] [aria-invalid="true"]');
    if (first) {
      first.focus();
      first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  });

  // ---- the fields' kit ------------------------------------------------------------------------------
  const noticeId = useRef(0);
  function notify(kind: 'success' | 'error', text: string): void {
    setNotice({ kind, text, id: ++noticeId.current });
  }
  useEffect(() => {
    if (!notice || notice.kind === 'error') return;
    const timer = setTimeout(() => setNotice((n) => (n?.id === notice.id ? null : n)), 6000);
    return () => clearTimeout(timer);
  }, [notice]);

  const kit: FieldKit = {
    errorOf(path) {
      const server = serverErrors[path];
      if (server) return say(server);
      const issue = issues[path];
      if (!issue) return undefined;
      return touched.has(path) || attempted.has(stepOf(path)) ? say(issue) : undefined;
    },
    changed(...paths) {
      setTouched((all) => (paths.every((p) => all.has(p)) ? all : new Set([...all, ...paths])));
      setServerErrors((all) => {
        if (!paths.some((p) => p in all)) return all;
        const rest = { ...all };
        for (const p of paths) delete rest[p];
        return rest;
      });
      setFormError(null);
    },
    touch(...paths) {
      setTouched((all) => (paths.every((p) => all.has(p)) ? all : new Set([...all, ...paths])));
    },
    setInvalid(path, invalid) {
      setInvalidInputs((all) => {
        if (all.has(path) === invalid) return all;
        const next = new Set(all);
        if (invalid) next.add(path);
        else next.delete(path);
        return next;
      });
    },
    notify,
  };

  // ---- moving between steps ------------------------------------------------------------------------
  const stepValid = (s: Step) => issuesOfStep(issues, s).length === 0 && !Object.keys(serverErrors).some((p) => stepOf(p) === s);
  const reachable = (s: Step) => STEPS.filter((earlier) => earlier < s).every(stepValid);

  function goTo(next: Step): void {
    if (next === step) return;
    // The seller chose where to be: a late seller form does not move them.
    resumePending.current = false;
    focusAfterStep.current = true;
    setStepAlert(false);
    setStep(next);
    if (!relisting) void saveDraftNow();
  }

  function refuse(at: Step): void {
    setAttempted((all) => new Set([...all, ...STEPS.filter((s) => s <= at)]));
    setStepAlert(true);
    focusInvalid.current = true;
    if (at !== step) {
      setStep(at);
      focusAfterStep.current = false;
    }
  }

  function next(): void {
    if (!stepValid(step)) return refuse(step);
    goTo((step + 1) as Step);
  }

  // ---- choosing a category ---------------------------------------------------------------------------
  function chooseCategory(id: string): void {
    if (id === form.category) return;
    setListingField('category', id);
    setSubCategoryId(null);
    setListingField('itemSpecifics', {});
    previousFields.current = null;
  }
  function chooseSubCategory(id: string | null): void {
    userChangedSub.current = true;
    setSubCategoryId(id);
  }

  // ---- drafts -------------------------------------------------------------------------------------------
  async function resume(chosen: DraftSummary): Promise<void> {
    if (hasUnsavedChanges()) await flushDraft();
    openDraft(chosen);
    previousFields.current = null;
    setTouched(new Set());
    setAttempted(new Set());
    setServerErrors({});
    setFormError(null);
    setInvalidInputs(new Set());
    focusAfterStep.current = true;
    openAtResumeStep();
    heading.current?.focus();
    notify('success', t('selling.drafts.resumed', { name: chosen.form.itemName?.trim() || t('selling.drafts.untitled') }));
    const fresh = await fetchDrafts();
    if (fresh.status === 200) setDrafts(fresh.drafts);
  }

  async function newListing(): Promise<void> {
    if (hasUnsavedChanges()) await flushDraft();
    startNewListing();
    previousFields.current = null;
    setTouched(new Set());
    setAttempted(new Set());
    setServerErrors({});
    setFormError(null);
    setInvalidInputs(new Set());
    focusAfterStep.current = true;
    setStep(1);
    heading.current?.focus();
    const fresh = await fetchDrafts();
    if (fresh.status === 200) setDrafts(fresh.drafts);
  }

  async function saveNow(): Promise<void> {
    if (!$draft.get().draftId && !deservesDraft(toDraftForm(currentForm()))) return notify('error', t('selling.draft.nothing'));
    setSaving(true);
    const ok = await saveDraftNow(true);
    setSaving(false);
    const { message } = $draft.get();
    notify(ok ? 'success' : 'error', say(message ?? (ok ? 'draftSaved' : 'tryAgain')));
  }

  // ---- submitting ----------------------------------------------------------------------------------------
  async function submit(): Promise<void> {
    const firstBad = STEPS.find((s) => !stepValid(s));
    if (firstBad) return refuse(firstBad);
    setSubmitting(true);
    setFormError(null);
    const listing = toListingForm(currentForm());
    let result;
    let itemNumber: string;
    if (relisting) {
      result = await call('relistItem', { itemId: relisting.itemId, form: listing });
      itemNumber = relisting.itemNumber;
    } else {
      await flushDraft();
      const { draftId } = $draft.get();
      const submitted = await call('submitListing', draftId ? { draftId, form: listing } : { form: listing });
      itemNumber = submitted.data?.itemNumber ?? '';
      result = submitted;
    }
    if (result.status === 200) {
      forgetDraft();
      setSuccessListing(true);
      resetListingForm();
      const params = new URLSearchParams({ item: itemNumber });
      location.assign(`${href('/thanks-submit-items')}?${params}`);
      return;
    }
    setSubmitting(false);
    if (result.status === 403) return setPhase('noSeller');
    if (result.status === 404 && relisting) return setPhase('relistMissing');
    if (result.status === 400) {
      const mapped: Record<string, Said> = {};
      // Only paths the wizard shows a field for; anything else is said by the form's message.
      for (const [path, said] of Object.entries(fieldSaids(result))) if (isWizardField(fieldOfPath(path))) mapped[fieldOfPath(path)] ??= said;
      setServerErrors(mapped);
      setFormError(say(saidOf(result)));
      const steps = Object.keys(mapped).map(stepOf);
      if (steps.length) refuse(Math.min(...steps) as Step);
      return;
    }
    setFormError(say(saidOf(result)));
  }

  // ---- rendering ---------------------------------------------------------------------------------------------
  if (phase !== 'ready') return <Gate phase={phase} onRetry={() => void start()} />;

  const otherDrafts = drafts.filter((d) => d.draftId !== draft.draftId);
  const stepTitle = t(`selling.step.${step}`);

  return (
    <FieldKitContext.Provider value={kit}>
      <div className="sw-wizard" ref={root} data-testid="wizard">
        {relisting ? (
          <RelistBanner relisting={relisting} />
        ) : (
        <div className="sw-toolbar">
          <DraftStatus />
          <div className="sw-toolbar-actions">
            {(draft.draftId || hasUnsavedChanges()) && (
              <button type="button" className="sw-link-button" onClick={() => void newListing()}>
                {t('selling.drafts.new')}
              </button>
            )}
            <button type="button" className="btn btn-ghost sw-btn-sm" data-testid="save-draft" onClick={() => void saveNow()} disabled={saving || submitting}>
              {saving ? t('selling.draft.saving') : t('selling.draft.save')}
            </button>
          </div>
        </div>
        )}

        <nav aria-label={t('selling.steps.label')}>
          <ol className="sw-steps">
            {STEPS.map((s) => {
              const state = s === step ? 'current' : s < step && stepValid(s) ? 'done' : 'todo';
              return (
                <li key={s} className={`sw-step is-${state}`}>
                  <button type="button" aria-current={s === step ? 'step' : undefined} disabled={s !== step && !reachable(s)} onClick={() => goTo(s)}>
                    <span className="sw-step-number" aria-hidden="true">
                      {state === 'done' ? (
                        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
                          <path d="m5 12.5 4.5 4.5L19 7.5" />
                        </svg>
                      ) : (
                        s
                      )}
                    </span>
                    <span className="sw-step-text">
                      <span className="sw-step-kicker">{t('selling.steps.of', { step: s, total: STEPS.length })}</span>
                      <span className="sw-step-name">{t(`selling.step.${s}`)}</span>
                    </span>
                    {state === 'done' && <span className="visually-hidden"> ({t('selling.steps.complete')})</span>}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>

        <div className={`sw-notice${notice ? ` is-${notice.kind}` : ''}`} role="status" aria-live="polite" data-testid="wizard-notice">
          {notice && (
            <>
              <span>{notice.text}</span>
              <button type="button" className="sw-notice-close" onClick={() => setNotice(null)} aria-label={t('selling.dismiss')}>
                ×
              </button>
            </>
          )}
        </div>

        {step === 1 && !relisting && (
          <DraftsList
            drafts={otherDrafts}
            categories={categories.data}
            onResume={(d) => void resume(d)}
            onRemoved={(id) => setDrafts((all) => all.filter((d) => d.draftId !== id))}
          />
        )}

        <form
          className="sw-form card"
          noValidate
          aria-labelledby="wizard-step-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (step < 3) next();
            else void submit();
          }}
        >
          <section data-testid="wizard-step" data-step={step} data-step-body aria-labelledby="wizard-step-title">
            <header className="sw-step-head">
              <p className="eyebrow">{t('selling.steps.of', { step, total: STEPS.length })}</p>
              <h2 id="wizard-step-title" ref={heading} tabIndex={-1}>
                {stepTitle}
              </h2>
              <p className="sw-step-lede">{t(`selling.step.${step}.lede`)}</p>
            </header>
            {step === 1 && (
              <StepWhat
                categories={categories.data}
                categoriesLoading={categories.loading}
                fields={sellerForm.fields}
                fieldsFailed={sellerForm.failed}
                onRetryFields={sellerForm.retry}
                onCategory={chooseCategory}
                onSubCategory={chooseSubCategory}
              />
            )}
            {step === 2 && <StepPrice />}
            {step === 3 && (
              <>
                <StepShipping />
                <ListingReview categories={categories.data} fields={sellerForm.fields} onEdit={goTo} />
              </>
            )}
          </section>

          {formError && (
            <div className="alert alert-error sw-form-error" role="alert" data-testid="form-error">
              {formError}
            </div>
          )}
          {stepAlert && !stepValid(step) && !formError && (
            <p className="alert alert-error sw-form-error" role="alert">
              {t('selling.steps.fix')}
            </p>
          )}

          <div className="sw-nav">
            {step > 1 ? (
              <button type="button" className="btn btn-ghost" data-testid="step-back" onClick={() => goTo((step - 1) as Step)} disabled={submitting}>
                <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                  <path d="m15 18-6-6 6-6" />
                </svg>
                {t('selling.back')}
              </button>
            ) : (
              <span />
            )}
            {step < 3 ? (
              <button type="submit" className="btn btn-primary" data-testid="step-next">
                {t('selling.next', { step: t(`selling.step.${step + 1}`) })}
                <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                  <path d="m9 18 6-6-6-6" />
                </svg>
              </button>
            ) : (
              <button type="submit" className="btn btn-primary sw-submit" data-testid="submit-listing" disabled={submitting} aria-busy={submitting || undefined}>
                {relisting ? (submitting ? t('selling.relist.submitting') : t('selling.relist.submit')) : submitting ? t('selling.submitting') : t('selling.submit')}
              </button>
            )}
          </div>
        </form>
      </div>
    </FieldKitContext.Provider>
  );
}

/** "Saved at 14:05", "Saving…", "Unsaved changes" or the failure, politely announced. */
function DraftStatus() {
  const { t, time, say } = useSellUi();
  const draft = useStore($draft);
  let text = t('selling.draft.notSaved');
  if (draft.state === 'saving') text = t('selling.draft.saving');
  else if (draft.state === 'pending') text = t('selling.draft.pending');
  else if (draft.state === 'error') text = t('selling.draft.failed', { reason: say(draft.message ?? 'tryAgain') });
  else if (draft.savedAt) text = t('selling.draft.savedAt', { time: time(draft.savedAt) });
  return (
    <p className={`sw-draft-status is-${draft.state}`} role="status" aria-live="polite" data-testid="draft-status" data-state={draft.state}>
      <span className="sw-draft-dot" aria-hidden="true" />
      {text}
    </p>
  );
}

/** Relist mode's head: what is going on, and the expert's note the seller is answering. */
function RelistBanner({ relisting }: { relisting: Relisting }) {
  const { t } = useSellUi();
  return (
    <section className="sw-relist" data-testid="relist-banner" aria-labelledby="relist-title">
      <p className="eyebrow">{t('selling.relist.item', { number: relisting.itemNumber })}</p>
      <h2 id="relist-title" className="sw-relist-title">
        {t('selling.relist.title')}
      </h2>
      <p className="sw-relist-text">{t('selling.relist.text')}</p>
      {relisting.rejectionNote && (
        <div className="sw-relist-note" data-testid="relist-note">
          <p className="sw-relist-note-title">{t('selling.relist.noteTitle')}</p>
          <blockquote>{relisting.rejectionNote}</blockquote>
        </div>
      )}
    </section>
  );
}

/** Before the form: loading, not signed in, no seller account, or a failure to retry. */
function Gate({ phase, onRetry }: { phase: Phase; onRetry(): void }) {
  const { t, href } = useSellUi();
  if (phase === 'starting') {
    return (
      <div className="sw-wizard sw-gate" data-testid="wizard-loading" role="status" aria-live="polite">
        <div className="sw-skeleton">
          <span className="visually-hidden">{t('selling.loading')}</span>
          <span className="skeleton-fill" />
          <span className="skeleton-fill" />
          <span className="skeleton-fill" />
        </div>
      </div>
    );
  }
  if (phase === 'noSeller') {
    return (
      <div className="sw-wizard sw-gate card" data-testid="seller-needed">
        <h2>{t('selling.gate.sellerTitle')}</h2>
        <p>{t('selling.gate.sellerText')}</p>
        <a className="btn btn-primary" href={href('/seller-account')}>
          {t('selling.gate.sellerCta')}
        </a>
      </div>
    );
  }
  if (phase === 'relistMissing' || phase === 'relistClosed') {
    const which = phase === 'relistMissing' ? 'missing' : 'closed';
    return (
      <div className="sw-wizard sw-gate card" role="alert" data-testid={`relist-${which}`}>
        <h2>{t(`selling.relist.${which}Title`)}</h2>
        <p>{t(`selling.relist.${which}Text`)}</p>
        <a className="btn btn-primary" href={href('/sellar-dashboard/Unsold')}>
          {t('selling.relist.back')}
        </a>
      </div>
    );
  }
  if (phase === 'signedOut') {
    return (
      <div className="sw-wizard sw-gate card">
        <h2>{t('selling.gate.signInTitle')}</h2>
        <p>{t('selling.gate.signInText')}</p>
        <a className="btn btn-primary" href={href('/seller-login')}>
          {t('selling.gate.signInCta')}
        </a>
      </div>
    );
  }
  return (
    <div className="sw-wizard sw-gate card" role="alert">
      <h2>{t('selling.gate.failedTitle')}</h2>
      <p>{t('selling.gate.failedText')}</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {t('selling.retry')}
      </button>
    </div>
  );
}
