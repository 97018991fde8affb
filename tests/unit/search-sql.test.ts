import { describe, expect, it } from 'vitest';
import type { Field } from '@aws-sdk/client-rds-data';
import { fieldValue } from '../../lambdas/search/db.ts';
import { arrayLiteral, sqlOver, type CompiledStatement } from '../../lambdas/search/sql.ts';

/** The Data API statements the read model sends (lambdas/search/sql.ts, docs/adr/0045). */
const sent: { statement: CompiledStatement; transactionId: string | undefined }[] = [];
const log: string[] = [];
const sql = sqlOver(
  async (statement, transactionId) => {
    sent.push({ statement, transactionId });
    return [];
  },
  {
    begin: async () => (log.push('begin'), 'tx-1'),
    commit: async (id) => void log.push(`commit ${id}`),
    rollback: async (id) => void log.push(`rollback ${id}`),
  },
);

describe('the read model\'s statements', () => {
  it('sends every value as a named parameter, never in the text, fragments inlined with their own', () => {
    const where = sql`category_id = ${"x'; DROP TABLE catalogue_lots; --"}`;
    const { text, parameters } = sql`SELECT id FROM catalogue_lots WHERE ${sql.unsafe("status = 'Active'")} AND ${where} AND display_price BETWEEN ${100} AND ${250.5} AND ${true} LIMIT ${10}`.compile();
    expect(text).toBe("SELECT id FROM catalogue_lots WHERE status = 'Active' AND category_id = :p1 AND display_price BETWEEN :p2 AND :p3 AND :p4 LIMIT :p5");
    expect(parameters).toEqual([
      { name: 'p1', value: { stringValue: "x'; DROP TABLE catalogue_lots; --" } },
      { name: 'p2', value: { longValue: 100 } },
      { name: 'p3', value: { doubleValue: 250.5 } },
      { name: 'p4', value: { booleanValue: true } },
      { name: 'p5', value: { longValue: 10 } },
    ]);
  });

  it('writes IN lists, multi-row inserts, JSON and string arrays in shapes the Data API takes', () => {
    expect(sql`DELETE FROM t WHERE id IN ${sql(['a', 'b'])}`.compile().text).toBe('DELETE FROM t WHERE id IN (:p1, :p2)');
    expect(sql`DELETE FROM t WHERE id IN ${sql([])}`.compile().text).toBe('DELETE FROM t WHERE id IN (NULL)');
    const insert = sql`INSERT INTO t ${sql([{ id: 'a', parent: null }, { id: 'b', parent: 'a' }])}`.compile();
    expect(insert.text).toBe('INSERT INTO t (id, parent) VALUES (:p1, :p2), (:p3, :p4)');
    expect(insert.parameters[1]).toEqual({ name: 'p2', value: { isNull: true } });
    expect(sql`SELECT ${sql.json([{ a: 1 }])}::jsonb`.compile().parameters).toEqual([{ name: 'p1', value: { stringValue: '[{"a":1}]' }, typeHint: 'JSON' }]);
    expect(sql`SELECT ${['chair', 'say "hi"', 'back\\slash']}::text[]`.compile().parameters[0]!.value).toEqual({ stringValue: '{"chair","say \\"hi\\"","back\\\\slash"}' });
    expect(arrayLiteral([])).toBe('{}');
  });

  it('runs a transaction\'s statements in it, and rolls back when the work throws', async () => {
    sent.length = 0;
    log.length = 0;
    await sql.begin(async (tx) => {
      await tx`SELECT 1`;
    });
    expect(sent.map((s) => s.transactionId)).toEqual(['tx-1']);
    await expect(sql.begin(async () => { throw new Error('no'); })).rejects.toThrow('no');
    expect(log).toEqual(['begin', 'commit tx-1', 'begin', 'rollback tx-1']);
  });

  it('reads JSON columns as values and 64-bit integers as numbers', () => {
    const json: Field = { stringValue: '{"id":"a"}' };
    expect(fieldValue(json, { typeName: 'jsonb' })).toEqual({ id: 'a' });
    expect(fieldValue(json, { typeName: 'text' })).toBe('{"id":"a"}');
    expect(fieldValue({ longValue: 42 }, { typeName: 'int8' })).toBe(42);
    expect(fieldValue({ isNull: true }, { typeName: 'int4' })).toBeNull();
  });
});
