import { fillPlaceholders, type Placeholders } from './placeholders.ts';

/*
 * Every user-facing message the server or site shows, spelled as the product specification spells
 * them, each under a stable code (its key). Calls answer the code beside the English text
 * (`result.code`, `data.fieldCodes`), and the site translates by code: the texts of every code live
 * in the i18n catalogues as `msg.<code>` (English from here, French in shared/i18n/fr/messages.ts).
 * A `{name}` in a text is filled from the message's params.
 *
 * Messages are grouped by the part of the product that says them, so a page hands its islands only
 * the groups it can meet (README, "Budgets"). A code belongs to exactly one group.
 */

/** The call protocol's own answers: statuses every call can meet, and generic outcomes. */
const protocol = {
  ok: 'OK',
  successfullyUpdated: 'Successfully updated',
  somethingWentWrong: 'Something went wrong',
  unexpectedError: 'An unexpected error occurred',
  tryAgain: 'Something went wrong, please try again',
  notFound: 'Not found',
  notSignedIn: 'You must be logged in',
  forbidden: 'You are not allowed to do this',
  tooManyRequests: 'Too many requests, please try again shortly',
  searchWaking: 'Search is waking up, please try again in a few seconds',
  malformedBody: 'The request body must be JSON of the form {"data": {...}}',
  unknownCall: 'Unknown call: {name}',
  postOnly: 'Calls are POST requests',
  requestTooLarge: 'The request body is too large',
  jsonOnly: 'Calls must be sent as application/json',
  lotChanged: 'This item has just changed: see its current state',
  // every island that bids, buys, pays or lists may meet it (docs/adr/0050)
  accountSuspended: 'Your account is suspended: you cannot bid, buy, pay or list. Please contact us.',
} as const;

/** What a call's schema (or a form's own check) says about a field. */
const validation = {
  required: 'This field is required',
  mustBeNumber: 'Field must be a number',
  mustBeType: 'Must be a {expected}',
  tooShort: 'At least {minimum} characters',
  tooLong: 'At most {maximum} characters',
  atLeast: 'Must be at least {minimum}',
  atMost: 'Must be at most {maximum}',
  tooFewItems: 'At least {minimum} items',
  tooManyItems: 'At most {maximum} items',
  oneOf: 'Must be one of: {values}',
  unknownField: 'Unknown field: {field}',
  invalidValue: 'This value is not valid',
  invalidId: 'Not a valid id',
  wholePence: 'Must be a whole number of pence',
  invalidEmail: 'Please enter a valid e-mail address',
} as const;

/** Browsing, searching, bidding and buying, and the contact form. */
const catalogue = {
  priceRangeBothRequired: 'Enter both a minimum and a maximum price',
  priceRangeMinBelowMax: 'Min must be lower than max',
  contactSent: 'Thank you, your message has been sent. We reply within 24 hours.',
  loginToBid: 'You must be logged in to place a bid',
  loginToBuyNow: 'You must be logged in to buy it now',
  ownItem: 'You have listed this item for auction',
} as const;

