import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type BatchGetCommandOutput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { encodeTime, ulid } from 'ulid';
import type { Profile } from '../../shared/account.ts';
import type { Address, Notification, SavedCard } from '../../shared/contract/account.ts';
import type { Category } from '../../shared/categories.ts';
import type { ListingForm } from '../../shared/contract/selling.ts';
import { canTransition } from '../../shared/item-status.ts';
import type { SellerForm } from '../../shared/seller-form.ts';
import type { Banner, SupportArticle } from '../../shared/contract/catalogue.ts';
import type { Bid, Item, ItemStatus } from '../../shared/item.ts';
import type { Currency } from '../../shared/money.ts';
import { requireEnv } from '../lib/env.ts';
import { dynamo } from './client.ts';

/**
 * The one data-access module: every key of the single table is built here, named after the access
 * pattern it serves. Handlers and the seed call these functions and never see pk/sk.
 */
const tableName = () => requireEnv('TABLE_NAME');

export const keys = {
  profile: (uid: string) => ({ pk: `USER#${uid}`, sk: 'PROFILE' }),
  item: (id: string) => ({ pk: `ITEM#${id}`, sk: 'ITEM' }),
  /** Items by status, in end-time order (Active) or sale-time order (Sold). */
  itemsByStatus: (status: ItemStatus) => `STATUS#${status}`,
  itemStatusSortKey: (item: Item) => `${item.status === 'Sold' ? (item.soldAt ?? '') : (item.endsAt ?? item.createdAt)}#${item.id}`,
  itemsBySeller: (sellerId: string) => `SELLER#${sellerId}`,
  bid: (itemId: string, bidId: string) => ({ pk: `ITEM#${itemId}`, sk: `BID#${bidId}` }),
  bidsOfItem: (itemId: string) => ({ pk: `ITEM#${itemId}`, skPrefix: 'BID#' }),
  categories: () => 'CATEGORY',
  category: (id: string) => ({ pk: 'CATEGORY', sk: id }),
  currencies: () => ({ pk: 'META', sk: 'CURRENCIES' }),
  banners: () => ({ pk: 'META', sk: 'BANNERS' }),
  seedMarker: () => ({ pk: 'META', sk: 'SEED' }),
  itemNumberCounter: () => ({ pk: 'META', sk: 'COUNTER#itemNumber' }),
  supportArticles: () => 'SUPPORT',
  supportArticle: (id: string) => ({ pk: 'SUPPORT', sk: id }),
  contactMessage: (id: string) => ({ pk: 'CONTACT', sk: id }),
  // selling (issue #4)
  draft: (uid: string, draftId: string) => ({ pk: `USER#${uid}`, sk: `DRAFT#${draftId}` }),
  draftsOf: (uid: string) => ({ pk: `USER#${uid}`, skPrefix: 'DRAFT#' }),
  sellerForms: () => 'SELLERFORM',
  sellerForm: (catId: string, subCatId: string | null) => ({ pk: 'SELLERFORM', sk: `${catId}#${subCatId ?? '-'}` }),

  // ---- account (issue #3): everything below sits in the person's own partition, USER#<uid> ----
  address: (uid: string, id: string) => ({ pk: `USER#${uid}`, sk: `ADDRESS#${id}` }),
  addressesOf: (uid: string) => ({ pk: `USER#${uid}`, skPrefix: 'ADDRESS#' }),
  card: (uid: string, id: string) => ({ pk: `USER#${uid}`, sk: `CARD#${id}` }),
  cardsOf: (uid: string) => ({ pk: `USER#${uid}`, skPrefix: 'CARD#' }),
  /** The person's customer at the payment provider (made on their first card). */
  paymentsCustomer: (uid: string) => ({ pk: `USER#${uid}`, sk: 'PAYMENTS' }),
  watch: (uid: string, itemId: string) => ({ pk: `USER#${uid}`, sk: `WATCH#${itemId}` }),
  watchlistOf: (uid: string) => ({ pk: `USER#${uid}`, skPrefix: 'WATCH#' }),
  /** Notification ids begin with their time (ULID-shaped), so sort-key order is time order. */
  notification: (uid: string, id: string) => ({ pk: `USER#${uid}`, sk: `NOTIF#${id}` }),
  notificationsOf: (uid: string) => ({ pk: `USER#${uid}`, skPrefix: 'NOTIF#' }),
  /** Seller profile names are unique regardless of case: one claim record per name. */
  sellerProfileName: (name: string) => ({ pk: `SELLERNAME#${name.trim().toLowerCase()}`, sk: 'CLAIM' }),
};

