/**
 * The access matrix: every call the API serves, with who may make it (contract/CALLS.md) and a payload
 * that is valid for the person making it. tests/integration/access-matrix.test.ts drives each call as
 * a visitor, a user, another user, a seller, an expert and an admin. A new call joins this table when
 * it is added (the test fails for a served call the table lacks).
 *
 * `owned` says what in the payload names its owner: `uid` (a uid that is not the caller's is 403) or
 * `id` (an id of someone else's object is 404, never revealing that it exists). "Another user" sends
 * the first user's payload for owned calls, and their own for the rest.
 */

import type { Who } from '../../shared/contract/protocol.ts';
import { LONDON_ADDRESS } from './addresses.ts';

export type Actor = 'visitor' | 'user' | 'otherUser' | 'seller' | 'expert' | 'admin';
export const ACTORS: readonly Actor[] = ['visitor', 'otherUser', 'user', 'seller', 'expert', 'admin'];

/** What a signed-in actor owns when the matrix runs (made by the test before it). */
export interface Fixture {
  uid: string;
  addressId: string;
  cardId: string;
  /** A fresh, unattached card token for addCard. */
  paymentMethodId: string;
  notificationId: string;
}

/** Things of the catalogue the payloads name. */
export interface World {
  activeItemId: string;
  categoryId: string;
  /** The back office's own (made by the admin before the matrix runs, removed by its rows). */
  backOffice: BackOfficeWorld;
}

/** A category with a sub-category, a support article and a person to delete, for the admin rows. */
export interface BackOfficeWorld {
  categoryId: string;
  categoryName: string;
  subCategoryId: string;
  articleId: string;
  doomedUid: string;
}

export interface AccessRule {
  call: string;
  who: Who;
  payload(self: Fixture, world: World): Record<string, unknown>;
  owned?: 'uid' | 'id';
  /** Makes the caller a seller: run after every other call, so it changes no other row's answer. */
  changesRole?: boolean;
  /**
   * The registry's roles when the handler narrows them further with a message of its own (updatePaymentSettings:
   * an Account call, who: user in CALLS.md, that answers "sellerAccountRequired" to a user who is not a seller).
   */
  protocolWho?: Who;
  /** Whoever may make the call gets 200 (not only "neither 401 nor 403"). */
  succeeds?: boolean;
}

const none = () => ({});

