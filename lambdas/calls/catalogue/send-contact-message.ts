import { ulid } from '../../lib/ids.ts';
import { Messages } from '../../../shared/messages.ts';
import { saveContactMessage } from '../../data/entities/contact-message.ts';
import { defineCall, type Reply } from '../../lib/call.ts';

export const sendContactMessage = defineCall('sendContactMessage', {
  async run(input, ctx): Promise<Reply<{ id: string }>> {
    const id = ulid(ctx.now.getTime());
    await saveContactMessage({ id, ...input, uid: ctx.caller?.uid ?? null, receivedAt: ctx.now.toISOString() });
    return { data: { id }, message: 'contactSent' };
  },
});
