import { appendFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverChanges } from '../../infra/local/change-stream.ts';
import { lotKey } from '../../lambdas/data/entities/lot.ts';
import type { ChangeEvent } from '../../lambdas/search/projector.ts';
import { closeSearchDb, searchDb } from '../../lambdas/search/db.ts';
import { BASE_URL } from '../support/api.ts';
import { localSearchEnv } from '../../infra/local/data-api.ts';
import { localStackConfig } from '../../infra/local/config.ts';

/**
 * The local change stream (docs/adr/0035): segments delivered in order, each deleted once applied, and
 * a restarted delivery going on from its saved position. The position is kept in the stack's read
 * model under a name of this test's own, and the stream is a folder of this test's own; the handler
 * records what it is given instead of projecting it.
 */
const positionName = `test-stream-${randomUUID()}`;
let dir: string;
const delivered: string[] = [];
const handler = async (event: ChangeEvent) => {
  for (const record of event.Records) delivered.push(record.dynamodb!.Keys!.pk!.S!.slice(lotKey('').pk.length));
};
const line = (pk: string, sk: string) => `${JSON.stringify({ eventName: 'MODIFY', dynamodb: { Keys: { pk: { S: pk }, sk: { S: sk } }, NewImage: { pk: { S: pk }, sk: { S: sk } } } })}\n`;
const lotLine = (id: string) => line(lotKey(id).pk, lotKey(id).sk);
const segment = (n: number) => path.join(dir, `${String(n).padStart(8, '0')}.jsonl`);
const files = () => readdirSync(dir).sort();

beforeAll(() => {
  Object.assign(process.env, localSearchEnv(localStackConfig({ PORT: new URL(BASE_URL).port })));
  dir = mkdtempSync(path.join(tmpdir(), 'patina-stream-'));
});

afterAll(async () => {
  const sql = await searchDb();
  await sql`DELETE FROM catalogue_meta WHERE name = ${positionName}`;
  await closeSearchDb();
  rmSync(dir, { recursive: true, force: true });
});

describe('the local change stream', () => {
  it('delivers segments in order, deletes each once applied, and goes on from its position after a restart', async () => {
    // Three segments; a record the read model does not follow is not delivered.
    writeFileSync(segment(0), lotLine('a1') + line('USER#someone', 'PROFILE') + lotLine('a2'));
    writeFileSync(segment(1), lotLine('b1'));
    writeFileSync(segment(2), lotLine('c1'));
    const first = deliverChanges(dir, handler, () => {}, positionName);
    await first.drain();
    expect(delivered).toEqual(['a1', 'a2', 'b1', 'c1']);
    // Complete segments are gone; the newest (still being written) stays.
    expect(files()).toEqual(['00000002.jsonl']);
    appendFileSync(segment(2), lotLine('c2'));
    await first.drain();
    expect(delivered).toEqual(['a1', 'a2', 'b1', 'c1', 'c2']);
    await first.stop();

    // Written while no stack ran: a restarted delivery brings only that.
    appendFileSync(segment(2), lotLine('c3'));
    writeFileSync(segment(3), lotLine('d1'));
    const second = deliverChanges(dir, handler, () => {}, positionName);
    await second.drain();
    expect(delivered).toEqual(['a1', 'a2', 'b1', 'c1', 'c2', 'c3', 'd1']);
    expect(files()).toEqual(['00000003.jsonl']);

    // A segment older than the saved position (a stack killed between saving and deleting) is not
    // delivered again, and is deleted.
    writeFileSync(segment(1), lotLine('stale'));
    appendFileSync(segment(3), lotLine('d2'));
    await second.drain();
    expect(delivered).toEqual(['a1', 'a2', 'b1', 'c1', 'c2', 'c3', 'd1', 'd2']);
    expect(files()).toEqual(['00000003.jsonl']);
    await second.stop();
  });
});
