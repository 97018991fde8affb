import type { NotificationPreferences } from './account.ts';
import { fillPlaceholders } from './placeholders.ts';
import { notificationKeys, pluralCategory, readerParams, type Reader } from './reader.ts';

/**
 * What the product tells people, and when (issue 9 "Notifications"): each template has its type (the
 * bell's icon and the contract's `type`), the preference that decides whether it is also e-mailed
 * (null: the sender decides, as an alert's own mode does),
 * and its English words with `{name}` placeholders. The bell shows a notification in the reader's
 * language from its template and params (`notif.<template>.title|body` in the catalogues, a counting
 * body by plural category); the stored `title` and `body` and the e-mail are in the language of the
 * reader when it was made, with their time zone (docs/adr/0048).
 */
export const NOTIFICATION_TEMPLATES = {
  outbid: { type: 'AUCTION', email: 'outbid', title: "You've been outbid", body: 'Someone bid more than your maximum on {itemName}. The price is now {price}.' },
  endingSoon: { type: 'AUCTION', email: 'endingSoon', title: 'Ending within the hour', body: '{itemName} ends on {endsAt}. The price is {price}.' },
  won: { type: 'SOLD', email: 'auctionWon', title: 'You won {itemName}', body: 'Your price is {price}. Please pay within 24 hours.' },
  bought: { type: 'SOLD', email: 'auctionWon', title: 'You bought {itemName}', body: 'You bought it for {price}. Please pay within 24 hours.' },
  sold: { type: 'SOLD', email: 'itemSold', title: '{itemName} sold', body: 'It sold for {price}. We will tell you when the buyer has paid.' },
  endedUnsold: { type: 'AUCTION', email: 'itemSold', title: '{itemName} did not sell', body: 'The auction ended with no bids. You can relist it from your dashboard.' },
  reserveNotMet: { type: 'AUCTION', email: 'itemSold', title: '{itemName} did not reach its reserve', body: 'The highest bid was {price}. You can relist it from your dashboard.' },
  // to each bidder who did not win, once, when the auction ends: only what the lot's page shows
  auctionLost: { type: 'AUCTION', email: 'outbid', title: 'The auction for {itemName} has ended', body: 'It sold for {price} to another buyer. Thank you for bidding.' },
  auctionEndedUnsold: { type: 'AUCTION', email: 'outbid', title: 'The auction for {itemName} has ended', body: 'Bidding did not reach the seller’s reserve price, so it was not sold.' },
  paymentReceived: { type: 'PAYMENT', email: 'paymentReminders', title: 'Payment received for {itemName}', body: 'You paid {total}. We will tell you when the seller ships it.' },
  orderPaid: { type: 'PAYMENT', email: 'itemSold', title: '{itemName} is paid', body: 'The buyer paid {total}. Please ship it and add the tracking number.' },
  // a fulfilment order (docs/adr/0021): the seller's part is sending it to the centre
  orderPaidToCentre: { type: 'PAYMENT', email: 'itemSold', title: '{itemName} is paid', body: 'The buyer paid {total}. Please send it to our fulfilment centre (its address is on your dashboard) and add the tracking number.' },
  shipped: { type: 'SHIPPING', email: 'itemSold', title: '{itemName} is on its way', body: 'Tracking number {trackingNumber}. {trackingUrl}' },
  listingAccepted: { type: 'LISTING', email: 'listingReviews', title: '{itemName} is live', body: 'Our expert accepted your listing. It ends on {endsAt}.' },
  listingRejected: { type: 'LISTING', email: 'listingReviews', title: '{itemName} was not accepted', body: "Our expert's note: {note}" },
  // the sale's deadlines (the item workflow: lifecycle steps 5–6)
  paymentReminder: { type: 'PAYMENT', email: 'paymentReminders', title: 'Please pay for {itemName}', body: 'The sale is cancelled unless you pay by {payBy}. The price is {price}, plus shipping.' },
  saleCancelledUnpaid: { type: 'PAYMENT', email: 'paymentReminders', title: '{itemName}: Cancelled - Unpaid', body: 'You did not pay within 24 hours, so the sale was cancelled.' },
  salePaymentNotDone: { type: 'SOLD', email: 'itemSold', title: '{itemName}: Payment Not Done On Time', body: 'The buyer did not pay within 24 hours. You can relist it, or offer it to the under-bidder, from your dashboard.' },
  secondChanceOffer: { type: 'SOLD', email: 'auctionWon', title: 'A second chance at {itemName}', body: 'The winner did not pay. It is yours for your maximum bid of {price}: please pay within 24 hours.' },
  shipmentReminder: { type: 'SHIPPING', email: 'itemSold', title: 'Please ship {itemName}', body: 'The buyer paid {days} days ago. Please ship it and add the tracking number.' },
  centreShipmentReminder: { type: 'SHIPPING', email: 'itemSold', title: 'Please send {itemName} to our fulfilment centre', body: 'The buyer paid {days} days ago. Please send it to our fulfilment centre (its address is on your dashboard) and add the tracking number.' },
  // disputes (issue 11): each opens the thread
  disputeOpened: { type: 'DISPUTE', email: 'disputes', title: 'A dispute about {itemName}', body: 'The buyer opened a dispute: "{message}". Please reply within 48 hours.' },
  // the buyer's own confirmation
  disputeOpenedByYou: { type: 'DISPUTE', email: 'disputes', title: 'Your dispute about {itemName} is open', body: 'We sent your message to the seller: "{message}". They have 48 hours to reply, and we will tell you when they do.' },
  disputeReply: { type: 'DISPUTE', email: 'disputes', title: 'New reply in the dispute about {itemName}', body: '"{message}"' },
  disputeResolved: { type: 'DISPUTE', email: 'disputes', title: 'The dispute about {itemName} is resolved', body: 'The sale stands.' },
  disputeClosed: { type: 'DISPUTE', email: 'disputes', title: 'The dispute about {itemName} is closed', body: 'The sale stands.' },
  disputeReopened: { type: 'DISPUTE', email: 'disputes', title: 'The dispute about {itemName} is open again', body: 'Our dispute manager will reply within 24 to 48 hours.' },
  // each party told in the second person: the buyer of their refund, the seller of the item's return
  disputeSaleCancelled: { type: 'DISPUTE', email: 'disputes', title: 'The sale of {itemName} is cancelled', body: 'You are refunded {total}. The item goes back to its seller.' },
  disputeSaleCancelledSeller: { type: 'DISPUTE', email: 'disputes', title: 'The sale of {itemName} is cancelled', body: 'The buyer is refunded {total} and the item comes back to you.' },
  // payouts (issue 11): the seller's statement, or why they were not paid
  payoutSent: { type: 'PAYMENT', email: 'itemSold', title: 'Payout of {amount} on its way', body: { one: 'We paid you {amount} for 1 sale, less our commission and fees. Your statement is in your dashboard.', other: 'We paid you {amount} for {count} sales, less our commission and fees. Your statement is in your dashboard.' } },
  payoutHeld: { type: 'PAYMENT', email: 'itemSold', title: 'We could not pay you {amount}', body: 'Please add your bank details in your dashboard’s payment settings: your payout is held until then.' },
  // questions to the seller on a lot (docs/adr/0055): the seller is asked, the asker told of the answer
  questionAsked: { type: 'QUESTION', email: 'questions', title: 'A question about {itemName}', body: '"{question}" Answer it on the item’s page while it is on sale: answers are shown to everyone.' },
  questionAnswered: { type: 'QUESTION', email: 'questions', title: 'The seller answered your question about {itemName}', body: '"{answer}"' },
  // a new lot a saved search or a followed seller matched (docs/adr/0053): e-mailed as the search's alert says (email: null)
  alert: { type: 'ALERT', email: null, title: 'New: {itemName}', body: 'A new item for “{matched}”: {itemName}, {price}, ends on {endsAt}.' },
} as const satisfies Record<string, { type: string; email: keyof NotificationPreferences | null; title: string; body: string | PluralBody }>;

/**
 * A body that counts (`{count}`): one text per plural category of Intl.PluralRules, `other` required
 * ("1 sale", "2 sales"; French counts 0 and 1 as one: "0 vente", "1 vente", "2 ventes").
 */
export interface PluralBody {
  one?: string;
  other: string;
}

export type NotificationTemplate = keyof typeof NOTIFICATION_TEMPLATES;

/**
 * A template's title and body for its reader, filled: `words` gives a catalogue key's text in the reader's
 * language (the server's catalogues, or the strings a page picked), undefined when it has none.
 */
export function notificationText(
  template: NotificationTemplate,
  params: Readonly<Record<string, string>>,
  reader: Reader,
  words: (key: string) => string | undefined,
): { title: string; body: string } {
  const keys = notificationKeys(template, params, reader.locale);
  const filled = readerParams(params, reader);
  const english = NOTIFICATION_TEMPLATES[template];
  const englishBody = typeof english.body === 'string' ? english.body : english.body[pluralCategory('en', Number(params.count))] ?? english.body.other;
  return { title: fillPlaceholders(words(keys.title) ?? english.title, filled), body: fillPlaceholders(words(keys.body) ?? englishBody, filled) };
}
