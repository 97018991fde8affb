import { thumbnailKey } from '../../../shared/listing.ts';
import { deletePhotos } from '../../adapters/storage.ts';
import { getLot } from '../../data/entities/lot.ts';
import { photoClaimOf } from '../../data/entities/photo-claim.ts';
import { defineCall } from '../../lib/call.ts';
import { conflict, notFound } from '../../lib/errors.ts';

/**
 * Deletes one of the seller's uploads. Someone else's key is answered as if it did not exist; an
 * upload a submitted or live lot was made from is kept (409), and a lot's own photos are never the
 * seller's to delete.
 */
export const deleteImage = defineCall('deleteImage', {
  async run(input, ctx) {
    if (input.key.startsWith('listings/')) {
      const lotId = input.key.split('/')[1]!;
      const lot = await getLot(lotId);
      if (!lot || lot.sellerId !== ctx.caller!.uid) throw notFound();
      throw conflict('photoInListing', { itemId: lotId, status: lot.status });
    }
    if (!input.key.startsWith(`uploads/${ctx.caller!.uid}/`)) throw notFound();
    const claimedBy = await photoClaimOf(input.key);
    const lot = claimedBy ? await getLot(claimedBy) : null;
    if (lot) throw conflict('photoInListing', { itemId: lot.id, status: lot.status });
    await deletePhotos([input.key, thumbnailKey(input.key)]);
    return { data: null, message: 'imageDeleted' };
  },
});
