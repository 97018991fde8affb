import { ulid } from '../../lib/ids.ts';
import { photoUrl } from '../../../shared/catalogue.ts';
import { LISTING_RULES } from '../../../shared/contract/selling.ts';
import { presignPhotoUpload } from '../../adapters/storage.ts';
import { defineCall } from '../../lib/call.ts';

export const createUploadUrl = defineCall('createUploadUrl', {
  async run(input, ctx) {
    // The key is ours: the seller's folder, a fresh id, the extension of the declared type.
    const key = `uploads/${ctx.caller!.uid}/${ulid(ctx.now.getTime())}.${input.contentType === 'image/png' ? 'png' : 'jpg'}`;
    const post = await presignPhotoUpload(key, input.contentType, LISTING_RULES.maxPhotoBytes - 1);
    return { data: { url: post.url, fields: post.fields, key, photoUrl: photoUrl(key) } };
  },
});
