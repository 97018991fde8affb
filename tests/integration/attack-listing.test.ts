import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemSummary } from '../../shared/contract/catalogue.ts';
import { BASE_URL, callApi } from '../support/api.ts';
import { asRole, type TestUser, signInDemo } from '../support/auth.ts';
import { bearer, clockListing, makePhoto, uploadFivePhotos, uploadPhoto } from '../support/selling.ts';

/**
 * Issue 7, findings 2, 4, 5 and 7, from the attacker's side: a photo swapped after it was checked,
 * one photo passed off as five, a live lot's photos deleted, and the listing rules' loose ends. Each
 * attack must fail and leave nothing stored.
 */
let seller: TestUser;
let expert: string;

beforeAll(async () => {
  seller = await asRole('seller');
  expert = await signInDemo('expert');
});

const word = () => `zq${randomUUID().replace(/[^a-z]/g, '').slice(0, 8)}`;
const submissions = async () => ((await callApi('getSellerItems', { tab: 'submissions' }, seller.headers)).data.items as ItemSummary[]).length;
const sha = (bytes: ArrayBuffer | Buffer) => createHash('sha256').update(Buffer.from(bytes as ArrayBuffer)).digest('hex');

/** A presigned POST of the seller's, kept so the same key can be posted to again within its window. */
async function presigned(): Promise<{ key: string; post: (bytes: Buffer) => Promise<number> }> {
  const answer = await callApi('createUploadUrl', { fileName: 'p.jpg', contentType: 'image/jpeg', size: 1000 }, seller.headers);
  expect(answer.status).toBe(200);
  const { url, fields, key } = answer.data as { url: string; fields: Record<string, string>; key: string };
  return {
    key,
    post: async (bytes) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'p.jpg');
      return (await fetch(url, { method: 'POST', body: form })).status;
    },
  };
}