export const ACCESS: readonly AccessRule[] = [
  // ---- catalogue (any) ----
  { call: 'getCategories', who: 'any', payload: () => ({ sortByNameAsc: true }) },
  { call: 'search', who: 'any', payload: () => ({ categoryId: null, term: '', limit: 10, offset: 0 }) },
  { call: 'metadata', who: 'any', payload: none },
  { call: 'getHomepage', who: 'any', payload: none },
  { call: 'suggest', who: 'any', payload: () => ({ term: 'clo' }) },
  { call: 'getPriceGuide', who: 'any', payload: () => ({ subCategoryId: 'NOSUCHSUBCATEGORY' }) },
  { call: 'getItem', who: 'any', payload: (_s, w) => ({ itemId: w.activeItemId }) },
  { call: 'getSupportArticles', who: 'any', payload: none },
  {
    call: 'sendContactMessage',
    who: 'any',
    payload: () => ({ name: 'Access Matrix', email: 'matrix@patina.test', subject: 'Access', message: 'Checking who may write.' }),
  },

  // ---- account (user) ----
  { call: 'getProfile', who: 'user', payload: none },
  { call: 'updateProfile', who: 'user', payload: () => ({ displayName: 'Matrix' }) },
  { call: 'updateCurrency', who: 'user', payload: (s) => ({ uid: s.uid, currency: 'EUR' }), owned: 'uid' },
  {
    call: 'createSellerAccount',
    who: 'user',
    payload: (s) => ({ sellerProfileName: `Matrix ${s.uid.slice(0, 8)}`, country: 'GB', iban: 'GB82WEST12345698765432', swift: 'NWBKGB2L' }),
    changesRole: true,
  },
  { call: 'updatePaymentSettings', who: 'seller', protocolWho: 'user', payload: () => ({ iban: 'DE89370400440532013000', swift: 'COBADEFFXXX' }) },
  { call: 'getShippingAddresses', who: 'user', payload: none },
  {
    call: 'addShippingAddress',
    who: 'user',
    payload: () => ({ ...LONDON_ADDRESS, fullName: 'Ada Lovelace' }),
  },
  { call: 'removeShippingAddress', who: 'user', payload: (s) => ({ addressId: s.addressId }), owned: 'id' },
  { call: 'getCards', who: 'user', payload: none },
  { call: 'addCard', who: 'user', payload: (s) => ({ paymentMethodId: s.paymentMethodId }) },
  { call: 'createCardSetup', who: 'user', payload: none },
  { call: 'removeCard', who: 'user', payload: (s) => ({ cardId: s.cardId }), owned: 'id' },
  { call: 'getWatchlist', who: 'user', payload: none },
  { call: 'addToWatchlist', who: 'user', payload: (_s, w) => ({ itemId: w.activeItemId }) },
  { call: 'removeFromWatchlist', who: 'user', payload: (_s, w) => ({ itemId: w.activeItemId }) },
  { call: 'getNotifications', who: 'user', payload: (s) => ({ uid: s.uid, limit: 10, offset: 0 }), owned: 'uid' },
  { call: 'markNotificationRead', who: 'user', payload: (s) => ({ uid: s.uid, notificationId: s.notificationId }), owned: 'uid' },

  // ---- selling (seller; getSellerForm any) — joined with role checks; their owners refine the payloads ----
  { call: 'getSellerForm', who: 'any', payload: (_s, w) => ({ categoryId: w.categoryId }) },
  { call: 'createUploadUrl', who: 'seller', payload: () => ({ fileName: 'front.jpg', contentType: 'image/jpeg', size: 120_000 }) },
  { call: 'deleteImage', who: 'seller', payload: none },
  { call: 'saveDraft', who: 'seller', payload: none },
  { call: 'getDrafts', who: 'seller', payload: none },
  { call: 'deleteDraft', who: 'seller', payload: none },
  { call: 'submitListing', who: 'seller', payload: none },
  { call: 'getSellerItems', who: 'seller', payload: () => ({ tab: 'active' }) },
  { call: 'relistItem', who: 'seller', payload: none },
  // A lot nobody has: the matrix checks who may ask, without selling or re-pricing a demo lot.
  { call: 'lowerReservePrice', who: 'seller', payload: () => ({ itemId: 'NOSUCHLOT', reservePrice: 20_000 }) },
  { call: 'sendSecondChanceOffer', who: 'seller', payload: () => ({ itemId: 'NOSUCHLOT' }) },

  // ---- buying (user; getBidState any) ----
  { call: 'getBidState', who: 'any', payload: (_s, w) => ({ itemId: w.activeItemId }) },
  { call: 'placeBid', who: 'user', payload: () => ({ itemId: 'NOSUCHLOT', amount: 100_000 }) },
  { call: 'buyNow', who: 'user', payload: () => ({ itemId: 'NOSUCHLOT' }) },
  { call: 'getMyBids', who: 'user', payload: none },
  { call: 'getMyOrders', who: 'user', payload: none },
  { call: 'getOrder', who: 'user', payload: () => ({ orderId: 'NOSUCHORDER' }) },
  { call: 'confirmReceipt', who: 'user', payload: () => ({ orderId: 'NOSUCHORDER' }) },
  { call: 'addReview', who: 'user', payload: () => ({ orderId: 'NOSUCHORDER', rating: 5, title: 'Lovely', text: 'As described.' }) },
  { call: 'addTrackingNumber', who: 'seller', payload: () => ({ orderId: 'NOSUCHORDER', trackingNumber: 'RM123456789GB', carrier: 'royalMail' }) },
  { call: 'getSellerReviewsMine', who: 'seller', payload: none },
  { call: 'getSellerReviews', who: 'any', payload: () => ({ sellerId: 'NOSUCHSELLER' }) },
  { call: 'payOrder', who: 'user', payload: (s) => ({ orderId: 'NOSUCHORDER', addressId: s.addressId, cardId: s.cardId }) },

  // ---- the fulfilment centre (admin; docs/adr/0021) ----
  { call: 'adminListFulfilment', who: 'admin', payload: () => ({}) },
  { call: 'adminUpdateFulfilment', who: 'admin', payload: () => ({ orderId: 'NOSUCHORDER', step: 'received' }) },
  // ---- disputes (user; the manager's calls admin) and payouts (admin; statements seller) ----
  { call: 'createDispute', who: 'user', payload: () => ({ orderId: 'NOSUCHORDER', message: 'The dial is cracked.' }) },
  { call: 'getDisputes', who: 'user', payload: () => ({ state: 'open' }) },
  { call: 'getDispute', who: 'user', payload: () => ({ itemDisputeId: 'NOSUCHDISPUTE' }) },
  { call: 'replyDispute', who: 'user', payload: () => ({ itemDisputeId: 'NOSUCHDISPUTE', message: 'Any news?' }) },
  { call: 'setDisputeStatus', who: 'admin', payload: () => ({ itemDisputeId: 'NOSUCHDISPUTE', status: 'resolved' }) },
  { call: 'adminListDisputes', who: 'admin', payload: () => ({ status: 'open' }) },
  { call: 'adminGetDispute', who: 'admin', payload: () => ({ itemDisputeId: 'NOSUCHDISPUTE' }) },
  { call: 'adminListSales', who: 'admin', payload: () => ({ paidToSeller: false }) },
  // A run on the shared stack pays only what is due (each sale once): harmless to the other tests.
  { call: 'adminRunPayouts', who: 'admin', payload: none },
  { call: 'getMyPayouts', who: 'seller', payload: none },

  // ---- saved searches and followed sellers (docs/adr/0053): ids nobody has, and a search with alerts off ----
  { call: 'saveSearch', who: 'user', payload: () => ({ name: 'Access matrix', search: { categoryId: null, term: 'access matrix' }, alert: 'off' }) },
  { call: 'getSavedSearches', who: 'user', payload: none, succeeds: true },
  { call: 'deleteSavedSearch', who: 'user', payload: () => ({ savedSearchId: 'NOSUCHSEARCH' }) },
  { call: 'followSeller', who: 'user', payload: () => ({ sellerId: 'NOSUCHSELLER' }) },
  { call: 'unfollowSeller', who: 'user', payload: () => ({ sellerId: 'NOSUCHSELLER' }) },
  { call: 'getFollowedSellers', who: 'user', payload: none, succeeds: true },

  // ---- questions on a lot (docs/adr/0055): ids no question or lot has, so nothing is asked of a real seller ----
  { call: 'askQuestion', who: 'user', payload: () => ({ itemId: 'NOSUCHLOT', text: 'Is it signed?' }) },
  { call: 'answerQuestion', who: 'user', payload: () => ({ questionId: 'NOSUCHQUESTION', text: 'Yes, underneath.' }) },
  { call: 'getQuestions', who: 'any', payload: (_s, w) => ({ itemId: w.activeItemId }), succeeds: true },
  { call: 'getSellerQuestions', who: 'seller', payload: none, succeeds: true },
  { call: 'adminHideQuestion', who: 'admin', payload: () => ({ questionId: 'NOSUCHQUESTION' }) },
  { call: 'adminListQuestions', who: 'admin', payload: none, succeeds: true },

  // ---- review (expert or admin) ----
  { call: 'getSubmissions', who: 'expert', payload: none },
  { call: 'reviewSubmission', who: 'expert', payload: none },

  // ---- admin: customers and catalogue (saves before the deletes that remove what the matrix made) ----
  { call: 'adminListUsers', who: 'admin', payload: () => ({ limit: 1 }), succeeds: true },
  { call: 'adminGetUser', who: 'admin', payload: (_s, w) => ({ uid: w.backOffice.doomedUid }), succeeds: true },
  // Reinstating an active account changes nothing but its audit trail (the matrix's people stay able to bid).
  { call: 'adminSetUserStatus', who: 'admin', payload: (_s, w) => ({ uid: w.backOffice.doomedUid, status: 'active', reason: 'Access matrix' }), succeeds: true },
  // The matrix's doomed person is no staff member: 409, past the role check.
  { call: 'adminResetAuthenticator', who: 'admin', payload: (_s, w) => ({ uid: w.backOffice.doomedUid }) },
  { call: 'adminDeleteUser', who: 'admin', payload: (_s, w) => ({ uid: w.backOffice.doomedUid }), succeeds: true },
  { call: 'adminSaveCategory', who: 'admin', payload: (_s, w) => ({ id: w.backOffice.categoryId, name: `${w.backOffice.categoryName} renamed` }), succeeds: true },
  { call: 'adminSaveSubCategory', who: 'admin', payload: (_s, w) => ({ categoryId: w.backOffice.categoryId, id: w.backOffice.subCategoryId, name: 'Matrix sub renamed' }), succeeds: true },
  {
    call: 'adminSaveSellerForm',
    who: 'admin',
    payload: (_s, w) => ({
      catId: w.backOffice.categoryId,
      subCatId: w.backOffice.subCategoryId,
      dropdwon: [],
      textFeild: ['Maker'],
      numberFeild: [],
      itemSpecificForm: [{ label: 'Maker', kind: 'textFeild', required: false }],
    }),
    succeeds: true,
  },
  { call: 'adminGetSellerForms', who: 'admin', payload: none, succeeds: true },
  { call: 'adminGetSupportArticles', who: 'admin', payload: none, succeeds: true },
  { call: 'adminSaveSupportArticle', who: 'admin', payload: (_s, w) => ({ id: w.backOffice.articleId, title: 'Matrix article', body: 'Edited.', category: 'Zq matrix' }), succeeds: true },
  { call: 'adminDeleteSupportArticle', who: 'admin', payload: (_s, w) => ({ id: w.backOffice.articleId }), succeeds: true },
  { call: 'adminDeleteSubCategory', who: 'admin', payload: (_s, w) => ({ categoryId: w.backOffice.categoryId, id: w.backOffice.subCategoryId }), succeeds: true },
  { call: 'adminDeleteCategory', who: 'admin', payload: (_s, w) => ({ id: w.backOffice.categoryId }), succeeds: true },
];

/** The roles an actor holds. */
const ROLES: Record<Exclude<Actor, 'visitor'>, readonly Who[]> = {
  user: ['user'],
  otherUser: ['user'],
  seller: ['user', 'seller'],
  expert: ['user', 'expert'],
  // An admin may do what an expert does (CALLS.md: "Review (who: expert or admin)").
  admin: ['user', 'expert', 'admin'],
};

export type Expected = 'allowed' | 401 | 403 | 404;

/** What an actor must get from a call: allowed (neither 401 nor 403), or the refusal. */
export function expectedAccess(rule: AccessRule, actor: Actor): Expected {
  if (rule.who === 'any') return 'allowed';
  if (actor === 'visitor') return 401;
  if (!ROLES[actor].includes(rule.who)) return 403;
  if (actor === 'otherUser' && rule.owned === 'uid') return 403;
  if (actor === 'otherUser' && rule.owned === 'id') return 404;
  return 'allowed';
}

/** Whose objects an actor's payload names: a visitor and another user try the first user's. */
export function payloadOwner(rule: AccessRule, actor: Actor): Exclude<Actor, 'visitor'> {
  if (actor === 'visitor') return 'user';
  return actor === 'otherUser' && rule.owned ? 'user' : actor;
}
