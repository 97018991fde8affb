import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { LOCAL_CREDENTIALS } from '../../infra/local/config.ts';
import { BASE_URL, callApi } from './api.ts';
import { bearer } from './selling.ts';

/**
 * Photo uploads seen from outside: the presigned POST a seller gets, sent as-is or altered, and what
 * the local bucket (s3rver, the gateway's port + 2) and /photos/ hold afterwards.
 */

/** The photo bucket's name and address in the running stack (infra/local/config.ts). */
export const PHOTO_BUCKET = 'patina-photos-local';
const s3rverUrl = () => `http://127.0.0.1:${Number(new URL(BASE_URL).port) + 2}`;

export interface PresignedUpload {
  url: string;
  key: string;
  fields: Record<string, string>;
}

/** createUploadUrl as the seller's browser calls it. */
export async function presignUpload(token: string, contentType = 'image/jpeg', size = 100_000): Promise<PresignedUpload> {
  const answer = await callApi('createUploadUrl', { fileName: 'photo.jpg', contentType, size }, bearer(token));
  if (answer.status !== 200) throw new Error(`createUploadUrl: ${answer.status} ${answer.message}`);
  return { url: answer.data.url, key: answer.data.key, fields: answer.data.fields };
}

/**
 * A presigned POST made with the local stack's own credentials, for what no call would sign (an
 * already expired policy): it stands for a real one that has since run out.
 */
export async function signUploadPolicy(key: string, expiresSeconds: number, contentType = 'image/jpeg'): Promise<PresignedUpload> {
  const client = new S3Client({ region: 'eu-west-2', endpoint: s3rverUrl(), forcePathStyle: true, credentials: LOCAL_CREDENTIALS });
  const post = await createPresignedPost(client, {
    Bucket: PHOTO_BUCKET,
    Key: key,
    Conditions: [['content-length-range', 1, 2 * 1024 * 1024 - 1], ['eq', '$Content-Type', contentType]],
    Fields: { 'Content-Type': contentType },
    Expires: expiresSeconds,
  });
  return { url: `${BASE_URL}/photo-uploads`, key, fields: post.fields };
}

/** The multipart form of a POST upload: the fields, then the file (S3 reads the fields before the file). */
export function uploadForm(fields: Record<string, string>, bytes: Uint8Array, fileType = 'image/jpeg'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: fileType }), 'photo.jpg');
  return form;
}

export interface UploadAnswer {
  status: number;
  /** S3's error code from its XML error document, or '' on success. */
  code: string;
  body: string;
}

async function answerOf(response: Response): Promise<UploadAnswer> {
  const body = await response.text();
  return { status: response.status, code: /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? '', body };
}

/** POSTs the form to the upload URL (with a Content-Length, as browsers send forms). */
export async function postUpload(url: string, form: FormData): Promise<UploadAnswer> {
  return answerOf(await fetch(url, { method: 'POST', body: form }));
}

/** POSTs the form as a stream: chunked transfer encoding, no Content-Length announcing its size. */
export async function postUploadChunked(url: string, form: FormData): Promise<UploadAnswer> {
  const encoded = new Response(form);
  return answerOf(
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      body: encoded.body,
      duplex: 'half',
    } as RequestInit),
  );
}

/** The status s3rver itself answers for the object (200 when it is stored, 404 when not). */
export async function bucketObjectStatus(key: string): Promise<number> {
  const response = await fetch(`${s3rverUrl()}/${PHOTO_BUCKET}/${key}`);
  await response.arrayBuffer();
  return response.status;
}

/** Writes an object straight into the local bucket (s3rver), past every check: what a stored object of any type looks like. */
export async function putBucketObject(key: string, body: string | Uint8Array, contentType: string): Promise<void> {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ region: 'eu-west-2', endpoint: s3rverUrl(), forcePathStyle: true, credentials: LOCAL_CREDENTIALS });
  await client.send(new PutObjectCommand({ Bucket: PHOTO_BUCKET, Key: key, Body: body, ContentType: contentType }));
}

/** GET /photos/<key> through the site's origin. */
export async function getPhoto(key: string): Promise<{ status: number; type: string | null; nosniff: string | null; bytes: Buffer }> {
  const response = await fetch(`${BASE_URL}/photos/${key}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    nosniff: response.headers.get('x-content-type-options'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
