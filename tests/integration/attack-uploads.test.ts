import { beforeAll, describe, expect, it } from 'vitest';
import { asRole, type TestUser } from '../support/auth.ts';
import { makePhoto, uploadPhoto } from '../support/selling.ts';
import {
  bucketObjectStatus,
  getPhoto,
  postUpload,
  postUploadChunked,
  presignUpload,
  signUploadPolicy,
  uploadForm,
  type UploadAnswer,
} from '../support/uploads.ts';
import { callApi } from '../support/api.ts';
import { bearer } from '../support/selling.ts';

/**
 * Issue 7, finding 1 and 3, from the attacker's side: the local upload endpoint accepts a photo only
 * under a valid, unexpired presigned POST whose signature, key, content type and size it matches,
 * as S3 does in AWS. Every refused attempt leaves nothing behind: the key is absent from the bucket
 * and /photos/ answers 404.
 */

let seller: TestUser;
let otherSeller: TestUser;
let photo: Buffer;

beforeAll(async () => {
  [seller, otherSeller] = await Promise.all([asRole('seller'), asRole('seller')]);
  photo = await makePhoto(71);
});

/** The upload was refused as S3 refuses it, and nothing is stored under the key. */
async function expectRefusedAndAbsent(answer: UploadAnswer, key: string, status: number, code: string): Promise<void> {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.code).toBe(code);
  expect(answer.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<Error><Code>/);
  expect(await bucketObjectStatus(key)).toBe(404);
  expect((await getPhoto(key)).status).toBe(404);
}

/** The policy document of a presigned POST, decoded. */
const policyOf = (fields: Record<string, string>) => JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8'));
const encodePolicy = (policy: unknown) => Buffer.from(JSON.stringify(policy)).toString('base64');

describe('an honest upload', () => {
  it('is stored and served as the JPEG it is', async () => {
    const key = await uploadPhoto(seller.token, photo);
    expect(await bucketObjectStatus(key)).toBe(200);
    const served = await getPhoto(key);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/jpeg');
    expect(served.nosniff).toBe('nosniff');
    expect(served.bytes.equals(photo)).toBe(true);
  });
});

