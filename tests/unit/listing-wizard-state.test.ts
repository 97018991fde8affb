import { describe, expect, it } from 'vitest';
import type { SellerFormField } from '../../shared/seller-form.ts';
import { emptyListingForm, toListingForm, type ListingFormState } from '../../site/src/features/selling/form.ts';
import { currentForm, restoreListingForm } from '../../site/src/features/selling/store.ts';
import { formIssues } from '../../site/src/features/selling/validation.ts';
import {
  initialWizardState,
  shownProblem,
  stepReachable,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from '../../site/src/features/selling/wizard-state.ts';

/** The listing wizard's reducer: what the seller sees happen as they move, type, reopen drafts and submit. */

const fields: SellerFormField[] = [{ name: 'field1', label: 'Period', type: 'dropdown', options: ['Victorian', 'Georgian'], required: true }];

/** A listing with step 1 done and nothing of steps 2 and 3. */
function stepOneDone(): ListingFormState {
  return {
    ...emptyListingForm(),
    category: 'clocks',
    photos: [1, 2, 3, 4, 5].map((n) => `uploads/u1/01KAAAAAAAAAAAAAAAAAAAAAA${n}.jpg`),
    itemName: 'French mantel clock',
    itemCaption: 'Ormolu and marble',
    itemDescription: 'Eight-day movement.',
    itemSpecifics: { field1: 'Victorian' },
  };
}
const issuesOf = (form: ListingFormState, state: WizardState = initialWizardState()) =>
  formIssues(form, { fields, invalidInputs: state.invalidInputs, uploading: false });
const run = (actions: WizardAction[], from: WizardState = { ...initialWizardState(), phase: 'ready' }) => actions.reduce(wizardReducer, from);

describe('moving between steps', () => {
  it('stays on a step with an invalid field, names that field and asks to focus it', () => {
    const form = { ...stepOneDone(), itemName: '' };
    const issues = issuesOf(form);
    const before = run([]);
    expect(shownProblem(before, issues, 'itemName')).toBeUndefined(); // untouched: no message yet
    const after = run([{ type: 'next', issues }]);
    expect(after.step).toBe(1);
    expect(after.stepAlert).toBe(true);
    expect(shownProblem(after, issues, 'itemName')).toEqual({ code: 'required' });
    expect(after.focus).toMatchObject({ target: 'invalid' });
    // Step 2's fields have problems too, but the seller has not been there: they stay quiet.
    expect(shownProblem(after, issues, 'shippingPaidBy')).toBeUndefined();
  });

  it('moves on from a valid step, focusing the new step, and lets the indicator reach only steps after valid ones', () => {
    const issues = issuesOf(stepOneDone());
    const after = run([{ type: 'next', issues }]);
    expect(after.step).toBe(2);
    expect(after.focus).toMatchObject({ target: 'heading' });
    expect(stepReachable(after, issues, 2)).toBe(true);
    expect(stepReachable(after, issues, 3)).toBe(false); // step 2 has no price yet
  });

  it("shows a field's message once the seller changed or left it, before any attempt", () => {
    const issues = issuesOf({ ...stepOneDone(), itemCaption: '' });
    expect(shownProblem(run([{ type: 'fieldLeft', paths: ['itemCaption'] }]), issues, 'itemCaption')).toEqual({ code: 'required' });
    expect(shownProblem(run([{ type: 'fieldChanged', paths: ['itemCaption'] }]), issues, 'itemCaption')).toEqual({ code: 'required' });
  });

  it('holds a step while an amount typed is not an amount, and lets it go when the text is fixed', () => {
    const form: ListingFormState = { ...stepOneDone(), estimatedValue: 60_000, listAsAuction: true, startingAuctionPrice: 10_000 };
    const typedBadly = run([{ type: 'goTo', step: 2 }, { type: 'inputValidity', path: 'priceIncrement', invalid: true }]);
    const refused = wizardReducer(typedBadly, { type: 'next', issues: issuesOf(form, typedBadly) });
    expect(refused.step).toBe(2);
    expect(shownProblem(refused, issuesOf(form, refused), 'priceIncrement')).toEqual({ code: 'moneyFormat' });
    const fixed = wizardReducer(refused, { type: 'inputValidity', path: 'priceIncrement', invalid: false });
    expect(wizardReducer(fixed, { type: 'next', issues: issuesOf(form, fixed) }).step).toBe(3);
  });
});

describe('drafts', () => {
  it('a loaded draft fills the form and opens at its first step with something left to do, all checks fresh', () => {
    const dirty = run([{ type: 'fieldLeft', paths: ['itemName'] }, { type: 'next', issues: issuesOf(emptyListingForm()) }]);
    restoreListingForm(toListingForm(stepOneDone()));
    expect(currentForm()).toMatchObject({ itemName: 'French mantel clock', category: 'clocks', itemSpecifics: { field1: 'Victorian' } });
    const opened = wizardReducer(dirty, { type: 'draftOpened', form: currentForm(), focus: true });
    expect(opened.step).toBe(2);
    expect(opened.touched.size + opened.attempted.size).toBe(0);
    expect(opened.stepAlert).toBe(false);
    expect(opened.focus).toMatchObject({ target: 'heading' });
  });

  it("goes back to step 1 when the category's form arrives with a required specific left empty, but not once the seller moved", () => {
    const form = { ...stepOneDone(), itemSpecifics: {} };
    const opened = run([{ type: 'draftOpened', form, focus: false }]);
    expect(opened.step).toBe(2); // the specifics are not known yet
    expect(wizardReducer(opened, { type: 'sellerFormArrived', form, fields }).step).toBe(1);
    const moved = wizardReducer(opened, { type: 'goTo', step: 3 });
    expect(wizardReducer(moved, { type: 'sellerFormArrived', form, fields }).step).toBe(3);
  });

  it('a new listing starts again at step 1 with nothing touched', () => {
    const state = run([{ type: 'goTo', step: 3 }, { type: 'fieldLeft', paths: ['companyName'] }, { type: 'newListing' }]);
    expect(state.step).toBe(1);
    expect(state.touched.size).toBe(0);
  });

  it('keeps the draft list, less a draft removed', () => {
    const draft = (draftId: string) => ({ draftId, form: toListingForm(emptyListingForm()), updatedAt: '2026-11-28T00:00:00Z' });
    const state = run([{ type: 'draftsListed', drafts: [draft('a'), draft('b')] }, { type: 'draftRemoved', draftId: 'a' }]);
    expect(state.drafts.map((d) => d.draftId)).toEqual(['b']);
  });
});

describe('submitting', () => {
  it('sends nothing while a step has problems: it goes to the first such step and shows its messages', () => {
    const form = { ...stepOneDone(), itemName: '' };
    const state = run([{ type: 'goTo', step: 3 }, { type: 'submitStarted', issues: issuesOf(form) }]);
    expect(state.submitting).toBe(false);
    expect(state.step).toBe(1);
    expect(shownProblem(state, issuesOf(form), 'itemName')).toEqual({ code: 'required' });
  });

  it("puts the server's refusal on its fields, goes to the first step concerned, and clears a field's message when it changes", () => {
    const issues = {};
    const refused = run([
      { type: 'goTo', step: 3 },
      { type: 'submitStarted', issues },
      { type: 'submitFailed', message: { code: 'invalidValue' }, fieldErrors: { startingAuctionPrice: { code: 'startingPriceMin' } } },
    ]);
    expect(refused.submitting).toBe(false);
    expect(refused.step).toBe(2);
    expect(refused.formError).toEqual({ code: 'invalidValue' });
    expect(shownProblem(refused, issues, 'startingAuctionPrice')).toEqual({ code: 'startingPriceMin' });
    expect(stepReachable(refused, issues, 3)).toBe(false);
    const edited = wizardReducer(refused, { type: 'fieldChanged', paths: ['startingAuctionPrice'] });
    expect(shownProblem(edited, issues, 'startingAuctionPrice')).toBeUndefined();
    expect(edited.formError).toBeNull();
  });

  it('a refusal without field messages keeps the seller where they are', () => {
    const state = run([{ type: 'goTo', step: 3 }, { type: 'submitStarted', issues: {} }, { type: 'submitFailed', message: { code: 'tryAgain' } }]);
    expect(state).toMatchObject({ step: 3, submitting: false, formError: { code: 'tryAgain' } });
  });
});

describe('relisting and notices', () => {
  it('a relist prefill shows the form at step 1 with the item being relisted', () => {
    const relisting = { itemId: 'i1', itemNumber: '100001', name: 'Clock', rejectionNote: 'Better photos, please' };
    const state = run([{ type: 'relistOpened', relisting }], initialWizardState());
    expect(state).toMatchObject({ phase: 'ready', step: 1, relisting });
  });

  it('a notice fades only if it is still the one shown', () => {
    const first = run([{ type: 'notify', kind: 'success', text: 'Draft saved' }]);
    const second = wizardReducer(first, { type: 'notify', kind: 'success', text: 'Photo moved' });
    expect(wizardReducer(second, { type: 'noticeDismissed', id: first.notice!.id }).notice?.text).toBe('Photo moved');
    expect(wizardReducer(second, { type: 'noticeDismissed', id: second.notice!.id }).notice).toBeNull();
  });
});
