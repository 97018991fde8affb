/**
 * The sections of /my-account and their paths. The pre-rendered /my-account page serves every
 * /my-account/<section> path (shared/routes.ts); the island reads the section from the URL.
 * Watchlist and "My bids" keep the spec's paths, capitals and space included.
 */
export type TabId = 'profile' | 'addresses' | 'cards' | 'settings' | 'purchases' | 'watchlist' | 'alerts' | 'bids' | 'disputes' | 'reviews';

export interface Tab {
  id: TabId;
  /** The path segment after /my-account ('' for the profile). */
  slug: string;
  /** Where the navigation lists it: the account itself, or buying and selling. */
  group: 'account' | 'activity';
  /** The section arrives in a later release: the tab says what will be there. */
  soon: boolean;
}

export const ACCOUNT_TABS: readonly Tab[] = [
  { id: 'profile', slug: '', group: 'account', soon: false },
  { id: 'addresses', slug: 'shipping-addresses', group: 'account', soon: false },
  { id: 'cards', slug: 'payment-cards', group: 'account', soon: false },
  { id: 'settings', slug: 'settings', group: 'account', soon: false },
  { id: 'purchases', slug: 'purchase-history', group: 'activity', soon: false },
  { id: 'watchlist', slug: 'Watchlist', group: 'activity', soon: false },
  // saved searches and followed sellers (docs/adr/0053; shared/saved-searches.ts SAVED_SEARCHES_PATH)
  { id: 'alerts', slug: 'saved-searches', group: 'activity', soon: false },
  { id: 'bids', slug: 'My bids', group: 'activity', soon: false },
  { id: 'disputes', slug: 'disputes', group: 'activity', soon: false },
  { id: 'reviews', slug: 'my-reviews', group: 'activity', soon: true },
];

/** Other spellings people (and older links) use for a section. */
const ALIASES: Record<string, TabId> = {
  profile: 'profile',
  addresses: 'addresses',
  'shipping-address': 'addresses',
  cards: 'cards',
  'payment-details': 'cards',
  payments: 'cards',
  purchases: 'purchases',
  'my-bids': 'bids',
  'followed-sellers': 'alerts',
  reviews: 'reviews',
};

/** The section a path names: `/fr/my-account/My%20bids` → bids; unknown or none → profile. */
export function tabFromPath(pathname: string): TabId {
  const bare = pathname.replace(/^\/fr(?=\/|$)/, '');
  const match = /^\/my-account\/([^/]+)\/?$/.exec(bare);
  if (!match) return 'profile';
  let segment = match[1]!;
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // keep it as it came
  }
  const wanted = segment.toLowerCase();
  return ACCOUNT_TABS.find((tab) => tab.slug.toLowerCase() === wanted)?.id ?? ALIASES[wanted] ?? 'profile';
}

/** The path of a section (without the language prefix): `bids` → `/my-account/My%20bids`. */
export function tabPath(id: TabId): string {
  const tab = ACCOUNT_TABS.find((t) => t.id === id)!;
  return tab.slug ? `/my-account/${encodeURIComponent(tab.slug)}` : '/my-account';
}