describe('a forged or altered presigned POST', () => {
  it('without a signature, or without any policy, is refused (403 AccessDenied)', async () => {
    const unsigned = await presignUpload(seller.token);
    const { 'X-Amz-Signature': _signature, ...withoutSignature } = unsigned.fields;
    await expectRefusedAndAbsent(await postUpload(unsigned.url, uploadForm(withoutSignature, photo)), unsigned.key, 403, 'AccessDenied');

    const bare = await presignUpload(seller.token);
    await expectRefusedAndAbsent(
      await postUpload(bare.url, uploadForm({ key: bare.key, 'Content-Type': 'image/jpeg' }, photo)),
      bare.key,
      403,
      'AccessDenied',
    );
  });

  it('with a tampered policy (a bigger size, another key) under the original signature is refused', async () => {
    const post = await presignUpload(seller.token);
    const policy = policyOf(post.fields);
    const target = `uploads/${otherSeller.uid}/01TAMPERED.jpg`;
    policy.conditions = policy.conditions.map((c: any) =>
      Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 50_000_000] : c.key ? { key: target } : c,
    );
    const fields = { ...post.fields, key: target, Policy: encodePolicy(policy) };
    await expectRefusedAndAbsent(await postUpload(post.url, uploadForm(fields, photo)), target, 403, 'SignatureDoesNotMatch');
    expect(await bucketObjectStatus(post.key)).toBe(404);
  });

  it('with an expired policy is refused', async () => {
    const key = `uploads/${seller.uid}/01EXPIREDPOLICY.jpg`;
    const expired = await signUploadPolicy(key, -60);
    const answer = await postUpload(expired.url, uploadForm(expired.fields, photo));
    await expectRefusedAndAbsent(answer, key, 403, 'AccessDenied');
    expect(answer.body).toContain('Policy expired');
  });

  it("aimed at another seller's photo cannot overwrite it", async () => {
    const theirs = await uploadPhoto(otherSeller.token, await makePhoto(72));
    const before = await getPhoto(theirs);
    const post = await presignUpload(seller.token);
    const answer = await postUpload(post.url, uploadForm({ ...post.fields, key: theirs }, photo));
    expect(answer.status).toBe(403);
    expect(answer.code).toBe('AccessDenied');
    expect(answer.body).toContain('Policy Condition failed');
    const after = await getPhoto(theirs);
    expect(after.status).toBe(200);
    expect(after.bytes.equals(before.bytes)).toBe(true);
    expect(await bucketObjectStatus(post.key)).toBe(404);
  });

  it('aimed outside uploads/ (the site root, a listing copy) is refused', async () => {
    for (const key of ['index.html', 'listings/01LIVELOT/1.jpg', `uploads/${seller.uid}/../../index.html`]) {
      const post = await presignUpload(seller.token);
      await expectRefusedAndAbsent(await postUpload(post.url, uploadForm({ ...post.fields, key }, photo)), key, 403, 'AccessDenied');
    }
  });

  it('declaring text/html or image/svg+xml is refused, and no call signs such a type', async () => {
    for (const type of ['text/html', 'image/svg+xml']) {
      const post = await presignUpload(seller.token);
      const answer = await postUpload(post.url, uploadForm({ ...post.fields, 'Content-Type': type }, Buffer.from('<svg onload="alert(1)"/>'), type));
      await expectRefusedAndAbsent(answer, post.key, 403, 'AccessDenied');
      const asked = await callApi('createUploadUrl', { fileName: 'x.html', contentType: type, size: 100 }, bearer(seller.token));
      expect(asked.status).toBe(400);
    }
  });

  it('with a field the policy does not name (metadata to impersonate) is refused', async () => {
    const post = await presignUpload(seller.token);
    const answer = await postUpload(post.url, uploadForm({ ...post.fields, 'x-amz-meta-seller': otherSeller.uid }, photo));
    await expectRefusedAndAbsent(answer, post.key, 403, 'AccessDenied');
    expect(answer.body).toContain('Extra input fields');
  });
});

describe('an upload over the size the policy allows', () => {
  it('of 2.1 MB is refused with EntityTooLarge', async () => {
    const post = await presignUpload(seller.token);
    const big = Buffer.concat([photo, Buffer.alloc(2.1 * 1024 * 1024)]);
    await expectRefusedAndAbsent(await postUpload(post.url, uploadForm(post.fields, big)), post.key, 400, 'EntityTooLarge');
  });

  it('of 6 MB sent chunked, without a Content-Length, is refused with EntityTooLarge (counted while it streams)', async () => {
    const post = await presignUpload(seller.token);
    const huge = Buffer.concat([photo, Buffer.alloc(6 * 1024 * 1024)]);
    const answer = await postUploadChunked(post.url, uploadForm(post.fields, huge));
    await expectRefusedAndAbsent(answer, post.key, 400, 'EntityTooLarge');
    expect(answer.body).toContain('<MaxSizeAllowed>2097151</MaxSizeAllowed>');
  });

  it('of an empty file is refused with EntityTooSmall', async () => {
    const post = await presignUpload(seller.token);
    await expectRefusedAndAbsent(await postUpload(post.url, uploadForm(post.fields, new Uint8Array())), post.key, 400, 'EntityTooSmall');
  });

  it('an honest upload sent chunked still works', async () => {
    const post = await presignUpload(seller.token);
    const answer = await postUploadChunked(post.url, uploadForm(post.fields, photo));
    expect(answer.status).toBe(204);
    expect((await getPhoto(post.key)).bytes.equals(photo)).toBe(true);
  });
});

describe('a body that is not a form', () => {
  it('is refused without storing anything', async () => {
    const post = await presignUpload(seller.token);
    const response = await fetch(post.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(post.fields) });
    expect(response.status).toBe(412);
    expect(await response.text()).toContain('<Code>PreconditionFailed</Code>');
    expect(await bucketObjectStatus(post.key)).toBe(404);
  });
});
