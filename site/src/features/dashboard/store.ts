import { map } from 'nanostores';
import type { DraftSummary, SellerItemRow } from '../../../../shared/contract/selling.ts';
import type { SellerQuestionsOutput, SellerQuestionView } from '../../../../shared/contract/questions.ts';
import type { QuestionView } from '../../../../shared/questions.ts';
import { call } from '../../lib/api.ts';
import { describe } from '../../lib/messages.ts';
import { ITEM_TABS, type ItemTab } from './tabs.ts';

/*
 * The spec's "Seller dashboard" client state: the item lists by tab (ActiveItems, SoldItems,
 * UnSoldItems, ShipToBuyer, and the submissions awaiting review), the drafts, and the texts
 * AlertMessage, AddReservePrice and RelistError. Components read it with useStore and change it only
 * through the actions below, which make the calls (CALLS.md, "Selling").
 */

/** A row of a dashboard tab: what getSellerItems answers. */
export type DashboardItem = SellerItemRow;

/** A saved draft: what getDrafts answers. */
export type Draft = DraftSummary;

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ListState<T> {
  status: LoadStatus;
  items: T[];
}

export interface SellerDashboardState {
  /** One list per tab: active = ActiveItems, sold = SoldItems, unsold = UnSoldItems, shipping = ShipToBuyer. */
  lists: Record<ItemTab, ListState<DashboardItem>>;
  drafts: ListState<Draft>;
  /** The questions on the seller's lots (getSellerQuestions), those awaiting an answer first. */
  questions: ListState<SellerQuestionView>;
  /** The server refused the lists because the person has no seller account (403). */
  notSeller: boolean;
  /** A success to announce (relisted, draft removed). */
  AlertMessage: string | null;
  /** "Add Reserve price Success" once a reserve is lowered. */
  AddReservePrice: string | null;
  /** A failed relist, or a failed load of the unsold items (spec: stored as the relist error). */
  RelistError: string | null;
  /** "Error while removing draft". */
  DraftError: string | null;
}

const empty = <T>(): ListState<T> => ({ status: 'idle', items: [] });

export const $sellerDashboard = map<SellerDashboardState>({
  lists: Object.fromEntries(ITEM_TABS.map((tab) => [tab, empty<DashboardItem>()])) as Record<ItemTab, ListState<DashboardItem>>,
  drafts: empty<Draft>(),
  questions: empty<SellerQuestionView>(),
  notSeller: false,
  AlertMessage: null,
  AddReservePrice: null,
  RelistError: null,
  DraftError: null,
});

/** Turns a key and parameters into the page language's text (the island's translator). */
export type Say = (key: string, params?: Record<string, string | number>) => string;

function setList(tab: ItemTab, next: ListState<DashboardItem>): void {
  const state = $sellerDashboard.get();
  $sellerDashboard.setKey('lists', { ...state.lists, [tab]: next });
}

/**
 * Loads one tab's items. The old list stays on screen while it reloads. A 403 means no seller
 * account; a failed load of the unsold items is also kept as the relist error (spec section 4).
 */
export async function loadTab(tab: ItemTab, say: Say): Promise<void> {
  setList(tab, { ...$sellerDashboard.get().lists[tab], status: 'loading' });
  const result = await call('getSellerItems', { tab });
  if (result.status === 200 && Array.isArray(result.data?.items)) {
    setList(tab, { status: 'ready', items: result.data.items });
    if ($sellerDashboard.get().notSeller) $sellerDashboard.setKey('notSeller', false);
    return;
  }
  if (result.status === 403) $sellerDashboard.setKey('notSeller', true);
  setList(tab, { ...$sellerDashboard.get().lists[tab], status: 'error' });
  if (tab === 'unsold' && result.status !== 403) $sellerDashboard.setKey('RelistError', say('dashboard.error'));
}

/** Loads every tab at once (their counts show in the navigation), the drafts and the questions. */
export async function loadDashboard(say: Say): Promise<void> {
  await Promise.all([...ITEM_TABS.map((tab) => loadTab(tab, say)), loadDrafts(), loadQuestions()]);
}

/** Loads the questions on the seller's lots (the old list stays on screen while it reloads). */
export async function loadQuestions(): Promise<void> {
  $sellerDashboard.setKey('questions', { ...$sellerDashboard.get().questions, status: 'loading' });
  const result = await call('getSellerQuestions');
  if (result.status === 200 && Array.isArray(result.data?.questions)) {
    $sellerDashboard.setKey('questions', { status: 'ready', items: result.data.questions });
  } else {
    if (result.status === 403) $sellerDashboard.setKey('notSeller', true);
    $sellerDashboard.setKey('questions', { ...$sellerDashboard.get().questions, status: 'error' });
  }
}

/** How many questions wait for the seller's answer (the Questions tab's count). */
export const awaitingAnswer = (questions: readonly SellerQuestionView[]): number => questions.filter((q) => q.canAnswer).length;

