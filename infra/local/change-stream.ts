import { closeSync, existsSync, openSync, readdirSync, readSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { ChangeEvent, ChangeRecord } from '../../lambdas/search/projector.ts';
import { changeTarget } from '../../lambdas/search/changes.ts';
import { searchDb } from '../../lambdas/search/db.ts';
import { rebuildSearch } from '../../lambdas/search/rebuild.ts';

/**
 * The local twin of DynamoDB Streams → its one reader, the table stream's dispatcher (docs/adr/0026,
 * 0046). dynalite's launcher appends every committed item change to the stream folder's newest segment
 * as a Streams record; this reads what is new, keeps the records the event source filter keeps in AWS,
 * and invokes the handler (the stack's: the dispatcher over the consumers' handlers) with batches of
 * them, in order. The position read so far (segment and offset)
 * is stored in the read model itself, so a stopped or killed stack delivers, on its next start,
 * whatever it had not (at least once: the projector is idempotent).
 *
 * Trimmed once applied (docs/adr/0035), as DynamoDB Streams forgets after 24 h: a segment with a later
 * one beside it is complete (the launcher never appends to it again), so once it is delivered the
 * position moves to the next and then it is deleted; a segment older than the saved position (a
 * stack killed between the two) is deleted on the next delivery. A read model that has no position
 * (wiped) while the stream's start is gone is first rebuilt from the table, as in AWS.
 */
export interface ChangeDelivery {
  /** Delivers what is new now; resolves once it is projected. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** As AWS's event source mapping: at most this many records per invocation. */
const BATCH_SIZE = 500;
/** Bytes read from a segment at once. */
const CHUNK = 4 * 1024 * 1024;

interface Position {
  segment: number;
  offset: number;
}

/** A segment's file (the launcher, dynalite-launcher.cjs, names them the same way). */
const segmentFile = (dir: string, n: number) => path.join(dir, `${String(n).padStart(8, '0')}.jsonl`);

/** The stream's segments, oldest first. */
function segments(dir: string): number[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^\d{8}\.jsonl$/.test(f))
    .map((f) => Number(f.slice(0, 8)))
    .sort((a, b) => a - b);
}

/** Where the stack keeps its position in the read model (a test's own delivery names another). */
const POSITION = 'stream_position';

/** The records delivered by default: the search projector's selection (its event source filter in AWS). */
const projectorKeeps = (key: { pk: string; sk: string }) => changeTarget(key) !== null;

export function deliverChanges(
  streamDir: string,
  handler: (event: ChangeEvent) => Promise<void>,
  log: (line: string) => void,
  positionName = POSITION,
  keep: (key: { pk: string; sk: string }) => boolean = projectorKeeps,
): ChangeDelivery {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function savedPosition(): Promise<Position | null> {
    const sql = await searchDb();
    const [row] = await sql<{ value: string }>`SELECT value FROM catalogue_meta WHERE name = ${positionName}`;
    if (!row) return null;
    // Before segments the position was an offset in the one stream file, now segment 0.
    const [segment, offset] = row.value.includes(':') ? row.value.split(':').map(Number) : [0, Number(row.value)];
    return { segment: segment!, offset: offset! };
  }

  async function savePosition(at: Position): Promise<void> {
    const sql = await searchDb();
    const value = `${at.segment}:${at.offset}`;
    await sql`INSERT INTO catalogue_meta (name, value) VALUES (${positionName}, ${value}) ON CONFLICT (name) DO UPDATE SET value = excluded.value`;
  }

  /** Delivers a segment from `offset` up to `size` (whole lines only); returns where it stopped. */
  async function deliverSegment(file: string, offset: number, size: number, segment: number): Promise<number> {
    let at = offset;
    const fd = openSync(file, 'r');
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
          if (keep({ pk: keys.pk.S, sk: keys.sk.S })) records.push(record);
        }
        for (let i = 0; i < records.length; i += BATCH_SIZE) await handler({ Records: records.slice(i, i + BATCH_SIZE) });
        at += Buffer.byteLength(text.slice(0, end + 1), 'utf8');
        await savePosition({ segment, offset: at });
      }
    } finally {
      closeSync(fd);
    }
    return at;
  }

  async function deliverOnce(): Promise<void> {
    let present = segments(streamDir);
    if (present.length === 0) return;
    const saved = await savedPosition();
    let at: Position = saved ?? { segment: present[0]!, offset: 0 };
    if (!saved || saved.segment > present.at(-1)! || saved.segment < present[0]!) {
      // No position (a new or wiped read model), or one the stream does not hold (the stream was wiped
      // with the table by npm run reset, or lost): when the stream's start is gone, the table is the
      // only whole story, so the read model is rebuilt from it first; then the stream from its start.
      if (present[0]! > 0 || saved) {
        log('search read model: rebuilding from the table (the change stream no longer holds its start)');
        await rebuildSearch();
      }
      at = { segment: present[0]!, offset: 0 };
      await savePosition(at);
    }
    for (const old of present.filter((n) => n < at.segment)) unlinkSync(segmentFile(streamDir, old));
    while (!stopped) {
      // A later segment first, then the size: once a later one exists this one is complete.
      present = segments(streamDir);
      const next = present.find((n) => n > at.segment);
      const file = segmentFile(streamDir, at.segment);
      const size = statSync(file).size;
      if (at.offset > size) at.offset = 0;
      at.offset = await deliverSegment(file, at.offset, size, at.segment);
      if (next === undefined || at.offset < size || stopped) return;
      at = { segment: next, offset: 0 };
      await savePosition(at);
      unlinkSync(file);
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
