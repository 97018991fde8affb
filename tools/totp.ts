import { createHmac } from 'node:crypto';

/**
 * RFC 6238 time-based one-time passwords as an authenticator app computes them for Cognito (HMAC-SHA-1,
 * 30-second steps, 6 digits), from the base32 key Cognito's AssociateSoftwareToken hands out. Used by the
 * smoke command to answer an admin's SOFTWARE_TOKEN_MFA challenge and by the tests' staff (tests/support/auth.ts).
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The bytes of a base32 key (RFC 4648; spaces, case and padding ignored, as apps accept them). */
export function base32Bytes(key: string): Buffer {
  const clean = key.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('The authenticator key is not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export interface TotpOptions {
  /** Digits of the code (Cognito: 6; RFC 6238's test vectors: 8). */
  digits?: number;
  /** Seconds per step (30). */
  period?: number;
  algorithm?: 'sha1' | 'sha256' | 'sha512';
}

/** The code of `key` (raw bytes) at `atMs` milliseconds since the epoch (RFC 6238 section 4, RFC 4226 section 5.3). */
export function totpFromBytes(key: Buffer, atMs: number, { digits = 6, period = 30, algorithm = 'sha1' }: TotpOptions = {}): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / period)));
  const mac = createHmac(algorithm, key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 6-digit code an authenticator app shows for the base32 `key` at `atMs` (default: now). */
export function totpCode(key: string, atMs: number = Date.now(), options?: TotpOptions): string {
  return totpFromBytes(base32Bytes(key), atMs, options);
}
