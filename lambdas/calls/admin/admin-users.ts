import { adminOrderFacts } from '../../../shared/admin/order-facts.ts';
import { adminUserDetail, adminUserRow, emailPrefixFilter, isClosed, mayChangeStanding, mayDeleteUser, standingChange } from '../../../shared/admin/users.ts';
import { toItemSummary } from '../../../shared/catalogue.ts';
import { isStaff } from '../../../shared/roles.ts';
import type { AdminGetUserOutput, AdminListUsersOutput, AdminSetUserStatusOutput } from '../../../shared/contract/admin-users.ts';
import { deleteUserAccount } from '../../admin/delete-user.ts';
import { findPoolUser, listGroupsOf, listPoolUsers, signOutEverywhere, turnOffAuthenticator } from '../../adapters/user-pool.ts';
import { myBids } from '../../bidding/my-bids.ts';
import { listAccountAudit } from '../../data/entities/admin-audit.ts';
import { getOrder, listOrdersOfBuyer } from '../../data/entities/order.ts';
import { getProfile, getProfiles, setStanding } from '../../data/entities/profile.ts';
import { getItems, listItemsBySeller } from '../../data/items.ts';
import { listDisputesOfPerson } from '../../disputes/disputes.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { audit } from './audit.ts';

/**
 * The back office's customers: a page of the user pool (searched by e-mail prefix), each person joined
 * with their profile. `cursor` is the pool's own page token, answered while more people follow.
 */
export const adminListUsers = defineCall('adminListUsers', {
  async run(input): Promise<{ data: AdminListUsersOutput }> {
    let page: Awaited<ReturnType<typeof listPoolUsers>>;
    try {
      page = await listPoolUsers({ filter: emailPrefixFilter(input.query), limit: input.limit, token: input.cursor });
    } catch (error) {
      // A cursor the pool does not recognise (or one from another search) is the caller's mistake.
      if ((error as Error)?.name === 'InvalidParameterException' && input.cursor) throw badRequest('invalidValue', { cursor: 'invalidValue' });
      throw error;
    }
    const profiles = await getProfiles(page.users.map((u) => u.uid));
    const users = page.users.map((u) => adminUserRow(u, profiles.get(u.uid) ?? null));
    return { data: { users, ...(page.nextToken ? { cursor: page.nextToken } : {}) } };
  },
});

/** Deletes a person's account (docs/adr/0025): never the admin's own. */
export const adminDeleteUser = defineCall('adminDeleteUser', {
  async run(input, ctx) {
    const admin = ctx.caller!;
    if (!mayDeleteUser(admin.uid, input.uid)) throw forbidden('cannotDeleteSelf');
    const { withdrawn } = await deleteUserAccount(input.uid, { uid: admin.uid, email: admin.email }, ctx.now);
    return { data: { uid: input.uid, withdrawnListings: withdrawn }, message: 'userDeleted' };
  },
});

/** The pool's account and the profile of a uid; 404 when neither knows them, or the account was deleted. */
async function personOf(uid: string) {
  const [poolUser, profile] = await Promise.all([findPoolUser(uid), getProfile(uid)]);
  if ((!poolUser && !profile) || isClosed(profile)) throw notFound();
  return { poolUser, profile };
}

/**
 * A customer's page (adminGetUser): who they are (status in words, groups), the orders they bought and
 * sold, their bids, listings and disputes, and what admins did to the account (its audit trail).
 */
export const adminGetUser = defineCall('adminGetUser', {
  async run(input): Promise<Reply<AdminGetUserOutput>> {
    const { poolUser, profile } = await personOf(input.uid);
    const [groups, bought, listed, bids, disputes, audit] = await Promise.all([
      poolUser ? listGroupsOf(poolUser.username) : [],
      listOrdersOfBuyer(input.uid),
      listItemsBySeller(input.uid),
      myBids(input.uid),
      listDisputesOfPerson(input.uid),
      listAccountAudit(input.uid),
    ]);
    const sold = (await Promise.all(listed.flatMap((item) => (item.orderId ? [getOrder(item.orderId)] : [])))).flatMap((o) => (o ? [o] : []));
    const names = new Map([...listed, ...(await getItems(bought.map((o) => o.itemId).filter((id) => !listed.some((i) => i.id === id))))].map((i) => [i.id, i.name]));
    const orders = [...bought.map((o) => ({ order: o, role: 'buyer' as const })), ...sold.map((o) => ({ order: o, role: 'seller' as const }))]
      .sort((a, b) => b.order.createdAt.localeCompare(a.order.createdAt))
      .map(({ order, role }) => ({ ...adminOrderFacts(order, names.get(order.itemId) ?? order.itemNumber), role }));
    const listings = listed.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toItemSummary);
    return { data: { user: adminUserDetail(input.uid, poolUser, profile, groups), orders, bids: bids.bids, listings, disputes, audit } };
  },
});

/**
 * Suspends or reinstates an account (docs/adr/0050): the profile says so, and every call that bids,
 * buys, pays or lists refuses the person from their next call on, whatever token they hold; they may
 * still sign in and read. Never the admin's own account. Audited with the reason.
 */
export const adminSetUserStatus = defineCall('adminSetUserStatus', {
  async run(input, ctx): Promise<Reply<AdminSetUserStatusOutput>> {
    const admin = ctx.caller!;
    if (!mayChangeStanding(admin.uid, input.uid)) throw forbidden('cannotSuspendSelf');
    const { poolUser, profile } = await personOf(input.uid);
    const stored = await setStanding(input.uid, poolUser?.email ?? profile?.email ?? '', standingChange(profile, input.status, input.reason, ctx.now), ctx.now);
    if (!stored) throw notFound();
    await audit(ctx, input.status === 'suspended' ? 'suspendUser' : 'reinstateUser', input.uid, { reason: input.reason, email: poolUser?.email ?? stored.email });
    const groups = poolUser ? await listGroupsOf(poolUser.username) : [];
    return { data: { user: adminUserDetail(input.uid, poolUser, stored, groups) }, message: input.status === 'suspended' ? 'userSuspended' : 'userReinstated' };
  },
});

/**
 * Resets a staff member's authenticator app (docs/adr/0050; not in CALLS.md, named like the other admin
 * calls): TOTP turned off in the pool and every session signed out, so their next sign-in, by password
 * alone, gets no staff role until they set up a new app (the pre-token trigger: docs/adr/0029). Staff
 * accounts only (409 otherwise), never the admin's own (403). Audited.
 */
export const adminResetAuthenticator = defineCall('adminResetAuthenticator', {
  async run(input, ctx): Promise<Reply<AdminSetUserStatusOutput>> {
    if (!mayChangeStanding(ctx.caller!.uid, input.uid)) throw forbidden('cannotResetOwnAuthenticator');
    const { poolUser, profile } = await personOf(input.uid);
    const groups = poolUser ? await listGroupsOf(poolUser.username) : [];
    if (!poolUser || !isStaff(groups)) throw conflict('notStaffAccount');
    await turnOffAuthenticator(poolUser.username);
    await signOutEverywhere(poolUser.username);
    await audit(ctx, 'resetAuthenticator', input.uid, { email: poolUser.email });
    return { data: { user: adminUserDetail(input.uid, poolUser, profile, groups) }, message: 'authenticatorReset' };
  },
});
