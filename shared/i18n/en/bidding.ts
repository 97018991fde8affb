import { ItemStatus } from '../../item.ts';
import { Messages } from '../../messages.ts';

/** en strings: bidding (the lot page's panel, My bids, the watchlist). Every key in en must exist in fr. */
export default {
  // where the viewer stands
  'bidding.standing.highest': Messages.bidHighest,
  'bidding.standing.outbid': "You've been outbid",
  'bidding.yourMax': 'Your maximum bid: {price}',

  // placing a bid
  'bidding.quick.label': 'Quick bids',
  'bidding.quick.bid': 'Bid {price}',
  'bidding.max.label': 'Your maximum bid (GBP)',
  'bidding.max.hint': 'Enter {price} or more. We bid for you, one step at a time, up to your maximum. Bids are in pounds sterling.',
  'bidding.invalidAmount': 'Enter an amount in pounds, for example 125 or 125.50',
  'bidding.placed': 'Your bid is placed, up to {price}.',
  'bidding.buyNowFor': 'Buy it now for {price}',
  'bidding.sending': 'Sending…',

  // confirming
  'bidding.confirm.bidTitle': 'Confirm your bid',
  'bidding.confirm.bid': 'You bid {price}.',
  'bidding.confirm.max': 'If someone bids more, we bid for you up to {price}.',
  'bidding.confirm.note': 'A bid is a promise to buy if you win.',
  'bidding.confirm.bidButton': 'Confirm bid',
  'bidding.confirm.buyTitle': 'Buy it now',
  'bidding.confirm.buy': 'You buy this lot for {price}, to be paid within 24 hours.',
  'bidding.confirm.buyButton': 'Buy now',
  'bidding.confirm.converted': 'About {price} ({currency}). You pay in pounds sterling.',
  'bidding.confirm.cancel': 'Cancel',

  // the end
  'bidding.outcome.closing': 'Bidding has closed. The result follows in a moment.',
  'bidding.outcome.won': 'You won this lot',
  'bidding.outcome.bought': 'You bought this lot',
  'bidding.outcome.payWithin': 'Please pay within 24 hours.',
  'bidding.payNow': 'Pay now',
  'bidding.outcome.sold': 'This lot has sold',
  'bidding.outcome.soldFor': 'Sold for {price}',
  'bidding.outcome.unsold': ItemStatus.EndedUnsold,
  'bidding.outcome.reserveNotMet': ItemStatus.ReserveNotMet,
  'bidding.outcome.closed': 'This sale has closed.',
  'bidding.outcome.notYours': 'You did not win this lot.',

  // My bids
  'bidding.myBids.lede': 'The auctions you have bid on, with your maximum bid and where you stand, as it happens.',
  'bidding.myBids.empty': 'You have not bid on anything yet.',
  'bidding.myBids.yourMax': 'Your maximum: {price}',
  'bidding.myBids.winning': 'Winning',
  'bidding.myBids.outbid': 'Outbid',
  'bidding.myBids.won': 'Won',
  'bidding.myBids.lost': 'Lost',
  'bidding.myBids.bidAgain': 'Bid again',

  // the watchlist
  'bidding.watchlist.lede': 'The lots you watch, with their price and time left, as it happens.',
  'bidding.watchlist.empty': 'You are not watching any lots yet. Press Watch on a lot to follow it here.',
  'bidding.watchlist.remove': 'Remove',
  'bidding.watchlist.removeNamed': 'Remove {name} from the watchlist',

  // shared by both lists
  'bidding.list.browse': 'Browse the auctions',
  'bidding.list.loadFailed': 'We could not load this list.',
  'bidding.list.retry': 'Try again',
  'bidding.list.price': 'Price',
  'bidding.list.timeLeft': 'Time left',
} as Record<string, string>;
