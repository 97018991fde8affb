import type { CallResult, FieldFailure } from '../../../shared/contract/protocol.ts';
import type { MessageKey, Notice } from '../../../shared/messages.ts';

/*
 * Messages on the site travel as codes (shared/messages.ts) and are said in the page's language by
 * code, whoever produced them: a call's answer (`result.code`, `data.fieldCodes`) or a form's own
 * check. The page hands its islands the texts of the codes they can meet (`pickMessages`, in
 * lib/strings.ts) under `msg.<code>`. Only types are imported from shared/, so no catalogue and no
 * `Messages` table ships in an island's JavaScript.
 */

/** A message to say: its code, its placeholders' values and, from a server answer, its English words as a fallback. */
export type Said = Notice & { message?: string };

/** An island's translator: a string key (and placeholders' values) to the page language's text; the key itself when missing. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The string key of a message code's text. */
export function messageStringKey(code: MessageKey): `msg.${MessageKey}` {
  return `msg.${code}`;
}

/**
 * A message in the page's language, by its code. Falls back to the English the server sent, then to
 * the code, when the page was not given the code's text.
 */
export function sayMessage(t: Translate, said: Said | MessageKey): string {
  const { code, params, message } = typeof said === 'string' ? { code: said, params: undefined, message: undefined } : said;
  const key = messageStringKey(code);
  const text = t(key, params);
  return text === key ? (message ?? code) : text;
}

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
