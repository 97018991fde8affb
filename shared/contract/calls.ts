/**
 * The call registry: every call of the contract (contract/CALLS.md) in one table, with the Lambda
 * function that serves it (its group), who may make it, its input schema and its output type.
 *
 * Everything else is derived from this table: the function groups and their routes
 * (lambdas/functions.ts → the CDK API stack, and the local gateway), each handler's input and answer
 * types (`defineCall(name, …)` in lambdas/lib/call.ts checks its `run` against them), the access
 * matrix's list of calls, and the site's `call(name, input)` (site/src/lib/api.ts), which imports this
 * module for its types only, so no schema reaches a page's JavaScript. Adding a call is one line here
 * and its handler.
 */
import type * as z from 'zod';
import type { Who } from './protocol.ts';
import type { Category, SubCategory } from '../categories.ts';
import type { ItemStatus } from '../item.ts';
import type { OrderStatus } from '../order.ts';
import type { SellerForm, SellerFormField } from '../seller-form.ts';
import { AddCardInputSchema, AddShippingAddressInputSchema, CreateCardSetupInputSchema, CreateSellerAccountInputSchema, DeleteSavedSearchInputSchema, FollowSellerInputSchema, GetCardsInputSchema, GetFollowedSellersInputSchema, GetNotificationsInputSchema, GetProfileInputSchema, GetSavedSearchesInputSchema, GetShippingAddressesInputSchema, GetWatchlistInputSchema, MarkNotificationReadInputSchema, RemoveCardInputSchema, RemoveShippingAddressInputSchema, SaveSearchInputSchema, UpdateCurrencyInputSchema, UpdatePaymentSettingsInputSchema, UpdateProfileInputSchema, WatchlistItemInputSchema, type AddCardOutput, type AddShippingAddressOutput, type CreateCardSetupOutput, type GetCardsOutput, type GetFollowedSellersOutput, type GetSavedSearchesOutput, type GetShippingAddressesOutput, type GetWatchlistOutput, type Notification, type ProfileView, type SaveSearchOutput, type UpdateCurrencyOutput } from './account.ts';
import { AdminDeleteCategoryInputSchema, AdminDeleteSubCategoryInputSchema, AdminDeleteSupportArticleInputSchema, AdminGetSellerFormsInputSchema, AdminGetSupportArticlesInputSchema, AdminSaveCategoryInputSchema, AdminSaveSellerFormInputSchema, AdminSaveSubCategoryInputSchema, AdminSaveSupportArticleInputSchema } from './admin-catalogue.ts';
import { AdminDeleteUserInputSchema, AdminGetUserInputSchema, AdminListUsersInputSchema, AdminResetAuthenticatorInputSchema, AdminSetUserStatusInputSchema, type AdminGetUserOutput, type AdminListUsersOutput, type AdminSetUserStatusOutput } from './admin-users.ts';
import { BuyNowInputSchema, GetBidStateInputSchema, GetMyBidsInputSchema, LowerReservePriceInputSchema, PlaceBidInputSchema, type BidState, type BuyNowOutput, type GetMyBidsOutput, type PlaceBidOutput } from './buying.ts';
import { GetCategoriesInputSchema, GetHomepageInputSchema, GetItemInputSchema, GetPriceGuideInputSchema, GetSupportArticlesInputSchema, MetadataInputSchema, SearchInputSchema, SendContactMessageInputSchema, SuggestInputSchema, type GetCategoriesOutput, type HomepageOutput, type ItemDetail, type MetadataOutput, type PriceGuideOutput, type SearchOutput, type SuggestOutput, type SupportArticle, type SupportArticlesOutput } from './catalogue.ts';
import { AdminGetDisputeInputSchema, AdminListDisputesInputSchema, CreateDisputeInputSchema, GetDisputeInputSchema, GetDisputesInputSchema, ReplyDisputeInputSchema, SetDisputeStatusInputSchema, type AdminDisputeView, type CreateDisputeOutput, type DisputeListOutput, type DisputeView } from './disputes.ts';
import { AddReviewInputSchema, AddTrackingNumberInputSchema, AdminListFulfilmentInputSchema, AdminUpdateFulfilmentInputSchema, ConfirmReceiptInputSchema, GetMyOrdersInputSchema, GetOrderInputSchema, GetSellerReviewsInputSchema, GetSellerReviewsMineInputSchema, PayOrderInputSchema, type AdminListFulfilmentOutput, type FulfilmentOrderView, type GetMyOrdersOutput, type OrderView, type PayOrderOutput, type SellerReview, type SellerReviewsOutput } from './orders.ts';
import { AdminListSalesInputSchema, AdminRunPayoutsInputSchema, GetMyPayoutsInputSchema, type AdminListSalesOutput, type AdminRunPayoutsOutput, type GetMyPayoutsOutput } from './payouts.ts';
import { AdminHideQuestionInputSchema, AdminListQuestionsInputSchema, AnswerQuestionInputSchema, AskQuestionInputSchema, GetQuestionsInputSchema, GetSellerQuestionsInputSchema, type AdminQuestionsOutput, type QuestionOutput, type QuestionsOutput, type SellerQuestionsOutput } from './questions.ts';
import { CreateUploadUrlInputSchema, DeleteDraftInputSchema, DeleteImageInputSchema, GetDraftsInputSchema, GetSellerFormInputSchema, GetSellerItemsInputSchema, GetSubmissionsInputSchema, RelistItemInputSchema, ReviewSubmissionInputSchema, SaveDraftInputSchema, SendSecondChanceOfferInputSchema, SubmitListingInputSchema, type CreateUploadUrlOutput, type GetDraftsOutput, type GetSellerItemsOutput, type GetSubmissionsOutput, type SendSecondChanceOfferOutput } from './selling.ts';

