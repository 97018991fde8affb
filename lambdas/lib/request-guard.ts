import { callResult, fieldFailure, Status, type CallResult, type FieldFailure } from '../../shared/contract/protocol.ts';

/**
 * Checks of a call's request before its body is read as a call: the media type, the size, and keys
 * that name an object's prototype. They hold wherever the handler runs (API Gateway in AWS, the
 * local gateway), so no edge in front is needed to enforce them.
 */

/** The largest call body (bytes). API Gateway accepts up to 10 MB; no call needs more than a few KB. */
export const MAX_CALL_BODY_BYTES = 256 * 1024;

/** Keys that reach an object's prototype when code copies or merges what it parsed. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The 413 answer for a body over MAX_CALL_BODY_BYTES. */
export const bodyTooLarge = (): CallResult => callResult(Status.payloadTooLarge, 'requestTooLarge', null);

/**
 * A call is `application/json` (any parameters, e.g. charset): a form or text/plain body, which any
 * web page can make a browser send without asking, is refused with 415.
 */
export function refuseMediaType(contentType: string | undefined): CallResult | null {
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json' ? null : callResult(Status.unsupportedMediaType, 'jsonOnly', null);
}

/** 413 when the body is over MAX_CALL_BODY_BYTES. */
export function refuseBodySize(body: string | undefined): CallResult | null {
  return body && Buffer.byteLength(body, 'utf8') > MAX_CALL_BODY_BYTES ? bodyTooLarge() : null;
}

/**
 * The first key anywhere in a parsed body that names a prototype (`__proto__`, `constructor`,
 * `prototype`), as a dotted path; null when there is none. JSON.parse keeps such keys as plain
 * properties and a schema would drop them silently: they are refused as unknown fields instead.
 * Walked without recursion, so no nesting depth can overflow the stack.
 */
export function prototypeKeyPath(json: unknown): { path: string; key: string } | null {
  // Each entry keeps a link to its parent, so a path is built only for the key found (depth-linear).
  type Entry = { value: unknown; key: string; parent: Entry | null };
  const pathOf = (entry: Entry): string => {
    const keys: string[] = [];
    for (let at: Entry | null = entry; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const pending: Entry[] = [{ value: json, key: '', parent: null }];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    if (entry.value === null || typeof entry.value !== 'object') continue;
    for (const key of Object.keys(entry.value)) {
      const child: Entry = { value: (entry.value as Record<string, unknown>)[key], key, parent: entry };
      if (PROTOTYPE_KEYS.has(key)) return { path: pathOf(child), key };
      pending.push(child);
    }
  }
  return null;
}

/** The 400 answer naming a prototype key as an unknown field (paths inside `data` are given without the `data.` prefix). */
export function refusePrototypeKeys(json: unknown): CallResult<FieldFailure> | null {
  const found = prototypeKeyPath(json);
  if (!found) return null;
  const field = found.path.startsWith('data.') ? found.path.slice('data.'.length) : found.path;
  const notice = { code: 'unknownField', params: { field: found.key } } as const;
  return callResult(Status.badRequest, notice, fieldFailure({ [field]: notice }));
}
