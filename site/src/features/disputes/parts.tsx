import type { DisputeView } from '../../../../shared/contract/disputes.ts';
import { DISPUTE_MESSAGE_MAX, type DisputeParty, type DisputeStatus } from '../../../../shared/dispute.ts';
import { TextAreaField } from '../../lib/forms/fields.tsx';
import { type Ui, useUi } from '../../lib/ui.tsx';
import type { BoundField } from '../../lib/forms/use-form.ts';
import { charactersLeft, threadOf } from './dispute-rules.ts';

/*
 * The pieces a dispute shows wherever it appears (My account's list, its thread page, the dispute
 * manager's queue): its status, the thread with who wrote what and when, and the message field with
 * its characters-left counter. They speak through the island's translator (lib/ui.tsx `useUi`), whose
 * strings every island with a dispute picks.
 */

const TONE: Record<DisputeStatus, string> = { open: 'danger', resolved: 'success', closed: 'muted', sale_cancelled: 'muted' };

/** The dispute's status in the spec's words ("Open (action required)", "Sale cancelled"). */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const { t } = useUi();
  return (
    <span className={`badge badge--${TONE[status]}`} data-testid="dispute-status" data-status={status}>
      {t(`disputes.status.${status}`)}
    </span>
  );
}

/** Who wrote a line: "Buyer", "Seller (you)", "Dispute manager". */
export function partyName(ui: Pick<Ui, 't'>, from: DisputeParty, me: DisputeParty): string {
  const name = ui.t(`disputes.party.${from}`);
  return from === me ? ui.t('disputes.party.you', { party: name }) : name;
}

/**
 * The thread: the buyer's opening message and every reply, each with who wrote it and when; `names`
 * (the dispute manager's view) adds each party's own name ("Buyer · Cora Customer").
 */
export function DisputeThread({
  dispute,
  headingLevel = 2,
  names,
}: {
  dispute: Pick<DisputeView, 'message' | 'createdAt' | 'replies' | 'role' | 'itemDisputeId'>;
  headingLevel?: 2 | 3;
  names?: Partial<Record<DisputeParty, string>>;
}) {
  const ui = useUi();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `dsp-thread-${dispute.itemDisputeId}`;
  return (
    <section className="dsp-thread" aria-labelledby={titleId}>
      <Heading id={titleId} className="dsp-thread__title">
        {ui.t('disputes.thread.conversation')}
      </Heading>
      <ol className="plain-list dsp-messages" data-testid="dispute-thread">
        {threadOf(dispute).map((line, i) => (
          <li key={`${line.at}-${i}`} className={`dsp-message dsp-message--${line.from}${line.from === dispute.role ? ' is-mine' : ''}`} data-testid="dispute-message" data-from={line.from}>
            <p className="dsp-message__who">
              <strong>{partyName(ui, line.from, dispute.role)}</strong>
              {names?.[line.from] ? <span> · {names[line.from]}</span> : null}
              {i === 0 ? <span> · {ui.t('disputes.thread.opening')}</span> : null}
              <time dateTime={line.at}>{ui.dateTime(line.at)}</time>
            </p>
            <p className="dsp-message__text">{line.message}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A dispute's message or reply: up to the server's limit, with the characters left under it. */
export function MessageField({ field, label, hint, testId }: { field: BoundField; label: string; hint?: string; testId: string }) {
  const { tn } = useUi();
  return <TextAreaField {...field} label={label} hint={hint} counter={tn('disputes.charactersLeft', charactersLeft(field.value))} maxLength={DISPUTE_MESSAGE_MAX} rows={5} testId={testId} />;
}
