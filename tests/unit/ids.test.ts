import { decodeTime, isValid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { ulid } from '../../lambdas/lib/ids.ts';

describe('ids', () => {
  it('are ULIDs of the time given (or now) that sort by it, each different, past one pool of random bytes', () => {
    const at = Date.UTC(2026, 10, 28, 12);
    const ids = Array.from({ length: 2_000 }, (_, i) => ulid(at + i));
    expect(ids.every(isValid)).toBe(true);
    expect(ids.map(decodeTime)).toEqual(ids.map((_, i) => at + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const before = Date.now();
    expect(decodeTime(ulid())).toBeGreaterThanOrEqual(before);
  });

  it('draw their random part evenly over the alphabet', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4_000; i++) for (const c of ulid(0).slice(10)) counts.set(c, (counts.get(c) ?? 0) + 1);
    // 64,000 characters over 32 symbols: 2,000 each; a skewed source (a byte taken mod 32 of a wrong range) would leave some far off.
    expect(counts.size).toBe(32);
    for (const n of counts.values()) expect(Math.abs(n - 2_000)).toBeLessThan(300);
  });
});
