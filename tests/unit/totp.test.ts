import { describe, expect, it } from 'vitest';
import { totpCode } from '../../infra/local/seed/authenticators.ts';

// RFC 6238 appendix B's SHA-1 key (ASCII "12345678901234567890", here in base32) and its 8-digit codes:
// an authenticator app set up for Cognito shows their last six digits (SHA-1, 30-second steps, 6 digits).
const KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('the authenticator code of a Cognito key (otpauth)', () => {
  it.each(VECTORS)('at %i s is the last six digits of the RFC 6238 vector %s', (seconds, code) => {
    expect(totpCode(KEY, seconds * 1000)).toBe(code.slice(2));
  });

  it('reads the key as an app is given it (groups of four, any case)', () => {
    expect(totpCode('GEZD GNBV GY3T QOJQ gezd gnbv gy3t qojq', 59_000)).toBe('287082');
  });

  it('changes with each 30-second step', () => {
    expect(totpCode(KEY, 59_000)).not.toBe(totpCode(KEY, 61_000));
  });
});