describe('a photo swapped after its check (finding 2)', () => {
  it('is checked again by its bytes at submit: a draft-approved photo replaced by HTML is refused', async () => {
    const photos = await uploadFivePhotos(seller.token, 51);
    const swapped = await presigned();
    expect(await swapped.post(await makePhoto(511))).toBeLessThan(300);
    // The draft checks it and makes its thumbnail...
    expect((await callApi('saveDraft', { form: { itemName: 'Swap', photos: [...photos.slice(0, 4), swapped.key] } }, seller.headers)).status).toBe(200);
    // ...then the same presigned POST, still valid, replaces the bytes (the type it declares stays image/jpeg).
    expect(await swapped.post(Buffer.from('<html><script>alert(localStorage.token)</script></html>'.padEnd(2000, ' ')))).toBeLessThan(300);
    const before = await submissions();
    const answer = await callApi('submitListing', { form: clockListing([...photos.slice(0, 4), swapped.key], `Swapped ${word()}`) }, seller.headers);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('You can only upload JPG/PNG file!');
    expect(await submissions()).toBe(before);
  });

  it('cannot reach a submitted lot: its photos are copies the upload cannot write', async () => {
    const photos = await uploadFivePhotos(seller.token, 52);
    const swapped = await presigned();
    const original = await makePhoto(5219);
    expect(await swapped.post(original)).toBeLessThan(300);
    const submitted = await callApi('submitListing', { form: clockListing([...photos.slice(0, 4), swapped.key], `Copied ${word()}`) }, seller.headers);
    expect(submitted.status).toBe(200);
    const itemId = submitted.data.itemId as string;
    expect(await swapped.post(await makePhoto(5218))).toBeLessThan(300);
    const lot = (await callApi('getItem', { itemId }, seller.headers)).data as { photos: { url: string; thumbnailUrl: string }[] };
    expect(lot.photos).toHaveLength(5);
    for (const photo of lot.photos) expect(photo.url).toMatch(/^\/photos\/listings\//);
    const shown = await fetch(`${BASE_URL}${lot.photos[4]!.url}`);
    expect(shown.headers.get('content-type')).toBe('image/jpeg');
    expect(sha(await shown.arrayBuffer())).toBe(sha(original));
  });
});

describe('"minimum 5 images" met with one photo (finding 4)', () => {
  let one: string;
  let four: string[];
  beforeAll(async () => {
    four = await uploadFivePhotos(seller.token, 53).then((p) => p.slice(0, 4));
    one = four[0]!;
  });
  const attacks: [string, () => Promise<string[]>, string][] = [
    ['the same key five times', async () => [one, one, one, one, one], 'Each photo must be a different picture: the same one was added twice'],
    ['four photos and a duplicate', async () => [...four, four[2]!], 'Each photo must be a different picture: the same one was added twice'],
    ['a thumbnail passed off as a photo', async () => [...four, one.replace(/\.jpg$/, '-thumb.jpg')], 'Not an uploaded photo'],
    ['a phone copy passed off as a photo', async () => [...four, one.replace(/\.jpg$/, '-phone.jpg')], 'Not an uploaded photo'],
    [
      'five byte-identical uploads',
      async () => {
        const bytes = await makePhoto(530);
        return Promise.all([0, 1, 2, 3, 4].map(() => uploadPhoto(seller.token, bytes)));
      },
      'Each photo must be a different picture: the same one was added twice',
    ],
  ];
  for (const [attack, photos, message] of attacks) {
    it(`refuses ${attack}, storing nothing`, async () => {
      const before = await submissions();
      const answer = await callApi('submitListing', { form: clockListing(await photos(), `One photo ${word()}`) }, seller.headers);
      expect(answer.status).toBe(400);
      expect(answer.message).toBe(message);
      expect(await submissions()).toBe(before);
    });
  }

  it('refuses a photo key that was never uploaded with a 400, never a 500', async () => {
    const ghost = `uploads/${four[0]!.split('/')[1]}/01KZZZZZZZZZZZZZZZZZZZZZZZ.jpg`;
    const answer = await callApi('submitListing', { form: clockListing([...four, ghost], `Ghost ${word()}`) }, seller.headers);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('This photo was not uploaded: delete it and add it again');
  });

  it('refuses a photo that is already part of another listing', async () => {
    const photos = await uploadFivePhotos(seller.token, 54);
    expect((await callApi('submitListing', { form: clockListing(photos, `First ${word()}`) }, seller.headers)).status).toBe(200);
    const extra = await uploadFivePhotos(seller.token, 55);
    const answer = await callApi('submitListing', { form: clockListing([...extra.slice(0, 4), photos[0]!], `Second ${word()}`) }, seller.headers);
    expect(answer.status).toBe(409);
    expect(answer.message).toBe('This photo is already part of another listing');
  });
});

describe("deleting a live lot's photos (finding 5)", () => {
  it('is refused with 409 for the uploads it was made from and for its own photos; the lot keeps all five', async () => {
    const photos = await uploadFivePhotos(seller.token, 56);
    const itemId = (await callApi('submitListing', { form: clockListing(photos, `Kept ${word()}`) }, seller.headers)).data.itemId as string;
    expect((await callApi('reviewSubmission', { itemId, decision: 'accept', note: '' }, bearer(expert))).data.status).toBe('Active');
    const upload = await callApi('deleteImage', { key: photos[0] }, seller.headers);
    expect(upload.status).toBe(409);
    const live = (await callApi('getItem', { itemId })).data as { photos: { url: string }[] };
    const own = await callApi('deleteImage', { key: live.photos[0]!.url.replace('/photos/', '') }, seller.headers);
    expect(own.status).toBe(409);
    const after = (await callApi('getItem', { itemId })).data as { status: string; photos: { url: string; thumbnailUrl: string }[] };
    expect(after.status).toBe('Active');
    expect(after.photos).toHaveLength(5);
    for (const photo of after.photos) {
      expect((await fetch(`${BASE_URL}${photo.url}`)).status).toBe(200);
      expect((await fetch(`${BASE_URL}${photo.thumbnailUrl}`)).status).toBe(200);
    }
  });

  it("answers 404 for another seller's lot photo", async () => {
    const stranger = await asRole('seller');
    const photos = await uploadFivePhotos(seller.token, 57);
    const itemId = (await callApi('submitListing', { form: clockListing(photos, `Not theirs ${word()}`) }, seller.headers)).data.itemId as string;
    const lot = (await callApi('getItem', { itemId }, seller.headers)).data as { photos: { url: string }[] };
    expect((await callApi('deleteImage', { key: lot.photos[0]!.url.replace('/photos/', '') }, stranger.headers)).status).toBe(404);
    expect((await callApi('deleteImage', { key: photos[1] }, stranger.headers)).status).toBe(404);
  });
});

describe('the listing rules, tightened (finding 7)', () => {
  let photos: string[];
  beforeAll(async () => {
    photos = await uploadFivePhotos(seller.token, 58);
  });
  const cases: [string, object, string][] = [
    ['a reserve below the starting price', { estimatedValue: 100_000, startingAuctionPrice: 30_000, reservePrice: 20_000, buyItNowPrice: 60_000 }, 'The reserve price must be at least the starting price'],
    ['a reserve at the Buy it now price', { estimatedValue: 100_000, startingAuctionPrice: 10_000, reservePrice: 55_000, buyItNowPrice: 55_000 }, 'The reserve price must be lower than the Buy it now price'],
    ['an increment of 0p', { priceIncrement: 0 }, 'The bid increment must be at least 5p'],
    ['an increment of 1p', { priceIncrement: 1 }, 'The bid increment must be at least 5p'],
  ];
  for (const [rule, change, message] of cases) {
    it(`refuses ${rule}`, async () => {
      const before = await submissions();
      const answer = await callApi('submitListing', { form: { ...clockListing(photos, `Rule ${word()}`), ...change } }, seller.headers);
      expect(answer.status).toBe(400);
      expect(answer.message).toBe(message);
      expect(await submissions()).toBe(before);
    });
  }
});
