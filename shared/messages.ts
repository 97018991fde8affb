/**
 * Every user-facing message the server or site shows, spelled as the product specification spells
 * them. Handlers and forms import these constants so a message is written once.
 */
export const Messages = {
  // generic
  required: 'This field is required',
  mustBeNumber: 'Field must be a number',
  somethingWentWrong: 'Something went wrong',
  unexpectedError: 'An unexpected error occurred',
  tryAgain: 'Something went wrong, please try again',
  notFound: 'Not found',
  notSignedIn: 'You must be logged in',
  forbidden: 'You are not allowed to do this',
  tooManyRequests: 'Too many requests, please try again shortly',
  malformedBody: 'The request body must be JSON of the form {"data": {...}}',
  bodyTooLarge: 'The request body is too large',
  jsonOnly: 'Calls must be sent as application/json',
  unknownCall: 'Unknown call',
  successfullyUpdated: 'Successfully updated',
  ok: 'OK',

  // search and price filter
  priceRangeBothRequired: 'Enter both a minimum and a maximum price',
  priceRangeMinBelowMax: 'Min must be lower than max',

  // contact
  contactSent: 'Thank you, your message has been sent. We reply within 24 hours.',

  // bids and buying
  loginToBid: 'You must be logged in to place a bid',
  loginToBuyNow: 'You must be logged in to buy it now',
  ownItem: 'You have listed this item for auction',

  // passwords
  passwordsDoNotMatch: 'The two passwords that you entered do not match!',
  passwordUpdated: 'Password updated successfully',
  passwordNotUpdated: "Password couldn't be updated, try login again",
  emailLinkSent: 'Email link is sent to your email address',
  signupSuccessful: 'User Signup Successful',

  // images and listing
  onlyJpgPng: 'You can only upload JPG/PNG file!',
  imageTooLarge: 'Image must be smaller than 2MB!',
  minimumImages: 'Please Upload Minimum 5 images',
  errorUploadingFile: 'Error while uploading file',
  errorUploadingImage: 'Error uploading image, please try again',
  errorDeletingImage: 'Error deleting image',
  imageDeleted: 'Image deleted successfully',
  draftSaved: 'Draft saved successfully',
  draftUpdated: 'Draft updated successfully',
  draftRemoved: 'Draft removed successfully',
  errorRemovingDraft: 'Error while removing draft',
  reserveUpdated: 'Reserve price updated',
  addReserveSuccess: 'Add Reserve price Success',
  trackingUpdated: 'Buyer tracking information updated successfully',

  // account
  paymentAdded: 'Payment Added Successfully',
  addressAdded: 'Shipping Address Added Successfully',
  addressRemoved: 'Shipping Address Removed Successfully',
  cardAdded: 'Card Added Successfully',
  cardRemoved: 'Card Removed Successfully',
  watchlistAdded: 'Item added to the watchlist',
  watchlistRemoved: 'Item removed from the watchlist',
  disputeSubmitted: 'Dispute successfully submitted',
  userDeleted: 'User deleted successfully',
  categoryDeleted: 'Category deleted successfully',

  // account fields (the spec: each required field has its own message; the site's forms say the same)
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
  invalidSellerProfileName: 'Use letters, digits, spaces and . - _ & \' only',
  invalidCurrency: 'This currency is not offered',
  invalidPaymentMethod: 'This card could not be read, please enter it again',

  // account states
  sellerAccountCreated: 'Seller account created successfully',
  sellerAccountExists: 'You already have a seller account',
  sellerAccountRequired: 'Create a seller account first',
  sellerNameTaken: 'This seller profile name is already taken',
  tooManyAddresses: 'You can keep up to 20 shipping addresses: remove one first',
  tooManyCards: 'You can keep up to 10 cards: remove one first',
  cardAlreadySaved: 'This card is already saved',
  watchlistItemNotActive: 'Only live items can be added to the watchlist',
  watchlistFull: 'Your watchlist is full: remove an item first',
} as const;

export type MessageKey = keyof typeof Messages;
