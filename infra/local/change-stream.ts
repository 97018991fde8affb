import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type { ChangeEvent, ChangeRecord } from '../../lambdas/search/projector.ts';
import { changeTarget } from '../../lambdas/search/changes.ts';
import { searchDb } from '../../lambdas/search/db.ts';

/**
 * The local twin of DynamoDB Streams → the projector Lambda (docs/adr/0026). dynalite's launcher
 * appends every committed item change to the stream file as a Streams record; this reads what is new,
 * keeps the records the event source filter keeps in AWS, and invokes the projector's handler with
 * batches of them, in order. The position read so far is stored in the read model itself, so a
 * stopped or killed stack delivers, on its next start, whatever it had not (at least once: the
 * projector is idempotent), and a wiped read model is rebuilt from the stream's start.
 */
export interface ChangeDelivery {
  /** Delivers what is new now; resolves once it is projected. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** As AWS's event source mapping: at most this many records per invocation. */
const BATCH_SIZE = 500;
/** Bytes read from the file at once. */
const CHUNK = 4 * 1024 * 1024;

export function deliverChanges(streamFile: string, handler: (event: ChangeEvent) => Promise<void>, log: (line: string) => void): ChangeDelivery {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function position(): Promise<number> {
    const sql = await searchDb();
    const [row] = await sql<{ value: string }[]>`SELECT value FROM catalogue_meta WHERE name = 'stream_position'`;
    return row ? Number(row.value) : 0;
  }

  async function savePosition(at: number): Promise<void> {
    const sql = await searchDb();
    await sql`INSERT INTO catalogue_meta (name, value) VALUES ('stream_position', ${String(at)}) ON CONFLICT (name) DO UPDATE SET value = excluded.value`;
  }

  async function deliverOnce(): Promise<void> {
    let size: number;
    try {
      size = statSync(streamFile).size;
    } catch {
      return;
    }
    let at = await position();
    // The stream file was wiped with the table (npm run reset): start over.
    if (at > size) at = 0;
    const fd = openSync(streamFile, 'r');
    try {
      while (at < size && !stopped) {
        const buffer = Buffer.alloc(Math.min(CHUNK, size - at));
        const read = readSync(fd, buffer, 0, buffer.length, at);
        const text = buffer.subarray(0, read).toString('utf8');
        const end = text.lastIndexOf('\n');
        // A line still being written: the next change's signal brings the rest.
        if (end < 0) break;
        const records: ChangeRecord[] = [];
        for (const line of text.slice(0, end).split('\n')) {
          if (!line) continue;
          const record = JSON.parse(line) as ChangeRecord & { dynamodb: { Keys: { pk: { S: string }; sk: { S: string } } } };
          const keys = record.dynamodb.Keys;
          if (changeTarget({ pk: keys.pk.S, sk: keys.sk.S })) records.push(record);
        }
        for (let i = 0; i < records.length; i += BATCH_SIZE) await handler({ Records: records.slice(i, i + BATCH_SIZE) });
        at += Buffer.byteLength(text.slice(0, end + 1), 'utf8');
        await savePosition(at);
      }
    } finally {
      closeSync(fd);
    }
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverOnce();
        } catch (error) {
          // As a failed Lambda invocation: the records stay, the next signal retries from the position.
          log(`search projector failed: ${String(error)}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    drain,
    async stop() {
      stopped = true;
      await running;
    },
  };
}
