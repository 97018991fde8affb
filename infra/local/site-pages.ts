import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { RENDERED_PREFIX } from '../../shared/routes.ts';
import { LOCAL_CREDENTIALS, type LocalStackConfig } from './config.ts';
import { s3Directory } from './emulators.ts';

/**
 * The local twin of the site bucket for rendered pages (docs/adr/0036): s3rver's `siteBucket` holds the
 * shells the pages function reads (copied from site/dist at every start, as a deploy uploads them) and
 * the pages it renders. Pages rendered from another build name its /_astro/ chunks, which the local
 * build does not keep (in AWS old chunks stay): a start with a different build drops them all, and
 * they are rendered again on their first request or their lot's next change. A start with the same
 * build keeps them (a kept bench's 200,000 pages stay valid).
 */
export async function prepareSiteBucket(config: LocalStackConfig, shellFiles: readonly string[]): Promise<void> {
  const build = buildOf(config, shellFiles);
  const marker = path.join(config.dataDir, 'rendered-pages-build');
  const renderedFor = existsSync(marker) ? readFileSync(marker, 'utf8') : null;
  if (renderedFor !== build) {
    // The folder itself, not a listing and a delete per object: s3rver's listing fails at 200,000
    // objects (its 500), and the folder is the local twin's own storage. It is moved aside at once (no
    // request sees half of it) and removed in the background; leftovers of a stopped start go next time.
    const bucketDir = path.join(s3Directory(config), config.siteBucket);
    const stale = path.join(config.dataDir, `rendered-pages-stale-${Date.now()}`);
    if (existsSync(path.join(bucketDir, RENDERED_PREFIX))) renameSync(path.join(bucketDir, RENDERED_PREFIX), stale);
    writeFileSync(marker, build);
  }
  for (const leftover of readdirSync(config.dataDir).filter((name) => name.startsWith('rendered-pages-stale-'))) {
    void rm(path.join(config.dataDir, leftover), { recursive: true, force: true }).catch(() => undefined);
  }
  const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const s3: S3Client = new S3Client({ region: config.region, endpoint: `http://${config.emulatorHost}:${config.s3Port}`, forcePathStyle: true, credentials: LOCAL_CREDENTIALS });
  try {
    for (const file of shellFiles) {
      const source = path.join(config.siteDir, file);
      if (!existsSync(source)) continue;
      await s3.send(new PutObjectCommand({ Bucket: config.siteBucket, Key: file.slice(1), Body: readFileSync(source), ContentType: 'text/html; charset=utf-8' }));
    }
  } finally {
    s3.destroy();
  }
}

/** The build the shells are from: their content names every chunk a rendered page loads. */
function buildOf(config: LocalStackConfig, shellFiles: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of shellFiles) {
    const source = path.join(config.siteDir, file);
    hash.update(file).update('\0').update(existsSync(source) ? readFileSync(source) : '').update('\0');
  }
  return hash.digest('hex');
}

/** A rendered page as the site bucket stores it: its bytes and Cache-Control. */
export interface StoredPage {
  body: Buffer;
  cacheControl: string;
}

/**
 * A rendered page's object from s3rver, whole, or null when there is none
 * or the read failed. s3rver rewrites an object in place, so a read that meets a render's write may be
 * cut short or mixed (S3 would serve the old or the new object whole): the bytes must match the MD5 it
 * keeps (its ETag), else it is a failed read, and, as CloudFront fails over when its origin fails, the
 * caller asks the pages function.
 */
export function readRenderedPage(config: LocalStackConfig, file: string): Promise<StoredPage | null> {
  return new Promise((resolve) => {
    const req = request({ host: config.emulatorHost, port: config.s3Port, path: `/${config.siteBucket}${file}`, method: 'GET', timeout: 10_000 }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return resolve(null);
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', () => resolve(null));
      res.on('close', () => resolve(null)); // cut short (after 'end' it changes nothing)
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const etag = String(res.headers.etag ?? '').replace(/"/g, '');
        if (etag && createHash('md5').update(body).digest('hex') !== etag) return resolve(null);
        resolve({ body, cacheControl: String(res.headers['cache-control'] ?? 'no-cache') });
      });
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end();
  });
}
