import { alertAcceptedLots } from '../alerts/match.ts';
import { logger } from '../lib/observability.ts';
import type { ChangeEvent } from '../search/projector.ts';

/**
 * Lambda entry of the alerts (docs/adr/0053): a table stream consumer, invoked by the dispatcher with the
 * lot records of a batch; it matches the lots the expert has just accepted against saved searches and
 * follows, and tells each person once. A failure fails the batch, which is retried (every step is idempotent).
 */
export async function handler(event: ChangeEvent): Promise<void> {
  const report = await alertAcceptedLots(event);
  if (report.lots > 0) logger.info('alerts', report);
}
