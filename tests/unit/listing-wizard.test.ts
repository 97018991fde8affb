import { describe, expect, it } from 'vitest';
import type { SellerFormField } from '../../shared/seller-form.ts';
import { formatPoundsInput, parsePounds } from '../../site/src/lib/forms/pounds.ts';
import { deservesDraft, emptyListingForm, fromListingForm, toDraftForm, toListingForm, type ListingFormState } from '../../site/src/features/selling/form.ts';
import { fieldOfPath, formIssues, issuesOfStep, resumeStep, stepOf } from '../../site/src/features/selling/validation.ts';

/** The listing wizard's pure parts: money as typed, the form ⇄ contract mapping, and its checks. */

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
