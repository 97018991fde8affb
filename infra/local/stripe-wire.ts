import { randomBytes } from 'node:crypto';

/**
 * Stripe's wire format as the local card processor speaks it: form-encoded parameters in, Stripe's
 * error shape out (`{"error": {type, code?, decline_code?, message, param?, …}}`), Stripe-like ids.
 * Shared by the processor's resources (card-processor.ts, card-payments.ts, card-webhooks.ts).
 */

/** A Stripe-shaped failure with its HTTP status; `extra` rides in the error object (e.g. `payment_intent`). */
export class StripeApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  readonly param: string | undefined;
  readonly extra: Record<string, unknown>;
  constructor(status: number, type: string, message: string, details: { code?: string; param?: string; extra?: Record<string, unknown> } = {}) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = details.code;
    this.param = details.param;
    this.extra = details.extra ?? {};
  }

  /** The body Stripe answers with. */
  toJson(): { error: Record<string, unknown> } {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
        ...this.extra,
      },
    };
  }
}

export const invalidRequest = (message: string, param?: string, status = 400, code?: string) =>
  new StripeApiError(status, 'invalid_request_error', message, { ...(param ? { param } : {}), ...(code ? { code } : {}) });
export const cardError = (code: string, message: string, param: string) => new StripeApiError(402, 'card_error', message, { code, param });
export const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param });

export type Params = { [key: string]: string | Params };

/** Stripe's form encoding: `card[number]=...&metadata[uid]=...&expand[0]=...` → nested objects. */
export function parseStripeForm(body: string): Params {
  const out: Params = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p, i) => i === 0 || p !== '');
    let target = out;
    for (let i = 0; i < parts.length - 1; i++) {
      const part = parts[i]!;
      const next = target[part];
      if (typeof next === 'object') target = next;
      else target = target[part] = {};
    }
    target[parts[parts.length - 1]!] = value;
  }
  return out;
}

export function text(params: Params, key: string): string | undefined {
  const value = params[key];
  if (value !== undefined && typeof value !== 'string') throw invalidRequest(`Invalid string: ${key}`, key);
  return value;
}

export function nested(params: Params, key: string): Params | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'object') throw invalidRequest(`Invalid object: ${key}`, key);
  return value;
}

/** A list parameter, sent as `key[0]=a&key[1]=b` (or a single `key[]=a`). */
export function list(params: Params, key: string): string[] | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return [value];
  const entries = Object.entries(value);
  if (!entries.every(([index, item]) => /^\d+$/.test(index) && typeof item === 'string')) throw invalidRequest(`Invalid array: ${key}`, key);
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item as string);
}

/** A boolean parameter (`true`/`false`), as Stripe reads it. */
export function flag(params: Params, key: string): boolean | undefined {
  const value = text(params, key);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, key);
  return value === 'true';
}

/** A non-negative integer parameter (amounts are integers in the currency's smallest unit). */
export function integer(params: Params, key: string): number | undefined {
  const value = text(params, key);
  if (value === undefined) return undefined;
  if (!/^\d{1,12}$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, key);
  return Number(value);
}

export function rejectUnknown(params: Params, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) throw invalidRequest(`Received unknown parameter: ${prefix ? `${prefix}[${key}]` : key}`, prefix ? `${prefix}[${key}]` : key);
  }
}

/** Only the expansions the processor knows are accepted, as Stripe refuses a path it cannot expand. */
export function expansions(params: Params, expandable: readonly string[]): string[] {
  const wanted = list(params, 'expand') ?? [];
  for (const path of wanted) {
    if (!expandable.includes(path)) throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
  }
  return wanted;
}

export function metadataOf(params: Params): Record<string, string> {
  const metadata = nested(params, 'metadata') ?? {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(metadata)) {
    if (typeof v !== 'string' || k.length > 40 || v.length > 500) throw invalidRequest('Invalid metadata', `metadata[${k}]`);
    out[k] = v;
  }
  if (Object.keys(out).length > 50) throw invalidRequest('Metadata may have at most 50 keys', 'metadata');
  return out;
}

/** A Stripe-like id: `prefix_` and random letters and digits. */
export function newId(prefix: string, length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let id = '';
  for (const b of bytes) id += alphabet[b % alphabet.length];
  return `${prefix}_${id}`;
}

/** Seconds since the epoch, as Stripe's `created` fields. */
export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
