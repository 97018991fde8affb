import { auditEntry } from '../../shared/admin/audit.ts';
import { isClosed } from '../../shared/admin/users.ts';
import { WITHDRAWABLE, withdrawLot } from '../../shared/admin/withdraw.ts';
import { ItemStatus } from '../../shared/item.ts';
import { deletePoolUser, findPoolUser, signOutEverywhere } from '../adapters/user-pool.ts';
import { recordAudit } from '../data/entities/admin-audit.ts';
import { commitLot, getLot, StaleLotError } from '../data/entities/lot.ts';
import { getProfile, closeProfile } from '../data/entities/profile.ts';
import { listItemsBySeller } from '../data/items.ts';
import { notFound } from '../lib/errors.ts';
import { signalLotWorkflow } from '../lots/workflow.ts';
import { ulid } from '../lib/ids.ts';

/**
 * Deletes a person's account (adminDeleteUser), in an order that is safe to repeat after a failure at
 * any step: (1) their profile is closed, so every token they hold is refused by our server from that
 * moment (an ID token verifies by signature until it expires); (2) their listings under review or on
 * sale are withdrawn; (3) the user pool signs them out everywhere (refresh tokens revoked) and
 * (4) deletes them; (5) the change is audited. Answers 404 for a uid the pool and the table do not know,
 * or one deleted already; a delete that failed half-way is finished by asking again.
 */
export async function deleteUserAccount(uid: string, admin: { uid: string; email: string }, now: Date): Promise<{ withdrawn: number }> {
  const [poolUser, profile] = await Promise.all([findPoolUser(uid), getProfile(uid)]);
  // Nobody by that uid, or deleted already (closed, and out of the pool).
  if (!poolUser && (!profile || isClosed(profile))) throw notFound();
  await closeProfile(uid, poolUser?.email ?? profile?.email ?? '', now);
  const withdrawn = await withdrawListings(uid, admin.uid, now);
  if (poolUser) {
    await signOutEverywhere(poolUser.username);
    await deletePoolUser(poolUser.username);
  }
  await recordAudit(auditEntry(ulid(now.getTime()), admin, 'deleteUser', uid, { email: poolUser?.email ?? profile?.email ?? null, withdrawn }, now));
  return { withdrawn };
}

/** Withdraws every listing of the seller that is under review or on sale; answers how many it withdrew. */
async function withdrawListings(sellerId: string, adminId: string, now: Date): Promise<number> {
  const items = (await listItemsBySeller(sellerId)).filter((i) => WITHDRAWABLE.includes(i.status));
  let count = 0;
  for (const item of items) if (await withdrawOne(item.id, adminId, now)) count++;
  return count;
}

/** One lot withdrawn by a conditional write (a bid racing it makes the write stale: decide again). */
async function withdrawOne(itemId: string, adminId: string, now: Date): Promise<boolean> {
  for (;;) {
    const lot = await getLot(itemId, true);
    if (!lot) return false;
    const withdrawn = withdrawLot(lot, adminId, now);
    if (!withdrawn) return false;
    try {
      await commitLot(lot, withdrawn);
    } catch (error) {
      if (error instanceof StaleLotError) continue;
      throw error;
    }
    // The lot's workflow is waiting for its review or its end: tell it, so it finishes now.
    if (lot.status === ItemStatus.AwaitingApproval) {
      await signalLotWorkflow(itemId, 'reviewToken', { decision: 'reject', note: withdrawn.rejectionNote, reviewerId: adminId });
    } else {
      await signalLotWorkflow(itemId, 'endToken', { reason: withdrawn.status });
    }
    return true;
  }
}
