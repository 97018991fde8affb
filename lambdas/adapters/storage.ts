import { optionalEnv, requireEnv } from '../lib/env.ts';
import { s3Client as s3, s3Sdk as sdk } from './s3-client.ts';

const bucket = () => requireEnv('PHOTO_BUCKET');

/**
 * A presigned POST for one photo: the key is ours, the content type is pinned, the size capped.
 * The browser uploads straight to the bucket; S3 enforces the policy (locally the gateway does, as
 * S3 would: infra/local/upload-policy.ts). A policy pins the declared type, not the bytes, so a
 * listing's photos are checked again by their bytes when it is submitted (lambdas/selling/photos.ts).
 */
export async function presignPhotoUpload(key: string, contentType: string, maxBytes: number) {
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  const post = await createPresignedPost(await s3(), {
    Bucket: bucket(),
    Key: key,
    Conditions: [['content-length-range', 1, maxBytes], ['eq', '$Content-Type', contentType]],
    Fields: { 'Content-Type': contentType },
    Expires: 600,
  });
  // Locally the browser reaches s3rver through the gateway's origin (PHOTO_UPLOAD_URL); in AWS, S3's own URL.
  return { url: optionalEnv('PHOTO_UPLOAD_URL') ?? post.url, fields: post.fields };
}

/**
 * The stored object's size and type, or null when S3 says there is none (404). Anything else is a
 * fault and is thrown, 403 included: S3 answers 403 for a missing key when the caller may not list
 * the bucket, so the call roles may list the photo prefixes (infra/stacks/lambda.ts grantPhotos) and a
 * 403 here means a real refusal, never "missing".
 */
export async function headPhoto(key: string): Promise<{ size: number; contentType: string } | null> {
  try {
    const { HeadObjectCommand } = await sdk();
    const head = await (await s3()).send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

export async function readPhoto(key: string): Promise<Uint8Array> {
  const { GetObjectCommand } = await sdk();
  const object = await (await s3()).send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return object.Body!.transformToByteArray();
}

export async function writePhoto(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const { PutObjectCommand } = await sdk();
  await (await s3()).send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }));
}

export async function deletePhotos(keys: string[]): Promise<void> {
  if (!keys.length) return;
  const { DeleteObjectsCommand } = await sdk();
  await (await s3()).send(new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects: keys.map((Key) => ({ Key })) } }));
}
