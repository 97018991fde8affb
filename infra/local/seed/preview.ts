/**
 * Renders the demo photos for a look without starting the stack:
 *   node infra/local/seed/preview.ts [outDir]
 * Writes the first photo of every listing, all the photos of three listings and the banners to
 * /tmp/patina-preview/*.jpg, plus a contact sheet (sheet.png). Before that it times a full render of
 * every listing photo and its thumbnail, the work the seed does on first start.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_BANNERS, DEMO_LISTINGS } from './demo-data.ts';
import { thumbnailOf } from '../../../lambdas/selling/photo-copies.ts';
import { renderBanner, renderPhoto } from './photos.ts';

const outDir = process.argv[2] ?? '/tmp/patina-preview';
const FULL_SET = ['george-iii-mahogany-shield-back-chair', 'meissen-porcelain-baluster-vase', 'george-iii-pair-cased-verge-pocket-watch'];

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

async function timeEverything(): Promise<void> {
  const specs = DEMO_LISTINGS.flatMap((l) => l.photos);
  const limit = Math.max(2, availableParallelism());
  const started = performance.now();
  let bytes = 0;
  let largest = 0;
  await pool(specs, limit, async (spec) => {
    const full = await renderPhoto(spec);
    const thumb = await thumbnailOf(full);
    bytes += full.length + thumb.length;
    largest = Math.max(largest, full.length);
  });
  await pool(DEMO_BANNERS.map((_, n) => n), limit, async (n) => void (await renderBanner(n)));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `rendered ${specs.length} photos + ${specs.length} thumbnails + ${DEMO_BANNERS.length} banners in ${seconds.toFixed(1)} s ` +
      `(${limit} in flight on ${availableParallelism()} cores; ${(bytes / 1024 / 1024).toFixed(1)} MB; largest photo ${(largest / 1024).toFixed(0)} kB)`,
  );
}

async function writePreview(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const jobs: { file: string; render: () => Promise<Buffer>; caption: string }[] = [];
  for (const l of DEMO_LISTINGS) {
    const photos = FULL_SET.includes(l.slug) ? l.photos : l.photos.slice(0, 1);
    photos.forEach((spec, n) => jobs.push({ file: `${l.slug}-${n + 1}.jpg`, render: () => renderPhoto(spec), caption: `${l.slug} ${n + 1} (${spec.view})` }));
  }
  DEMO_BANNERS.forEach((_, n) => jobs.push({ file: `banner-${n + 1}.jpg`, render: () => renderBanner(n), caption: `banner ${n + 1}` }));
  const tiles: Buffer[] = new Array(jobs.length);
  const tw = 360;
  const th = 270;
  const label = 22;
  await pool(jobs, Math.max(2, availableParallelism()), async (job, i) => {
    const image = await job.render();
    await writeFile(join(outDir, job.file), image);
    const small = await sharp(image).resize(tw, th, { fit: 'contain', background: '#ffffff' }).toBuffer();
    const caption = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${tw}" height="${label}"><rect width="100%" height="100%" fill="#fff"/><text x="4" y="15" font-family="DejaVu Sans, sans-serif" font-size="11" fill="#333">${job.caption.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`,
    );
    tiles[i] = await sharp({ create: { width: tw, height: th + label, channels: 3, background: '#ffffff' } })
      .composite([{ input: small, left: 0, top: 0 }, { input: caption, left: 0, top: th }])
      .png()
      .toBuffer();
  });
  const cols = 6;
  const rows = Math.ceil(tiles.length / cols);
  const gap = 6;
  await sharp({ create: { width: cols * (tw + gap) + gap, height: rows * (th + label + gap) + gap, channels: 3, background: '#dddddd' } })
    .composite(tiles.map((input, i) => ({ input, left: gap + (i % cols) * (tw + gap), top: gap + Math.floor(i / cols) * (th + label + gap) })))
    .png()
    .toFile(join(outDir, 'sheet.png'));
  console.log(`wrote ${jobs.length} images and sheet.png to ${outDir}`);
}

await timeEverything();
await writePreview();
