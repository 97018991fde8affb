import * as z from 'zod';
import { ruleIssue, said } from './protocol.ts';
import { LISTING_RULES, listingRuleIssues } from '../listing-rules.ts';
import { IdSchema, PenceSchema, type ItemDetail, type ItemSummary } from './catalogue.ts';
import type { Fulfilment, ItemStatus } from '../item.ts';
import type { Pence } from '../money.ts';

// The listing rules live in a zod-free module so the wizard can run them in the browser.
export { LISTING_RULES, listingRuleIssues };

const text = (max: number) => z.string().trim().max(max);
const days = z.number().int().min(1).max(LISTING_RULES.maxShippingDays);
/**
 * A photo: the key createUploadUrl gave (`uploads/<seller>/<ULID>.jpg|png`, made by the server), or a
 * photo of a submitted listing being relisted (`listings/<lot>/<content hash>.jpg|png`). Nothing else
 * is accepted: no thumbnail, no other folder.
 */
export const PhotoKeySchema = z
  .string()
  .regex(/^(uploads\/[A-Za-z0-9_-]+\/[0-9A-HJKMNP-TV-Z]{26}|listings\/[0-9A-HJKMNP-TV-Z]{26}\/[0-9a-f]{16})\.(jpg|png)$/, said('notUploadedPhoto'));

/**
 * The spec's listing draft (the sell-an-item form), amounts in pence. Every field is optional here
 * so a draft can be saved half-way; `ListingSubmitSchema` adds the rules a submission must meet.
 */
export const ListingFormSchema = z.strictObject({
  category: IdSchema.optional(),
  subCategoryId: IdSchema.nullable().optional(),
  photos: z.array(PhotoKeySchema).max(LISTING_RULES.maxPhotos, said('tooManyPhotos')).optional(),
  itemFullFill: z.boolean().optional(),
  itemName: text(120).optional(),
  itemCaption: text(160).optional(),
  itemDescription: text(5000).optional(),
  /** Item specifics by the seller form's order: {field1: value, field2: value, ...}. */
  itemSpecifics: z.record(z.string().regex(/^field\d{1,2}$/), text(200)).optional(),
  estimatedValue: PenceSchema.optional(),
  price: PenceSchema.optional(),
  listAsAuction: z.boolean().optional(),
  startingAuctionPrice: PenceSchema.optional(),
  priceIncrement: PenceSchema.nullable().optional(),
  auctionDurationDays: z.number().int().min(LISTING_RULES.minDurationDays, said('duration')).max(LISTING_RULES.maxDurationDays, said('duration')).optional(),
  reservePrice: PenceSchema.nullable().optional(),
  List_of_Buy_it: z.boolean().optional(),
  buyItNowPrice: PenceSchema.nullable().optional(),
  Service_info: z.boolean().optional(),
  shipWithUs: z.boolean().optional(),
  professionallyCleaned: z.boolean().optional(),
  photography: z.boolean().optional(),
  threeSixtyPhotography: z.boolean().optional(),
  shippingPaidBy: z.enum(['buyer', 'seller']).optional(),
  insureItem: z.boolean().optional(),
  nationwideShippingCost: PenceSchema.nullable().optional(),
  nationwideShippingDeliveryDays: days.nullable().optional(),
  shippingToEuropeCost: PenceSchema.nullable().optional(),
  shippingToEuropeDeliveryDays: days.nullable().optional(),
  worldwideShippingCost: PenceSchema.nullable().optional(),
  worldwideShippingDeliveryDays: days.nullable().optional(),
  companyName: text(120).nullable().optional(),
  // the spec's other draft fields, kept as the seller typed them
  No_of_objects_Specific: text(200).optional(),
  Series: text(200).optional(),
  Publisher: text(200).optional(),
  Extras: text(500).optional(),
  No_of_Objects: text(200).optional(),
  Series_of_objects: text(200).optional(),
  Publisher_of_objects: text(200).optional(),
  isDraft: z.boolean().optional(),
});
export type ListingForm = z.output<typeof ListingFormSchema>;

