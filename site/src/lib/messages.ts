import type { CallResult, FieldFailure } from '../../../shared/contract/protocol.ts';
import { sayMessage, type Said, type Translate } from './translator.ts';

/*
 * Messages on the site travel as codes (shared/messages.ts) and are said in the page's language by
 * code, whoever produced them: a call's answer (`result.code`, `data.fieldCodes`) or a form's own
 * check. The page hands its islands the texts of the codes they can meet (`pickMessages`, in
 * lib/strings.ts) under `msg.<code>`; lib/translator.ts says them. Only types are imported from
 * shared/, so no catalogue and no `Messages` table ships in an island's JavaScript.
 */

// Saying a message by its code is the translator's (`say`); importable from here too, beside the rest of the messages' helpers.
export { messageStringKey, sayMessage, type Said, type Translate } from './translator.ts';

/** The message of a call's answer, kept by code to be said later (or at once, with `describe`). */
export function saidOf(result: Pick<CallResult, 'code' | 'params' | 'message'>): Said {
  return { code: result.code, ...(result.params ? { params: result.params } : {}), message: result.message };
}

/** A call's answer in the page's language, by its code. */
export function describe(result: Pick<CallResult, 'code' | 'params' | 'message'>, t: Translate): string {
  return sayMessage(t, saidOf(result));
}

/** The bad fields of a refused call (400): each field's message by its code (`data.fieldCodes`). */
export function fieldSaids(result: Pick<CallResult, 'data'>): Record<string, Said> {
  const data = (result.data ?? {}) as Partial<FieldFailure>;
  const out: Record<string, Said> = {};
  for (const [path, message] of Object.entries(data.fields ?? {})) {
    const code = data.fieldCodes?.[path];
    const params = data.fieldParams?.[path];
    out[path] = code ? { code, ...(params ? { params } : {}), message } : { code: 'invalidValue', message };
  }
  return out;
}

/** The bad fields of a refused call, each message in the page's language. */
export function describeFields(result: Pick<CallResult, 'data'>, t: Translate): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldSaids(result)).map(([path, said]) => [path, sayMessage(t, said)]));
}
