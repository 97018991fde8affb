import { entry, group, returns } from './entry.ts';
import { AddCardInputSchema, AddShippingAddressInputSchema, CreateCardSetupInputSchema, CreateSellerAccountInputSchema, DeleteSavedSearchInputSchema, FollowSellerInputSchema, GetCardsInputSchema, GetFollowedSellersInputSchema, GetNotificationsInputSchema, GetProfileInputSchema, GetSavedSearchesInputSchema, GetShippingAddressesInputSchema, GetWatchlistInputSchema, MarkNotificationReadInputSchema, RemoveCardInputSchema, RemoveShippingAddressInputSchema, SaveSearchInputSchema, UpdateCurrencyInputSchema, UpdatePaymentSettingsInputSchema, UpdateProfileInputSchema, WatchlistItemInputSchema, type AddCardOutput, type AddShippingAddressOutput, type CreateCardSetupOutput, type GetCardsOutput, type GetFollowedSellersOutput, type GetSavedSearchesOutput, type GetShippingAddressesOutput, type GetWatchlistOutput, type Notification, type ProfileView, type SaveSearchOutput, type UpdateCurrencyOutput } from '../account.ts';

/** The account function's calls: the signed-in person's profile, addresses, cards, watchlist, notifications, saved searches and follows. */
export const ACCOUNT_CALLS = group('account', {
  getProfile: entry('user', GetProfileInputSchema, returns<ProfileView>()),
  updateProfile: entry('user', UpdateProfileInputSchema, returns<ProfileView>()),
  updateCurrency: entry('user', UpdateCurrencyInputSchema, returns<UpdateCurrencyOutput>()),
  createSellerAccount: entry('user', CreateSellerAccountInputSchema, returns<ProfileView>()),
  updatePaymentSettings: entry('user', UpdatePaymentSettingsInputSchema, returns<ProfileView>()),
  getShippingAddresses: entry('user', GetShippingAddressesInputSchema, returns<GetShippingAddressesOutput>()),
  addShippingAddress: entry('user', AddShippingAddressInputSchema, returns<AddShippingAddressOutput>()),
  removeShippingAddress: entry('user', RemoveShippingAddressInputSchema, returns<{ addressId: string }>()),
  getCards: entry('user', GetCardsInputSchema, returns<GetCardsOutput>()),
  createCardSetup: entry('user', CreateCardSetupInputSchema, returns<CreateCardSetupOutput>()),
  addCard: entry('user', AddCardInputSchema, returns<AddCardOutput>()),
  removeCard: entry('user', RemoveCardInputSchema, returns<{ cardId: string }>()),
  getWatchlist: entry('user', GetWatchlistInputSchema, returns<GetWatchlistOutput>()),
  addToWatchlist: entry('user', WatchlistItemInputSchema, returns<{ itemId: string; watching: true }>()),
  removeFromWatchlist: entry('user', WatchlistItemInputSchema, returns<{ itemId: string; watching: false }>()),
  getNotifications: entry('user', GetNotificationsInputSchema, returns<Notification[]>()),
  markNotificationRead: entry('user', MarkNotificationReadInputSchema, returns<{ notificationId: string; read: true }>()),
  saveSearch: entry('user', SaveSearchInputSchema, returns<SaveSearchOutput>()),
  getSavedSearches: entry('user', GetSavedSearchesInputSchema, returns<GetSavedSearchesOutput>()),
  deleteSavedSearch: entry('user', DeleteSavedSearchInputSchema, returns<null>()),
  followSeller: entry('user', FollowSellerInputSchema, returns<{ sellerId: string; following: true }>()),
  unfollowSeller: entry('user', FollowSellerInputSchema, returns<{ sellerId: string; following: false }>()),
  getFollowedSellers: entry('user', GetFollowedSellersInputSchema, returns<GetFollowedSellersOutput>()),
});
