import type { CreateDisputeOutput } from '../../../../shared/contract/disputes.ts';
import type { OrderView } from '../../../../shared/contract/orders.ts';
import { call } from '../../lib/api.ts';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { outcomeOf } from '../../lib/forms/outcome.ts';
import { useUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { checkDisputeMessage, submittedPath } from './dispute-rules.ts';
import { MessageField } from './parts.tsx';

const FIELDS = ['message'] as const;

/**
 * The buyer opens a dispute about a paid, shipped or received order (`createDispute`): what is wrong,
 * 1–1000 characters with the characters left; accepted, the page goes to /Submited-disputes, which
 * says "Dispute successfully submitted" and links to the thread.
 */
export function NewDisputeForm({ order }: { order: Pick<OrderView, 'id' | 'item'> }) {
  const { t, href } = useUi();
  const form = useForm(`dispute-${order.id}`, {
    fields: FIELDS,
    initial: { message: '' },
    check: checkDisputeMessage,
    invalidBanner: null,
    schema: () => import('../../../../shared/contract/disputes.ts').then((m) => m.CreateDisputeInputSchema),
    payload: (v) => ({ orderId: order.id, message: v.message.trim() }),
    send: async (payload) => outcomeOf(await call('createDispute', payload)),
    success: 'quiet',
    onSuccess: (data) => location.assign(href(submittedPath(data.itemDisputeId))),
  });
  return (
    <Form form={form} className="dsp-new" testId="dispute-form" aria-labelledby="dsp-new-title">
      <MessageField field={form.bind('message')} label={t('disputes.new.message')} hint={t('disputes.new.hint')} testId="dispute-message-input" />
      <p className="acc-muted">{t('disputes.new.held')}</p>
      <div className="form-actions">
        <a className="btn btn-ghost" href={href('/my-account/purchase-history')}>
          {t('disputes.new.cancel')}
        </a>
        <SubmitButton busy={form.submitting} ready={form.ready} testId="dispute-submit" label={t('disputes.new.submit')} busyLabel={t('disputes.new.sending')} />
      </div>
    </Form>
  );
}
