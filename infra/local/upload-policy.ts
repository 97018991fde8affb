import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The checks S3 makes on a browser-based upload (a presigned POST), for the local bucket: s3rver
 * makes none, so the gateway makes them before anything is stored (docs/adr/0013). A POST is accepted
 * only when its policy is signed with the local credentials (Signature Version 4 over the base64
 * policy), has not expired, and every form field meets the policy's conditions; S3's error codes,
 * statuses and messages are kept so a client sees what it would see from AWS.
 */

/** An answer S3 gives as an XML error document. */
export interface S3Error {
  status: number;
  code: string;
  message: string;
  /** Further elements S3 adds for some codes (e.g. MaxSizeAllowed). */
  details?: Record<string, string>;
}

/** What a verified POST may store, and the size its file must have. */
export interface AcceptedPost {
  key: string;
  contentType: string | undefined;
  cacheControl: string | undefined;
  /** x-amz-meta-* fields, without the prefix. */
  metadata: Record<string, string>;
  /** The policy's content-length-range (inclusive), capped by the local bucket's own limit. */
  minBytes: number;
  maxBytes: number;
  /** success_action_status: 200, 201 or (by default) 204. */
  successStatus: 200 | 201 | 204;
}

export interface PostPolicyContext {
  bucket: string;
  region: string;
  credentials: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** Wall-clock time: presigned POSTs are made and expire on real time, not the test clock. */
  now: Date;
  /** The largest object the local bucket stores whatever a policy allows (S3's own limit is 5 GB). */
  maxObjectBytes: number;
}

export type PolicyVerdict = { ok: true; post: AcceptedPost } | { ok: false; error: S3Error };

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** Fields no condition has to name (S3's rule): the policy, its signature, the file, and x-ignore-*. */
const EXEMPT_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

const denied = (message: string): PolicyVerdict => ({ ok: false, error: { status: 403, code: 'AccessDenied', message } });
const invalid = (code: string, message: string, status = 400): PolicyVerdict => ({ ok: false, error: { status, code, message } });
const policyFailed = (reason: string) => denied(`Invalid according to Policy: ${reason}`);
const invalidPolicy = (reason: string) => invalid('InvalidPolicyDocument', `Invalid Policy: ${reason}`);
const missingField = (name: string) =>
  invalid('InvalidArgument', `Bucket POST must contain a field named '${name}'.  If it is specified, please check the order of the fields.`);

/** The SigV4 signing key for a day, region and service (the derivation every AWS signature uses). */
export function signingKey(secretAccessKey: string, shortDate: string, region: string, service: string): Buffer {
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, shortDate), region), service), 'aws4_request');
}

