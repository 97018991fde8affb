import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';
import { ulid } from '../../lib/ids.ts';
import type { Notification } from '../../../shared/contract/account.ts';
import { getRecord, putIfAbsent, queryPartitionPage, updateFields } from '../table.ts';

/**
 * A person's notifications: USER#<uid> / NOTIF#<id>. Ids begin with their time (ULID-shaped), so
 * sort-key order is time order.
 */
export const notificationKey = (uid: string, id: string) => ({ pk: `USER#${uid}`, sk: `NOTIF#${id}` });

/** A notification as its writer gives it: the id and the read flag are made here. */
export type NotificationDraft = Omit<Notification, 'id' | 'read'>;

/**
 * Stores a notification for a person (and says whether this call made it). Its id is ULID-shaped, the
 * time part from `createdAt`, so ids sort by time. With a `dedupeKey` (e.g. `outbid:<itemId>:<version>`)
 * the event is told once whatever time a replay carries: the key's record (USER#<uid> / NOTIFKEY#<hash>)
 * claims the notification's id first, and a replay finds that id and makes the notification only if
 * the first run stopped before it.
 */
export async function putNotification(uid: string, draft: NotificationDraft, dedupeKey?: string): Promise<{ notification: Notification; created: boolean }> {
  const time = encodeTime(Date.parse(draft.createdAt), 10);
  let id = `${time}${ulid().slice(10)}`;
  if (dedupeKey) {
    const claim = { pk: `USER#${uid}`, sk: `NOTIFKEY#${dedupeHash(uid, dedupeKey)}` };
    if (!(await putIfAbsent(claim, { notificationId: id }))) id = (await getRecord<{ notificationId: string }>(claim))!.notificationId;
  }
  const notification: Notification = { ...draft, id, read: false };
  return { notification, created: await putIfAbsent(notificationKey(uid, notification.id), notification) };
}

/** The dedupe key's part of a claim's or a notification's key: 16 hex digits (also ULID characters). */
const dedupeHash = (uid: string, dedupeKey: string) => createHash('sha256').update(`${uid}\n${dedupeKey}`).digest('hex').slice(0, 16).toUpperCase();

/**
 * Stores the notification of an event whose time is its own (`createdAt` is the event's time, the same
 * on any replay, e.g. the version of a lot that outbid someone): its id is that time and the dedupe
 * key's hash, so a replay finds the very record, and ONE conditional write stores it, without the claim
 * record putNotification needs for events a replay may date differently (docs/adr/0038).
 */
export async function putEventNotification(uid: string, draft: NotificationDraft, dedupeKey: string): Promise<{ notification: Notification; created: boolean }> {
  const notification: Notification = { ...draft, id: eventNotificationId(uid, draft.createdAt, dedupeKey), read: false };
  return { notification, created: await putIfAbsent(notificationKey(uid, notification.id), notification) };
}

/** The id putEventNotification gives an event's notification: its time, then its dedupe key's hash. */
export function eventNotificationId(uid: string, createdAt: string, dedupeKey: string): string {
  return `${encodeTime(Date.parse(createdAt), 10)}${dedupeHash(uid, dedupeKey)}`;
}

/** One page of a person's notifications, newest first. */
export function listNotifications(uid: string, limit: number, offset: number): Promise<Notification[]> {
  return queryPartitionPage<Notification>({ pk: `USER#${uid}`, skPrefix: 'NOTIF#' }, limit, offset, true);
}

/** Marks one of a person's notifications read; false when they have none with that id. */
export async function markNotificationRead(uid: string, id: string): Promise<boolean> {
  return (await updateFields(notificationKey(uid, id), { read: true })) !== null;
}
