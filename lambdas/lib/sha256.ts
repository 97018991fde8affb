import { createHash, createHmac, createSecretKey, type Hash, type Hmac, type KeyObject } from 'node:crypto';

/** What the SDK hashes and keys with (its SourceData). */
type SourceData = string | ArrayBuffer | ArrayBufferView;

/** Distinct HMAC keys kept: a signer uses a few (its secret, a day's signing key); more means credentials changed. */
const KEYS_KEPT = 64;
const keys = new Map<string, KeyObject>();

const bytesOf = (data: Exclude<SourceData, string>): Buffer =>
  ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);

/**
 * The HMAC key for `secret`, made once. Node 24's createHmac with a raw key (a string or bytes) probes it
 * for a KeyObject and a CryptoKey first, which costs ~15 µs a call; with a KeyObject ~4 µs. Keys are
 * kept by their value, never by the object that carried them, so a reused buffer cannot keep a stale key.
 */
function keyOf(secret: SourceData): KeyObject | Buffer {
  const bytes = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : bytesOf(secret);
  // An empty key is a valid HMAC key but not a KeyObject's.
  if (bytes.length === 0) return bytes;
  const id = bytes.toString('base64');
  let key = keys.get(id);
  if (!key) {
    if (keys.size >= KEYS_KEPT) keys.clear();
    key = createSecretKey(Buffer.from(bytes));
    keys.set(id, key);
  }
  return key;
}

/**
 * SHA-256 and HMAC-SHA-256 for an AWS SDK client's `sha256` setting: what the SDK's own Node hash does
 * (@smithy Sha256Node: the same digests, `reset`, a finished HMAC refusing more data), with HMAC keys
 * made once. SigV4 makes two HMACs for every request (the signing key's cache id and the signature):
 * on a hot lot's calls that was ~6 % of the local stack's CPU (docs/adr/0069). tests/unit/sha256.test.ts
 * checks digests and whole signatures against the SDK's own.
 */
export class Sha256 {
  readonly digestLength = 32;
  private readonly secret: SourceData | undefined;
  private hash: Hash | Hmac;
  private finished = false;

  constructor(secret?: SourceData) {
    // As the SDK's own class reads it: an empty string is no secret.
    this.secret = secret || undefined;
    this.hash = this.make();
  }

  update(data: SourceData): void {
    if (this.finished) throw new Error('Attempted to update an already finished hash.');
    this.hash.update(typeof data === 'string' ? data : bytesOf(data));
  }

  async digest(): Promise<Uint8Array> {
    let out: Buffer;
    if (this.secret) {
      this.finished = true;
      out = (this.hash as Hmac).digest();
    } else {
      // A plain hash may be updated further after a digest.
      out = (this.hash as Hash).copy().digest();
    }
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  }

  reset(): void {
    this.hash = this.make();
    this.finished = false;
  }

  private make(): Hash | Hmac {
    return this.secret ? createHmac('sha256', keyOf(this.secret)) : createHash('sha256');
  }
}
