import { describe, expect, it } from 'vitest';
import type { SellerFormField } from '../../shared/seller-form.ts';
import { formatPoundsInput, parsePounds } from '../../site/src/lib/forms/pounds.ts';
import { deservesDraft, emptyListingForm, fromListingForm, toDraftForm, toListingForm, type ListingFormState } from '../../site/src/features/selling/form.ts';
import { currentForm, restoreListingForm } from '../../site/src/features/selling/store.ts';
import { fieldOfPath, formIssues, issuesOfStep, resumeStep, stepOf } from '../../site/src/features/selling/validation.ts';
import { initialWizardState, shownProblem, stepReachable, wizardReducer, type WizardAction, type WizardState } from '../../site/src/features/selling/wizard-state.ts';

/** The listing wizard's pure parts: money as typed, the form ⇄ contract mapping, its checks, and its state's reducer. */

const fields: SellerFormField[] = [
  { name: 'field1', label: 'Period', type: 'dropdown', options: ['Victorian', 'Georgian'], required: true },
  { name: 'field2', label: 'Width (cm)', type: 'number', required: false },
];

function complete(): ListingFormState {
  return {
    ...emptyListingForm(),
    category: 'clocks',
    subCategoryId: 'clocks-mantel',
    photos: [1, 2, 3, 4, 5].map((n) => `uploads/u1/01KAAAAAAAAAAAAAAAAAAAAAA${n}.jpg`),
    itemName: 'French mantel clock',
    itemCaption: 'Ormolu and marble',
    itemDescription: 'Eight-day movement.',
    itemSpecifics: { field1: 'Victorian' },
    estimatedValue: 60_000,
    listAsAuction: true,
    startingAuctionPrice: 10_000,
    reservePrice: 20_000,
    shippingPaidBy: 'buyer',
    nationwideShippingCost: 2_500,
    nationwideShippingDeliveryDays: 3,
  };
}
const context = { fields, invalidInputs: new Set<string>(), uploading: false };

describe('money as sellers type it', () => {
  it('reads pounds and pence, with a decimal point or a French decimal comma, into pence', () => {
    expect(parsePounds('125.50')).toBe(12_550);
    expect(parsePounds('125.5')).toBe(12_550);
    expect(parsePounds('£1,250')).toBe(125_000);
    expect(parsePounds('1 250,75')).toBe(125_075);
    expect(parsePounds('0')).toBe(0);
    expect(parsePounds('  ')).toBeNull();
    expect(parsePounds('12.345')).toBeNaN();
    expect(parsePounds('ten')).toBeNaN();
    expect(parsePounds('-5')).toBeNaN();
  });
  it('shows pence back as the input text of each language', () => {
    expect(formatPoundsInput(12_550, 'en')).toBe('125.50');
    expect(formatPoundsInput(12_550, 'fr')).toBe('125,50');
    expect(formatPoundsInput(null, 'en')).toBe('');
  });
});

describe('the wizard form and the contract form', () => {
  it('leaves out what is not set, and the fields of a format not chosen', () => {
    const form = toListingForm({ ...complete(), listAsAuction: false, List_of_Buy_it: true, buyItNowPrice: 30_000, shippingToEuropeCost: null });
    expect(form).not.toHaveProperty('startingAuctionPrice');
    expect(form).not.toHaveProperty('reservePrice');
    expect(form).not.toHaveProperty('auctionDurationDays');
    expect(form).not.toHaveProperty('shippingToEuropeCost');
    expect(form).toMatchObject({ buyItNowPrice: 30_000, List_of_Buy_it: true, itemSpecifics: { field1: 'Victorian' } });
  });
  it('drops a reserve the rules no longer allow (value £150 or less)', () => {
    expect(toListingForm({ ...complete(), estimatedValue: 15_000 })).not.toHaveProperty('reservePrice');
  });
  it('restores a saved draft exactly', () => {
    const state = { ...complete(), List_of_Buy_it: true, buyItNowPrice: 55_000, insureItem: true, professionallyCleaned: true, auctionDurationDays: 10 };
    expect(toListingForm(fromListingForm(toListingForm(state)))).toEqual(toListingForm(state));
  });
  it('keeps values a draft would refuse out of the draft while the seller types', () => {
    const draft = toDraftForm({ ...complete(), nationwideShippingDeliveryDays: 0, auctionDurationDays: 30 });
    expect(draft).not.toHaveProperty('nationwideShippingDeliveryDays');
    expect(draft).not.toHaveProperty('auctionDurationDays');
  });
});