/** Strips the table's key attributes from a stored record. */
function withoutKeys<T>(record: Record<string, unknown> | undefined): T | null {
  if (!record) return null;
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g1s, gsi2pk: _g2, gsi2sk: _g2s, ...rest } = record;
  return rest as T;
}

/** Runs a query to its end, page by page. */
async function queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey }));
    out.push(...((page.Items ?? []) as Record<string, unknown>[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
}

// ---- people -----------------------------------------------------------------------------------

export async function getProfile(uid: string): Promise<Profile | null> {
  const { Item: record } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.profile(uid) }));
  return withoutKeys<Profile>(record);
}

/** Writes a profile only if the person has none yet; answers the profile that is stored. */
export async function createProfileIfMissing(profile: Profile): Promise<Profile> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.profile(profile.uid), ...profile },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return profile;
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    return (await getProfile(profile.uid))!;
  }
}

/** Replaces a profile whole (its owner's own record: no other writer races it). */
export async function putProfile(profile: Profile): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.profile(profile.uid), ...profile } }));
}

// ---- items ------------------------------------------------------------------------------------

export async function getItem(id: string): Promise<Item | null> {
  const { Item: record } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.item(id) }));
  return withoutKeys<Item>(record);
}

/** Writes an item whole (seed and first submission); status changes use conditional updates. */
export async function putItem(item: Item): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.item(item.id),
        gsi1pk: keys.itemsByStatus(item.status),
        gsi1sk: keys.itemStatusSortKey(item),
        gsi2pk: keys.itemsBySeller(item.sellerId),
        gsi2sk: `${item.createdAt}#${item.id}`,
        ...item,
      },
    }),
  );
}

/** Every item in one status (Active for the catalogue, Sold for "recently sold"). */
export async function listItemsByStatus(status: ItemStatus, newestFirst = false): Promise<Item[]> {
  const records = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.itemsByStatus(status) },
    ScanIndexForward: !newestFirst,
  });
  return records.map((r) => withoutKeys<Item>(r)!);
}

/** A short, human-readable, never-repeating item number ("PT-10042"). */
export async function nextItemNumber(): Promise<string> {
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.itemNumberCounter(),
      UpdateExpression: 'ADD #n :one',
      ExpressionAttributeNames: { '#n': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return `PT-${10_000 + Number(Attributes?.value ?? 0)}`;
}

// ---- bids -------------------------------------------------------------------------------------

export async function putBid(bidId: string, bid: Bid): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.bid(bid.itemId, bidId), ...bid } }));
}

export async function listBids(itemId: string): Promise<Bid[]> {
  const k = keys.bidsOfItem(itemId);
  const records = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': k.pk, ':prefix': k.skPrefix },
    ScanIndexForward: false,
  });
  return records.map((r) => withoutKeys<Bid>(r)!);
}

// ---- categories, currencies, banners, support -------------------------------------------------

export async function listCategories(): Promise<Category[]> {
  const records = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.categories() } });
  return records.map((r) => withoutKeys<Category>(r)!);
}

export async function putCategory(category: Category): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.category(category.id), ...category } }));
}

export async function getCurrencies(): Promise<Currency[]> {
  const { Item: record } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.currencies() }));
  return (record?.currencies as Currency[] | undefined) ?? [];
}

export async function putCurrencies(currencies: Currency[]): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.currencies(), currencies } }));
}

export async function getBanners(): Promise<Banner[]> {
  const { Item: record } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.banners() }));
  return (record?.banners as Banner[] | undefined) ?? [];
}

export async function putBanners(banners: Banner[]): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.banners(), banners } }));
}

export async function listSupportArticles(): Promise<SupportArticle[]> {
  const records = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.supportArticles() } });
  return records.map((r) => withoutKeys<SupportArticle>(r)!);
}

