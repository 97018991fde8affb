import type { Address } from '../../../shared/contract/account.ts';
import { deleteIfExists, getRecord, putRecord, queryPartition } from '../table.ts';

/** A person's shipping addresses: USER#<uid> / ADDRESS#<id> (ids are ULIDs, so sort order is age). */
const addressKey = (uid: string, id: string) => ({ pk: `USER#${uid}`, sk: `ADDRESS#${id}` });

/** A person's shipping addresses, oldest first. */
export function listAddresses(uid: string): Promise<Address[]> {
  return queryPartition<Address>({ pk: `USER#${uid}`, skPrefix: 'ADDRESS#' });
}

export function getAddress(uid: string, id: string): Promise<Address | null> {
  return getRecord<Address>(addressKey(uid, id));
}

export async function putAddress(uid: string, address: Address): Promise<void> {
  await putRecord(addressKey(uid, address.id), address);
}

/** Removes one of the person's addresses; false when they have none with that id. */
export function deleteAddress(uid: string, id: string): Promise<boolean> {
  return deleteIfExists(addressKey(uid, id));
}
