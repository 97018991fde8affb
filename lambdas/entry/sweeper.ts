import { currentTime } from '../lib/clock.ts';
import { logger } from '../lib/observability.ts';
import { sweepLots } from '../lots/sweeper.ts';

/** Lambda entry of the lot sweeper (an EventBridge schedule in AWS; the local stack runs it itself). */
export async function handler(): Promise<unknown> {
  const report = await sweepLots(currentTime());
  logger.info('sweep', { sweeper: 'lots', ...report });
  return report;
}
