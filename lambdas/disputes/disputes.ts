import { personName } from '../../shared/account.ts';
import { adminOrderFacts } from '../../shared/admin/order-facts.ts';
import type { AdminDisputeView, DisputePartyFacts, DisputeView } from '../../shared/contract/disputes.ts';
import {
  canMoveDispute,
  canOpenDispute,
  canReplyToDispute,
  disputeIdFor,
  disputeListOf,
  disputePartyOf,
  disputePath,
  disputeRecipients,
  DisputeStatus,
  lotStatusUnderDispute,
  orderStatusUnderDispute,
  type DisputeParty,
} from '../../shared/dispute.ts';
import { ItemStatus, type LotListing } from '../../shared/item.ts';
import { IllegalTransitionError, nextLot } from '../../shared/lot-rules.ts';
import { formatMoney, GBP } from '../../shared/money.ts';
import { nextOrder, OrderStatus, type Order } from '../../shared/order.ts';
import { isAdmin } from '../../shared/roles.ts';
import type { NotificationTemplate } from '../../shared/notifications.ts';
import { ulid } from '../lib/ids.ts';
import {
  addDisputeReply,
  commitDispute,
  createDispute,
  getDispute,
  getDisputes,
  listDisputeIdsOf,
  listDisputeReplies,
  listDisputesByStatus,
  touchDispute,
  type Dispute,
} from '../data/entities/dispute.ts';
import { changeLot } from '../data/entities/lot.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { getProfiles } from '../data/entities/profile.ts';
import { changeOrder, getOrder } from '../data/entities/order.ts';
import type { Caller } from '../lib/caller.ts';
import { conflict, forbidden, notFound } from '../lib/errors.ts';
import { signalLotWorkflow } from '../lots/workflow.ts';
import { notify } from '../notify/notify.ts';
import { recordClawback } from '../payouts/clawback.ts';
import { refundDisputedOrder } from './refund.ts';

/*
 * Disputes (issue 11 item 1, docs/adr/0023-disputes.md). Each change is one conditional write on the
 * dispute or the order, then idempotent follow-ups (the order's and the lot's statuses, the refund,
 * the notifications), so a retried call, or the same status set again, finishes what a crash left
 * undone and repeats nothing.
 */

/** A dispute as `caller` sees it (the thread when asked). */
function view(dispute: Dispute, role: DisputeParty, replies?: Awaited<ReturnType<typeof listDisputeReplies>>): DisputeView {
  return {
    itemDisputeId: dispute.id,
    orderId: dispute.orderId,
    itemId: dispute.itemId,
    itemNumber: dispute.itemNumber,
    itemName: dispute.itemName,
    message: dispute.message,
    status: dispute.status,
    buyerId: dispute.buyerId,
    sellerId: dispute.sellerId,
    createdAt: dispute.createdAt,
    updatedAt: dispute.updatedAt,
    role,
    ...(replies ? { replies: replies.map((r) => ({ from: r.from, message: r.message, at: r.at })) } : {}),
  };
}

/** A dispute with the caller's part in it; anyone who takes no part is answered as if it did not exist. */
async function disputeFor(caller: Caller, id: string, consistent = false): Promise<{ dispute: Dispute; party: DisputeParty }> {
  const dispute = await getDispute(id, consistent);
  const party = dispute ? disputePartyOf(dispute, caller.uid, isAdmin(caller.groups)) : null;
  if (!dispute || !party) throw notFound();
  return { dispute, party };
}

/** Moves the order's lot to `to` if it carries this order and may move there (a replay finds it moved). */
async function moveLot(order: Order, to: ItemStatus, now: Date): Promise<void> {
  await changeLot(order.itemId, (lot) => {
    if (lot.orderId !== order.id || lot.status === to) return null;
    try {
      return nextLot(lot, { status: to }, now);
    } catch (error) {
      // Not a move the table allows from where the lot is (e.g. still Awaiting Payment): leave it.
      if (error instanceof IllegalTransitionError) return null;
      throw error;
    }
  });
}

/** Tells a dispute's buyer and/or seller, once per event (`event` names it), with a link to the thread. */
async function tell(dispute: Dispute, listing: LotListing | null, to: ('buyer' | 'seller')[], template: NotificationTemplate, params: Record<string, string>, event: string, now: Date): Promise<void> {
  await Promise.all(
    to.map((party) =>
      notify({
        uid: party === 'buyer' ? dispute.buyerId : dispute.sellerId,
        template,
        params: { itemName: dispute.itemName, ...params },
        item: { id: dispute.itemId, photos: listing?.photos ?? [], listAsAuction: true },
        orderId: dispute.orderId,
        itemDisputeId: dispute.id,
        dedupeKey: `dispute:${dispute.id}:${event}:${party}`,
        link: disputePath(dispute.id),
        at: now,
      }),
    ),
  );
}

