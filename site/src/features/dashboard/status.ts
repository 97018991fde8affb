import { ItemStatus } from '../../../../shared/item.ts';

/** Each item status's string key (dashboard.status.<key>) and the badge's tone. */
export const STATUS_LOOK: Record<string, { key: string; tone: 'success' | 'accent' | 'navy' | 'danger' | 'muted' }> = {
  [ItemStatus.AwaitingApproval]: { key: 'awaitingApproval', tone: 'accent' },
  [ItemStatus.Active]: { key: 'active', tone: 'success' },
  [ItemStatus.AwaitingPayment]: { key: 'awaitingPayment', tone: 'accent' },
  [ItemStatus.Sold]: { key: 'sold', tone: 'navy' },
  [ItemStatus.Unsold]: { key: 'unsold', tone: 'muted' },
  [ItemStatus.Shipping]: { key: 'shipping', tone: 'navy' },
  [ItemStatus.InDispute]: { key: 'inDispute', tone: 'danger' },
  [ItemStatus.CancelledUnpaid]: { key: 'cancelledUnpaid', tone: 'muted' },
  [ItemStatus.EndedUnsold]: { key: 'endedUnsold', tone: 'muted' },
  [ItemStatus.ReserveNotMet]: { key: 'reserveNotMet', tone: 'muted' },
  [ItemStatus.PaymentNotDone]: { key: 'paymentNotDone', tone: 'danger' },
};
