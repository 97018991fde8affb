import { invokeFunction } from '../adapters/function-invoke.ts';
import { requireEnv } from '../lib/env.ts';
import type { ChangeEvent } from '../search/projector.ts';
import { dispatchChanges } from '../stream/dispatch.ts';
import { TABLE_STREAM_CONSUMERS } from '../stream/consumers.ts';

/**
 * Lambda entry of the table stream's dispatcher (docs/adr/0046): the one reader of the table's
 * stream, invoking each consumer's function with the records it follows. A consumer's failure fails
 * the batch, which the stream mapping retries (halving it) and, once out of retries, reports to its
 * failure queue.
 */
export async function handler(event: ChangeEvent): Promise<void> {
  await dispatchChanges(event, TABLE_STREAM_CONSUMERS, async (consumer, records) => {
    await invokeFunction(requireEnv(consumer.functionEnv), records);
  });
}
