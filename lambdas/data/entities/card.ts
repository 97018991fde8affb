import type { SavedCard } from '../../../shared/contract/account.ts';
import { deleteIfExists, getRecord, putIfAbsent, putRecord, queryPartition } from '../table.ts';

/** A person's saved cards: USER#<uid> / CARD#<id>; their customer at the payment provider: USER#<uid> / PAYMENTS. */
const cardKey = (uid: string, id: string) => ({ pk: `USER#${uid}`, sk: `CARD#${id}` });
const paymentsCustomerKey = (uid: string) => ({ pk: `USER#${uid}`, sk: 'PAYMENTS' });

/** A person's saved cards, oldest first. */
export function listCards(uid: string): Promise<SavedCard[]> {
  return queryPartition<SavedCard>({ pk: `USER#${uid}`, skPrefix: 'CARD#' });
}

export function getCard(uid: string, id: string): Promise<SavedCard | null> {
  return getRecord<SavedCard>(cardKey(uid, id));
}

export async function putCard(uid: string, card: SavedCard): Promise<void> {
  await putRecord(cardKey(uid, card.id), card);
}

/** Removes one of the person's cards; false when they have none with that id. */
export function deleteCard(uid: string, id: string): Promise<boolean> {
  return deleteIfExists(cardKey(uid, id));
}

/** The person's customer id at the payment provider, when they have one. */
export async function getPaymentsCustomerId(uid: string): Promise<string | null> {
  return (await getRecord<{ customerId: string }>(paymentsCustomerKey(uid)))?.customerId ?? null;
}

/** Records the person's provider customer; the first one recorded wins and is answered. */
export async function savePaymentsCustomerId(uid: string, customerId: string): Promise<string> {
  if (await putIfAbsent(paymentsCustomerKey(uid), { customerId })) return customerId;
  return (await getPaymentsCustomerId(uid))!;
}
