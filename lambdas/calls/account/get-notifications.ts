import type { Notification } from '../../../shared/contract/account.ts';
import { listNotifications } from '../../data/entities/notification.ts';
import { defineCall } from '../../lib/call.ts';
import { callerNamedBy } from './own.ts';

/** One page of the caller's notifications, newest first (the spec's payload names the uid: it must be the caller's). */
export const getNotifications = defineCall('getNotifications', {
  async run(input, ctx): Promise<{ data: Notification[] }> {
    const caller = callerNamedBy(input.uid, ctx);
    return { data: await listNotifications(caller.uid, input.limit, input.offset) };
  },
});
