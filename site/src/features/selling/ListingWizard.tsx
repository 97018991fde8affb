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
 *
 * This component is the shell: its state and every change to it are the reducer's
 * (wizard-state.ts), its effects the hooks beside it (wizard-hooks.ts), its fields the site's form
 * kit (lib/forms) inside the steps.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { call } from '../../lib/api.ts';
import { FieldLookContext, type FieldLook } from '../../lib/forms/fields.tsx';
import { usePressHold } from '../../lib/forms/press-hold.ts';
import { useUi, withUi } from '../../lib/ui.tsx';
import { fieldSaids, saidOf, type Said } from '../../lib/messages.ts';
import { deferred, preload } from '../../lib/deferred.tsx';
import { $categories } from '../../stores/categories.ts';
import { $draft, fetchDrafts, flushDraft, forgetDraft, hasUnsavedChanges, openDraft, saveDraftNow, startNewListing, type DraftSummary } from './drafts.ts';
import { DraftsList } from './DraftsList.tsx';
import { deservesDraft, toDraftForm, toListingForm } from './form.ts';
import { $uploads, uploadsInProgress } from './photos.ts';
import { StepWhat } from './StepWhat.tsx';
import { $listingForm, currentForm, resetListingForm, setSuccessListing } from './store.ts';
import { fieldOfPath, formIssues, isWizardField, STEPS, type Step } from './validation.ts';
import { useCategoryChoice, useDraftAutosave, useNoticeExpiry, useSellerForm, useWizardFocus, useWizardStart, WizardContext, type WizardFields } from './wizard-hooks.ts';
import { DraftToolbar, Gate, RelistBanner, StepButtons, StepNav } from './WizardParts.tsx';
import { firstInvalidStep, initialWizardState, shownProblem, stepReachable, stepValid, wizardReducer } from './wizard-state.ts';

/**
 * Steps 2 and 3 are fetched apart from the wizard (docs/adr/0056), as soon as the form shows: the
 * page's first load carries step 1 only, and the others are there before the seller moves on.
 */
const loadPrice = () => import('./StepPrice.tsx').then((m) => m.StepPrice);
const loadShipping = () => import('./StepShipping.tsx').then((m) => m.StepShipping);
const loadReview = () => import('./StepShipping.tsx').then((m) => m.ListingReview);
const StepPrice = deferred(loadPrice);
const StepShipping = deferred(loadShipping);
const ListingReview = deferred(loadReview);

export interface ListingWizardProps {
  locale: 'en' | 'fr';
  /** The page's strings: `sellingStrings(locale)` (strings.ts). */
  strings: Record<string, string>;
  /** A draft to open; `?draft=<id>` in the address works too. */
  draftId?: string;
  /** An unsold item to edit and relist; `?relist=<itemId>` in the address works too. */
  relistItemId?: string;
}

/** The wizard's fields are the kit's in the site's look, but for its counter, money and check cards (selling.css). */
const SELLING_LOOK: FieldLook = {
  field: 'form-field',
  optional: 'form-optional',
  foot: 'form-foot',
  hint: 'form-hint',
  counter: 'sw-counter',
  error: 'field-error',
  select: 'form-select',
  money: 'sw-money',
  card: 'sw-check',
};

/**
 * The wizard in its own strings and look: the sell page's island (SellPage.astro), or the seller
 * dashboard's "List an item", inside the dashboard's island, with the wizard's strings.
 */
export const ListingWizard = withUi(function LookedWizard({ draftId, relistItemId }: Omit<ListingWizardProps, 'locale' | 'strings'>) {
  return (
    <FieldLookContext.Provider value={SELLING_LOOK}>
      <Wizard requestedDraft={draftId} requestedRelist={relistItemId} />
    </FieldLookContext.Provider>
  );
});

