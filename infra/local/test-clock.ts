import { readFileSync, writeFileSync } from 'node:fs';
import type { Clock } from '../../lambdas/lib/clock.ts';

/**
 * The local stack's clock, like Stripe's test clocks: real time plus an offset that only grows.
 * The offset is kept on disk, so a restarted stack keeps the time it had been moved to.
 */
export class TestClock implements Clock {
  private offsetMs: number;
  private readonly file: string;
  private readonly listeners: Array<(now: Date) => Promise<void>> = [];
  private readonly settlers: Array<() => Promise<void>> = [];

  constructor(file: string) {
    this.file = file;
    this.offsetMs = TestClock.readOffset(file);
  }

  private static readOffset(file: string): number {
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown };
      return typeof saved.offsetMs === 'number' && Number.isFinite(saved.offsetMs) ? saved.offsetMs : 0;
    } catch {
      return 0;
    }
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /**
   * Runs before every advance, at the old time: work in flight (a workflow between two states) gets
   * to a settled point first, so a deadline it is about to set is set before time jumps, not after.
   */
  beforeAdvance(settle: () => Promise<void>): void {
    this.settlers.push(settle);
  }

  /** Runs after every advance, with the new time; deadline processors register here. */
  onAdvance(listener: (now: Date) => Promise<void>): void {
    this.listeners.push(listener);
  }

  /**
   * Moves time forward once the work in flight has settled, and answers after every deadline that
   * fell due has been processed (POST /dev/clock, CALLS.md).
   */
  async advance(seconds: number): Promise<Date> {
    for (const settle of this.settlers) await settle();
    this.offsetMs += seconds * 1000;
    writeFileSync(this.file, JSON.stringify({ offsetMs: this.offsetMs }));
    const now = this.now();
    for (const listener of this.listeners) await listener(now);
    return now;
  }
}
