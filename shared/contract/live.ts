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

/**
 * The largest message a browser may send (bytes). API Gateway takes frames of up to 32 KB and messages
 * of up to 128 KB; a page's largest message (50 ids) is about 2 KB, so 4 KB is asked of both: in AWS a
 * larger one is answered with the usage error, locally the socket is closed with 1009 (never more lenient).
 */
export const MAX_LIVE_MESSAGE_BYTES = 4096;

/**
 * What one client may hold of the live sockets (docs/adr/0043), the same locally and in AWS:
 * open sockets per address and per signed-in account (a connect over either is refused: HTTP 429,
 * so the handshake fails), and messages per socket in a minute (the socket is then closed:
 * locally with LIVE_CLOSE_TOO_MANY_MESSAGES, in AWS the function deletes the connection after telling
 * the socket why). A page opens one socket and sends one message per lot it starts following
 * (a 50-lot watchlist: 50 at load), so these leave every honest page room.
 */
export const LIVE_LIMITS = {
  socketsPerAddress: 20,
  socketsPerAccount: 10,
  messagesPerMinute: 120,
} as const;

/** The close code of a socket over its message budget (1008: policy violation, RFC 6455). */
export const LIVE_CLOSE_TOO_MANY_MESSAGES = 1008;
