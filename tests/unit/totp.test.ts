import { describe, expect, it } from 'vitest';
import { base32Bytes, totpCode, totpFromBytes } from '../../tools/totp.ts';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the hash's key length, codes of 8 digits.
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s gives the RFC test vectors for SHA-1, SHA-256 and SHA-512', (seconds, sha1, sha256, sha512) => {
    expect(totpFromBytes(SEEDS.sha1, seconds * 1000, { digits: 8 })).toBe(sha1);
    expect(totpFromBytes(SEEDS.sha256, seconds * 1000, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totpFromBytes(SEEDS.sha512, seconds * 1000, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('reads the base32 key an authenticator app is given (groups of four, any case)', () => {
    expect(base32Bytes('GEZD GNBV GY3T QOJQ gezd gnbv gy3t qojq')).toEqual(SEEDS.sha1);
    // Cognito's codes: the same key, 6 digits (the last six of the 8-digit code)
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
    expect(() => totpCode('not base32!', 0)).toThrow('not base32');
  });
});
