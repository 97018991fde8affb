import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '../../shared/account.ts';
import type { Category } from '../../shared/categories.ts';
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