export async function putSupportArticle(article: SupportArticle): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.supportArticle(article.id), ...article } }));
}

// ---- contact and seed bookkeeping -------------------------------------------------------------

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  uid: string | null;
  receivedAt: string;
}

export async function saveContactMessage(message: ContactMessage): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.contactMessage(message.id), ...message } }));
}

export async function listContactMessages(): Promise<ContactMessage[]> {
  const records = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'CONTACT' } });
  return records.map((r) => withoutKeys<ContactMessage>(r)!);
}

/** The seed writes this last, so a half-finished seed is redone on the next start. */
export async function getSeedMarker(): Promise<{ seededAt: string; version: number } | null> {
  const { Item: record } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.seedMarker() }));
  return record ? { seededAt: String(record.seededAt), version: Number(record.version) } : null;
}

export async function putSeedMarker(version: number, seededAt: string): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.seedMarker(), version, seededAt } }));
}

// ---- account (issue #3): profile changes, addresses, cards, watchlist, notifications ----------

/** True when a write lost its condition (the record is not in the state the write required). */
function conditionFailed(error: unknown): boolean {
  return (error as Error).name === 'ConditionalCheckFailedException';
}

/**
 * Sets some fields of a profile in one conditional update (no read-modify-write, so two changes
 * racing each other both land). Null when the profile is missing or `condition` does not hold.
 */
async function updateProfileWhere(
  uid: string,
  changes: Partial<Profile>,
  condition?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> },
): Promise<Profile | null> {
  const entries = Object.entries(changes).filter(([name, value]) => value !== undefined && name !== 'uid');
  if (entries.length === 0) return getProfile(uid);
  const names: Record<string, string> = { ...condition?.names };
  const values: Record<string, unknown> = { ...condition?.values };
  const sets = entries.map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(uid),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: ['attribute_exists(pk)', condition?.expression].filter(Boolean).join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return withoutKeys<Profile>(Attributes);
  } catch (error) {
    if (conditionFailed(error)) return null;
    throw error;
  }
}

/** Changes a profile's own fields (names, phone, country, currency, preferences); null when there is no profile. */
export function updateProfileFields(uid: string, changes: Partial<Profile>, now: Date): Promise<Profile | null> {
  return updateProfileWhere(uid, { ...changes, updatedAt: now.toISOString() });
}

/** Turns a profile into a seller's, once: null when it already is one (or is missing). */
export function openSellerAccount(uid: string, seller: Partial<Profile>, now: Date): Promise<Profile | null> {
  return updateProfileWhere(
    uid,
    { ...seller, sellerAccount: true, paymentDetailsAdded: true, updatedAt: now.toISOString() },
    { expression: '#seller = :no', names: { '#seller': 'sellerAccount' }, values: { ':no': false } },
  );
}

/** Replaces a seller's payout account; null when the profile is not a seller's. */
export function setPayoutAccount(uid: string, payout: { iban: string; swift: string }, now: Date): Promise<Profile | null> {
  return updateProfileWhere(
    uid,
    { ...payout, paymentDetailsAdded: true, updatedAt: now.toISOString() },
    { expression: '#seller = :yes', names: { '#seller': 'sellerAccount' }, values: { ':yes': true } },
  );
}

/** Reserves a seller profile name for a person: false when someone else holds it (case-insensitive). */
export async function claimSellerProfileName(name: string, uid: string, now: Date): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.sellerProfileName(name), uid, name, claimedAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(pk) OR #uid = :uid',
        ExpressionAttributeNames: { '#uid': 'uid' },
        ExpressionAttributeValues: { ':uid': uid },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** Every record of a person under one sort-key prefix, in sort-key order. */
async function listOwn<T>(k: { pk: string; skPrefix: string }, newestFirst = false): Promise<T[]> {
  const records = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': k.pk, ':prefix': k.skPrefix },
    ScanIndexForward: !newestFirst,
  });
  return records.map((r) => withoutKeys<T>(r)!);
}

