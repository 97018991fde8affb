import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemDetail } from '../../shared/contract/catalogue.ts';
import { LOT_PHOTO_SIZES } from '../../shared/photo-sizes.ts';
import { BASE_URL, callApi } from '../support/api.ts';
import { asRole, type TestUser } from '../support/auth.ts';
import { clockListing, reviewWhenReady, uploadFivePhotos, uploadPhoto } from '../support/selling.ts';
import { waitFor } from '../support/wait.ts';

/*
 * Phone copies of a lot's photos (issue 14, point 2; docs/adr/0037): each photo a listing publishes gets
 * a copy at most 800 px wide beside it, which the lot's answer names in the photo's `srcset` and its
 * rendered page's first photo carries with the gallery's `sizes`, so a phone fetches the copy.
 */

let seller: TestUser;
let expert: TestUser;

beforeAll(async () => {
  [seller, expert] = await Promise.all([asRole('seller'), asRole('expert')]);
}, 120_000);

/** A 1600×1200 photograph-like JPEG (a gradient and shapes placed at random, so each is a new picture). */
async function largePhoto(): Promise<Buffer> {
  const shapes = Array.from({ length: 12 }, () => `<circle cx="${randomInt(1600)}" cy="${randomInt(1200)}" r="${randomInt(40, 260)}" fill="#${randomInt(0xffffff).toString(16).padStart(6, '0')}" opacity="0.7"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="#6b4a2a"/><stop offset="1" stop-color="#e8dcc4"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#g)"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A photo's bytes as the site serves them. */
async function served(url: string): Promise<{ type: string | null; bytes: Buffer }> {
  const answer = await fetch(BASE_URL + url);
  expect(answer.status, url).toBe(200);
  return { type: answer.headers.get('content-type'), bytes: Buffer.from(await answer.arrayBuffer()) };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const phoneOf = (url: string) => url.replace(/\.(jpg|png)$/, '-phone.jpg');

describe("a submitted listing's photos", () => {
  let itemId: string;
  let photos: ItemDetail['photos'];

  beforeAll(async () => {
    const uploads = [await uploadPhoto(seller.token, await largePhoto()), ...(await uploadFivePhotos(seller.token, randomInt(1_000, 100_000) * 10)).slice(0, 4)];
    const submitted = await callApi('submitListing', { form: clockListing(uploads, `Phone copy clock ${randomUUID().slice(0, 8)}`) }, seller.headers);
    expect(submitted.status).toBe(200);
    itemId = submitted.data.itemId as string;
    photos = (await callApi<ItemDetail>('getItem', { itemId }, seller.headers)).data!.photos;
  }, 120_000);

  it('each have a phone copy beside them, named in their srcset: the copy 800 px wide, then the photo at its width', async () => {
    expect(photos).toHaveLength(5);
    const [large, ...others] = photos;
    expect(large!.srcset).toBe(`${phoneOf(large!.url)} 800w, ${large!.url} 1600w`);
    // An 800-px photo is no wider than its copy: the srcset names the (lighter) copy alone.
    for (const photo of others) expect(photo.srcset).toBe(`${phoneOf(photo.url)} 800w`);
    const full = await served(large!.url);
    const copy = await served(phoneOf(large!.url));
    expect(copy.type).toBe('image/jpeg');
    expect(await sharp(copy.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(copy.bytes.length).toBeLessThan(full.bytes.length / 2);
  });

  it('keep their copies when the lot is relisted with them', async () => {
    const rejected = await reviewWhenReady(expert.token, itemId, 'reject', 'Please show the back plate.');
    expect(rejected.data.status).toBe('Unsold');
    // The wizard reopens a lot with its own photos' keys (listings/<lot>/…), as here.
    const keys = photos.map((p) => p.url.replace(/^\/photos\//, ''));
    const relisted = await callApi('relistItem', { itemId, form: clockListing(keys, `Relisted phone copy clock ${randomUUID().slice(0, 8)}`) }, seller.headers);
    expect(relisted.data).toEqual({ itemId, status: 'Awaiting Approval' });
    expect((await callApi<ItemDetail>('getItem', { itemId }, seller.headers)).data!.photos).toEqual(photos);
  });

  it("are in the live lot's page: its first photo with the srcset and the gallery's sizes, fetched with priority", async () => {
    expect((await reviewWhenReady(expert.token, itemId, 'accept')).data.status).toBe('Active');
    const [first] = photos;
    const img = `<img class="gallery__img" src="${first!.url}" srcset="${escaped(first!.srcset!)}" sizes="${LOT_PHOTO_SIZES}"`;
    // The page is rendered as the lot goes live (or on this very request when it is not yet).
    const html = await waitFor('the lot page with its photo', async () => {
      const page = await (await fetch(`${BASE_URL}/items/${itemId}/auction`, { headers: { accept: 'text/html' } })).text();
      return page.includes('data-page-static="lot"') ? page : undefined;
    });
    expect(html).toContain(img);
    expect(html.slice(html.indexOf(img))).toMatch(/^[^>]*fetchpriority="high"/);
  });
});
