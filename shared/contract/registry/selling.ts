import { entry, group, returns } from './entry.ts';
import type { ItemStatus } from '../../item.ts';
import type { OrderStatus } from '../../order.ts';
import type { SellerFormField } from '../../seller-form.ts';
import { LowerReservePriceInputSchema } from '../buying.ts';
import { AddTrackingNumberInputSchema, GetSellerReviewsMineInputSchema, type SellerReviewsOutput } from '../orders.ts';
import { CreateUploadUrlInputSchema, DeleteDraftInputSchema, DeleteImageInputSchema, GetDraftsInputSchema, GetSellerFormInputSchema, GetSellerItemsInputSchema, RelistItemInputSchema, SaveDraftInputSchema, SendSecondChanceOfferInputSchema, SubmitListingInputSchema, type CreateUploadUrlOutput, type GetDraftsOutput, type GetSellerItemsOutput, type SendSecondChanceOfferOutput } from '../selling.ts';

/** The selling function's calls: listing, drafts, photos and the seller's dashboard. */
export const SELLING_CALLS = group('selling', {
  getSellerForm: entry('any', GetSellerFormInputSchema, returns<{ fields: SellerFormField[] }>()),
  createUploadUrl: entry('seller', CreateUploadUrlInputSchema, returns<CreateUploadUrlOutput>()),
  deleteImage: entry('seller', DeleteImageInputSchema, returns<null>()),
  saveDraft: entry('seller', SaveDraftInputSchema, returns<{ draftId: string; updatedAt: string }>()),
  getDrafts: entry('seller', GetDraftsInputSchema, returns<GetDraftsOutput>()),
  deleteDraft: entry('seller', DeleteDraftInputSchema, returns<null>()),
  submitListing: entry('seller', SubmitListingInputSchema, returns<{ itemId: string; itemNumber: string; status: ItemStatus }>()),
  getSellerItems: entry('seller', GetSellerItemsInputSchema, returns<GetSellerItemsOutput>()),
  relistItem: entry('seller', RelistItemInputSchema, returns<{ itemId: string; status: ItemStatus }>()),
  lowerReservePrice: entry('seller', LowerReservePriceInputSchema, returns<{ itemId: string; reserveMet: boolean; currentBid: number | null }>()),
  addTrackingNumber: entry('seller', AddTrackingNumberInputSchema, returns<{ orderId: string; status: OrderStatus }>()),
  getSellerReviewsMine: entry('seller', GetSellerReviewsMineInputSchema, returns<SellerReviewsOutput>()),
  sendSecondChanceOffer: entry('seller', SendSecondChanceOfferInputSchema, returns<SendSecondChanceOfferOutput>()),
});