/** Deletes one of a person's records: false when it was not there (someone else's id included). */
async function deleteOwn(key: { pk: string; sk: string }): Promise<boolean> {
  try {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** A person's shipping addresses, oldest first (ids are ULIDs). */
export function listAddresses(uid: string): Promise<Address[]> {
  return listOwn<Address>(keys.addressesOf(uid));
}

export async function putAddress(uid: string, address: Address): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.address(uid, address.id), ...address } }));
}

export async function getAddress(uid: string, id: string): Promise<Address | null> {
  const { Item: record } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.address(uid, id) }));
  return withoutKeys<Address>(record);
}

/** Removes one of the person's addresses; false when they have none with that id. */
export function deleteAddress(uid: string, id: string): Promise<boolean> {
  return deleteOwn(keys.address(uid, id));
}

/** A person's saved cards, oldest first. */
export function listCards(uid: string): Promise<SavedCard[]> {
  return listOwn<SavedCard>(keys.cardsOf(uid));
}

export async function getCard(uid: string, id: string): Promise<SavedCard | null> {
  const { Item: record } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.card(uid, id) }));
  return withoutKeys<SavedCard>(record);
}

export async function putCard(uid: string, card: SavedCard): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.card(uid, card.id), ...card } }));
}

/** Removes one of the person's cards; false when they have none with that id. */
export function deleteCard(uid: string, id: string): Promise<boolean> {
  return deleteOwn(keys.card(uid, id));
}

/** The person's customer id at the payment provider, when they have one. */
export async function getPaymentsCustomerId(uid: string): Promise<string | null> {
  const { Item: record } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.paymentsCustomer(uid) }));
  return (record?.customerId as string | undefined) ?? null;
}

/** Records the person's provider customer; the first one recorded wins and is answered. */
export async function savePaymentsCustomerId(uid: string, customerId: string): Promise<string> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.paymentsCustomer(uid), customerId },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return customerId;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    return (await getPaymentsCustomerId(uid))!;
  }
}

/** An entry of a watchlist. */
export interface WatchEntry {
  itemId: string;
  addedAt: string;
}

/** The items a person watches, most recently added first. */
export async function listWatchlist(uid: string): Promise<WatchEntry[]> {
  const entries = await listOwn<WatchEntry>(keys.watchlistOf(uid));
  return entries.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
}

/** Adds an item to a watchlist (again is harmless: the first time added is kept). */
export async function addToWatchlist(uid: string, itemId: string, now: Date): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.watch(uid, itemId), itemId, addedAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}

/** Takes an item off a watchlist; false when it was not on it. */
export function removeFromWatchlist(uid: string, itemId: string): Promise<boolean> {
  return deleteOwn(keys.watch(uid, itemId));
}

/** Whether a person watches an item (getItem's `watching`). */
export async function isWatching(uid: string, itemId: string): Promise<boolean> {
  const { Item: record } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.watch(uid, itemId), ProjectionExpression: 'pk' }));
  return Boolean(record);
}

/** Several items by id, in the order asked; ids with no item are left out. */
export async function getItems(ids: readonly string[]): Promise<Item[]> {
  const unique = [...new Set(ids)];
  const found = new Map<string, Item>();
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: unique.slice(i, i + 100).map((id) => keys.item(id)) },
    };
    // BatchGet may leave keys unprocessed under load: ask again for those.
    for (let attempt = 0; request && Object.keys(request).length > 0 && attempt < 5; attempt++) {
      const answer: BatchGetCommandOutput = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
      for (const record of answer.Responses?.[tableName()] ?? []) {
        const item = withoutKeys<Item>(record)!;
        found.set(item.id, item);
      }
      request = answer.UnprocessedKeys as typeof request;
    }
  }
  return ids.map((id) => found.get(id)).filter((item): item is Item => item !== undefined);
}

/** A notification as its writer gives it: the id and the read flag are made here. */
export type NotificationDraft = Omit<Notification, 'id' | 'read'>;

/**
 * Stores a notification for a person (later features write these: outbid, sold, dispute, payment).
 * Its id is ULID-shaped: the time part from `createdAt`, so ids sort by time, and the rest random or,
 * when a `dedupeKey` is given (e.g. `outbid:<itemId>:<version>`), derived from it, so a replayed
 * write makes the same id and stores nothing twice.
 */