function Wizard({ requestedDraft, requestedRelist }: { requestedDraft: string | undefined; requestedRelist: string | undefined }) {
  const { t, say, href } = useUi();
  const form = useStore($listingForm).data;
  const draft = useStore($draft);
  const uploads = useStore($uploads);
  const categories = useStore($categories);
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState);
  const { phase, step, relisting, notice, submitting } = state;
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const sellerForm = useSellerForm(form.category, form.subCategoryId);
  const uploading = uploadsInProgress(uploads);
  const issues = useMemo(
    () => formIssues(form, { fields: sellerForm.fields, invalidInputs: state.invalidInputs, uploading }),
    [form, sellerForm.fields, state.invalidInputs, uploading],
  );
  const categoryChoice = useCategoryChoice(form.category, sellerForm.fields);
  const notify = (kind: 'success' | 'error', text: string) => dispatch({ type: 'notify', kind, text });

  const start = useWizardStart(dispatch, { missingDraft: () => t('selling.drafts.missing') }, { draft: requestedDraft, relist: requestedRelist }, categoryChoice.forget);
  useDraftAutosave(phase === 'ready', relisting !== null);
  useEffect(() => {
    if (phase === 'ready') for (const load of [loadPrice, loadShipping, loadReview]) preload(load);
  }, [phase]);
  useNoticeExpiry(notice, dispatch);
  useWizardFocus(state.focus, root, heading);

  // The category's form arrived for a draft just reopened: an empty required specific brings it back to step 1.
  useEffect(() => {
    if (!state.resumePending || (!sellerForm.fields && !sellerForm.failed)) return;
    const latest = currentForm();
    // A render behind the reopened draft: these fields are another category's.
    if (latest.category !== form.category || latest.subCategoryId !== form.subCategoryId) return;
    dispatch({ type: 'sellerFormArrived', form: latest, fields: sellerForm.fields });
  }, [sellerForm.fields, sellerForm.failed, form.category, form.subCategoryId, state.resumeTurn]);

  const hold = usePressHold();
  const fields: WizardFields = {
    errorOf(path) {
      const problem = shownProblem(state, issues, path);
      return problem === undefined ? undefined : say(problem);
    },
    changed: (...paths) => dispatch({ type: 'fieldChanged', paths }),
    touch: (...paths) => hold.whenReleased(() => dispatch({ type: 'fieldLeft', paths })),
    setInvalid: (path, invalid) => dispatch({ type: 'inputValidity', path, invalid }),
    notify,
  };
  const valid = (s: Step) => stepValid(state, issues, s);

  function goTo(next: Step): void {
    if (next === step) return;
    dispatch({ type: 'goTo', step: next });
    if (!relisting) void saveDraftNow();
  }

  function next(): void {
    dispatch({ type: 'next', issues });
    if (valid(step) && !relisting) void saveDraftNow();
  }

  // ---- drafts -------------------------------------------------------------------------------------------
  async function relistDrafts(): Promise<void> {
    const fresh = await fetchDrafts();
    if (fresh.status === 200) dispatch({ type: 'draftsListed', drafts: fresh.drafts });
  }

  async function resume(chosen: DraftSummary): Promise<void> {
    if (hasUnsavedChanges()) await flushDraft();
    openDraft(chosen);
    categoryChoice.forget();
    dispatch({ type: 'draftOpened', form: currentForm(), focus: true });
    heading.current?.focus();
    notify('success', t('selling.drafts.resumed', { name: chosen.form.itemName?.trim() || t('selling.drafts.untitled') }));
    await relistDrafts();
  }

  async function newListing(): Promise<void> {
    if (hasUnsavedChanges()) await flushDraft();
    startNewListing();
    categoryChoice.forget();
    dispatch({ type: 'newListing' });
    heading.current?.focus();
    await relistDrafts();
  }

  async function saveNow(): Promise<void> {
    if (!$draft.get().draftId && !deservesDraft(toDraftForm(currentForm()))) return notify('error', t('selling.draft.nothing'));
    dispatch({ type: 'saving', saving: true });
    const ok = await saveDraftNow(true);
    dispatch({ type: 'saving', saving: false });
    const { message } = $draft.get();
    notify(ok ? 'success' : 'error', say(message ?? (ok ? 'draftSaved' : 'tryAgain')));
  }

  // ---- submitting ----------------------------------------------------------------------------------------
  async function submit(): Promise<void> {
    dispatch({ type: 'submitStarted', issues });
    if (firstInvalidStep(state, issues)) return;
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
    if (result.status === 403) return dispatch({ type: 'phase', phase: 'noSeller' });
    if (result.status === 404 && relisting) return dispatch({ type: 'phase', phase: 'relistMissing' });
    if (result.status !== 400) return dispatch({ type: 'submitFailed', message: saidOf(result) });
    const fieldErrors: Record<string, Said> = {};
    // Only paths the wizard shows a field for; anything else is said by the form's message.
    for (const [path, said] of Object.entries(fieldSaids(result))) if (isWizardField(fieldOfPath(path))) fieldErrors[fieldOfPath(path)] ??= said;
    dispatch({ type: 'submitFailed', message: saidOf(result), fieldErrors });
  }

  // ---- rendering ---------------------------------------------------------------------------------------------
  if (phase !== 'ready') return <Gate phase={phase} onRetry={() => void start()} />;

  return (
    <WizardContext.Provider value={fields}>
      <div className="sw-wizard" ref={root} data-testid="wizard">
        {relisting ? (
          <RelistBanner relisting={relisting} />
        ) : (
          <DraftToolbar
            canStartNew={Boolean(draft.draftId) || hasUnsavedChanges()}
            busy={state.saving || submitting}
            saving={state.saving}
            onNew={() => void newListing()}
            onSave={() => void saveNow()}
          />
        )}

        <StepNav step={step} valid={valid} reachable={(s) => stepReachable(state, issues, s)} onGo={goTo} />

        <div className={`sw-notice${notice ? ` is-${notice.kind}` : ''}`} role="status" aria-live="polite" data-testid="wizard-notice">
          {notice && (
            <>
              <span>{notice.text}</span>
              <button type="button" className="sw-notice-close" onClick={() => dispatch({ type: 'noticeDismissed' })} aria-label={t('selling.dismiss')}>
                ×
              </button>
            </>
          )}
        </div>

        {step === 1 && !relisting && (
          <DraftsList
            drafts={state.drafts.filter((d) => d.draftId !== draft.draftId)}
            categories={categories.data}
            onResume={(d) => void resume(d)}
            onRemoved={(draftId) => dispatch({ type: 'draftRemoved', draftId })}
          />
        )}

        <form
          className="sw-form card"
          noValidate
          aria-labelledby="wizard-step-title"
          onPointerDown={hold.onPointerDown}
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
                {t(`selling.step.${step}`)}
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
                onCategory={categoryChoice.chooseCategory}
                onSubCategory={categoryChoice.chooseSubCategory}
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

          {state.formError && (
            <div className="alert alert-error sw-form-error" role="alert" data-testid="form-error">
              {say(state.formError)}
            </div>
          )}
          {state.stepAlert && !valid(step) && !state.formError && (
            <p className="alert alert-error sw-form-error" role="alert">
              {t('selling.steps.fix')}
            </p>
          )}

          <StepButtons step={step} submitting={submitting} relisting={relisting !== null} onBack={() => goTo((step - 1) as Step)} />
        </form>
      </div>
    </WizardContext.Provider>
  );
}
