import { ACCOUNT_CALLS } from '../../../shared/contract/registry/account.ts';
import { groupCalls } from '../../lib/call.ts';
import { addCard } from './add-card.ts';
import { addShippingAddress } from './add-shipping-address.ts';
import { addToWatchlist } from './add-to-watchlist.ts';
import { createCardSetup } from './create-card-setup.ts';
import { createSellerAccount } from './create-seller-account.ts';
import { followSeller, getFollowedSellers, unfollowSeller } from './follows.ts';
import { getCards } from './get-cards.ts';
import { getNotifications } from './get-notifications.ts';
import { getProfile } from './get-profile.ts';
import { getShippingAddresses } from './get-shipping-addresses.ts';
import { getWatchlist } from './get-watchlist.ts';
import { markNotificationRead } from './mark-notification-read.ts';
import { removeCard } from './remove-card.ts';
import { removeFromWatchlist } from './remove-from-watchlist.ts';
import { removeShippingAddress } from './remove-shipping-address.ts';
import { deleteSavedSearch, getSavedSearches, saveSearch } from './saved-searches.ts';
import { updateCurrency } from './update-currency.ts';
import { updatePaymentSettings } from './update-payment-settings.ts';
import { updateProfile } from './update-profile.ts';

/** The account calls (CALLS.md "Account"): every one needs a signed-in caller and touches only their own records. */
export const accountCalls = groupCalls(ACCOUNT_CALLS, [
  getProfile,
  updateProfile,
  updateCurrency,
  createSellerAccount,
  updatePaymentSettings,
  getShippingAddresses,
  addShippingAddress,
  removeShippingAddress,
  getCards,
  createCardSetup,
  addCard,
  removeCard,
  getWatchlist,
  addToWatchlist,
  removeFromWatchlist,
  getNotifications,
  markNotificationRead,
  saveSearch,
  getSavedSearches,
  deleteSavedSearch,
  followSeller,
  unfollowSeller,
  getFollowedSellers,
]);
