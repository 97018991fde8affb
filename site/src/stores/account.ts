import { atom, computed, map } from 'nanostores';
import type { Address as StoredAddress, Card as SavedCardView, ProfileView } from '../../../shared/contract/account.ts';
import type { CallResult } from '../../../shared/contract/protocol.ts';
import { call } from '../lib/api.ts';
import { fieldSaids, saidOf, type Said } from '../lib/messages.ts';
import { refreshSession, SESSION_KEYS } from '../lib/session.ts';

/*
 * The account's client state: the spec's "My account" slice ($myAccount: success messages,
 * shipping addresses and cards with their checked flags, the selected card), the profile, and the
 * "Seller payment" slice. Components read these with useStore and change them only through the
 * actions below, which make the calls (CALLS.md, "Account").
 */

// ---- shapes (CALLS.md) ----------------------------------------------------------------------------

/** A shipping address as the server keeps it (when it was saved is not shown). */
export type Address = Omit<StoredAddress, 'createdAt'>;
/** A new address as the add form sends it (an empty second line is left out). */
export type NewAddress = Omit<Address, 'id' | 'addressLine2'> & { addressLine2?: string };

/** A saved card: what the payment provider told us, never its number. */
export type Card = Omit<SavedCardView, 'createdAt'>;

/** What getProfile answers (the contract's ProfileView). */
export type AccountProfile = ProfileView;

export type Load = 'idle' | 'loading' | 'ready' | 'error';

/** The spec's "My account" slice (the parts this release fills). */
export interface MyAccount {
  /** The last address change's message, by its code (null when none is shown). */
  shippingSuccessMessage: Said | null;
  /** The last card change's message, by its code (null when none is shown). */
  cardSuccessMessage: Said | null;
  addresses: Array<Address & { checked: boolean }>;
  cards: Array<Card & { checked: boolean }>;
  /** The ticked card's details: what checkout pays with. */
  selectedCard: Card | null;
  addressesState: Load;
  cardsState: Load;
}

/** The spec's "Seller payment" slice. */
export interface SellerPayment {
  payement: boolean;
  AddPayment: string;
}

/** The outcome of an action, for the form that started it: the server's message and each refused field's, by code. */
export type Outcome<T = null> =
  | { ok: true; message: Said; data: T }
  | { ok: false; status: number; message: Said; fields: Record<string, Said> };

// ---- stores -----------------------------------------------------------------------------------------

export const $myAccount = map<MyAccount>({
  shippingSuccessMessage: null,
  cardSuccessMessage: null,
  addresses: [],
  cards: [],
  selectedCard: null,
  addressesState: 'idle',
  cardsState: 'idle',
});

/** The checked address: the one checkout ships to. */
export const $selectedAddress = computed($myAccount, (s) => s.addresses.find((a) => a.checked) ?? null);

export const $profile = atom<{ state: Load; data: AccountProfile | null; status: number }>({ state: 'idle', data: null, status: 0 });

export const $sellerPayment = map<SellerPayment>({ payement: false, AddPayment: '' });

// ---- the checked ids, kept across pages ---------------------------------------------------------

/** Where the checked address and card ids are kept, so checkout (another page) finds them. */
export const CHECKED_ADDRESS_KEY = 'checkedAddressId';
export const CHECKED_CARD_KEY = 'checkedCardId';

function readKey(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function writeKey(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // private mode: the choice lasts for this page
  }
}

/**
 * Ticks exactly one entry: the wanted id when it is in the list, else the first entry (checkout
 * always has one to use), none for an empty list.
 */
function tick<T extends { id: string }>(list: T[], wanted: string | null): Array<T & { checked: boolean }> {
  const id = list.some((x) => x.id === wanted) ? wanted : (list[0]?.id ?? null);
  return list.map((x) => ({ ...x, checked: x.id === id }));
}

function strip<T extends { checked: boolean }>(entry: T): Omit<T, 'checked'> {
  const { checked: _checked, ...rest } = entry;
  return rest;
}

/** A saved list (addresses, cards) with one added: the checked entry stays checked, the new one is when none was. */
function listWith<T extends { id: string; checked: boolean }>(list: T[], added: Omit<T, 'checked'>) {
  const checkedId = list.find((x) => x.checked)?.id ?? added.id;
  return tick([...list.map(strip), added], checkedId);
}

/** A saved list without one entry: when it was the checked one, the first remaining is checked instead. */
function listWithout<T extends { id: string; checked: boolean }>(list: T[], id: string) {
  const wanted = list.find((x) => x.checked && x.id !== id)?.id ?? null;
  return tick(list.filter((x) => x.id !== id).map(strip), wanted);
}

