import { ItemStatus } from '../../../../shared/item.ts';

/** Each item status's string key (dashboard.status.<key>) and the badge's tone. */
export const STATUS_LOOK: Record<string, { key: string; tone: 'live' | 'pending' | 'done' | 'muted' | 'warn' | 'ship' }> = {
  [ItemStatus.AwaitingApproval]: { key: 'awaitingApproval', tone: 'pending' },
  [ItemStatus.Active]: { key: 'active', tone: 'live' },
  [ItemStatus.AwaitingPayment]: { key: 'awaitingPayment', tone: 'pending' },
  [ItemStatus.Sold]: { key: 'sold', tone: 'done' },
  [ItemStatus.Unsold]: { key: 'unsold', tone: 'muted' },
  [ItemStatus.Shipping]: { key: 'shipping', tone: 'ship' },
  [ItemStatus.InDispute]: { key: 'inDispute', tone: 'warn' },
  [ItemStatus.CancelledUnpaid]: { key: 'cancelledUnpaid', tone: 'muted' },
  [ItemStatus.EndedUnsold]: { key: 'endedUnsold', tone: 'muted' },
  [ItemStatus.ReserveNotMet]: { key: 'reserveNotMet', tone: 'muted' },
  [ItemStatus.PaymentNotDone]: { key: 'paymentNotDone', tone: 'warn' },
};
