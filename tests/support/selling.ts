import sharp from 'sharp';
import type { ListingForm } from '../../shared/contract/selling.ts';
import { callApi, type Answer } from './api.ts';
import { waitFor } from './wait.ts';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A real JPEG (or PNG) the size of a catalogue photo, different for each seed. */
export async function makePhoto(seed: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 800, height: 600, channels: 3, background: { r: (seed * 47) % 255, g: (seed * 91) % 255, b: 120 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

/** Uploads bytes as a seller would: createUploadUrl, then the presigned POST. Answers the photo key. */
export async function uploadPhoto(token: string, bytes: Buffer, contentType = 'image/jpeg'): Promise<string> {
  const answer = await callApi('createUploadUrl', { fileName: 'photo.jpg', contentType, size: bytes.length }, bearer(token));
  if (answer.status !== 200) throw new Error(`createUploadUrl: ${answer.status} ${answer.message}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(answer.data.fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'photo.jpg');
  const posted = await fetch(answer.data.url, { method: 'POST', body: form });
  if (posted.status >= 300) throw new Error(`upload: ${posted.status} ${await posted.text()}`);
  return answer.data.key as string;
}

/** Five fresh photos of a seller. */
export async function uploadFivePhotos(token: string, seed = 1): Promise<string[]> {
  return Promise.all([0, 1, 2, 3, 4].map(async (n) => uploadPhoto(token, await makePhoto(seed * 10 + n))));
}

/** A complete listing in the Clocks category, its specifics answered by the demo seller form. */
export function clockListing(photos: string[], name: string): ListingForm {
  return {
    category: 'clocks',
    subCategoryId: 'clocks-mantel',
    photos,
    itemName: name,
    itemCaption: 'Gilt bronze and white marble, eight-day movement',
    itemDescription: 'A French mantel clock by Japy Frères, the enamel dial signed, striking the hours on a bell.',
    itemSpecifics: { field1: 'Victorian (1837–1901)', field2: 'Mechanical (spring)', field3: 'Japy Frères', field4: 'Yes, serviced' , field6: 'Very good' },
    estimatedValue: 60_000,
    listAsAuction: true,
    startingAuctionPrice: 10_000,
    auctionDurationDays: 7,
    reservePrice: 20_000,
    List_of_Buy_it: true,
    buyItNowPrice: 55_000,
    shippingPaidBy: 'buyer',
    insureItem: true,
    nationwideShippingCost: 2_500,
    nationwideShippingDeliveryDays: 3,
    shippingToEuropeCost: 6_000,
    shippingToEuropeDeliveryDays: 7,
  };
}

/**
 * The expert's decision on a lot as soon as the lot is ready for it: a new submission's workflow
 * stores the review token a moment after submitListing answers, and until then the call answers 409
 * with the lot still Awaiting Approval; any other answer (or the deadline) ends the wait.
 */
export async function reviewWhenReady(expertToken: string, itemId: string, decision: 'accept' | 'reject', note = ''): Promise<Answer> {
  return waitFor(`lot ${itemId} to be ready for review`, async () => {
    const answer = await callApi('reviewSubmission', { itemId, decision, note }, bearer(expertToken));
    const preparing = answer.status === 409 && answer.data?.status === 'Awaiting Approval';
    return preparing ? undefined : answer;
  });
}
