import { createHash } from 'node:crypto';

/**
 * A definition's identity: the SHA-256 of its JSON with keys sorted (the same document always has the
 * same hash, whatever order its keys were built in), shortened to 20 hex digits. The local runner
 * names each execution's definition by it (the local twin of a state machine version); the CDK app
 * writes it into the published version's description, so a version can be matched to its source.
 */
export function definitionHash(definition: object): string {
  return createHash('sha256').update(canonicalJson(definition)).digest('hex').slice(0, 20);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
