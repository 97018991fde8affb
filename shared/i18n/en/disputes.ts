/**
 * en strings: disputes (issue 11 item 1) — opening one from a paid order (`disputes.new.`), the lists
 * of My account (`disputes.list.`), the thread at /my-account/disputes-details/{id}
 * (`disputes.thread.`), /Submited-disputes (`disputes.submitted.`) and the dispute manager's queue in
 * the back office (`disputes.admin.`). Every key in en must exist in fr.
 */
export default {
  'disputes.meta.title': 'Dispute',
  'disputes.meta.description': 'The conversation about your order with the other party and our dispute team.',
  'disputes.eyebrow': 'Dispute',

  // the spec's four states, as people read them
  'disputes.status.open': 'Open (action required)',
  'disputes.status.resolved': 'Resolved',
  'disputes.status.closed': 'Closed',
  'disputes.status.sale_cancelled': 'Sale cancelled',

  'disputes.party.buyer': 'Buyer',
  'disputes.party.seller': 'Seller',
  'disputes.party.manager': 'Dispute manager',
  'disputes.party.you': '{party} (you)',
  'disputes.role.buyer': 'Your purchase',
  'disputes.role.seller': 'Your sale',
  'disputes.role.manager': 'As dispute manager',

  'disputes.responseTime': 'Our dispute team responds within 24 to 48 hours.',
  'disputes.charactersLeft.one': '{count} character left',
  'disputes.charactersLeft.other': '{count} characters left',
  'disputes.itemNumber': 'Item {number}',
  'disputes.openedOn': 'Opened {date}',
  'disputes.updatedOn': 'Last update {date}',
  'disputes.loading': 'Loading…',
  'disputes.loadFailed': 'We could not load this just now.',
  'disputes.retry': 'Try again',

  // opening a dispute
  'disputes.new.action': 'Open a dispute',
  'disputes.new.title': 'Open a dispute',
  'disputes.new.lede': 'Tell us what is wrong with {item}. The seller and our dispute team will read your message.',
  'disputes.new.message': 'What is wrong with this order?',
  'disputes.new.hint': 'Describe the problem: damage, a difference from the description, or an item that has not arrived.',
  'disputes.new.submit': 'Submit dispute',
  'disputes.new.sending': 'Submitting…',
  'disputes.new.cancel': 'Cancel',
  'disputes.new.held': 'While the dispute is open the seller is not paid for this sale.',
  'disputes.new.notDisputable': 'This order cannot be disputed: only a paid, shipped or received order can be.',
  'disputes.new.inDispute': 'This order is already in dispute.',
  'disputes.new.notFound': 'We could not find this order among your purchases.',
  'disputes.new.howTo': 'To open a dispute, find the order in your purchase history and choose “Open a dispute”.',
  'disputes.new.toPurchases': 'Purchase history',
  'disputes.viewAll': 'My disputes',

  // My account › Disputes
  'disputes.list.lede': 'Disputes about your purchases and your sales: open ones wait for an answer, the others are settled.',
  'disputes.list.filter': 'Show',
  'disputes.list.all': 'All',
  'disputes.list.empty': 'You have no disputes.',
  'disputes.list.emptyStatus': 'No disputes here.',
  'disputes.list.view': 'View dispute',
  'disputes.list.count.one': '{count} dispute',
  'disputes.list.count.other': '{count} disputes',

  // the thread
  'disputes.thread.title': 'Dispute about {item}',
  'disputes.thread.conversation': 'Conversation',
  'disputes.thread.opening': 'Opened the dispute',
  'disputes.thread.reply': 'Your reply',
  'disputes.thread.send': 'Send reply',
  'disputes.thread.sending': 'Sending…',
  'disputes.thread.noMoreReplies': 'This dispute is settled: no more replies can be added.',
  'disputes.thread.order': 'View the order',
  'disputes.thread.notFound': 'Dispute not found',
  'disputes.thread.notFoundText': 'This dispute does not exist, or you take no part in it.',
  'disputes.thread.statusLabel': 'Status',
  'disputes.thread.orderStatus': 'Order',
  'disputes.outcome.resolved': 'The dispute manager resolved this dispute: the sale stands.',
  'disputes.outcome.closed': 'This dispute is closed: the sale stands.',
  'disputes.outcome.saleCancelled.buyer': 'The sale is cancelled and you have been refunded in full.',
  'disputes.outcome.saleCancelled.seller': 'The sale is cancelled: the buyer has been refunded in full and the item is back with you, ready to relist.',
  'disputes.outcome.saleCancelled.manager': 'The sale is cancelled: the buyer has been refunded in full and the item is back with its seller.',
  'disputes.refunded': 'Refunded {total}',

  // /Submited-disputes
  'disputes.submitted.eyebrow': 'Disputes',
  'disputes.submitted.text': 'The seller has been told. Our dispute team will read your message and respond within 24 to 48 hours.',
  'disputes.submitted.view': 'View the dispute',
  'disputes.submitted.all': 'My disputes',

  // the back office's queue
  'disputes.admin.title': 'Disputes',
  'disputes.admin.lede': 'Buyers’ disputes, oldest first. Read the thread, reply, and settle them: resolved or closed keeps the sale, sale cancelled refunds the buyer.',
  'disputes.admin.filter': 'Status',
  'disputes.admin.empty': 'No disputes with this status.',
  'disputes.admin.item': 'Item',
  'disputes.admin.opened': 'Opened',
  'disputes.admin.status': 'Status',
  'disputes.admin.actions': 'Actions',
  'disputes.admin.open': 'Open',
  'disputes.admin.hide': 'Hide',
  'disputes.admin.setStatus': 'Set status',
  'disputes.admin.newStatus': 'New status',
  'disputes.admin.apply': 'Update status',
  'disputes.admin.applying': 'Updating…',
  'disputes.admin.final': 'The sale is cancelled and the buyer refunded: this dispute is final.',
  'disputes.admin.confirmTitle': 'Cancel the sale?',
  'disputes.admin.confirmText': 'The buyer of {item} is refunded in full and the item goes back to its seller. This cannot be undone.',
  'disputes.admin.confirm': 'Cancel the sale and refund',
  'disputes.admin.keep': 'Keep the sale',
};
