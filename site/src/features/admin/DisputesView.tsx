import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { AdminDisputeView, DisputeListOutput, DisputeView } from '../../../../shared/contract/disputes.ts';
import { DISPUTE_TRANSITIONS, type DisputeStatus } from '../../../../shared/dispute.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { call } from '../../lib/api.ts';
import { SelectField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { outcomeOf } from '../../lib/forms/outcome.ts';
import { SILENT_OUTCOME } from '../../lib/forms/problem.ts';
import { useUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { DISPUTE_LIST_ORDER } from '../disputes/dispute-rules.ts';
import { DisputeStatusBadge, DisputeThread } from '../disputes/parts.tsx';
import { ReplyForm } from '../disputes/ReplyForm.tsx';
import { LoadState } from '../review/LoadState.tsx';
import { DisputeFacts } from './DisputeFacts.tsx';
import { toastOnSuccess } from './parts.tsx';
import { NamedOptions } from '../../lib/forms/select-options.tsx';

type Filter = DisputeStatus | 'all';
type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; disputes: DisputeView[] };

/**
 * The back office's disputes (/admin-details?section=disputes): the dispute manager's queue by status
 * (open first, oldest first; adminListDisputes), each opened in place with its thread, a reply
 * (replyDispute, as the manager) and its status (setDisputeStatus: resolved or closed keep the sale;
 * sale cancelled, after confirmation, refunds the buyer through the server and is final).
 */
export function DisputesView({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const ui = useUi();
  const [filter, setFilter] = useState<Filter>('open');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [open, setOpen] = useState<string | null>(null);

  const fetchQueue = useCallback(async (wanted: Filter) => {
    setLoad({ status: 'loading' });
    const result = await call('adminListDisputes', wanted === 'all' ? {} : { status: wanted });
    setLoad(result.status === 200 && Array.isArray(result.data?.disputes) ? { status: 'ready', disputes: result.data.disputes } : { status: 'error' });
  }, []);

  useEffect(() => {
    void fetchQueue(filter);
  }, [fetchQueue, filter]);

  // A changed dispute stays in view until the queue is loaded again (the manager sees what they did).
  const changed = (dispute: DisputeView) =>
    setLoad((current) => (current.status === 'ready' ? { ...current, disputes: current.disputes.map((d) => (d.itemDisputeId === dispute.itemDisputeId ? { ...d, ...dispute } : d)) } : current));

  return (
    <section aria-labelledby="adm-disputes-title" data-testid="admin-disputes">
      <header className="rv-head">
        <div>
          <h1 id="adm-disputes-title" ref={heading} tabIndex={-1}>
            {ui.t('disputes.admin.title')}
          </h1>
          <p className="rv-lede">{ui.t('disputes.admin.lede')}</p>
        </div>
      </header>

      <div className="field form-field dsp-queue-filter">
        <label htmlFor="adm-disputes-status">{ui.t('disputes.admin.filter')}</label>
        <select id="adm-disputes-status" className="input form-select" value={filter} onChange={(e) => setFilter(e.target.value as Filter)} data-testid="disputes-status-filter">
          <NamedOptions values={DISPUTE_LIST_ORDER} prefix="disputes.status" />
          <option value="all">{ui.t('disputes.list.all')}</option>
        </select>
      </div>

      <LoadState status={load.status} loading={ui.t('disputes.loading')} failed={ui.t('disputes.loadFailed')} retry={ui.t('disputes.retry')} onRetry={() => void fetchQueue(filter)} />
      {load.status === 'ready' && load.disputes.length === 0 && (
        <p className="rv-empty-title" data-testid="disputes-queue-empty">
          {ui.t('disputes.admin.empty')}
        </p>
      )}
      {load.status === 'ready' && load.disputes.length > 0 && (
        <ul className="plain-list dsp-queue" data-testid="disputes-queue">
          {load.disputes.map((d) => (
            <li key={d.itemDisputeId} className="dsp-queue__item" data-testid="queue-dispute" data-dispute-id={d.itemDisputeId} data-status={d.status}>
              <div className="dsp-row">
                <div className="dsp-row__what">
                  <h2 className="dsp-row__name">{d.itemName}</h2>
                  <p className="dsp-row__meta">
                    <span>{ui.t('disputes.itemNumber', { number: d.itemNumber })}</span>
                    <span>{ui.t('disputes.openedOn', { date: ui.dateTime(d.createdAt) })}</span>
                  </p>
                </div>
                <div className="dsp-row__side">
                  <DisputeStatusBadge status={d.status} />
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-expanded={open === d.itemDisputeId}
                    aria-controls={`adm-dispute-${d.itemDisputeId}`}
                    onClick={() => setOpen(open === d.itemDisputeId ? null : d.itemDisputeId)}
                    data-testid="queue-open"
                  >
                    {ui.t(open === d.itemDisputeId ? 'disputes.admin.hide' : 'disputes.admin.open')}
                  </button>
                </div>
              </div>
              {open === d.itemDisputeId ? <ManagedDispute id={d.itemDisputeId} onChanged={changed} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One dispute opened in the queue: the order's facts and the parties (adminGetDispute), its thread as a
 * timeline with the parties' names, the manager's reply and its status.
 */
function ManagedDispute({ id, onChanged }: { id: string; onChanged: (dispute: DisputeView) => void }) {
  const ui = useUi();
  const [dispute, setDispute] = useState<AdminDisputeView | null | 'error'>(null);
  const load = useCallback(async () => {
    const result = await call('adminGetDispute', { itemDisputeId: id });
    setDispute(result.status === 200 ? result.data : 'error');
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  // A reply or a status answers the dispute without the facts: they are kept, and read again (the order may have moved: a refund).
  const changed = (next: DisputeView) => {
    setDispute((current) => (current && current !== 'error' ? { ...current, ...next, replies: next.replies ?? current.replies } : current));
    onChanged(next);
    void load();
  };
  return (
    <div className="dsp-queue__open" id={`adm-dispute-${id}`} data-testid="queue-dispute-open">
      {dispute === null || dispute === 'error' ? (
        <LoadState status={dispute === null ? 'loading' : 'error'} loading={ui.t('disputes.loading')} failed={ui.t('disputes.loadFailed')} retry={ui.t('disputes.retry')} onRetry={() => void load()} />
      ) : (
        <>
          <DisputeFacts dispute={dispute} />
          <DisputeThread dispute={dispute} headingLevel={3} names={{ buyer: dispute.buyer.name, seller: dispute.seller.name }} />
          <ReplyForm itemDisputeId={id} onReplied={changed} />
          {DISPUTE_TRANSITIONS[dispute.status].length ? (
            <StatusForm key={dispute.status} dispute={dispute} onChanged={changed} />
          ) : (
            <p className="dsp-note">{ui.t('disputes.admin.final')}</p>
          )}
        </>
      )}
    </div>
  );
}

const STATUS_FIELDS = ['status'] as const;

/** The manager's decision: the statuses this one may move to; "sale cancelled" asks first, as it refunds the buyer and cannot be undone. */
function StatusForm({ dispute, onChanged }: { dispute: DisputeView; onChanged: (dispute: DisputeView) => void }) {
  const ui = useUi();
  const moves = DISPUTE_TRANSITIONS[dispute.status];
  const answer = useRef<((go: boolean) => void) | null>(null);
  const [asking, setAsking] = useState(false);
  const confirmed = (go: boolean) => {
    setAsking(false);
    answer.current?.(go);
    answer.current = null;
  };
  const form = useForm(`dispute-status-${dispute.itemDisputeId}`, {
    fields: STATUS_FIELDS,
    initial: { status: moves[0]! as string },
    schema: () => import('../../../../shared/contract/disputes.ts').then((m) => m.SetDisputeStatusInputSchema),
    payload: (v) => ({ itemDisputeId: dispute.itemDisputeId, status: moves.find((move) => move === v.status) ?? moves[0]! }),
    send: async (payload) => {
      if (payload.status === 'sale_cancelled') {
        const go = await new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setAsking(true);
        });
        if (!go) return SILENT_OUTCOME;
      }
      return outcomeOf(await call('setDisputeStatus', payload));
    },
    ...toastOnSuccess(ui, onChanged),
  });
  return (
    <>
      <Form form={form} className="dsp-status-form" testId="dispute-status-form" aria-labelledby={`dsp-status-${dispute.itemDisputeId}`}>
        <h3 id={`dsp-status-${dispute.itemDisputeId}`} className="visually-hidden">
          {ui.t('disputes.admin.setStatus')}
        </h3>
        <SelectField {...form.bind('status')} label={ui.t('disputes.admin.newStatus')} testId="dispute-new-status">
          <NamedOptions values={moves} prefix="disputes.status" />
        </SelectField>
        <SubmitButton busy={form.submitting} ready={form.ready} testId="dispute-status-submit" label={ui.t('disputes.admin.apply')} busyLabel={ui.t('disputes.admin.applying')} className="btn btn-navy" />
      </Form>
      <ConfirmDialog
        open={asking}
        title={ui.t('disputes.admin.confirmTitle')}
        text={ui.t('disputes.admin.confirmText', { item: dispute.itemName })}
        confirmLabel={ui.t('disputes.admin.confirm')}
        cancelLabel={ui.t('disputes.admin.keep')}
        onConfirm={() => confirmed(true)}
        onCancel={() => confirmed(false)}
      />
    </>
  );
}
