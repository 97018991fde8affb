import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Key } from '../data/table.ts';
import type { ChangeEvent, ChangeRecord } from '../search/projector.ts';

/**
 * The table stream's one reader (docs/adr/0046): DynamoDB Streams serves at most two readers per
 * shard, so a single consumer — the dispatcher — reads every batch and hands each consumer the
 * records it follows. Adding a consumer (notifications, analytics) is a line in
 * lambdas/stream/consumers.ts, never a third reader.
 */

/** One consumer of the table's changes. */
export interface StreamConsumer {
  /** What it is called in logs and errors. */
  name: string;
  /** The records it follows (the same selection as its `filterPatterns`). */
  keeps(key: Key): boolean;
  /** Its records as a Lambda event source filter: the stream mapping's filter is the union of the consumers'. */
  filterPatterns: readonly object[];
}

/** How a batch reaches a consumer: in AWS, a synchronous invoke of its function; locally, its handler. */
export type Deliver<C extends StreamConsumer = StreamConsumer> = (consumer: C, event: ChangeEvent) => Promise<void>;

/** The records of `event` that `consumer` follows, in the stream's order. */
export function recordsFor(consumer: StreamConsumer, records: readonly ChangeRecord[]): ChangeRecord[] {
  return records.filter((record) => {
    const keys = record.dynamodb?.Keys;
    return keys !== undefined && consumer.keeps(unmarshall(keys) as Key);
  });
}

/** A batch some consumers failed: the stream mapping retries it whole (every consumer is idempotent). */
export class DispatchError extends Error {
  readonly failures: ReadonlyArray<{ consumer: string; error: unknown }>;

  constructor(failures: ReadonlyArray<{ consumer: string; error: unknown }>) {
    super(`Table stream consumers failed: ${failures.map((f) => `${f.consumer} (${String(f.error)})`).join('; ')}`);
    this.name = 'DispatchError';
    this.failures = failures;
  }
}

/**
 * Hands every consumer its share of the batch, all at once, and waits for each. Any failure fails the
 * batch (after the others finished theirs), so the stream keeps the records until every consumer has
 * applied them; a retry re-applies them to the consumers that had succeeded, which is harmless because
 * each is idempotent and order-proof. A consumer with nothing in the batch is not called.
 */
export async function dispatchChanges<C extends StreamConsumer>(event: ChangeEvent, consumers: readonly C[], deliver: Deliver<C>): Promise<void> {
  const settled = await Promise.allSettled(
    consumers.map(async (consumer) => {
      const records = recordsFor(consumer, event.Records);
      if (records.length > 0) await deliver(consumer, { Records: records });
    }),
  );
  const failures = settled.flatMap((outcome, i) => (outcome.status === 'rejected' ? [{ consumer: consumers[i]!.name, error: outcome.reason as unknown }] : []));
  if (failures.length > 0) throw new DispatchError(failures);
}

/** The stream mapping's filter: every consumer's patterns, each once. */
export function unionOfFilters(consumers: readonly StreamConsumer[]): object[] {
  const seen = new Map<string, object>();
  for (const consumer of consumers) for (const pattern of consumer.filterPatterns) seen.set(JSON.stringify(pattern), pattern);
  return [...seen.values()];
}
