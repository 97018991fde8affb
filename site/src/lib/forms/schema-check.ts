/**
 * A payload checked with the server's own zod schema (shared/contract), in the browser: the same
 * parse and the same 400 answer the call would give (`parseCallData`), so a form shows each field's
 * message by the code the server would send. Loaded only when a form first checks (form-core.ts), so
 * zod and the contract never weigh on a page's first load.
 */
import type { ZodType } from 'zod';
import { parseCallData } from '../../../../shared/contract/protocol.ts';
import { fieldSaids, type Said } from '../messages.ts';

/** Each bad field of the payload (by the schema's path) with its message, as the server would answer; empty when valid. */
export function schemaProblems(schema: ZodType, payload: unknown): Record<string, Said> {
  const parsed = parseCallData(schema, payload);
  return parsed.ok ? {} : fieldSaids(parsed.failure);
}