function failure(result: CallResult): Outcome<never> {
  return { ok: false, status: result.status, message: saidOf(result), fields: fieldSaids(result) };
}

// ---- profile ----------------------------------------------------------------------------------------

let profileRequest: Promise<void> | null = null;

/** Loads the profile once per page (again with `force`). */
export function loadProfile(force = false): Promise<void> {
  if (profileRequest && !force) return profileRequest;
  $profile.set({ ...$profile.get(), state: 'loading' });
  profileRequest = call('getProfile').then((result) => {
    if (result.status === 200) {
      $profile.set({ state: 'ready', data: result.data, status: 200 });
      syncSessionFlags(result.data);
    } else $profile.set({ state: 'error', data: null, status: result.status });
  });
  return profileRequest;
}

/** Keeps the header's stored values in step with the profile (display name, seller flags). */
function syncSessionFlags(profile: AccountProfile): void {
  try {
    if (profile.displayName) localStorage.setItem(SESSION_KEYS.displayName, profile.displayName);
    localStorage.setItem(SESSION_KEYS.sellerAccount, String(Boolean(profile.sellerAccount)));
    localStorage.setItem(SESSION_KEYS.paymentDetailsAdded, String(Boolean(profile.paymentDetailsAdded)));
  } catch {
    return;
  }
  refreshSession();
}

export type ProfileChanges = Partial<
  Pick<AccountProfile, 'firstName' | 'lastName' | 'phoneNumber' | 'country' | 'displayName' | 'notificationPreferences' | 'timeZone'>
>;

/** Saves profile changes (`updateProfile`); the answer is the whole profile. */
export async function saveProfile(changes: ProfileChanges): Promise<Outcome<AccountProfile>> {
  const result = await call('updateProfile', changes);
  if (result.status !== 200) return failure(result);
  const merged = { ...($profile.get().data ?? ({} as AccountProfile)), ...changes, ...(result.data ?? {}) };
  $profile.set({ state: 'ready', data: merged, status: 200 });
  syncSessionFlags(merged);
  return { ok: true, message: saidOf(result), data: merged };
}

// ---- seller account ---------------------------------------------------------------------------------

export interface SellerAccountInput {
  sellerProfileName: string;
  companyName?: string;
  shippingCompanyName?: string;
  country: string;
  iban: string;
  swift: string;
}

/**
 * Opens a seller account (`createSellerAccount`). On 200 the session says so (`sellerAccount`,
 * `paymentDetailsAdded` = 'true'), so the header's Seller account leads to the dashboard.
 */
export async function openSellerAccount(input: SellerAccountInput): Promise<Outcome<AccountProfile>> {
  const result = await call('createSellerAccount', input);
  if (result.status !== 200) return failure(result);
  const profile = { ...($profile.get().data ?? ({} as AccountProfile)), ...(result.data ?? {}), sellerAccount: true, paymentDetailsAdded: true };
  $profile.set({ state: 'ready', data: profile, status: 200 });
  try {
    localStorage.setItem(SESSION_KEYS.sellerAccount, 'true');
    localStorage.setItem(SESSION_KEYS.paymentDetailsAdded, 'true');
    const user = JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? 'null') as Record<string, unknown> | null;
    if (user && (user.role === 'user' || !user.role)) localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ ...user, role: 'seller' }));
  } catch {
    // storage unavailable: the server knows, the header learns at the next sign-in
  }
  refreshSession();
  return { ok: true, message: saidOf(result), data: profile };
}

/** Changes the payout account (`updatePaymentSettings`); the spec's seller-payment slice keeps the answer. */
export async function savePaymentSettings(input: { iban: string; swift: string }): Promise<Outcome> {
  const result = await call('updatePaymentSettings', input);
  if (result.status !== 200) return failure(result);
  $sellerPayment.set({ payement: true, AddPayment: result.message });
  try {
    localStorage.setItem(SESSION_KEYS.paymentDetailsAdded, 'true');
  } catch {
    // storage unavailable
  }
  refreshSession();
  // the masked IBAN the profile shows comes from the server
  void loadProfile(true);
  return { ok: true, message: saidOf(result), data: null };
}

/** The spec's remove-notifications for the seller payment slice. */
export function clearSellerPaymentMessage(): void {
  $sellerPayment.set({ payement: false, AddPayment: '' });
}

/**
 * The first load of a saved list (addresses, cards): its state goes to loading, then to error, or
 * the answer goes to `put`, which stores the list with its state ready.
 */
async function loadSaved<R>(state: 'addressesState' | 'cardsState', request: () => Promise<CallResult<R>>, put: (data: R) => void): Promise<void> {
  $myAccount.setKey(state, 'loading');
  const result = await request();
  if (result.status !== 200) {
    $myAccount.setKey(state, 'error');
    return;
  }
  put(result.data);
}