/** Registration, passwords, my account and the seller account. */
const account = {
  passwordsDoNotMatch: 'The two passwords that you entered do not match!',
  passwordUpdated: 'Password updated successfully',
  passwordNotUpdated: "Password couldn't be updated, try login again",
  emailLinkSent: 'Email link is sent to your email address',
  signupSuccessful: 'User Signup Successful',

  paymentAdded: 'Payment Added Successfully',
  addressAdded: 'Shipping Address Added Successfully',
  addressRemoved: 'Shipping Address Removed Successfully',
  cardAdded: 'Card Added Successfully',
  cardRemoved: 'Card Removed Successfully',
  watchlistAdded: 'Item added to the watchlist',
  watchlistRemoved: 'Item removed from the watchlist',
  disputeSubmitted: 'Dispute successfully submitted',

  // fields (the spec: each required field has its own message; the site's forms say the same)
  requiredFirstName: 'Please enter your first name',
  requiredLastName: 'Please enter your last name',
  requiredPhoneNumber: 'Please enter your phone number',
  requiredAddressLine1: 'Please enter address line 1',
  requiredCity: 'Please enter your town or city',
  requiredRegion: 'Please enter your state, province or region',
  requiredPostCode: 'Please enter your postal code',
  requiredSellerProfileName: 'Please enter your seller profile name',
  invalidPhoneNumber: 'Please enter a valid phone number',
  invalidCountryCode: 'Please choose a country code',
  invalidCountry: 'Please choose a country',
  invalidPostCode: 'Please enter a valid postal code',
  invalidIban: 'Please enter a valid IBAN',
  invalidSwift: 'Please enter a valid SWIFT/BIC code',
  invalidSellerProfileName: "Use letters, digits, spaces and . - _ & ' only",
  sellerProfileNameShort: 'At least 2 characters',
  invalidCurrency: 'This currency is not offered',
  invalidLanguage: 'Please choose English or French',
  invalidTimeZone: 'Please choose a valid time zone',
  invalidPaymentMethod: 'This card could not be read, please enter it again',

  // states
  sellerAccountCreated: 'Seller account created successfully',
  sellerAccountExists: 'You already have a seller account',
  sellerAccountRequired: 'Create a seller account first',
  sellerNameTaken: 'This seller profile name is already taken',
  tooManyAddresses: 'You can keep up to 20 shipping addresses: remove one first',
  tooManyCards: 'You can keep up to 10 cards: remove one first',
  cardAlreadySaved: 'This card is already saved',
  watchlistItemNotActive: 'Only live items can be added to the watchlist',
  watchlistFull: 'Your watchlist is full: remove an item first',
  // saved searches and followed sellers (docs/adr/0053)
  searchSaved: 'Search saved: we will tell you about new items that match',
  savedSearchDeleted: 'Saved search deleted',
  tooManySavedSearches: 'You can keep up to {max} saved searches: delete one first',
  sellerFollowed: 'You follow this seller: we will tell you about their new items',
  sellerUnfollowed: 'You no longer follow this seller',
  tooManyFollowedSellers: 'You can follow up to {max} sellers: unfollow one first',
  cannotFollowYourself: 'You cannot follow yourself',
} as const;

/** Listing an item (the wizard, photos, drafts) and the seller's dashboard. */
const selling = {
  onlyJpgPng: 'You can only upload JPG/PNG file!',
  imageTooLarge: 'Image must be smaller than 2MB!',
  minimumImages: 'Please Upload Minimum 5 images',
  tooManyPhotos: 'A listing can have at most 20 photos',
  errorUploadingFile: 'Error while uploading file',
  errorUploadingImage: 'Error uploading image, please try again',
  errorDeletingImage: 'Error deleting image',
  imageDeleted: 'Image deleted successfully',
  notYourPhoto: 'This photo is not one of yours',
  photoMissing: 'This photo was not uploaded: delete it and add it again',
  notUploadedPhoto: 'Not an uploaded photo',
  photosDistinct: 'Each photo must be a different picture: the same one was added twice',
  photoInOtherListing: 'This photo is already part of another listing',
  photoInListing: 'This photo is part of a submitted listing and cannot be deleted',
  draftSaved: 'Draft saved successfully',
  draftUpdated: 'Draft updated successfully',
  draftRemoved: 'Draft removed successfully',
  errorRemovingDraft: 'Error while removing draft',
  reserveUpdated: 'Reserve price updated',
  addReserveSuccess: 'Add Reserve price Success',
  trackingUpdated: 'Buyer tracking information updated successfully',
  // a fulfilment order: the seller sends it to the centre, the centre (an admin) ships it to the buyer
  centreTrackingUpdated: 'Tracking of your shipment to our fulfilment centre updated successfully',
  notAtCentreYet: 'The seller has not sent this item to the fulfilment centre yet',
  notFulfilmentOrder: 'The seller ships this item to the buyer themselves',
  alreadyAtCentre: 'Our fulfilment centre has received this item already',
  notReceivedAtCentre: 'Our fulfilment centre has not received this item yet',
  serviceNotOrdered: 'The seller did not ask for this service ({step})',
  centreStepsPending: 'Record these steps before shipping it: {steps}',
  fulfilmentUpdated: 'Fulfilment order updated',
  notRelistable: 'An item that is {status} cannot be relisted',
  // a sale that lapsed unpaid: the second-chance offer to the under-bidder
  secondChanceSent: 'Second-chance offer sent to the under-bidder',
  secondChanceUnavailable: 'A second-chance offer is only for a sale not paid on time: this item is {status}',
  secondChanceExpired: 'The time for a second-chance offer on this item has passed',
  noUnderBidder: 'Nobody else bid on this item: there is no under-bidder to make an offer to',

  // the listing rules (spec sections 5 and 9, CALLS.md "Listing rules")
  atLeastOneFormat: 'At least one option must be selected',
  startingPriceMin: 'The starting price must be at least £1',
  reserveNotAllowed: 'A reserve price can only be set for items valued over £150',
  reserveMin: 'The reserve price must be at least £150',
  buyNowAboveStart: 'The Buy it now price must be higher than the starting price',
  oneShippingZone: 'Add the cost and delivery days of at least one shipping zone',
  shippingPair: 'Give both the cost and the delivery days',
  duration: 'An auction lasts from 1 to 14 days',
  reserveBelowStart: 'The reserve price must be at least the starting price',
  reserveAboveBuyNow: 'The reserve price must be lower than the Buy it now price',
  incrementMin: 'The bid increment must be at least 5p',
  chooseCategory: 'Choose a category',
  chooseSubCategory: 'Choose a sub-category of the category',
  chooseOneOf: 'Choose one of: {options}',

  // what only the wizard can get wrong (the server's schema refuses the same values in its own words)
  moneyFormat: 'Enter an amount in pounds, for example 125.50',
  shippingDays: 'Enter a whole number of days from 1 to 90',
  uploading: 'Wait for the photos to finish uploading',
  formLoading: 'The item specifics are still loading',
} as const;

