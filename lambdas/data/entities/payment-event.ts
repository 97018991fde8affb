import { getRecord, putIfAbsent } from '../table.ts';

/**
 * A payment provider's event already carried out: PAYMENTEVENT#<evt id> / DONE. Marked after its
 * processing (which is itself idempotent), so a duplicate delivery is answered at once.
 */
const eventKey = (eventId: string) => ({ pk: `PAYMENTEVENT#${eventId}`, sk: 'DONE' });

export async function isPaymentEventDone(eventId: string): Promise<boolean> {
  return (await getRecord(eventKey(eventId))) !== null;
}

export async function markPaymentEventDone(eventId: string, type: string, now: Date): Promise<void> {
  await putIfAbsent(eventKey(eventId), { eventId, type, doneAt: now.toISOString() });
}
