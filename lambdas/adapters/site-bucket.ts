import { requireEnv } from '../lib/env.ts';
import { s3Client as s3, s3Sdk as sdk } from './s3-client.ts';

/**
 * The site bucket (SITE_BUCKET): the pre-rendered site's files, which the lot pages read their shells
 * from, and the rendered pages they write (docs/adr/0036). Locally the same calls reach s3rver
 * (S3_ENDPOINT), whose bucket holds the shells the stack copies there and the rendered pages.
 */
const bucket = () => requireEnv('SITE_BUCKET');

/** A file's key in the bucket for a site path ("/items/x.html" → "items/x.html"). */
export const keyOf = (file: string) => file.replace(/^\/+/, '');

/** A text file of the site, or null when there is none (S3's 404; the function may list the bucket, so a 403 is a real refusal). */
export async function readSiteFile(file: string): Promise<string | null> {
  const { GetObjectCommand } = await sdk();
  try {
    const object = await (await s3()).send(new GetObjectCommand({ Bucket: bucket(), Key: keyOf(file) }));
    return await object.Body!.transformToString('utf-8');
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

/**
 * Writes a page or document of the site, as plain text: CloudFront compresses it for each viewer (Brotli
 * or gzip, or none for a client that accepts neither), which an object stored encoded would prevent
 * (docs/adr/0036, amendment).
 */
export async function writeSiteFile(file: string, body: string, contentType: string, cacheControl: string): Promise<void> {
  const { PutObjectCommand } = await sdk();
  await (await s3()).send(new PutObjectCommand({ Bucket: bucket(), Key: keyOf(file), Body: body, ContentType: contentType, CacheControl: cacheControl }));
}

/** Removes a page of the site (none is an answer too). */
export async function deleteSiteFile(file: string): Promise<void> {
  const { DeleteObjectCommand } = await sdk();
  await (await s3()).send(new DeleteObjectCommand({ Bucket: bucket(), Key: keyOf(file) }));
}
