import { DeleteImageInputSchema } from '../../../shared/contract/selling.ts';
import { thumbnailKey } from '../../../shared/listing.ts';
import { deletePhotos } from '../../adapters/storage.ts';
import { defineCall } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';

export const deleteImage = defineCall({
  name: 'deleteImage',
  who: 'seller',
  input: DeleteImageInputSchema,
  async run(input, ctx) {
    // Only the seller's own uploads; someone else's key is answered as if it did not exist.
    if (!input.key.startsWith(`uploads/${ctx.caller!.uid}/`)) throw notFound();
    await deletePhotos([input.key, thumbnailKey(input.key)]);
    return { data: null, message: 'imageDeleted' };
  },
});
