import type { Translator } from '../translator.ts';
import type { Outcome, Problem } from './outcome.ts';

/*
 * What a form says, apart from outcome.ts's reading of a call's answer (which needs lib/messages.ts):
 * a page whose forms never send a call (sign-in, through Cognito) loads only this.
 */

/** A field's or a banner's problem in the page's language: a message by its code, or a string key of the form's own words. */
export function sayProblem(ui: Pick<Translator, 't' | 'say'>, problem: Problem): string {
  return typeof problem === 'string' ? ui.t(problem) : ui.say(problem);
}

/**
 * An outcome the form says nothing about: a send that spoke elsewhere (the auth forms' own banner) or
 * that was not made (a confirmation declined, a field the send itself refused).
 */
export const SILENT_OUTCOME: Outcome<never> = { ok: false, status: 0, message: null, fields: {} };
