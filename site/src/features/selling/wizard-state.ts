/**
 * The listing wizard's state and every way it changes, as a pure reducer (no React, no calls), so
 * the unit tests drive it as the page does. The form's values are not here: they are the spec's
 * listing-form slice (store.ts), which the drafts autosave watches; this is what the wizard knows
 * about them — where the seller is, what they touched, what was refused — and the page around them.
 * ListingWizard.tsx dispatches; the hooks beside it (wizard-hooks.ts) run the effects.
 */
import type { Said } from '../../lib/messages.ts';
import type { SellerFormField } from '../../../../shared/seller-form.ts';
import type { DraftSummary } from './drafts.ts';
import type { ListingFormState } from './form.ts';
import { issuesOfStep, resumeStep, STEPS, stepOf, type Step } from './validation.ts';

export type Phase = 'starting' | 'signedOut' | 'noSeller' | 'failed' | 'relistMissing' | 'relistClosed' | 'ready';

/** The unsold item being edited to relist. */
export interface Relisting {
  itemId: string;
  itemNumber: string;
  name: string;
  rejectionNote: string | null;
}

export interface Notice {
  kind: 'success' | 'error';
  text: string;
  id: number;
}

export interface WizardState {
  phase: Phase;
  /** The seller's drafts, as last listed. */
  drafts: DraftSummary[];
  relisting: Relisting | null;
  step: Step;
  /** Fields the seller changed or left: their rule's message shows. */
  touched: ReadonlySet<string>;
  /** Steps the seller tried to leave (or submit) with problems: all their messages show. */
  attempted: ReadonlySet<Step>;
  /** Inputs whose text is not a value (an amount like "12.3.4"). */
  invalidInputs: ReadonlySet<string>;
  /** The server's messages by wizard field, from a refused submit; a field's clears when it changes. */
  serverErrors: Record<string, Said>;
  notice: Notice | null;
  /** The server's message for a refused submit. */
  formError: Said | null;
  /** "Fix the fields marked" under a step the seller could not leave. */
  stepAlert: boolean;
  submitting: boolean;
  saving: boolean;
  /** What to focus after this change: the step's heading or the first invalid field; `turn` changes every time. */
  focus: { target: 'heading' | 'invalid'; turn: number } | null;
  /** A draft just reopened whose category's form had not arrived: its step is decided again when it does. */
  resumePending: boolean;
  /** Counts the drafts reopened, so the wait for a category's form starts again for each. */
  resumeTurn: number;
}

/** The problems of the form by field path (validation.ts `formIssues`): moving and submitting read them. */
export type Issues = Record<string, unknown>;

export type WizardAction =
  /** What the page shows: the form, or a gate (also when a submit finds the seller cannot list). */
  | { type: 'phase'; phase: Phase }
  | { type: 'draftsListed'; drafts: DraftSummary[] }
  | { type: 'draftRemoved'; draftId: string }
  | { type: 'relistOpened'; relisting: Relisting }
  /** A draft opened (from the address, or resumed from the list): the form already holds it. */
  | { type: 'draftOpened'; form: ListingFormState; focus: boolean }
  | { type: 'newListing' }
  /** The category's seller form arrived (or failed: null) for the form as it stands. */
  | { type: 'sellerFormArrived'; form: ListingFormState; fields: SellerFormField[] | null }
  | { type: 'fieldChanged'; paths: readonly string[] }
  | { type: 'fieldLeft'; paths: readonly string[] }
  | { type: 'inputValidity'; path: string; invalid: boolean }
  | { type: 'goTo'; step: Step }
  | { type: 'next'; issues: Issues }
  | { type: 'submitStarted'; issues: Issues }
  /** The server refused the listing: its message, and (a 400) its messages by wizard field. */
  | { type: 'submitFailed'; message: Said; fieldErrors?: Record<string, Said> }
  | { type: 'saving'; saving: boolean }
  | { type: 'notify'; kind: Notice['kind']; text: string }
  | { type: 'noticeDismissed'; id?: number };

export function initialWizardState(): WizardState {
  return {
    phase: 'starting',
    drafts: [],
    relisting: null,
    step: 1,
    touched: new Set(),
    attempted: new Set(),
    invalidInputs: new Set(),
    serverErrors: {},
    notice: null,
    formError: null,
    stepAlert: false,
    submitting: false,
    saving: false,
    focus: null,
    resumePending: false,
    resumeTurn: 0,
  };
}

/** Whether a step can be left: no problem of its fields, no server message on them. */
export function stepValid(state: WizardState, issues: Issues, step: Step): boolean {
  return issuesOfStep(issues, step).length === 0 && !Object.keys(state.serverErrors).some((path) => stepOf(path) === step);
}

/** Whether the step indicator lets the seller jump to a step: every step before it is valid. */
export function stepReachable(state: WizardState, issues: Issues, step: Step): boolean {
  return STEPS.filter((earlier) => earlier < step).every((earlier) => stepValid(state, issues, earlier));
}

