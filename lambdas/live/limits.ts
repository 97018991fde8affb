import * as z from 'zod';
import { LIVE_LIMITS } from '../../shared/contract/live.ts';

const LiveLimitsSchema = z.strictObject({
  socketsPerAddress: z.number().int().positive(),
  socketsPerAccount: z.number().int().positive(),
  messagesPerMinute: z.number().int().positive(),
});
export type LiveLimits = z.output<typeof LiveLimitsSchema>;

/**
 * The live sockets' per-client limits the WebSocket routes enforce (docs/adr/0043): the function's
 * LIVE_LIMITS environment variable (the live stack writes LIVE_LIMITS of the contract there, so they
 * show, and can be tightened, in the function's configuration), else the contract's own.
 */
export function liveLimits(env: NodeJS.ProcessEnv = process.env): LiveLimits {
  return env.LIVE_LIMITS ? LiveLimitsSchema.parse(JSON.parse(env.LIVE_LIMITS)) : LIVE_LIMITS;
}