export async function putNotification(uid: string, draft: NotificationDraft, dedupeKey?: string): Promise<Notification> {
  const time = encodeTime(Date.parse(draft.createdAt), 10);
  const tail = dedupeKey
    ? createHash('sha256').update(`${uid}\n${dedupeKey}`).digest('hex').slice(0, 16).toUpperCase()
    : ulid().slice(10);
  const notification: Notification = { ...draft, id: `${time}${tail}`, read: false };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.notification(uid, notification.id), ...notification },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
  return notification;
}

/** One page of a person's notifications, newest first. */
export async function listNotifications(uid: string, limit: number, offset: number): Promise<Notification[]> {
  const k = keys.notificationsOf(uid);
  const wanted = offset + limit;
  const out: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': k.pk, ':prefix': k.skPrefix },
        ScanIndexForward: false,
        Limit: wanted - out.length,
        ExclusiveStartKey,
      }),
    );
    out.push(...((page.Items ?? []) as Record<string, unknown>[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && out.length < wanted);
  return out.slice(offset, wanted).map((r) => withoutKeys<Notification>(r)!);
}

/** Marks one of a person's notifications read; false when they have none with that id. */
export async function markNotificationRead(uid: string, id: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.notification(uid, id),
        UpdateExpression: 'SET #read = :yes',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

// ---- selling: drafts, seller forms, items by seller, status moves (issue #4) ---------------------

/** A listing draft: the wizard's form as the seller left it. */
export interface Draft {
  draftId: string;
  sellerId: string;
  form: ListingForm;
  createdAt: string;
  updatedAt: string;
}

export async function putDraft(draft: Draft): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.draft(draft.sellerId, draft.draftId), ...draft } }));
}

export async function getDraft(uid: string, draftId: string): Promise<Draft | null> {
  const { Item: record } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.draft(uid, draftId) }));
  return withoutKeys<Draft>(record);
}

/** A seller's drafts, most recently updated first. */
export async function listDrafts(uid: string): Promise<Draft[]> {
  const k = keys.draftsOf(uid);
  const records = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': k.pk, ':prefix': k.skPrefix } });
  return records.map((r) => withoutKeys<Draft>(r)!).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** Deletes a draft; false when the seller has no such draft. */
export async function deleteDraft(uid: string, draftId: string): Promise<boolean> {
  try {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.draft(uid, draftId), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function listSellerForms(): Promise<SellerForm[]> {
  const records = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.sellerForms() } });
  return records.map((r) => withoutKeys<SellerForm>(r)!);
}

export async function putSellerForm(form: SellerForm): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.sellerForm(form.catId, form.subCatId), ...form } }));
}

/** Every item a seller listed, newest first. */
export async function listItemsBySeller(uid: string): Promise<Item[]> {
  const records = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.itemsBySeller(uid) },
    ScanIndexForward: false,
  });
  return records.map((r) => withoutKeys<Item>(r)!);
}

/** The item moved on before this write: its status or version was no longer the one expected. */
export class StaleItemError extends Error {
  constructor(id: string) {
    super(`Item ${id} changed before this write`);
    this.name = 'StaleItemError';
  }
}

/**
 * Changes an item in one conditional write: only if it is still at the version read, and (when
 * `to` is given) only along the transitions table. Keeps the status index in step and bumps the
 * version. Answers the item as written; StaleItemError when another write came first.
 */
export async function updateItem(item: Item, changes: Partial<Omit<Item, 'id' | 'version'>>): Promise<Item> {
  const next: Item = { ...item, ...changes, version: item.version + 1 };
  if (next.status !== item.status && !canTransition(item.status, next.status)) {
    throw new Error(`An item cannot move from ${item.status} to ${next.status}`);
  }
  const fields: Record<string, unknown> = { ...changes, version: next.version, gsi1pk: keys.itemsByStatus(next.status), gsi1sk: keys.itemStatusSortKey(next) };
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':expected': item.version };
  const sets = Object.entries(fields).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.item(item.id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw new StaleItemError(item.id);
    throw error;
  }
  return next;
}

