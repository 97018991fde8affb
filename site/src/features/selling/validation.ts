import { LISTING_RULES, listingRuleIssues } from '../../../../shared/listing-rules.ts';
import type { Notice } from '../../../../shared/messages.ts';
import { checkSpecifics, type SellerFormField } from '../../../../shared/seller-form.ts';
import { toListingForm, ZONES, type ListingFormState } from './form.ts';

/*
 * The wizard's checks, run as the seller types: the listing rules the server runs
 * (`listingRuleIssues`), the category's item specifics (`checkSpecifics`), and what only a form can
 * get wrong (an amount that is not an amount, a number out of range). Each problem is a message
 * code (shared/messages.ts); the wizard says it in the page's language.
 */

export type Step = 1 | 2 | 3;
export const STEPS: readonly Step[] = [1, 2, 3];

/** The fields of each step, in the order they appear (error focus follows it). */
export const STEP_FIELDS: Record<Step, readonly string[]> = {
  1: ['category', 'subCategoryId', 'itemSpecifics', 'itemName', 'itemCaption', 'itemDescription', 'photos'],
  2: [
    'estimatedValue',
    'listAsAuction',
    'startingAuctionPrice',
    'priceIncrement',
    'auctionDurationDays',
    'reservePrice',
    'List_of_Buy_it',
    'buyItNowPrice',
    'shipWithUs',
    'professionallyCleaned',
    'photography',
    'threeSixtyPhotography',
  ],
  3: [
    'shippingPaidBy',
    'insureItem',
    'nationwideShippingCost',
    'nationwideShippingDeliveryDays',
    'shippingToEuropeCost',
    'shippingToEuropeDeliveryDays',
    'worldwideShippingCost',
    'worldwideShippingDeliveryDays',
    'companyName',
  ],
};

/** The step a field (or a server path such as `form.photos.3`) belongs to; 1 when unknown. */
export function stepOf(path: string): Step {
  const field = path.replace(/^form\./, '').split('.')[0] ?? '';
  for (const step of STEPS) if (STEP_FIELDS[step].includes(field)) return step;
  return 1;
}

/** Whether the wizard has a field for a path (`itemSpecifics.field2`, `photos`, ...). */
export function isWizardField(path: string): boolean {
  const field = path.split('.')[0] ?? '';
  return STEPS.some((step) => STEP_FIELDS[step].includes(field));
}

/**
 * A server path mapped onto the wizard's field: `form.photos.3` → `photos`,
 * `form.itemSpecifics.field2` → `itemSpecifics.field2`.
 */
export function fieldOfPath(path: string): string {
  const bare = path.replace(/^form\./, '');
  if (bare.startsWith('itemSpecifics.')) return bare.split('.').slice(0, 2).join('.');
  return bare.split('.')[0] ?? bare;
}

export interface CheckContext {
  /** The category's seller form; null while it loads. */
  fields: SellerFormField[] | null;
  /** Inputs whose text is not a value (an amount like "12.3.4"). */
  invalidInputs: ReadonlySet<string>;
  /** True while photos upload. */
  uploading: boolean;
}

/** Every problem of the form, the first message per field, by field path. */
export function formIssues(state: ListingFormState, context: CheckContext): Record<string, Notice> {
  const issues: Record<string, Notice> = {};
  const add = (path: string, notice: Notice) => {
    issues[path] ??= notice.params ? { code: notice.code, params: notice.params } : { code: notice.code };
  };
  for (const field of context.invalidInputs) add(field, { code: field.endsWith('DeliveryDays') ? 'shippingDays' : 'moneyFormat' });
  if (state.category) {
    if (context.fields === null) add('itemSpecifics', { code: 'formLoading' });
    else for (const issue of checkSpecifics(context.fields, state.itemSpecifics).issues) add(issue.path, issue);
  }
  if (context.uploading) add('photos', { code: 'uploading' });
  for (const issue of listingRuleIssues(toListingForm(state))) add(issue.path, issue);
  if (state.listAsAuction) {
    const days = state.auctionDurationDays;
    if (!Number.isInteger(days) || days < LISTING_RULES.minDurationDays || days > LISTING_RULES.maxDurationDays) add('auctionDurationDays', { code: 'duration' });
  }
  for (const [, , daysField] of ZONES) {
    const days = state[daysField];
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > LISTING_RULES.maxShippingDays)) add(daysField, { code: 'shippingDays' });
  }
  return issues;
}

/** The issues that belong to one step. */
export function issuesOfStep(issues: Record<string, unknown>, step: Step): string[] {
  return Object.keys(issues).filter((path) => stepOf(path) === step);
}

/**
 * The step a reopened draft starts at: the first one with something left to do, or the last when
 * nothing is. The category's item specifics count once its form (`fields`) is known: a required one
 * left empty is step 1's; until then (null) they are left out, and the wizard asks again when the
 * form arrives.
 */
export function resumeStep(state: ListingFormState, fields: SellerFormField[] | null = null): Step {
  const issues = formIssues(state, { fields: fields ?? [], invalidInputs: new Set(), uploading: false });
  const todo = Object.keys(issues).filter((path) => fields !== null || !path.startsWith('itemSpecifics'));
  return STEPS.find((step) => todo.some((path) => stepOf(path) === step)) ?? STEPS[STEPS.length - 1]!;
}