/**
 * The buyer opens a dispute about a paid, shipped or received order: the order goes In dispute (its
 * payout held), then the dispute is stored under an id made from that write, its lot goes In dispute
 * and the seller is told. A retry after a crash between the writes completes the dispute; once it
 * exists, another is refused (409) while the order is in dispute.
 */
export async function openDispute(caller: Caller, input: { orderId: string; message: string }, now: Date): Promise<Dispute> {
  const before = await getOrder(input.orderId, true);
  if (!before || (before.buyerId !== caller.uid && before.sellerId !== caller.uid)) throw notFound();
  if (before.buyerId !== caller.uid) throw forbidden('onlyBuyerDisputes');
  let order = before;
  let held: Dispute | undefined;
  if (order.status === OrderStatus.InDispute) {
    // Held already: by this buyer's dispute (a double submit answers it), or by one the manager reopened.
    held = (await getDisputes(await listDisputeIdsOf(caller.uid))).find((d) => d.orderId === order.id && d.status === DisputeStatus.Open);
    if (held && held.message !== input.message) throw conflict('alreadyInDispute', { status: order.status, itemDisputeId: held.id });
  } else {
    if (!canOpenDispute(order)) throw conflict('disputeNotAllowed', { status: order.status });
    order = await changeOrder(order.id, (o) => (canOpenDispute(o) ? nextOrder(o, { status: OrderStatus.InDispute }) : null));
    if (order.status !== OrderStatus.InDispute) throw conflict('disputeNotAllowed', { status: order.status });
  }
  const listing = await getListing(order.itemId);
  const dispute = held ?? (await storeDispute(order, listing, input.message, caller, now));
  // The follow-ups run again on a retry, so one a crash cut short is finished (each is idempotent).
  await moveLot(order, ItemStatus.InDispute, now);
  await Promise.all([
    tell(dispute, listing, ['seller'], 'disputeOpened', { message: dispute.message }, 'opened', now),
    // The buyer's confirmation that it is open and what happens next.
    tell(dispute, listing, ['buyer'], 'disputeOpenedByYou', { message: dispute.message }, 'opened', now),
  ]);
  return dispute;
}

/** Stores the dispute an "In dispute" write made (its id comes from that write): the one stored already when the same message was sent again. */
async function storeDispute(order: Order, listing: LotListing | null, message: string, caller: Caller, now: Date): Promise<Dispute> {
  const at = now.toISOString();
  const dispute: Dispute = {
    id: disputeIdFor(order.id, order.version),
    orderId: order.id,
    itemId: order.itemId,
    itemNumber: order.itemNumber,
    itemName: listing?.name ?? order.itemNumber,
    message,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    status: DisputeStatus.Open,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
  if (await createDispute(dispute)) return dispute;
  const existing = (await getDispute(dispute.id, true))!;
  if (existing.message !== message || existing.buyerId !== caller.uid) throw conflict('alreadyInDispute', { status: order.status, itemDisputeId: dispute.id });
  return existing;
}

/** The caller's disputes (as buyer or seller), newest first, optionally only the open or the closed ones. */
export async function listMyDisputes(caller: Caller, state: 'open' | 'closed' | undefined): Promise<DisputeView[]> {
  const disputes = await getDisputes(await listDisputeIdsOf(caller.uid));
  return disputes
    .filter((d) => !state || disputeListOf(d.status) === state)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .map((d) => view(d, disputePartyOf(d, caller.uid, false)!));
}

/** One dispute with its thread, for its buyer, its seller or the manager. */
export async function readDispute(caller: Caller, id: string): Promise<DisputeView> {
  const { dispute, party } = await disputeFor(caller, id);
  return view(dispute, party, await listDisputeReplies(id));
}

/**
 * One dispute for the dispute manager (adminGetDispute): its thread, its order's facts (amount, payment,
 * status, tracking) and both parties by name and e-mail, so a decision needs no other screen.
 */
export async function readDisputeForManager(id: string): Promise<AdminDisputeView> {
  const dispute = await getDispute(id);
  if (!dispute) throw notFound();
  const [replies, order, profiles] = await Promise.all([listDisputeReplies(id), getOrder(dispute.orderId), getProfiles([dispute.buyerId, dispute.sellerId])]);
  if (!order) throw notFound();
  const party = (uid: string): DisputePartyFacts => {
    const profile = profiles.get(uid) ?? null;
    return { uid, name: personName(profile, profile?.email ?? ''), email: profile?.email ?? '' };
  };
  const seen = view(dispute, 'manager', replies);
  return { ...seen, replies: seen.replies ?? [], order: adminOrderFacts(order, dispute.itemName), buyer: party(dispute.buyerId), seller: party(dispute.sellerId) };
}

/** Every dispute a person is a party to, newest first, as the dispute manager sees them (their customer page). */
export async function listDisputesOfPerson(uid: string): Promise<DisputeView[]> {
  const disputes = await getDisputes(await listDisputeIdsOf(uid));
  return disputes.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)).map((d) => view(d, 'manager'));
}