/** The experts' review of submitted listings. */
const review = {
  ownListingReview: 'Experts cannot review their own listings',
  notAwaitingApproval: 'This listing is {status}, not awaiting approval',
  reviewNotReady: 'This listing is still being prepared for review, try again in a moment',
  decisionRecorded: 'Decision recorded',
  decisionRecordedLater: 'Decision recorded; the listing updates in a moment',
  rejectionNoteRequired: 'Say why the listing is rejected',
} as const;

/** Bidding, Buy it now and the lot's outcome, as the bidding panel and "my bids" say them. */
const buying = {
  bidPositive: 'Enter an amount above zero',
  maxBelowAmount: 'Your maximum bid must be at least your bid',
  bidBelowMinimum: 'Your bid must be at least {minimum}',
  alreadyLeading: 'You are already the highest bidder with this maximum: raise it to bid again',
  notOnSale: 'This item is not on sale',
  notAnAuction: 'This item is not sold by auction',
  auctionEnded: 'This auction has ended',
  reviewerCannotBuy: 'You reviewed this listing, so you cannot bid on it or buy it',
  ownItemBuy: 'You cannot buy your own item',
  buyNowUnavailable: 'Buy it now is no longer available for this item',
  bidHighest: "You're the highest bidder",
  bidOutbid: "You've been outbid by an automatic bid",
  boughtNow: 'You bought this item: pay within 24 hours',
  reserveNone: 'This item has no reserve price',
  reserveNotLower: 'The new reserve price must be lower than the current one',

  // checkout: paying an order within 24 hours
  orderNotPayable: 'This order can no longer be paid',
  orderAlreadyPaid: 'This order has been paid already',
  paymentInProgress: 'A payment for this order is already in progress',
  zoneNotShipped: "The seller does not ship to this address's country",
  paymentSucceeded: 'Payment received, thank you',
  paymentNeedsAction: 'Your bank asks you to confirm this payment',
  paymentPending: 'Your payment is being processed',
  card_declined: 'Your card was declined',
  insufficient_funds: 'Your card has insufficient funds',
  expired_card: 'Your card has expired',
  incorrect_cvc: "Your card's security code is incorrect",
  authentication_failed: 'The payment was not confirmed with your bank',
  processing_error: 'An error occurred while processing your card: try again',

  // after the payment: shipping, receipt, reviews
  invalidTrackingNumber: 'Use letters, digits, spaces and dashes only',
  notPaidYet: 'This order has not been paid yet',
  alreadyShipped: 'This order has been shipped already',
  notShippedYet: 'This order has not been shipped yet',
  receiptConfirmed: 'Thank you: receipt confirmed',
  notReceivedYet: 'Confirm that you received the item before reviewing the seller',
  alreadyReviewed: 'You have reviewed this order already',
  reviewAdded: 'Thank you for your review',
} as const;

