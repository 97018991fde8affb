import type { CallContext } from '../../lib/call.ts';
import type { Caller } from '../../lib/caller.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';

/** The caller of a `who: 'user'` call (authorize has already refused anyone else). */
export function signedIn(ctx: CallContext): Caller {
  if (!ctx.caller) throw unauthorized();
  return ctx.caller;
}

/**
 * The caller, when a payload's `uid` names them. Identity comes from the token, never from the
 * payload (ARCHITECTURE.md): a uid that is not the caller's is refused with 403.
 */
export function callerNamedBy(uid: string, ctx: CallContext): Caller {
  const caller = signedIn(ctx);
  if (uid !== caller.uid) throw forbidden();
  return caller;
}