/** A question the seller has just answered (answerQuestion's answer): it stays where it is, with its answer, until the next load. */
export function questionAnswered(answered: QuestionView): void {
  const { questions } = $sellerDashboard.get();
  $sellerDashboard.setKey('questions', {
    ...questions,
    items: questions.items.map((q) => (q.id === answered.id ? { ...q, ...answered, canAnswer: false } : q)),
  });
}

export async function loadDrafts(): Promise<void> {
  const state = $sellerDashboard.get();
  $sellerDashboard.setKey('drafts', { ...state.drafts, status: 'loading' });
  const result = await call('getDrafts');
  if (result.status === 200 && Array.isArray(result.data?.drafts)) {
    const drafts = [...result.data.drafts].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    $sellerDashboard.setKey('drafts', { status: 'ready', items: drafts });
  } else {
    if (result.status === 403) $sellerDashboard.setKey('notSeller', true);
    $sellerDashboard.setKey('drafts', { ...$sellerDashboard.get().drafts, status: 'error' });
  }
}

/**
 * Says in RelistError that an unsold lot's call was refused, and why: the server's words, or "try
 * again" when it did not answer (or failed).
 */
function sayRefused(failedKey: string, item: DashboardItem, result: Parameters<typeof describe>[0] & { status: number }, say: Say): void {
  const reason = result.status === 0 || result.status >= 500 ? say('dashboard.relist.error') : describe(result, say);
  $sellerDashboard.setKey('RelistError', say(failedKey, { name: item.name, reason }));
}

/**
 * Sends an unsold item back to review as it is (relistItem). On success it leaves Unsold for
 * Submissions and AlertMessage says so; on failure RelistError says why. Answers whether it worked.
 */
export async function relistAsIs(item: DashboardItem, say: Say): Promise<boolean> {
  removeNotifications();
  const result = await call('relistItem', { itemId: item.id });
  if (result.status !== 200) {
    sayRefused('dashboard.relist.failed', item, result, say);
    if (result.status === 409 || result.status === 404) void loadTab('unsold', say);
    return false;
  }
  const { lists } = $sellerDashboard.get();
  const moved: DashboardItem = { ...item, status: 'Awaiting Approval', rejectionNote: null, submittedAt: new Date().toISOString(), endsAt: null };
  $sellerDashboard.setKey('lists', {
    ...lists,
    unsold: { ...lists.unsold, items: lists.unsold.items.filter((i) => i.id !== item.id) },
    submissions: { ...lists.submissions, items: [moved, ...lists.submissions.items.filter((i) => i.id !== item.id)] },
  });
  $sellerDashboard.setKey('AlertMessage', say('dashboard.relist.done', { name: item.name }));
  void loadTab('submissions', say);
  return true;
}

/**
 * Offers a lot whose buyer did not pay on time to its under-bidder (sendSecondChanceOffer). On success
 * AlertMessage says the server's words and the lot moves from Unsold to Sold (awaiting the new buyer's
 * payment); on failure RelistError says why (no under-bidder, the days allowed have passed…).
 */
export async function offerSecondChance(item: DashboardItem, say: Say): Promise<boolean> {
  removeNotifications();
  const result = await call('sendSecondChanceOffer', { itemId: item.id });
  if (result.status !== 200) {
    sayRefused('dashboard.secondChance.failed', item, result, say);
    return false;
  }
  $sellerDashboard.setKey('AlertMessage', describe(result, say));
  void loadTab('unsold', say);
  void loadTab('sold', say);
  return true;
}

/** Deletes a draft (after the person confirmed): "Draft removed successfully" or "Error while removing draft". */
export async function removeDraft(draftId: string, say: Say): Promise<boolean> {
  removeNotifications();
  const result = await call('deleteDraft', { draftId });
  if (result.status !== 200) {
    $sellerDashboard.setKey('DraftError', say('dashboard.drafts.removeError'));
    return false;
  }
  const { drafts } = $sellerDashboard.get();
  $sellerDashboard.setKey('drafts', { ...drafts, items: drafts.items.filter((d) => d.draftId !== draftId) });
  $sellerDashboard.setKey('AlertMessage', say('dashboard.drafts.removed'));
  return true;
}

/**
 * A sale was shipped (addTrackingNumber answered 200): AlertMessage says the server's words ("Buyer
 * tracking information updated successfully"), and the sale moves from Shipping to Sold.
 */
export function saleShipped(message: string, say: Say): void {
  removeNotifications();
  $sellerDashboard.setKey('AlertMessage', message);
  void loadTab('shipping', say);
  void loadTab('sold', say);
}

/** The spec's "remove notifications": clears the reserve-price message and the relist error (and the other messages). */
export function removeNotifications(): void {
  $sellerDashboard.setKey('AlertMessage', null);
  $sellerDashboard.setKey('AddReservePrice', null);
  $sellerDashboard.setKey('RelistError', null);
  $sellerDashboard.setKey('DraftError', null);
}