/** The Lambda function that serves a call (lambdas/functions.ts names each one's entry and rights). */
export type CallGroup = 'catalogue' | 'selling' | 'buying' | 'review' | 'fulfilment' | 'account' | 'admin' | 'disputes' | 'payouts' | 'questions';

/** A call's output type, carried by its entry for the type checker only (the value is an empty object). */
export interface Returns<T> {
  readonly output?: T;
}

/** Names an entry's output type: `returns<ItemDetail>()`. */
export function returns<T>(): Returns<T> {
  return {};
}

/** One call of the registry. */
export interface CallEntry<S extends z.ZodType = z.ZodType, O = unknown> {
  group: CallGroup;
  who: Who;
  input: S;
  output: Returns<O>;
}

function entry<S extends z.ZodType, O>(group: CallGroup, who: Who, input: S, output: Returns<O>): CallEntry<S, O> {
  return { group, who, input, output };
}

export const CALLS = {
  // ---- catalogue ----
  getCategories: entry('catalogue', 'any', GetCategoriesInputSchema, returns<GetCategoriesOutput>()),
  search: entry('catalogue', 'any', SearchInputSchema, returns<SearchOutput>()),
  metadata: entry('catalogue', 'any', MetadataInputSchema, returns<MetadataOutput>()),
  getHomepage: entry('catalogue', 'any', GetHomepageInputSchema, returns<HomepageOutput>()),
  getItem: entry('catalogue', 'any', GetItemInputSchema, returns<ItemDetail>()),
  getSupportArticles: entry('catalogue', 'any', GetSupportArticlesInputSchema, returns<SupportArticlesOutput>()),
  sendContactMessage: entry('catalogue', 'any', SendContactMessageInputSchema, returns<{ id: string }>()),
  getSellerReviews: entry('catalogue', 'any', GetSellerReviewsInputSchema, returns<SellerReviewsOutput>()),
  suggest: entry('catalogue', 'any', SuggestInputSchema, returns<SuggestOutput>()),
  getPriceGuide: entry('catalogue', 'any', GetPriceGuideInputSchema, returns<PriceGuideOutput>()),
  // ---- selling ----
  getSellerForm: entry('selling', 'any', GetSellerFormInputSchema, returns<{ fields: SellerFormField[] }>()),
  createUploadUrl: entry('selling', 'seller', CreateUploadUrlInputSchema, returns<CreateUploadUrlOutput>()),
  deleteImage: entry('selling', 'seller', DeleteImageInputSchema, returns<null>()),
  saveDraft: entry('selling', 'seller', SaveDraftInputSchema, returns<{ draftId: string; updatedAt: string }>()),
  getDrafts: entry('selling', 'seller', GetDraftsInputSchema, returns<GetDraftsOutput>()),
  deleteDraft: entry('selling', 'seller', DeleteDraftInputSchema, returns<null>()),
  submitListing: entry('selling', 'seller', SubmitListingInputSchema, returns<{ itemId: string; itemNumber: string; status: ItemStatus }>()),
  getSellerItems: entry('selling', 'seller', GetSellerItemsInputSchema, returns<GetSellerItemsOutput>()),
  relistItem: entry('selling', 'seller', RelistItemInputSchema, returns<{ itemId: string; status: ItemStatus }>()),
  lowerReservePrice: entry('selling', 'seller', LowerReservePriceInputSchema, returns<{ itemId: string; reserveMet: boolean; currentBid: number | null }>()),
  addTrackingNumber: entry('selling', 'seller', AddTrackingNumberInputSchema, returns<{ orderId: string; status: OrderStatus }>()),
  getSellerReviewsMine: entry('selling', 'seller', GetSellerReviewsMineInputSchema, returns<SellerReviewsOutput>()),
  sendSecondChanceOffer: entry('selling', 'seller', SendSecondChanceOfferInputSchema, returns<SendSecondChanceOfferOutput>()),
  // ---- buying ----
  placeBid: entry('buying', 'user', PlaceBidInputSchema, returns<PlaceBidOutput>()),
  getBidState: entry('buying', 'any', GetBidStateInputSchema, returns<BidState>()),
  getMyBids: entry('buying', 'user', GetMyBidsInputSchema, returns<GetMyBidsOutput>()),
  buyNow: entry('buying', 'user', BuyNowInputSchema, returns<BuyNowOutput>()),
  getMyOrders: entry('buying', 'user', GetMyOrdersInputSchema, returns<GetMyOrdersOutput>()),
  getOrder: entry('buying', 'user', GetOrderInputSchema, returns<OrderView>()),
  payOrder: entry('buying', 'user', PayOrderInputSchema, returns<PayOrderOutput>()),
  confirmReceipt: entry('buying', 'user', ConfirmReceiptInputSchema, returns<{ order: OrderView }>()),
  addReview: entry('buying', 'user', AddReviewInputSchema, returns<{ review: SellerReview }>()),
  // ---- review ----
  getSubmissions: entry('review', 'expert', GetSubmissionsInputSchema, returns<GetSubmissionsOutput>()),
  reviewSubmission: entry('review', 'expert', ReviewSubmissionInputSchema, returns<{ itemId: string; status: ItemStatus }>()),
  // ---- fulfilment ----
  adminListFulfilment: entry('fulfilment', 'admin', AdminListFulfilmentInputSchema, returns<AdminListFulfilmentOutput>()),
  adminUpdateFulfilment: entry('fulfilment', 'admin', AdminUpdateFulfilmentInputSchema, returns<FulfilmentOrderView>()),
  // ---- account ----
  getProfile: entry('account', 'user', GetProfileInputSchema, returns<ProfileView>()),
  updateProfile: entry('account', 'user', UpdateProfileInputSchema, returns<ProfileView>()),
  updateCurrency: entry('account', 'user', UpdateCurrencyInputSchema, returns<UpdateCurrencyOutput>()),
  createSellerAccount: entry('account', 'user', CreateSellerAccountInputSchema, returns<ProfileView>()),
  updatePaymentSettings: entry('account', 'user', UpdatePaymentSettingsInputSchema, returns<ProfileView>()),
  getShippingAddresses: entry('account', 'user', GetShippingAddressesInputSchema, returns<GetShippingAddressesOutput>()),
  addShippingAddress: entry('account', 'user', AddShippingAddressInputSchema, returns<AddShippingAddressOutput>()),
  removeShippingAddress: entry('account', 'user', RemoveShippingAddressInputSchema, returns<{ addressId: string }>()),
  getCards: entry('account', 'user', GetCardsInputSchema, returns<GetCardsOutput>()),
  createCardSetup: entry('account', 'user', CreateCardSetupInputSchema, returns<CreateCardSetupOutput>()),
  addCard: entry('account', 'user', AddCardInputSchema, returns<AddCardOutput>()),
  removeCard: entry('account', 'user', RemoveCardInputSchema, returns<{ cardId: string }>()),
  getWatchlist: entry('account', 'user', GetWatchlistInputSchema, returns<GetWatchlistOutput>()),
  addToWatchlist: entry('account', 'user', WatchlistItemInputSchema, returns<{ itemId: string; watching: true }>()),
  removeFromWatchlist: entry('account', 'user', WatchlistItemInputSchema, returns<{ itemId: string; watching: false }>()),
  getNotifications: entry('account', 'user', GetNotificationsInputSchema, returns<Notification[]>()),
  markNotificationRead: entry('account', 'user', MarkNotificationReadInputSchema, returns<{ notificationId: string; read: true }>()),
  saveSearch: entry('account', 'user', SaveSearchInputSchema, returns<SaveSearchOutput>()),
  getSavedSearches: entry('account', 'user', GetSavedSearchesInputSchema, returns<GetSavedSearchesOutput>()),
  deleteSavedSearch: entry('account', 'user', DeleteSavedSearchInputSchema, returns<null>()),
  followSeller: entry('account', 'user', FollowSellerInputSchema, returns<{ sellerId: string; following: true }>()),
  unfollowSeller: entry('account', 'user', FollowSellerInputSchema, returns<{ sellerId: string; following: false }>()),
  getFollowedSellers: entry('account', 'user', GetFollowedSellersInputSchema, returns<GetFollowedSellersOutput>()),
  // ---- admin ----
  adminListUsers: entry('admin', 'admin', AdminListUsersInputSchema, returns<AdminListUsersOutput>()),
  adminDeleteUser: entry('admin', 'admin', AdminDeleteUserInputSchema, returns<{ uid: string; withdrawnListings: number }>()),
  adminGetUser: entry('admin', 'admin', AdminGetUserInputSchema, returns<AdminGetUserOutput>()),
  adminSetUserStatus: entry('admin', 'admin', AdminSetUserStatusInputSchema, returns<AdminSetUserStatusOutput>()),
  adminResetAuthenticator: entry('admin', 'admin', AdminResetAuthenticatorInputSchema, returns<AdminSetUserStatusOutput>()),
  adminSaveCategory: entry('admin', 'admin', AdminSaveCategoryInputSchema, returns<{ category: Category }>()),
  adminDeleteCategory: entry('admin', 'admin', AdminDeleteCategoryInputSchema, returns<{ id: string }>()),
  adminSaveSubCategory: entry('admin', 'admin', AdminSaveSubCategoryInputSchema, returns<{ subCategory: SubCategory }>()),
  adminDeleteSubCategory: entry('admin', 'admin', AdminDeleteSubCategoryInputSchema, returns<{ categoryId: string; id: string }>()),
  adminSaveSellerForm: entry('admin', 'admin', AdminSaveSellerFormInputSchema, returns<{ form: SellerForm }>()),
  adminGetSellerForms: entry('admin', 'admin', AdminGetSellerFormsInputSchema, returns<{ forms: SellerForm[] }>()),
  adminSaveSupportArticle: entry('admin', 'admin', AdminSaveSupportArticleInputSchema, returns<{ article: SupportArticle }>()),
  adminDeleteSupportArticle: entry('admin', 'admin', AdminDeleteSupportArticleInputSchema, returns<{ id: string }>()),
  adminGetSupportArticles: entry('admin', 'admin', AdminGetSupportArticlesInputSchema, returns<{ articles: SupportArticle[] }>()),
  // ---- disputes ----
  createDispute: entry('disputes', 'user', CreateDisputeInputSchema, returns<CreateDisputeOutput>()),
  getDisputes: entry('disputes', 'user', GetDisputesInputSchema, returns<DisputeListOutput>()),
  getDispute: entry('disputes', 'user', GetDisputeInputSchema, returns<DisputeView>()),
  replyDispute: entry('disputes', 'user', ReplyDisputeInputSchema, returns<DisputeView>()),
  setDisputeStatus: entry('disputes', 'admin', SetDisputeStatusInputSchema, returns<DisputeView>()),
  adminListDisputes: entry('disputes', 'admin', AdminListDisputesInputSchema, returns<DisputeListOutput>()),
  adminGetDispute: entry('disputes', 'admin', AdminGetDisputeInputSchema, returns<AdminDisputeView>()),
  // ---- payouts ----
  adminListSales: entry('payouts', 'admin', AdminListSalesInputSchema, returns<AdminListSalesOutput>()),
  adminRunPayouts: entry('payouts', 'admin', AdminRunPayoutsInputSchema, returns<AdminRunPayoutsOutput>()),
  getMyPayouts: entry('payouts', 'seller', GetMyPayoutsInputSchema, returns<GetMyPayoutsOutput>()),
  // ---- questions ----
  askQuestion: entry('questions', 'user', AskQuestionInputSchema, returns<QuestionOutput>()),
  answerQuestion: entry('questions', 'user', AnswerQuestionInputSchema, returns<QuestionOutput>()),
  getQuestions: entry('questions', 'any', GetQuestionsInputSchema, returns<QuestionsOutput>()),
  getSellerQuestions: entry('questions', 'seller', GetSellerQuestionsInputSchema, returns<SellerQuestionsOutput>()),
  adminHideQuestion: entry('questions', 'admin', AdminHideQuestionInputSchema, returns<null>()),
  adminListQuestions: entry('questions', 'admin', AdminListQuestionsInputSchema, returns<AdminQuestionsOutput>()),
} as const;

export type CallName = keyof typeof CALLS;
/** What the caller sends (before the schema's defaults and trimming). */
export type CallInput<N extends CallName> = z.input<(typeof CALLS)[N]['input']>;
/** What the handler receives (after the schema). */
export type ParsedCallInput<N extends CallName> = z.output<(typeof CALLS)[N]['input']>;
/** The `data` of the call's successful answer. */
export type CallOutput<N extends CallName> = (typeof CALLS)[N]['output'] extends Returns<infer O> ? O : never;

/** The names of every call, in the registry's order. */
export const CALL_NAMES = Object.keys(CALLS) as CallName[];

/** The calls one function serves, in the registry's order. */
export function callsOfGroup(group: CallGroup): CallName[] {
  return CALL_NAMES.filter((name) => CALLS[name].group === group);
}
