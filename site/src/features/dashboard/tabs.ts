/**
 * The seller dashboard's sections and their URLs. The pre-rendered /sellar-dashboard page serves
 * every /sellar-dashboard/<sub-path> (shared/routes.ts); the island reads the section from the URL,
 * so a reload keeps it. "List an item" (the spec's path, space included) opens the listing wizard.
 */
export const ITEM_TABS = ['active', 'sold', 'unsold', 'shipping', 'submissions'] as const;
export const TOOL_TABS = ['questions', 'drafts', 'reviews', 'payouts', 'payment'] as const;
export type ItemTab = (typeof ITEM_TABS)[number];
export type ToolTab = (typeof TOOL_TABS)[number];
export type DashboardTab = ItemTab | ToolTab;

/** The path segment of each section after /sellar-dashboard, as people read it. */
const SLUGS: Record<DashboardTab, string> = {
  active: 'Active',
  sold: 'Sold',
  unsold: 'Unsold',
  shipping: 'Shipping',
  submissions: 'Submissions',
  questions: 'Questions',
  drafts: 'Drafts',
  reviews: 'Reviews',
  payouts: 'Payouts',
  payment: 'Payment settings',
};

/** The wizard's sub-path, exactly as the spec spells it. */
export const WIZARD_SLUG = 'List an item';

export type DashboardView = { kind: 'tab'; tab: DashboardTab } | { kind: 'wizard' };

const ALL_TABS = [...ITEM_TABS, ...TOOL_TABS] as readonly DashboardTab[];

/** A section named in a URL, by slug or id, any case ("payment-settings" too). */
function tabNamed(name: string | null | undefined): DashboardTab | null {
  if (!name) return null;
  const wanted = name.trim().toLowerCase().replace(/[-_]+/g, ' ');
  return ALL_TABS.find((tab) => tab === wanted || SLUGS[tab].toLowerCase() === wanted) ?? (wanted === 'payment settings' ? 'payment' : null);
}

/**
 * What a URL shows: `/sellar-dashboard/List%20an%20item` → the wizard; `/fr/sellar-dashboard/Sold`
 * or `/sellar-dashboard?tab=sold` → that tab; anything else → Active.
 */
export function viewFromUrl(pathname: string, search: string): DashboardView {
  const bare = pathname.replace(/^\/fr(?=\/|$)/, '');
  const match = /^\/sellar-dashboard\/(.+?)\/?$/.exec(bare);
  let segment = match?.[1] ?? '';
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // keep it as it came
  }
  if (segment.trim().toLowerCase().replace(/[-_]+/g, ' ') === WIZARD_SLUG.toLowerCase()) return { kind: 'wizard' };
  const tab = tabNamed(segment) ?? tabNamed(new URLSearchParams(search).get('tab'));
  return { kind: 'tab', tab: tab ?? 'active' };
}

/** The path of a section, without the language prefix: `payment` → `/sellar-dashboard/Payment%20settings`. */
export function tabPath(tab: DashboardTab): string {
  return `/sellar-dashboard/${encodeURIComponent(SLUGS[tab])}`;
}

/** The wizard's path, optionally resuming a draft or relisting an item. */
export function wizardPath(params: { draft?: string; relist?: string } = {}): string {
  const query = new URLSearchParams();
  if (params.draft) query.set('draft', params.draft);
  if (params.relist) query.set('relist', params.relist);
  const qs = query.toString();
  return `/sellar-dashboard/${encodeURIComponent(WIZARD_SLUG)}${qs ? `?${qs}` : ''}`;
}
