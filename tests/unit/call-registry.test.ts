import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL_NAMES, CALLS, callsOfGroup, type CallGroup } from '../../shared/contract/calls.ts';
import { CALLS_BY_GROUP } from '../../lambdas/calls/index.ts';
import { FUNCTION_GROUPS } from '../../lambdas/functions.ts';

/**
 * The call registry (shared/contract/calls.ts) is the one place a call is declared: each function
 * serves exactly its group's calls, with the registry's roles and schema, and the site takes only its
 * types (a value import would put every schema in the pages' JavaScript).
 */
describe('the call registry', () => {
  it('is served whole: each function handles exactly the calls of its group, as the registry declares them', () => {
    for (const [group, handlers] of Object.entries(CALLS_BY_GROUP) as [CallGroup, (typeof CALLS_BY_GROUP)[CallGroup]][]) {
      expect(handlers.map((h) => h.name).sort(), group).toEqual(callsOfGroup(group).sort());
      for (const handler of handlers) {
        const entry = CALLS[handler.name as keyof typeof CALLS];
        expect([handler.who, handler.input], handler.name).toEqual([entry.who, entry.input]);
      }
    }
    expect(Object.values(CALLS_BY_GROUP).flat()).toHaveLength(CALL_NAMES.length);
  });

  it('gives each function group its routes', () => {
    expect(FUNCTION_GROUPS.map((g) => g.name).sort()).toEqual([...new Set(CALL_NAMES.map((n) => CALLS[n].group))].sort());
    expect(FUNCTION_GROUPS.flatMap((g) => g.calls).sort()).toEqual([...CALL_NAMES].sort());
  });

  it('reaches the site as types only', () => {
    const site = path.join(import.meta.dirname, '../../site/src');
    const offenders: string[] = [];
    for (const entry of readdirSync(site, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|astro)$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const source = readFileSync(file, 'utf8');
      if (/import\s+(?!type\b)[^;]*from\s+['"][./]*shared\/contract\/calls\.ts['"]/.test(source)) offenders.push(path.relative(site, file));
    }
    expect(offenders).toEqual([]);
  });
});