/** The admin's screens. */
const admin = {
  userDeleted: 'User deleted successfully',
  categoryDeleted: 'Category deleted successfully',
  // the customers, categories, seller forms and support articles of the back office (docs/adr/0025)
  cannotDeleteSelf: 'You cannot delete your own account',
  accountDeleted: 'This account has been deleted',
  // suspend and reinstate (docs/adr/0050)
  userSuspended: 'Account suspended',
  userReinstated: 'Account reinstated',
  cannotSuspendSelf: 'You cannot suspend your own account',
  authenticatorReset: 'Authenticator reset',
  cannotResetOwnAuthenticator: 'You cannot reset your own authenticator',
  notStaffAccount: 'Only staff accounts have an authenticator to reset',
  categorySaved: 'Category saved successfully',
  categoryNameTaken: 'A category with this name already exists',
  categoryHasLiveItems: 'This category has {count} live items, so it cannot be deleted',
  categoryDeleteFailed: 'The category could not be deleted',
  categoryChanged: 'This category has just been changed by someone else: try again',
  subCategorySaved: 'Sub-category saved successfully',
  subCategoryNameTaken: 'This category already has a sub-category with this name',
  subCategoryHasLiveItems: 'This sub-category has {count} live items, so it cannot be deleted',
  subCategoryDeleted: 'Sub-category deleted successfully',
  subCategoryDeleteFailed: 'The sub-category could not be deleted',
  sellerFormSaved: 'Seller form saved successfully',
  sellerFormLabelTaken: 'Each field of the form needs its own label',
  sellerFormOptionsNeeded: 'A dropdown needs at least one option',
  sellerFormOptionsUnexpected: 'Only a dropdown has options',
  sellerFormOptionTaken: 'Each option of a dropdown must differ',
  sellerFormOptionsFrMismatch: 'Give one French option per option, in the same order (leave a line empty to translate it later)',
  sellerFormKindsMismatch: 'Must list the labels of the form\'s fields of this kind, in order',
  supportArticleSaved: 'Support article saved successfully',
  supportArticleDeleted: 'Support article deleted successfully',
} as const;

/** Disputes and payouts (issue 11): the thread, the manager's decisions, the fortnightly run. */
const disputes = {
  disputeNotAllowed: 'Only a paid, shipped or received order can be disputed',
  alreadyInDispute: 'This order is already in dispute',
  onlyBuyerDisputes: 'Only the buyer of this order can open a dispute',
  disputeClosed: 'This dispute is closed: no more replies can be added',
  disputeStatusNotAllowed: 'A dispute that is {from} cannot become {to}',
  disputeReplySent: 'Your reply has been sent',
  disputeStatusSet: 'Dispute status updated',
  payoutsDone: 'Payout run done: {count} sellers paid',
  dateRangeOrder: 'The start date must not be after the end date',
} as const;

/** Questions to the seller on a lot and their answers (docs/adr/0055). */
const questions = {
  contactDetailsRefused: 'Please leave out e-mail addresses, phone numbers and web addresses: questions and answers stay on Patina',
  questionOwnLot: 'You cannot ask a question about your own item',
  questionLotEnded: 'This item is no longer on sale, so it takes no more questions',
  answerLotEnded: 'This item has ended: its questions can no longer be answered',
  onlySellerAnswers: 'Only the seller of this item can answer its questions',
  questionAnsweredAlready: 'This question has been answered already',
  questionDailyLimit: 'You have asked as many questions as you can today: you can ask more tomorrow',
  questionSent: 'Your question has been sent to the seller',
  answerPublished: 'Your answer is published',
  questionHidden: 'Question hidden',
  questionShown: 'Question shown again',
} as const;

/** The messages by the part of the product that says them (a page passes its islands only the groups it needs). */
export const MessageGroups = { protocol, validation, catalogue, account, selling, review, buying, admin, disputes, questions } as const;
export type MessageGroup = keyof typeof MessageGroups;

/** Every message by its code. */
export const Messages = { ...protocol, ...validation, ...catalogue, ...account, ...selling, ...review, ...buying, ...admin, ...disputes, ...questions } as const;

/** A message's stable code: what calls answer as `code` and the site translates (`msg.<code>`). */
export type MessageKey = keyof typeof Messages;

/** The values of a message's `{name}` placeholders. */
export type MessageParams = Placeholders;

/** A message as it travels between the rules, the server and the site: its code and its placeholders' values. */
export interface Notice {
  code: MessageKey;
  params?: MessageParams;
}

/** A rule's finding about one field: where (a dotted path) and which message. */
export interface FieldNotice extends Notice {
  path: string;
}

/** The English text of a message, placeholders filled. */
export function englishOf(code: MessageKey, params?: MessageParams): string {
  return fillPlaceholders(Messages[code], params);
}
