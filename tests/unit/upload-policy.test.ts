import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../infra/local/config.ts';
import { policySignature, s3ErrorXml, signingKey, verifyPostPolicy, type PostPolicyContext } from '../../infra/local/upload-policy.ts';

/**
 * The local bucket's check of presigned POSTs, against policies made by the AWS SDK itself
 * (@aws-sdk/s3-presigned-post, as createUploadUrl makes them): what the SDK signs is accepted, and
 * any change an uploader could make to it is refused as S3 refuses it.
 */

const BUCKET = 'patina-photos-local';
const REGION = 'eu-west-2';
const KEY = 'uploads/seller-a/01JPHOTO.jpg';
const context = (overrides: Partial<PostPolicyContext> = {}): PostPolicyContext => ({
  bucket: BUCKET,
  region: REGION,
  credentials: LOCAL_CREDENTIALS,
  now: new Date(),
  maxObjectBytes: 8 * 1024 * 1024,
  ...overrides,
});

function client(credentials: { accessKeyId: string; secretAccessKey: string } = LOCAL_CREDENTIALS, region = REGION) {
  return new S3Client({ region, endpoint: 'http://127.0.0.1:9', forcePathStyle: true, credentials });
}

/** A presigned POST as createUploadUrl makes it, its fields keyed in lower case as the endpoint reads them. */
async function presigned(options: { key?: string; expires?: number; credentials?: { accessKeyId: string; secretAccessKey: string }; region?: string } = {}) {
  const post = await createPresignedPost(client(options.credentials, options.region), {
    Bucket: BUCKET,
    Key: options.key ?? KEY,
    Conditions: [['content-length-range', 1, 2 * 1024 * 1024 - 1], ['eq', '$Content-Type', 'image/jpeg']],
    Fields: { 'Content-Type': 'image/jpeg' },
    Expires: options.expires ?? 600,
  });
  return new Map(Object.entries(post.fields).map(([name, value]) => [name.toLowerCase(), value]));
}

const refusal = (fields: Map<string, string>, ctx = context()) => {
  const verdict = verifyPostPolicy(fields, ctx);
  if (verdict.ok) throw new Error('accepted');
  return verdict.error;
};

describe('the SigV4 signature of a POST policy', () => {
  it('derives the same signature as the AWS SDK for the same policy', async () => {
    const fields = await presigned();
    const [, shortDate, region, service] = fields.get('x-amz-credential')!.split('/');
    expect(policySignature(signingKey(LOCAL_CREDENTIALS.secretAccessKey, shortDate!, region!, service!), fields.get('policy')!)).toBe(fields.get('x-amz-signature'));
  });

  it('accepts the SDK-made POST, with the key, type and size range it was signed for', async () => {
    const verdict = verifyPostPolicy(await presigned(), context());
    expect(verdict).toEqual({
      ok: true,
      post: { key: KEY, contentType: 'image/jpeg', cacheControl: undefined, metadata: {}, minBytes: 1, maxBytes: 2 * 1024 * 1024 - 1, successStatus: 204 },
    });
  });

  it('refuses a POST with no policy or no signature as an anonymous write', async () => {
    for (const field of ['policy', 'x-amz-signature']) {
      const fields = await presigned();
      fields.delete(field);
      expect(refusal(fields)).toMatchObject({ status: 403, code: 'AccessDenied' });
    }
  });

  it('refuses a tampered policy: one that allows more, re-encoded, under the old signature', async () => {
    const fields = await presigned();
    const policy = JSON.parse(Buffer.from(fields.get('policy')!, 'base64').toString('utf8'));
    policy.conditions = policy.conditions.map((c: unknown) => (Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 50_000_000] : c));
    fields.set('policy', Buffer.from(JSON.stringify(policy)).toString('base64'));
    expect(refusal(fields)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('refuses a policy signed with another secret, or under a key id the bucket does not know', async () => {
    expect(refusal(await presigned({ credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'guessed' } }))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(refusal(await presigned({ credentials: { accessKeyId: 'AKIAFORGED', secretAccessKey: 'S3RVER' } }))).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
  });

  it('refuses a signature scoped to another region', async () => {
    expect(refusal(await presigned({ region: 'us-east-1' }))).toMatchObject({ status: 400, code: 'AuthorizationQueryParametersError' });
  });

  it('refuses a credential whose date is not the signing date', async () => {
    const fields = await presigned();
    fields.set('x-amz-date', '20200101T000000Z');
    expect(refusal(fields)).toMatchObject({ status: 400, code: 'AuthorizationQueryParametersError' });
  });
});

describe('the policy itself', () => {
  it('refuses an expired policy', async () => {
    const fields = await presigned({ expires: 600 });
    expect(refusal(fields, context({ now: new Date(Date.now() + 601_000) }))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy expired.',
    });
    expect(refusal(await presigned({ expires: -1 }))).toMatchObject({ status: 403, message: 'Invalid according to Policy: Policy expired.' });
  });

  it("refuses a key other than the signed one (another seller's folder, outside uploads/)", async () => {
    for (const key of ['uploads/seller-b/01JPHOTO.jpg', 'listings/live.jpg', 'index.html', `${KEY}.html`]) {
      const fields = await presigned();
      fields.set('key', key);
      expect(refusal(fields), key).toMatchObject({ status: 403, code: 'AccessDenied', message: expect.stringContaining('Policy Condition failed') });
    }
  });

  it('refuses a content type other than the signed one', async () => {
    for (const type of ['text/html', 'image/svg+xml', 'image/jpeg; charset=utf-8', 'IMAGE/JPEG']) {
      const fields = await presigned();
      fields.set('content-type', type);
      expect(refusal(fields), type).toMatchObject({ status: 403, message: 'Invalid according to Policy: Policy Condition failed: ["eq","$Content-Type","image/jpeg"]' });
    }
  });

  it('refuses a field the policy does not name, but ignores x-ignore- fields', async () => {
    const extra = await presigned();
    extra.set('x-amz-meta-owner', 'someone-else');
    expect(refusal(extra)).toMatchObject({ status: 403, message: 'Invalid according to Policy: Extra input fields: x-amz-meta-owner' });
    const ignored = await presigned();
    ignored.set('x-ignore-note', 'anything');
    expect(verifyPostPolicy(ignored, context()).ok).toBe(true);
  });

  it('refuses a bucket field naming another bucket', async () => {
    const fields = await presigned();
    fields.set('bucket', 'someone-elses-bucket');
    expect(refusal(fields)).toMatchObject({ status: 403, code: 'AccessDenied' });
  });

  it('caps the size range at what the local bucket stores', async () => {
    const verdict = verifyPostPolicy(await presigned(), context({ maxObjectBytes: 1000 }));
    expect(verdict.ok && verdict.post.maxBytes).toBe(1000);
  });
});

describe("S3's error document", () => {
  it('is XML with the code and an escaped message', () => {
    const xml = s3ErrorXml({ status: 403, code: 'AccessDenied', message: 'Policy Condition failed: ["eq", "$key", "a<b&c"]' }, 'req-1');
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Policy Condition failed: [&quot;eq&quot;, &quot;$key&quot;, &quot;a&lt;b&amp;c&quot;]</Message><RequestId>req-1</RequestId></Error>',
    );
  });
});
