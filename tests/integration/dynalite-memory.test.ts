import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, ROOT } from '../../infra/local/config.ts';
import { ownStackPort } from '../support/ports.ts';
import { waitFor } from '../support/wait.ts';

/**
 * Issue 22, point 6 (docs/adr/0044): dynalite's memory grew by every read, because no Query or Scan
 * ever closed its LevelDB iterator. The launcher the stack runs (infra/local/dynalite-launcher.cjs),
 * in a process of its own as the stack runs it, gets reads of every kind; then a heap snapshot (Node's
 * --heapsnapshot-signal, as one would take of the stack's dynalite) is read for the iterators still
 * alive. Each one open holds a native LevelDB iterator and the table version it started on.
 */
const port = ownStackPort(1850);
const TABLE = 'memory-test';
const READS = 400;
let dir: string;
let dynalite: ChildProcess;
let raw: DynamoDBClient;
let db: DynamoDBDocumentClient;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dynalite-memory-'));
  dynalite = spawn(
    process.execPath,
    ['--heapsnapshot-signal=SIGUSR2', path.join(ROOT, 'infra', 'local', 'dynalite-launcher.cjs'), path.join(dir, 'table'), String(port), '127.0.0.1', path.join(dir, 'stream')],
    { cwd: dir, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let said = '';
  dynalite.stdout!.on('data', (chunk: Buffer) => void (said = (said + chunk.toString()).slice(-100)));
  await waitFor('dynalite to listen', async () => (said.includes('DYNALITE_READY') ? true : undefined));
  raw = new DynamoDBClient({ region: 'eu-west-2', endpoint: `http://127.0.0.1:${port}`, credentials: LOCAL_CREDENTIALS });
  db = DynamoDBDocumentClient.from(raw);
  await raw.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi1',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  for (let i = 0; i < 30; i++) {
    const sk = String(i).padStart(3, '0');
    await db.send(new PutCommand({ TableName: TABLE, Item: { pk: 'LOT#1', sk, gsi1pk: 'ACTIVE', gsi1sk: sk, text: 'x'.repeat(500) } }));
  }
});

afterAll(async () => {
  raw?.destroy();
  if (dynalite && dynalite.exitCode === null) {
    const exited = new Promise((resolve) => dynalite.once('exit', resolve));
    dynalite.stdin!.end();
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Objects in a V8 heap snapshot, counted by constructor name. */
function objectsByConstructor(file: string): Map<string, number> {
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
  const fields = snapshot.snapshot.meta.node_fields;
  const [typeAt, nameAt, width] = [fields.indexOf('type'), fields.indexOf('name'), fields.length];
  const objectType = snapshot.snapshot.meta.node_types[0].indexOf('object');
  const counts = new Map<string, number>();
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    if (snapshot.nodes[i + typeAt] !== objectType) continue;
    const name = snapshot.strings[snapshot.nodes[i + nameAt]!]!;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

describe('dynalite under reads (issue 22, point 6)', () => {
  it('keeps no LevelDB iterator open once its Query or Scan has answered', async () => {
    const query = (limit: number) => db.send(new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'LOT#1' }, Limit: limit }));
    const onIndex = () => db.send(new QueryCommand({ TableName: TABLE, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :s', ExpressionAttributeValues: { ':s': 'ACTIVE' }, Limit: 5 }));
    const scan = () => db.send(new ScanCommand({ TableName: TABLE, Limit: 10 }));
    // Reads that stop early (a page: Limit) and read to the end, on the table and on an index, a few at once.
    for (let i = 0; i < READS; i += 4) {
      const answers = await Promise.all([query(3), query(100), onIndex(), scan()]);
      expect(answers[1].Items).toHaveLength(30);
    }
    dynalite.kill('SIGUSR2');
    const file = await waitFor('the heap snapshot to be written whole', async () => {
      const written = readdirSync(dir).find((name) => name.endsWith('.heapsnapshot'));
      if (!written) return undefined;
      try {
        return objectsByConstructor(path.join(dir, written));
      } catch {
        return undefined; // still being written
      }
    }, { timeoutMs: 60_000 });
    // Before the fix, every one of the READS reads left its iterator here (abstract-level's Iterator,
    // wrapped by a DefaultValueIterator for each values() stream).
    const open = (file.get('Iterator') ?? 0) + (file.get('DefaultValueIterator') ?? 0) + (file.get('DefaultKeyIterator') ?? 0);
    expect(open).toBe(0);
  }, 120_000);
});
