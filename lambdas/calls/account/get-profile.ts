import { toProfileView } from '../../../shared/account-profile.ts';
import type { ProfileView } from '../../../shared/contract/account.ts';
import { getProfile as readProfile } from '../../data/entities/profile.ts';
import { defineCall } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';
import { signedIn } from './own.ts';

export const getProfile = defineCall('getProfile', {
  async run(_input, ctx): Promise<{ data: ProfileView }> {
    const caller = signedIn(ctx);
    const profile = await readProfile(caller.uid);
    if (!profile) throw notFound();
    return { data: toProfileView(profile, caller.groups) };
  },
});
