import * as z from 'zod';
import { IdSchema } from './catalogue.ts';

/**
 * The live-update socket (contract/CALLS.md "Live updates"): what a browser may send. A socket may
 * follow at most MAX_LIVE_SUBSCRIPTIONS lots at once; public lot channels only (a person's own
 * messages come to their signed-in socket without asking).
 */
export const MAX_LIVE_SUBSCRIPTIONS = 50;

export const LiveClientMessageSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('subscribe'), itemIds: z.array(IdSchema).min(1).max(MAX_LIVE_SUBSCRIPTIONS) }),
  z.strictObject({ action: z.literal('unsubscribe'), itemIds: z.array(IdSchema).min(1).max(MAX_LIVE_SUBSCRIPTIONS) }),
]);
export type LiveClientMessage = z.output<typeof LiveClientMessageSchema>;

/** The largest message a browser may send (bytes). */
export const MAX_LIVE_MESSAGE_BYTES = 4096;
