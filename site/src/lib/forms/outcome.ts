import type { CallResult } from '../../../../shared/contract/protocol.ts';
import { fieldSaids, saidOf, type Said } from '../messages.ts';
import type { Translator } from '../translator.ts';

/**
 * What a form may say about a field or in its banner: a message by its code (a server's answer or a
 * shared schema's, shared/messages.ts), or the string key of the form's own words (`account.error.*`,
 * `auth.*`) where no server rule speaks (a card number, a password policy that is Cognito's).
 */
export type Problem = Said | string;

/** A field's or a banner's problem in the page's language: a message by its code, or a string key of the form's own words. */
export function sayProblem(ui: Pick<Translator, 't' | 'say'>, problem: Problem): string {
  return typeof problem === 'string' ? ui.t(problem) : ui.say(problem);
}

/** What a form's send answered: the server's message and, when refused, each refused field's. */
export type Outcome<T = null> =
  | { ok: true; message: Said; data: T }
  | { ok: false; status: number; message: Problem | null; fields: Record<string, Problem> };

/**
 * An outcome the form says nothing about: a send that spoke elsewhere (the auth forms' own banner) or
 * that was not made (a confirmation declined, a field the send itself refused).
 */
export const SILENT_OUTCOME: Outcome<never> = { ok: false, status: 0, message: null, fields: {} };

/** A refused call's answer as an outcome: its message and each bad field's, by code. */
export function refusalOf(result: Pick<CallResult, 'status' | 'code' | 'params' | 'message' | 'data'>): Outcome<never> {
  return { ok: false, status: result.status, message: saidOf(result), fields: fieldSaids(result) };
}

/** A call's answer as an outcome: its data on 200, else the refusal. */
export function outcomeOf<T>(result: CallResult<T>): Outcome<T> {
  return result.status === 200 ? { ok: true, message: saidOf(result), data: result.data } : refusalOf(result);
}
