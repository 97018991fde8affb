import type { CallResult } from '../../../../shared/contract/protocol.ts';
import { fieldSaids, saidOf, type Said } from '../messages.ts';

/**
 * What a form may say about a field or in its banner: a message by its code (a server's answer or a
 * shared schema's, shared/messages.ts), or the string key of the form's own words (`account.error.*`,
 * `auth.*`) where no server rule speaks (a card number, a password policy that is Cognito's).
 */
export type Problem = Said | string;

/** What a form's send answered: the server's message and, when refused, each refused field's. */
export type Outcome<T = null> =
  | { ok: true; message: Said; data: T }
  | { ok: false; status: number; message: Problem | null; fields: Record<string, Problem> };

/** A refused call's answer as an outcome: its message and each bad field's, by code. */
export function refusalOf(result: Pick<CallResult, 'status' | 'code' | 'params' | 'message' | 'data'>): Outcome<never> {
  return { ok: false, status: result.status, message: saidOf(result), fields: fieldSaids(result) };
}

/** A call's answer as an outcome: its data on 200, else the refusal. */
export function outcomeOf<T>(result: CallResult<T>): Outcome<T> {
  return result.status === 200 ? { ok: true, message: saidOf(result), data: result.data } : refusalOf(result);
}
