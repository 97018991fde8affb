import { currentTime } from '../lib/clock.ts';
import { sweepLots } from '../lots/sweeper.ts';

/** Lambda entry of the lot sweeper (an EventBridge schedule in AWS; the local stack runs it itself). */
export async function handler(): Promise<unknown> {
  const report = await sweepLots(currentTime());
  console.log(JSON.stringify({ level: 'info', sweeper: 'lots', ...report }));
  return report;
}
