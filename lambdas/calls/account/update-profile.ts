import { profileChanges, toProfileView } from '../../../shared/account-profile.ts';
import type { ProfileView } from '../../../shared/contract/account.ts';
import { Messages } from '../../../shared/messages.ts';
import { getProfile, updateProfileFields } from '../../data/entities/profile.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';
import { signedIn } from './own.ts';

export const updateProfile = defineCall('updateProfile', {
  async run(input, ctx): Promise<Reply<ProfileView>> {
    const caller = signedIn(ctx);
    const current = await getProfile(caller.uid);
    if (!current) throw notFound();
    const updated = await updateProfileFields(caller.uid, profileChanges(current, input), ctx.now);
    if (!updated) throw notFound();
    return { data: toProfileView(updated, caller.groups), message: 'successfullyUpdated' };
  },
});