/** A submission: the form, checked whole against the listing rules (first broken rule first). */
export const ListingSubmitFormSchema = ListingFormSchema.superRefine((form, ctx) => {
  for (const issue of listingRuleIssues(form)) ctx.addIssue(ruleIssue([issue.path], issue));
});

// ---- calls ---------------------------------------------------------------------------------------

export const SaveDraftInputSchema = z.strictObject({ draftId: IdSchema.optional(), form: ListingFormSchema });
export const GetDraftsInputSchema = z.strictObject({});
export const DeleteDraftInputSchema = z.strictObject({ draftId: IdSchema });
export const SubmitListingInputSchema = z.strictObject({ draftId: IdSchema.optional(), form: ListingSubmitFormSchema });
export const GetSellerFormInputSchema = z.strictObject({ categoryId: IdSchema, subCategoryId: IdSchema.nullable().optional() });
export const CreateUploadUrlInputSchema = z.strictObject({
  fileName: z.string().trim().min(1).max(200),
  contentType: z.string().refine((t) => (LISTING_RULES.photoTypes as readonly string[]).includes(t), said('onlyJpgPng')),
  size: z.number().int().min(1).max(LISTING_RULES.maxPhotoBytes - 1, said('imageTooLarge')),
});
export const DeleteImageInputSchema = z.strictObject({ key: PhotoKeySchema });
export const GetSellerItemsInputSchema = z.strictObject({ tab: z.enum(['active', 'sold', 'unsold', 'shipping', 'submissions']) });
export const RelistItemInputSchema = z.strictObject({ itemId: IdSchema, form: ListingSubmitFormSchema.optional() });
/** A lapsed sale's lot offered to its under-bidder at their maximum (the seller's; issue 10 point 4). */
export const SendSecondChanceOfferInputSchema = z.strictObject({ itemId: IdSchema });
export const GetSubmissionsInputSchema = z.strictObject({ status: z.literal('Awaiting Approval').optional() });
export const ReviewSubmissionInputSchema = z
  .strictObject({ itemId: IdSchema, decision: z.enum(['accept', 'reject']), note: z.string().trim().max(2000).default('') })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.note) ctx.addIssue(ruleIssue(['note'], 'rejectionNoteRequired'));
  });

// ---- answers -------------------------------------------------------------------------------------

/** A saved draft as getDrafts lists it. */
export interface DraftSummary {
  draftId: string;
  form: ListingForm;
  updatedAt: string;
}
export interface GetDraftsOutput {
  drafts: DraftSummary[];
}

/** Where a photo goes: S3's presigned POST (its url and fields), the key to list it by, and where it will be seen. */
export interface CreateUploadUrlOutput {
  url: string;
  fields: Record<string, string>;
  key: string;
  photoUrl: string;
}

/** A row of a seller dashboard tab. */
export interface SellerItemRow extends ItemSummary {
  /** The lot's sale, once it has one. */
  orderId?: string;
  rejectionNote: string | null;
  submittedAt: string;
}
export interface GetSellerItemsOutput {
  items: SellerItemRow[];
}

/** A listing awaiting an expert: the whole lot (reserve included), its specifics in French too (docs/adr/0051). */
export interface SubmissionView extends ItemDetail {
  specificsFr: Record<string, string>;
  submittedAt: string;
  durationDays: number;
  fulfilment: Fulfilment;
  /** The caller's own listing: experts cannot review their own listings. */
  ownListing: boolean;
}
export interface GetSubmissionsOutput {
  items: SubmissionView[];
}

/** What a second-chance offer made: the lot's new sale. */
export interface SendSecondChanceOfferOutput {
  itemId: string;
  orderId: string;
  status: ItemStatus;
  price: Pence;
}
