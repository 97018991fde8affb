import { describe, expect, it } from 'vitest';
import { catalogues, translate } from '../../shared/i18n/index.ts';
import { notificationText as englishOf } from '../../shared/notifications.ts';
import { DEFAULT_READER } from '../../shared/reader.ts';
import { notificationTarget, notificationText } from '../../site/src/components/header/notification-words.ts';
import { $notifications, receiveNotification, type AppNotification } from '../../site/src/stores/notifications.ts';

/*
 * The bell (site/src/stores/notifications.ts, components/header/notification-words.ts): where each notification leads, how it is worded in the
 * page's language from its template, and how one that arrives live joins the list.
 */

const item = { id: 'LOT1', photos: [], listAsAuction: true };
const notice = (over: Partial<AppNotification>): AppNotification => ({ id: 'N1', type: 'AUCTION', title: 'T', body: 'B', read: false, item, ...over });
const french = (key: string, params?: Record<string, string>) => translate('fr', key, params);
const english = (key: string, params?: Record<string, string>) => translate('en', key, params);

describe('where a notification leads', () => {
  it('opens the lot for an outbid notice, and the way to pay for a won or bought lot', () => {
    expect(notificationTarget(notice({ type: 'AUCTION', template: 'outbid' }))).toBe('/items/LOT1/auction');
    expect(notificationTarget(notice({ type: 'SOLD', template: 'won', orderId: 'ORD1' }))).toBe('/pay-items/ORD1');
    expect(notificationTarget(notice({ type: 'SOLD', template: 'bought', orderId: 'ORD1', item: { ...item, listAsAuction: false } }))).toBe('/pay-items/ORD1');
  });

  it('sends the seller of a sold lot to the lot, not to a checkout that is not theirs', () => {
    expect(notificationTarget(notice({ type: 'SOLD', template: 'sold', orderId: 'ORD1' }))).toBe('/items/LOT1/auction');
    expect(notificationTarget(notice({ type: 'SOLD', item: { ...item, listAsAuction: false } }))).toBe('/items/LOT1/buyer');
  });

  it('takes the seller to the accepted lot, or to the unsold listings after a rejection; other types nowhere', () => {
    expect(notificationTarget(notice({ type: 'LISTING', template: 'listingAccepted' }))).toBe('/items/LOT1/auction');
    expect(notificationTarget(notice({ type: 'LISTING', template: 'listingRejected' }))).toBe('/sellar-dashboard/Unsold');
    expect(notificationTarget(notice({ type: 'ACCOUNT' }))).toBeNull();
  });

  it('opens the thread of a dispute notification, whatever happened in it', () => {
    for (const template of ['disputeOpened', 'disputeReply', 'disputeSaleCancelled']) {
      expect(notificationTarget(notice({ type: 'DISPUTE', template, orderId: 'ORD1', itemDisputeId: 'ORD1-d3' }))).toBe('/my-account/disputes-details/ORD1-d3');
    }
    expect(notificationTarget(notice({ type: 'DISPUTE', template: 'disputeReply' }))).toBeNull();
  });
});

describe('a notification in the page’s language', () => {
  const outbid = notice({ template: 'outbid', params: { itemName: 'Japy clock', price: '£1,250.00' }, ...englishOf('outbid', { itemName: 'Japy clock', price: '£1,250.00' }, DEFAULT_READER, (key) => catalogues.en[key]) });

  it('is worded from its template, its price written the French way', () => {
    const { title, body } = notificationText(outbid, french, 'fr');
    expect(title).toBe(catalogues.fr['notif.outbid.title']);
    expect(body).toContain('Japy clock');
    expect(body).toMatch(/1\s250,00\s£/);
  });

  it('is the stored English in English', () => {
    expect(notificationText(outbid, english, 'en')).toEqual({ title: outbid.title, body: outbid.body });
  });

  it('writes an end time as a date, not as the server’s ISO string', () => {
    const ending = notice({ template: 'endingSoon', params: { itemName: 'Japy clock', endsAt: '2026-11-24T18:00:00.000Z', price: '£90.00' } });
    const { body } = notificationText(ending, english, 'en');
    expect(body).not.toContain('2026-11-24T18');
    expect(body).toContain('2026');
  });

  it('writes a payment deadline as a date too, in French', () => {
    const reminder = notice({ type: 'PAYMENT', template: 'paymentReminder', orderId: 'ORD1', params: { itemName: 'Japy clock', payBy: '2026-11-24T18:00:00.000Z', price: '£90.00' } });
    const { title, body } = notificationText(reminder, french, 'fr');
    expect(title).toBe('Merci de payer Japy clock');
    expect(body).not.toContain('2026-11-24T18');
    expect(body).toContain('2026');
    expect(body).toMatch(/90,00\s£/);
    expect(notificationTarget(reminder)).toBe('/pay-items/ORD1');
  });

  it('falls back to the stored title and body when the page has no words for its template', () => {
    const unknown = notice({ template: 'somethingNew', title: 'Stored title', body: 'Stored body' });
    expect(notificationText(unknown, english, 'en')).toEqual({ title: 'Stored title', body: 'Stored body' });
    expect(notificationText(notice({ title: 'Plain' }), english, 'en').title).toBe('Plain');
  });
});

describe('a notification that arrives live', () => {
  it('joins the unread list at the top, once', () => {
    $notifications.set({ loading: false, data: [notice({ id: 'OLD' })], error: null });
    receiveNotification(notice({ id: 'NEW' }));
    receiveNotification(notice({ id: 'NEW' }));
    receiveNotification(notice({ id: 'READ', read: true }));
    expect($notifications.get().data.map((n) => n.id)).toEqual(['NEW', 'OLD']);
  });
});
