/**
 * The spec's route table (SPEC.md §2) as a test visits it: each route with who may open it. Ids are
 * filled from the running stack (a live lot, its seller) by the test that walks them.
 */
export type RouteVisitor = 'visitor' | 'buyer' | 'seller' | 'admin';

export interface SpecRoute {
  /** The path, with `{itemId}`, `{sellerId}`, `{sellerName}`, `{itemDisputeId}`, `{orderId}` and `{subCategoryId}` to fill in. */
  path: string;
  who: RouteVisitor;
}

export const SPEC_ROUTES: readonly SpecRoute[] = [
  // public
  { path: '/', who: 'visitor' },
  { path: '/homepage', who: 'visitor' },
  { path: '/seller-login', who: 'visitor' },
  { path: '/admin-login', who: 'visitor' },
  { path: '/forget-password', who: 'visitor' },
  { path: '/user-account', who: 'visitor' },
  { path: '/catagories', who: 'visitor' },
  { path: '/catagoriesDetails/all', who: 'visitor' },
  { path: '/catagoriesDetails/search?term=clock', who: 'visitor' },
  { path: '/catagoriesDetails/clocks', who: 'visitor' },
  { path: '/support-center', who: 'visitor' },
  { path: '/contact-us', who: 'visitor' },
  { path: '/contact', who: 'visitor' },
  { path: '/about', who: 'visitor' },
  { path: '/terms-conditions', who: 'visitor' },
  { path: '/items/{itemId}/buyer', who: 'visitor' },
  { path: '/items/{itemId}/auction', who: 'buyer' },
  { path: '/items/{itemId}/recommended', who: 'visitor' },
  { path: '/seller-reviews/{sellerId}/{sellerName}', who: 'visitor' },
  // signed in
  { path: '/seller-account', who: 'buyer' },
  { path: '/user-details', who: 'buyer' },
  { path: '/my-account', who: 'buyer' },
  { path: '/my-account/Watchlist', who: 'buyer' },
  { path: '/my-account/My%20bids', who: 'buyer' },
  { path: '/my-account/disputes', who: 'seller' },
  { path: '/my-account/disputes?order={orderId}', who: 'buyer' },
  { path: '/my-account/disputes-details/{itemDisputeId}', who: 'seller' },
  { path: '/thanks-submit-items', who: 'seller' },
  { path: '/payment-success', who: 'buyer' },
  { path: '/thnks-reviews', who: 'buyer' },
  { path: '/Submited-disputes', who: 'buyer' },
  { path: '/sellar-dashboard', who: 'seller' },
  { path: '/sellar-dashboard/List%20an%20item', who: 'seller' },
  // payment settings: the payout account and the payout statements
  { path: '/sellar-dashboard/Payment%20settings', who: 'seller' },
  { path: '/sell-items', who: 'seller' },
  { path: '/selling-item', who: 'seller' },
  { path: '/List-items', who: 'seller' },
  // staff
  { path: '/admin-details', who: 'admin' },
  // the back office's areas (one page, the area in ?section=)
  { path: '/admin-details?section=customers', who: 'admin' },
  { path: '/admin-details?section=categories', who: 'admin' },
  { path: '/admin-details?section=seller-forms', who: 'admin' },
  { path: '/admin-details?section=support-articles', who: 'admin' },
  { path: '/admin-details?section=sales', who: 'admin' },
  { path: '/admin-details?section=fulfilment', who: 'admin' },
  { path: '/admin-details?section=disputes', who: 'admin' },
];

/**
 * The product's pages the spec's table does not name: the sections of my account, of the seller's
 * dashboard and of the back office that have paths of their own, and a sub-category's price guide.
 */
export const OTHER_ROUTES: readonly SpecRoute[] = [
  ...['shipping-addresses', 'payment-cards', 'settings', 'purchase-history', 'saved-searches'].map((section) => ({ path: `/my-account/${section}`, who: 'buyer' as const })),
  ...['Sold', 'Unsold', 'Shipping', 'Submissions', 'Questions', 'Drafts', 'Reviews', 'Payouts'].map((tab) => ({ path: `/sellar-dashboard/${tab}`, who: 'seller' as const })),
  { path: '/admin-details?section=questions', who: 'admin' },
  { path: '/price-guide/{subCategoryId}', who: 'visitor' },
];