// ---- shipping addresses -----------------------------------------------------------------------------

/** Stores the address list (with whatever else changed with it) and remembers which one is checked. */
function putAddresses(addresses: MyAccount['addresses'], also: Partial<MyAccount> = {}): void {
  $myAccount.set({ ...$myAccount.get(), ...also, addresses });
  writeKey(CHECKED_ADDRESS_KEY, addresses.find((a) => a.checked)?.id ?? null);
}

export function loadAddresses(): Promise<void> {
  return loadSaved(
    'addressesState',
    () => call('getShippingAddresses'),
    (data) => putAddresses(tick(data.addresses ?? [], readKey(CHECKED_ADDRESS_KEY)), { addressesState: 'ready' }),
  );
}

/** Adds an address; the first one becomes the checked one. */
export async function addAddress(input: NewAddress): Promise<Outcome<Address>> {
  const result = await call('addShippingAddress', input);
  if (result.status !== 200) return failure(result);
  putAddresses(listWith($myAccount.get().addresses, result.data.address), { shippingSuccessMessage: saidOf(result), addressesState: 'ready' });
  return { ok: true, message: saidOf(result), data: result.data.address };
}

/** Removes an address; when it was the checked one, the first remaining is checked instead. */
export async function removeAddress(addressId: string): Promise<Outcome> {
  const result = await call('removeShippingAddress', { addressId });
  if (result.status !== 200) return failure(result);
  putAddresses(listWithout($myAccount.get().addresses, addressId), { shippingSuccessMessage: saidOf(result) });
  return { ok: true, message: saidOf(result), data: null };
}

/** Checks one address (and unchecks the others): checkout ships there. */
export function selectAddress(addressId: string): void {
  const current = $myAccount.get();
  if (!current.addresses.some((a) => a.id === addressId)) return;
  $myAccount.setKey(
    'addresses',
    current.addresses.map((a) => ({ ...a, checked: a.id === addressId })),
  );
  writeKey(CHECKED_ADDRESS_KEY, addressId);
}

// ---- cards ------------------------------------------------------------------------------------------

/**
 * Stores the card list (with whatever else changed with it), the ticked card as the selected card
 * details, and remembers which one is ticked.
 */
function putCards(cards: MyAccount['cards'], also: Partial<MyAccount> = {}): void {
  const ticked = cards.find((c) => c.checked);
  $myAccount.set({ ...$myAccount.get(), ...also, cards, selectedCard: ticked ? strip(ticked) : null });
  writeKey(CHECKED_CARD_KEY, ticked?.id ?? null);
}

export function loadCards(): Promise<void> {
  return loadSaved(
    'cardsState',
    () => call('getCards'),
    (data) => putCards(tick(data.cards ?? [], readKey(CHECKED_CARD_KEY)), { cardsState: 'ready' }),
  );
}

/** Saves a card the payment provider tokenised (`addCard {paymentMethodId}`); never a card number. */
export async function addCard(paymentMethodId: string): Promise<Outcome<Card>> {
  const result = await call('addCard', { paymentMethodId });
  if (result.status !== 200) return failure(result);
  putCards(listWith($myAccount.get().cards, result.data.card), { cardSuccessMessage: saidOf(result), cardsState: 'ready' });
  return { ok: true, message: saidOf(result), data: result.data.card };
}

export async function removeCard(cardId: string): Promise<Outcome> {
  const result = await call('removeCard', { cardId });
  if (result.status !== 200) return failure(result);
  putCards(listWithout($myAccount.get().cards, cardId), { cardSuccessMessage: saidOf(result) });
  return { ok: true, message: saidOf(result), data: null };
}

/** Ticks one card: it becomes the selected card details (spec, "Address and card selection"). */
export function selectCard(cardId: string): void {
  const current = $myAccount.get();
  if (!current.cards.some((c) => c.id === cardId)) return;
  putCards(current.cards.map((c) => ({ ...c, checked: c.id === cardId })));
}

/** The spec's reset: clears every checked flag and the card selection. */
export function resetSelection(): void {
  const current = $myAccount.get();
  $myAccount.set({
    ...current,
    addresses: current.addresses.map((a) => ({ ...a, checked: false })),
    cards: current.cards.map((c) => ({ ...c, checked: false })),
    selectedCard: null,
  });
  writeKey(CHECKED_ADDRESS_KEY, null);
  writeKey(CHECKED_CARD_KEY, null);
}

/** Closing a message clears both success messages. */
export function clearAccountMessages(): void {
  $myAccount.setKey('shippingSuccessMessage', null);
  $myAccount.setKey('cardSuccessMessage', null);
}
