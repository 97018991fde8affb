import { LISTING_RULES, ListingMessages, listingRuleIssues } from '../../../../shared/listing-rules.ts';
import { checkSpecifics, type SellerFormField } from '../../../../shared/seller-form.ts';
import { toListingForm, ZONES, type ListingFormState } from './form.ts';

/*
 * The wizard's checks, run as the seller types: the listing rules the server runs
 * (`listingRuleIssues`), the category's item specifics (`checkSpecifics`), and what only a form can
 * get wrong (an amount that is not an amount, a number out of range). Messages stay in the spec's
 * English here; the wizard translates them.
 */

export type Step = 1 | 2 | 3;
export const STEPS: readonly Step[] = [1, 2, 3];

/** Client-only messages (the server's schema would refuse the same values in its own words). */
export const WizardMessages = {
  moneyFormat: 'Enter an amount in pounds, for example 125.50',
  shippingDays: `Enter a whole number of days from 1 to ${LISTING_RULES.maxShippingDays}`,
  uploading: 'Wait for the photos to finish uploading',
  formLoading: 'The item specifics are still loading',
} as const;

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
export function formIssues(state: ListingFormState, context: CheckContext): Record<string, string> {
  const issues: Record<string, string> = {};
  const add = (path: string, message: string) => {
    issues[path] ??= message;
  };
  for (const field of context.invalidInputs) add(field, field.endsWith('DeliveryDays') ? WizardMessages.shippingDays : WizardMessages.moneyFormat);
  if (state.category) {
    if (context.fields === null) add('itemSpecifics', WizardMessages.formLoading);
    else for (const issue of checkSpecifics(context.fields, state.itemSpecifics).issues) add(issue.path, issue.message);
  }
  if (context.uploading) add('photos', WizardMessages.uploading);
  for (const issue of listingRuleIssues(toListingForm(state))) add(issue.path, issue.message);
  if (state.listAsAuction) {
    const days = state.auctionDurationDays;
    if (!Number.isInteger(days) || days < LISTING_RULES.minDurationDays || days > LISTING_RULES.maxDurationDays) add('auctionDurationDays', ListingMessages.duration);
  }
  for (const [, , daysField] of ZONES) {
    const days = state[daysField];
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > LISTING_RULES.maxShippingDays)) add(daysField, WizardMessages.shippingDays);
  }
  return issues;
}

/** The issues that belong to one step. */
export function issuesOfStep(issues: Record<string, string>, step: Step): string[] {
  return Object.keys(issues).filter((path) => stepOf(path) === step);
}
