import { call } from '../../lib/api.ts';
import { noteServerTime } from '../../lib/server-clock.ts';

/**
 * Learns the server's clock from a lot's bid state (`now`: the test clock locally), so the time left
 * to pay counts down on the server's clock, not the browser's. A failure leaves the browser's clock.
 */
export async function learnServerClock(itemId: string): Promise<void> {
  const sentAt = Date.now();
  const result = await call('getBidState', { itemId });
  if (result.status === 200 && result.data?.now) noteServerTime(result.data.now, sentAt, Date.now());
}
