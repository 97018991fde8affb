import { Messages } from '../../../shared/messages.ts';
import { markNotificationRead as markRead } from '../../data/entities/notification.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';
import { callerNamedBy } from './own.ts';

export const markNotificationRead = defineCall('markNotificationRead', {
  async run(input, ctx): Promise<Reply<{ notificationId: string; read: true }>> {
    const caller = callerNamedBy(input.uid, ctx);
    if (!(await markRead(caller.uid, input.notificationId))) throw notFound();
    return { data: { notificationId: input.notificationId, read: true }, message: 'successfullyUpdated' };
  },
});
