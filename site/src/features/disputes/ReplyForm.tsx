import type { DisputeView } from '../../../../shared/contract/disputes.ts';
import { call } from '../../lib/api.ts';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { outcomeOf } from '../../lib/forms/outcome.ts';
import { useUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { checkDisputeMessage } from './dispute-rules.ts';
import { MessageField } from './parts.tsx';

const FIELDS = ['message'] as const;

/**
 * A reply in a dispute's thread (`replyDispute`), by its buyer, its seller or the dispute manager:
 * the message with its characters left; once sent the field empties, the banner says so and
 * `onReplied` hears the thread as the server now has it.
 */
export function ReplyForm({ itemDisputeId, onReplied }: { itemDisputeId: string; onReplied: (dispute: DisputeView) => void }) {
  const { t } = useUi();
  const form = useForm(`dispute-reply-${itemDisputeId}`, {
    fields: FIELDS,
    initial: { message: '' },
    check: checkDisputeMessage,
    invalidBanner: null,
    schema: () => import('../../../../shared/contract/disputes.ts').then((m) => m.ReplyDisputeInputSchema),
    payload: (v) => ({ itemDisputeId, message: v.message.trim() }),
    send: async (payload) => outcomeOf(await call('replyDispute', payload)),
    reset: () => ({ message: '' }),
    onSuccess: (dispute) => onReplied(dispute),
  });
  return (
    <Form form={form} className="dsp-reply" testId="dispute-reply-form">
      <MessageField field={form.bind('message')} label={t('disputes.thread.reply')} testId="dispute-reply" />
      <div className="form-actions">
        <SubmitButton busy={form.submitting} ready={form.ready} testId="dispute-reply-submit" label={t('disputes.thread.send')} busyLabel={t('disputes.thread.sending')} />
      </div>
    </Form>
  );
}
