import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import type { ChangeEvent, ChangeRecord } from '../../lambdas/search/projector.ts';
import { DispatchError, dispatchChanges, type StreamConsumer, unionOfFilters } from '../../lambdas/stream/dispatch.ts';
import { someConsumerKeeps, TABLE_STREAM_CONSUMERS, TABLE_STREAM_FILTER_PATTERNS } from '../../lambdas/stream/consumers.ts';
import { lotKey } from '../../lambdas/data/entities/lot.ts';
import { bannersKey } from '../../lambdas/data/entities/catalogue-reference.ts';

/** The table stream's one reader (docs/adr/0046): each consumer gets its records, a failure fails the batch. */
const record = (key: { pk: string; sk: string }, eventName = 'MODIFY'): ChangeRecord => ({ eventName, dynamodb: { Keys: marshall(key), NewImage: marshall(key) } });
const lot = record(lotKey('L1'));
const banners = record(bannersKey());
const other = record({ pk: 'USER#u1', sk: 'PROFILE' });

describe('dispatchChanges', () => {
  it('hands each consumer only the records it follows, in order, and skips a consumer with none', async () => {
    const seen: Record<string, ChangeEvent> = {};
    await dispatchChanges({ Records: [lot, other, banners] }, TABLE_STREAM_CONSUMERS, async (consumer, event) => {
      seen[consumer.name] = event;
    });
    expect(seen['search-projector']!.Records).toEqual([lot]);
    expect(seen['site-pages']!.Records).toEqual([lot, banners]);

    const called: string[] = [];
    await dispatchChanges({ Records: [banners] }, TABLE_STREAM_CONSUMERS, async (consumer) => void called.push(consumer.name));
    expect(called).toEqual(['site-pages']);
  });

  it('fails the batch when any consumer fails, after every consumer has had its records', async () => {
    const finished: string[] = [];
    const failing = dispatchChanges({ Records: [lot] }, TABLE_STREAM_CONSUMERS, async (consumer) => {
      if (consumer.name === 'site-pages') throw new Error('render failed');
      await new Promise((resolve) => setTimeout(resolve, 5));
      finished.push(consumer.name);
    });
    await expect(failing).rejects.toThrow(DispatchError);
    await expect(failing).rejects.toThrow(/site-pages \(Error: render failed\)/);
    // Every other consumer of a lot's record (the projector, the alerts' matcher) still had it.
    expect(finished.sort()).toEqual(['alerts', 'search-projector']);
  });

  it('filters the stream by the union of the consumers’ filters, each pattern once, and keeps locally what that filter keeps', () => {
    const a: StreamConsumer = { name: 'a', keeps: () => true, filterPatterns: [{ x: 1 }, { y: 2 }] };
    const b: StreamConsumer = { name: 'b', keeps: () => true, filterPatterns: [{ y: 2 }, { z: 3 }] };
    expect(unionOfFilters([a, b])).toEqual([{ x: 1 }, { y: 2 }, { z: 3 }]);
    for (const consumer of TABLE_STREAM_CONSUMERS) {
      for (const pattern of consumer.filterPatterns) expect(TABLE_STREAM_FILTER_PATTERNS).toContainEqual(pattern);
    }
    expect(someConsumerKeeps(lotKey('L1'))).toBe(true);
    expect(someConsumerKeeps(bannersKey())).toBe(true);
    expect(someConsumerKeeps({ pk: 'USER#u1', sk: 'PROFILE' })).toBe(false);
  });
});
