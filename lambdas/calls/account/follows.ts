import type { GetFollowedSellersOutput } from '../../../shared/contract/account.ts';
import { MAX_FOLLOWED_SELLERS } from '../../../shared/saved-searches.ts';
import { deleteFollow, listFollows, putFollow } from '../../data/entities/follow.ts';
import { getProfile } from '../../data/entities/profile.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { signedIn } from './own.ts';

/** Follows a seller (docs/adr/0053): their new lots alert the caller as a saved search's do. */
export const followSeller = defineCall('followSeller', {
  async run(input, ctx): Promise<Reply<{ sellerId: string; following: true }>> {
    const caller = signedIn(ctx);
    if (input.sellerId === caller.uid) throw badRequest('cannotFollowYourself', { sellerId: 'cannotFollowYourself' });
    const seller = await getProfile(input.sellerId);
    if (!seller?.sellerAccount) throw notFound();
    const follows = await listFollows(caller.uid);
    if (!follows.some((f) => f.sellerId === input.sellerId) && follows.length >= MAX_FOLLOWED_SELLERS) {
      throw conflict({ code: 'tooManyFollowedSellers', params: { max: String(MAX_FOLLOWED_SELLERS) } });
    }
    await putFollow({ uid: caller.uid, sellerId: input.sellerId, sellerName: seller.sellerProfileName ?? seller.displayName, followedAt: ctx.now.toISOString() });
    return { data: { sellerId: input.sellerId, following: true }, message: 'sellerFollowed' };
  },
});

/** Stops following a seller; one not followed changes nothing and is not an error (as the watchlist). */
export const unfollowSeller = defineCall('unfollowSeller', {
  async run(input, ctx): Promise<Reply<{ sellerId: string; following: false }>> {
    await deleteFollow(signedIn(ctx).uid, input.sellerId);
    return { data: { sellerId: input.sellerId, following: false }, message: 'sellerUnfollowed' };
  },
});

export const getFollowedSellers = defineCall('getFollowedSellers', {
  async run(_input, ctx): Promise<Reply<GetFollowedSellersOutput>> {
    return { data: { sellers: (await listFollows(signedIn(ctx).uid)).map((f) => ({ id: f.sellerId, name: f.sellerName })) } };
  },
});