/** The hex signature of a base64 POST policy under a signing key. */
export function policySignature(key: Buffer, base64Policy: string): string {
  return createHmac('sha256', key).update(base64Policy, 'utf8').digest('hex');
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One condition of a policy, normalised: the field it names (lower case) and the test. */
type Condition =
  | { kind: 'eq' | 'starts-with'; field: string; value: string; text: string }
  | { kind: 'content-length-range'; min: number; max: number; text: string };

function parseConditions(raw: unknown): Condition[] | string {
  if (!Array.isArray(raw)) return 'Policy missing conditions.';
  const conditions: Condition[] = [];
  for (const entry of raw) {
    const text = JSON.stringify(entry);
    if (Array.isArray(entry)) {
      const [operation, a, b] = entry as unknown[];
      const op = typeof operation === 'string' ? operation.toLowerCase() : '';
      if (op === 'content-length-range') {
        const min = Number(a);
        const max = Number(b);
        if (entry.length !== 3 || !Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 0 || max < min) {
          return `Invalid content-length-range condition: ${text}`;
        }
        conditions.push({ kind: 'content-length-range', min, max, text });
        continue;
      }
      if ((op !== 'eq' && op !== 'starts-with') || entry.length !== 3 || typeof a !== 'string' || !a.startsWith('$') || typeof b !== 'string') {
        return `Invalid Condition: ${text}`;
      }
      conditions.push({ kind: op, field: a.slice(1).toLowerCase(), value: b, text });
      continue;
    }
    if (entry && typeof entry === 'object') {
      const pairs = Object.entries(entry as Record<string, unknown>);
      if (pairs.length !== 1 || typeof pairs[0]![1] !== 'string') return `Invalid Condition: ${text}`;
      const [field, value] = pairs[0]! as [string, string];
      conditions.push({ kind: 'eq', field: field.toLowerCase(), value, text });
      continue;
    }
    return `Invalid Condition: ${text}`;
  }
  return conditions;
}

/**
 * Verifies a POST's form fields (names in lower case; the fields before the file, as S3 reads them)
 * against its policy: the signature, the credential's scope, the expiration and every condition.
 */
export function verifyPostPolicy(fields: ReadonlyMap<string, string>, context: PostPolicyContext): PolicyVerdict {
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  // No policy or no signature is an anonymous write, which the (private) bucket refuses.
  if (!policy || !signature) return denied('Access Denied');
  for (const name of ['x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'key']) if (!fields.get(name)) return missingField(name);

  if (fields.get('x-amz-algorithm') !== ALGORITHM) return invalid('InvalidArgument', `Only ${ALGORITHM} is supported.`);
  const credential = fields.get('x-amz-credential')!;
  const [accessKeyId, shortDate, region, service, terminator, ...rest] = credential.split('/');
  if (!accessKeyId || !shortDate || !region || !service || terminator !== 'aws4_request' || rest.length > 0) {
    return invalid('AuthorizationQueryParametersError', `Error parsing the X-Amz-Credential parameter; the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".`);
  }
  if (accessKeyId !== context.credentials.accessKeyId) {
    return invalid('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', 403);
  }
  if (region !== context.region) {
    return invalid('AuthorizationQueryParametersError', `Error parsing the X-Amz-Credential parameter; the region '${region}' is wrong; expecting '${context.region}'`);
  }
  if (service !== 's3') {
    return invalid('AuthorizationQueryParametersError', `Error parsing the X-Amz-Credential parameter; incorrect service '${service}'. This endpoint belongs to 's3'.`);
  }
  const amzDate = fields.get('x-amz-date')!;
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== shortDate) {
    return invalid('AuthorizationQueryParametersError', 'Invalid credential date. Date is not the same as X-Amz-Date.');
  }

  const expected = policySignature(signingKey(context.credentials.secretAccessKey, shortDate, region, service), policy);
  if (!sameSignature(expected, signature)) {
    return invalid(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      403,
    );
  }

  // Signed by us: now read what it allows.
  let document: { expiration?: unknown; conditions?: unknown };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    return invalidPolicy('Invalid JSON.');
  }
  if (!document || typeof document !== 'object') return invalidPolicy('Invalid JSON.');
  if (typeof document.expiration !== 'string') return invalidPolicy('Policy missing expiration.');
  const expiresAt = Date.parse(document.expiration);
  if (Number.isNaN(expiresAt)) return invalidPolicy(`Invalid 'expiration' value: '${document.expiration}'`);
  if (expiresAt <= context.now.getTime()) return policyFailed('Policy expired.');
  const conditions = parseConditions(document.conditions);
  if (typeof conditions === 'string') return invalidPolicy(conditions);

  // The bucket is the one posted to, not a field the form may choose.
  const valueOf = (field: string) => (field === 'bucket' ? context.bucket : fields.get(field));
  let minBytes = 0;
  let maxBytes = context.maxObjectBytes;
  const named = new Set<string>();
  for (const condition of conditions) {
    if (condition.kind === 'content-length-range') {
      minBytes = Math.max(minBytes, condition.min);
      maxBytes = Math.min(maxBytes, condition.max);
      continue;
    }
    named.add(condition.field);
    const actual = valueOf(condition.field);
    const met = actual !== undefined && (condition.kind === 'eq' ? actual === condition.value : actual.startsWith(condition.value));
    if (!met) return policyFailed(`Policy Condition failed: ${condition.text}`);
  }
  if (fields.has('bucket') && fields.get('bucket') !== context.bucket) return policyFailed(`Policy Condition failed: ["eq", "$bucket", "${context.bucket}"]`);
  const extra = [...fields.keys()].filter((name) => !EXEMPT_FIELDS.has(name) && !name.startsWith('x-ignore-') && !named.has(name));
  if (extra.length > 0) return policyFailed(`Extra input fields: ${extra.join(', ')}`);

  const metadata: Record<string, string> = {};
  for (const [name, value] of fields) if (name.startsWith('x-amz-meta-')) metadata[name.slice('x-amz-meta-'.length)] = value;
  const status = Number(fields.get('success_action_status'));
  return {
    ok: true,
    post: {
      key: fields.get('key')!,
      contentType: fields.get('content-type'),
      cacheControl: fields.get('cache-control'),
      metadata,
      minBytes,
      maxBytes,
      successStatus: status === 200 || status === 201 ? status : 204,
    },
  };
}

/** S3's answer to a file over the policy's (or the bucket's) size. */
export function entityTooLarge(receivedBytes: number, maxBytes: number): S3Error {
  return {
    status: 400,
    code: 'EntityTooLarge',
    message: 'Your proposed upload exceeds the maximum allowed size',
    details: { ProposedSize: String(receivedBytes), MaxSizeAllowed: String(maxBytes) },
  };
}

/** S3's answer to a file under the policy's minimum size. */
export function entityTooSmall(receivedBytes: number, minBytes: number): S3Error {
  return {
    status: 400,
    code: 'EntityTooSmall',
    message: 'Your proposed upload is smaller than the minimum allowed size',
    details: { ProposedSize: String(receivedBytes), MinSizeAllowed: String(minBytes) },
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** S3's XML error document. */
export function s3ErrorXml(error: S3Error, requestId: string): string {
  const details = Object.entries(error.details ?? {})
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message>${details}<RequestId>${requestId}</RequestId></Error>`
  );
}
