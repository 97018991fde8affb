import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { RENDERED_PREFIX } from '../../shared/routes.ts';
import { LOCAL_CREDENTIALS, type LocalStackConfig } from './config.ts';

/**
 * The local twin of the site bucket for rendered pages (docs/adr/0036): s3rver's `siteBucket` holds the
 * shells the pages function reads (copied from site/dist at every start, as a deploy uploads them) and
 * the pages it renders. A start drops the rendered pages: they name the previous build's /_astro/
 * chunks, which the local build does not keep (in AWS old chunks stay), and are rendered again on
 * their first request or their lot's next change.
 */
export async function prepareSiteBucket(config: LocalStackConfig, shellFiles: readonly string[]): Promise<void> {
  const { S3Client, PutObjectCommand, ListObjectsV2Command, DeleteObjectsCommand } = await import('@aws-sdk/client-s3');
  const s3: S3Client = new S3Client({ region: config.region, endpoint: `http://${config.host}:${config.s3Port}`, forcePathStyle: true, credentials: LOCAL_CREDENTIALS });
  try {
    for (let token: string | undefined, first = true; first || token; first = false) {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: config.siteBucket, Prefix: RENDERED_PREFIX.slice(1) + '/', ContinuationToken: token }));
      const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
      if (keys.length) await s3.send(new DeleteObjectsCommand({ Bucket: config.siteBucket, Delete: { Objects: keys } }));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    }
    for (const file of shellFiles) {
      const source = path.join(config.siteDir, file);
      if (!existsSync(source)) continue;
      await s3.send(new PutObjectCommand({ Bucket: config.siteBucket, Key: file.slice(1), Body: readFileSync(source), ContentType: 'text/html; charset=utf-8' }));
    }
  } finally {
    s3.destroy();
  }
}