/** A reply in the thread; the other parties are told. */
export async function replyToDispute(caller: Caller, input: { itemDisputeId: string; message: string }, now: Date): Promise<DisputeView> {
  const { dispute, party } = await disputeFor(caller, input.itemDisputeId, true);
  if (!canReplyToDispute(dispute.status, party)) throw conflict('disputeClosed', { status: dispute.status });
  const reply = { id: ulid(now.getTime()), from: party, authorId: caller.uid, message: input.message, at: now.toISOString() };
  await addDisputeReply(dispute.id, reply);
  // Its "Last update" is the reply's time (a later change of status or reply is never undone by it).
  const touched = (await touchDispute(dispute.id, reply.at)) ?? dispute;
  const listing = await getListing(dispute.itemId);
  await tell(dispute, listing, disputeRecipients(party), 'disputeReply', { message: input.message }, `reply:${reply.id}`, now);
  return view(touched, party, await listDisputeReplies(dispute.id));
}

/** What each party is told of a status: a cancelled sale is a refund to the buyer and a return to the seller. */
const STATUS_TEMPLATES: Record<DisputeStatus, { buyer: NotificationTemplate; seller: NotificationTemplate }> = {
  [DisputeStatus.Open]: { buyer: 'disputeReopened', seller: 'disputeReopened' },
  [DisputeStatus.Resolved]: { buyer: 'disputeResolved', seller: 'disputeResolved' },
  [DisputeStatus.Closed]: { buyer: 'disputeClosed', seller: 'disputeClosed' },
  [DisputeStatus.SaleCancelled]: { buyer: 'disputeSaleCancelled', seller: 'disputeSaleCancelledSeller' },
};

/**
 * The manager sets a dispute's status: open holds the order again; resolved or closed give the order
 * (and its lot) back the status it had, releasing its payout; sale cancelled refunds the buyer once,
 * through the payments adapter, and returns the lot to its seller. Setting the status it has again
 * finishes any follow-up a crash left undone, and changes nothing else.
 */
export async function setDisputeStatus(caller: Caller, input: { itemDisputeId: string; status: DisputeStatus }, now: Date): Promise<DisputeView> {
  let dispute: Dispute;
  for (;;) {
    const read = (await disputeFor(caller, input.itemDisputeId, true)).dispute;
    if (read.status === input.status) {
      dispute = read;
      break;
    }
    if (!canMoveDispute(read.status, input.status)) throw conflict({ code: 'disputeStatusNotAllowed', params: { from: read.status, to: input.status } }, { status: read.status });
    const next: Dispute = { ...read, status: input.status, version: read.version + 1, updatedAt: now.toISOString() };
    if (await commitDispute(read, next)) {
      dispute = next;
      break;
    }
  }
  const order = await carryOutOnOrder(dispute, now);
  const listing = await getListing(dispute.itemId);
  const params = { total: formatMoney(order?.total ?? order?.price ?? 0, GBP) };
  const template = STATUS_TEMPLATES[dispute.status];
  await Promise.all([
    tell(dispute, listing, ['buyer'], template.buyer, params, `status:${dispute.version}`, now),
    tell(dispute, listing, ['seller'], template.seller, params, `status:${dispute.version}`, now),
  ]);
  return view(dispute, 'manager', await listDisputeReplies(dispute.id));
}

/** The order's and the lot's side of a dispute's status (idempotent): held, released, or refunded and returned. */
async function carryOutOnOrder(dispute: Dispute, now: Date): Promise<Order | null> {
  const stored = await getOrder(dispute.orderId, true);
  if (!stored) return null;
  if (dispute.status === DisputeStatus.SaleCancelled) {
    await refundDisputedOrder(stored, now);
    // Paid out already: the seller owes it back, deducted from their next payouts (once per order).
    await recordClawback(stored, now);
  }
  // Reopened: a released order is held again; any other status: only the order this dispute holds moves.
  const from: readonly OrderStatus[] = dispute.status === DisputeStatus.Open ? [OrderStatus.Paid, OrderStatus.Shipped, OrderStatus.Received] : [OrderStatus.InDispute];
  const order = await changeOrder(dispute.orderId, (o) => {
    const to = orderStatusUnderDispute(dispute.status, o);
    return o.status !== to && from.includes(o.status) ? nextOrder(o, { status: to }) : null;
  });
  await moveLot(order, lotStatusUnderDispute(dispute.status, order), now);
  // The workflow may be waiting for the shipment: it re-reads the order (refunded: nothing is left to ship).
  await signalLotWorkflow(order.itemId, 'shipmentToken', { orderId: order.id, status: order.status });
  return order;
}

/** The dispute manager's queue: one status, or every status (oldest first). */
export async function listDisputeQueue(status: DisputeStatus | undefined): Promise<DisputeView[]> {
  const statuses = status ? [status] : Object.values(DisputeStatus);
  const lists = await Promise.all(statuses.map((s) => listDisputesByStatus(s)));
  return lists
    .flat()
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((d) => view(d, 'manager'));
}