describe('the checks as the seller types', () => {
  it('finds nothing wrong with a complete listing', () => {
    expect(formIssues(complete(), context)).toEqual({});
  });
  it('reports the listing rules, the specifics and the form-only problems, each on its field and step', () => {
    const issues = formIssues(
      { ...complete(), itemSpecifics: { field2: 'wide' }, photos: [], reservePrice: 10_000, nationwideShippingDeliveryDays: null, priceIncrement: 0 },
      { ...context, invalidInputs: new Set(['buyItNowPrice']) },
    );
    expect(issues).toMatchObject({
      'itemSpecifics.field1': { code: 'required' },
      'itemSpecifics.field2': { code: 'mustBeNumber' },
      photos: { code: 'minimumImages' },
      reservePrice: { code: 'reserveMin' },
      priceIncrement: { code: 'incrementMin' },
      nationwideShippingDeliveryDays: { code: 'shippingPair' },
      buyItNowPrice: { code: 'moneyFormat' },
    });
    expect(issuesOfStep(issues, 1).sort()).toEqual(['itemSpecifics.field1', 'itemSpecifics.field2', 'photos']);
    expect(issuesOfStep(issues, 3).sort()).toEqual(['nationwideShippingCost', 'nationwideShippingDeliveryDays']);
    expect(issues.nationwideShippingCost).toEqual({ code: 'oneShippingZone' });
  });
  it('holds the step while photos upload or the specifics load', () => {
    expect(formIssues(complete(), { ...context, uploading: true }).photos).toEqual({ code: 'uploading' });
    expect(formIssues(complete(), { ...context, fields: null }).itemSpecifics).toEqual({ code: 'formLoading' });
  });
  it("maps the server's field paths onto the wizard's fields and steps", () => {
    expect(fieldOfPath('form.photos.3')).toBe('photos');
    expect(fieldOfPath('itemSpecifics.field2')).toBe('itemSpecifics.field2');
    expect(fieldOfPath('form.buyItNowPrice')).toBe('buyItNowPrice');
    expect(stepOf('form.photos.3')).toBe(1);
    expect(stepOf('reservePrice')).toBe(2);
    expect(stepOf('worldwideShippingCost')).toBe(3);
  });
});

describe('drafts', () => {
  it('are kept only once the listing has a name or a photo, not for a category alone', () => {
    expect(deservesDraft(toDraftForm({ ...emptyListingForm(), category: 'clocks', subCategoryId: 'clocks-mantel' }))).toBe(false);
    expect(deservesDraft(toDraftForm({ ...emptyListingForm(), category: 'clocks', itemName: '   ' }))).toBe(false);
    expect(deservesDraft(toDraftForm({ ...emptyListingForm(), itemName: 'Mantel clock' }))).toBe(true);
    expect(deservesDraft(toDraftForm({ ...emptyListingForm(), photos: ['uploads/u1/01KAAAAAAAAAAAAAAAAAAAAAA1.jpg'] }))).toBe(true);
  });

  it('reopen at the first step with something left to do, or at the last when nothing is', () => {
    expect(resumeStep(emptyListingForm())).toBe(1);
    expect(resumeStep({ ...complete(), itemCaption: '' })).toBe(1);
    expect(resumeStep({ ...complete(), listAsAuction: false, startingAuctionPrice: null, reservePrice: null })).toBe(2);
    expect(resumeStep({ ...complete(), nationwideShippingCost: null, nationwideShippingDeliveryDays: null })).toBe(3);
    expect(resumeStep(complete())).toBe(3);
  });

  it('reopen at step 1 when a required item specific is empty, once the category’s form is known (issue 24)', () => {
    const blank = { ...complete(), itemSpecifics: {} };
    // the form not known yet: the specifics cannot count, the rest of step 1 is done
    expect(resumeStep(blank)).toBe(3);
    expect(resumeStep(blank, fields)).toBe(1);
    expect(resumeStep(complete(), fields)).toBe(3);
  });
});

// ---- the wizard's state (wizard-state.ts): what the seller sees happen as they move, type, reopen drafts and submit ----

/** A listing with step 1 done and nothing of steps 2 and 3. */
function stepOneDone(): ListingFormState {
  const { category, photos, itemName, itemCaption, itemDescription, itemSpecifics } = complete();
  return { ...emptyListingForm(), category, photos, itemName, itemCaption, itemDescription, itemSpecifics };
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