/** The first step with something to fix, if any. */
export function firstInvalidStep(state: WizardState, issues: Issues): Step | undefined {
  return STEPS.find((s) => !stepValid(state, issues, s));
}

/** The field's message to show now: the server's, else the rule's once the field was touched or its step attempted. */
export function shownProblem<P>(state: WizardState, issues: Record<string, P>, path: string): Said | P | undefined {
  const server = state.serverErrors[path];
  if (server) return server;
  const issue = issues[path];
  if (issue === undefined) return undefined;
  return state.touched.has(path) || state.attempted.has(stepOf(path)) ? issue : undefined;
}

const withAll = <T>(set: ReadonlySet<T>, items: readonly T[]): ReadonlySet<T> => (items.every((i) => set.has(i)) ? set : new Set([...set, ...items]));
const focusOn = (state: WizardState, target: 'heading' | 'invalid') => ({ target, turn: (state.focus?.turn ?? 0) + 1 });

/** A fresh form: nothing touched, attempted or refused. */
const cleared = (state: WizardState): WizardState => ({
  ...state,
  touched: new Set(),
  attempted: new Set(),
  invalidInputs: new Set(),
  serverErrors: {},
  formError: null,
  stepAlert: false,
});

/** The seller could not leave `at` (or a step before it): its messages show, the first invalid field takes focus. */
function refuse(state: WizardState, at: Step): WizardState {
  return { ...state, attempted: withAll(state.attempted, STEPS.filter((s) => s <= at)), stepAlert: true, step: at, focus: focusOn(state, 'invalid') };
}

function goTo(state: WizardState, step: Step): WizardState {
  if (step === state.step) return state;
  // The seller chose where to be: a late seller form does not move them.
  return { ...state, step, stepAlert: false, resumePending: false, focus: focusOn(state, 'heading') };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'phase':
      return { ...state, phase: action.phase, submitting: false };
    case 'draftsListed':
      return { ...state, drafts: action.drafts };
    case 'draftRemoved':
      return { ...state, drafts: state.drafts.filter((d) => d.draftId !== action.draftId) };
    case 'relistOpened':
      return { ...cleared(state), phase: 'ready', relisting: action.relisting, step: 1 };
    case 'draftOpened':
      return {
        ...cleared(state),
        step: resumeStep(action.form),
        resumePending: Boolean(action.form.category),
        resumeTurn: state.resumeTurn + 1,
        focus: action.focus ? focusOn(state, 'heading') : state.focus,
      };
    case 'newListing':
      return { ...cleared(state), step: 1, resumePending: false, focus: focusOn(state, 'heading') };
    case 'sellerFormArrived': {
      if (!state.resumePending) return state;
      // An empty required specific brings a reopened draft back to step 1.
      const at = action.fields ? resumeStep(action.form, action.fields) : state.step;
      return { ...state, resumePending: false, step: at < state.step ? at : state.step };
    }
    case 'fieldChanged': {
      const stale = action.paths.some((p) => p in state.serverErrors);
      const serverErrors = stale ? Object.fromEntries(Object.entries(state.serverErrors).filter(([p]) => !action.paths.includes(p))) : state.serverErrors;
      const touched = withAll(state.touched, action.paths);
      if (!stale && touched === state.touched && state.formError === null) return state;
      return { ...state, touched, serverErrors, formError: null };
    }
    case 'fieldLeft': {
      const touched = withAll(state.touched, action.paths);
      return touched === state.touched ? state : { ...state, touched };
    }
    case 'inputValidity': {
      if (state.invalidInputs.has(action.path) === action.invalid) return state;
      const invalidInputs = new Set(state.invalidInputs);
      if (action.invalid) invalidInputs.add(action.path);
      else invalidInputs.delete(action.path);
      return { ...state, invalidInputs };
    }
    case 'goTo':
      return goTo(state, action.step);
    case 'next':
      if (!stepValid(state, action.issues, state.step)) return refuse(state, state.step);
      return state.step < STEPS.length ? goTo(state, (state.step + 1) as Step) : state;
    case 'submitStarted': {
      const firstBad = firstInvalidStep(state, action.issues);
      if (firstBad) return refuse(state, firstBad);
      return { ...state, submitting: true, formError: null };
    }
    case 'submitFailed': {
      const serverErrors = action.fieldErrors ?? state.serverErrors;
      const failed: WizardState = { ...state, submitting: false, serverErrors, formError: action.message };
      const steps = action.fieldErrors ? Object.keys(action.fieldErrors).map(stepOf) : [];
      return steps.length ? refuse(failed, Math.min(...steps) as Step) : failed;
    }
    case 'saving':
      return { ...state, saving: action.saving };
    case 'notify':
      return { ...state, notice: { kind: action.kind, text: action.text, id: (state.notice?.id ?? 0) + 1 } };
    case 'noticeDismissed':
      return action.id === undefined || state.notice?.id === action.id ? { ...state, notice: null } : state;
  }
}
