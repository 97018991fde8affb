import { adminUserRow, emailPrefixFilter, mayDeleteUser } from '../../../shared/admin/users.ts';
import { AdminDeleteUserInputSchema, AdminListUsersInputSchema, type AdminListUsersOutput } from '../../../shared/contract/admin-users.ts';
import { deleteUserAccount } from '../../admin/delete-user.ts';
import { listPoolUsers } from '../../adapters/user-pool.ts';
import { getProfiles } from '../../data/entities/profile.ts';
import { defineCall } from '../../lib/call.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';

/**
 * The back office's customers: a page of the user pool (searched by e-mail prefix), each person joined
 * with their profile. `cursor` is the pool's own page token, answered while more people follow.
 */
export const adminListUsers = defineCall({
  name: 'adminListUsers',
  who: 'admin',
  input: AdminListUsersInputSchema,
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
export const adminDeleteUser = defineCall({
  name: 'adminDeleteUser',
  who: 'admin',
  input: AdminDeleteUserInputSchema,
  async run(input, ctx) {
    const admin = ctx.caller!;
    if (!mayDeleteUser(admin.uid, input.uid)) throw forbidden('cannotDeleteSelf');
    const { withdrawn } = await deleteUserAccount(input.uid, { uid: admin.uid, email: admin.email }, ctx.now);
    return { data: { uid: input.uid, withdrawnListings: withdrawn }, message: 'userDeleted' };
  },
});
