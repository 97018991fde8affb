import { SELLING_CALLS } from '../../../shared/contract/registry/selling.ts';
import { groupCalls } from '../../lib/call.ts';
import { addTrackingNumber, getSellerReviewsMine } from './add-tracking-number.ts';
import { createUploadUrl } from './create-upload-url.ts';
import { deleteImage } from './delete-image.ts';
import { deleteDraft, getDrafts, saveDraft } from './drafts.ts';
import { getSellerForm } from './get-seller-form.ts';
import { getSellerItems } from './get-seller-items.ts';
import { lowerReservePrice } from './lower-reserve-price.ts';
import { relistItem } from './relist-item.ts';
import { sendSecondChanceOffer } from './send-second-chance-offer.ts';
import { submitListing } from './submit-listing.ts';

/** Selling: the listing wizard's calls and the seller dashboard (sellers, but getSellerForm is public). */
export const sellingCalls = groupCalls(SELLING_CALLS, [getSellerForm, createUploadUrl, deleteImage, saveDraft, getDrafts, deleteDraft, submitListing, getSellerItems, relistItem, lowerReservePrice, addTrackingNumber, getSellerReviewsMine, sendSecondChanceOffer]);
