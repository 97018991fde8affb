import { describe, expect, it } from 'vitest';
import { checkCode, checkConfirmation, checkEmail, checkNewPassword, checkPhone, meetsPolicy, safeNext, toE164 } from '../../site/src/features/auth/rules.ts';
import { decodeToken, roleOf } from '../../site/src/lib/session.ts';
import { authErrorKey } from '../../site/src/features/auth/errors.ts';

describe('the account forms’ rules', () => {
  it('holds the user pool’s password policy', () => {
    expect(meetsPolicy('Patina-demo-1')).toBe(true);
    expect(meetsPolicy('Patina demo 1')).toBe(true); // a space counts as a symbol for Cognito
    expect(meetsPolicy('Pat-1a')).toBe(false); // too short
    expect(meetsPolicy('patina-demo-1')).toBe(false); // no upper case
    expect(meetsPolicy('PATINA-DEMO-1')).toBe(false); // no lower case
    expect(meetsPolicy('Patina-demo-x')).toBe(false); // no digit
    expect(meetsPolicy('Patinademo11')).toBe(false); // no symbol
    expect(checkNewPassword('')).toBe('auth.required.password');
    expect(checkNewPassword('weak')).toBe('auth.invalid.policy');
  });

  it('asks for the confirmation, then for it to match', () => {
    expect(checkConfirmation('Patina-demo-1', '')).toBe('auth.required.confirm');
    expect(checkConfirmation('Patina-demo-1', 'Patina-demo-2')).toBe('auth.mismatch');
    expect(checkConfirmation('Patina-demo-1', 'Patina-demo-1')).toBeNull();
  });

  it('checks e-mail addresses and codes', () => {
    expect(checkEmail('  ')).toBe('auth.required.email');
    expect(checkEmail('ada@patina')).toBe('auth.invalid.email');
    expect(checkEmail(' ada@patina.test ')).toBeNull();
    expect(checkCode('')).toBe('auth.required.code');
    expect(checkCode('12345')).toBe('auth.invalid.code');
    expect(checkCode('123 456')).toBeNull();
  });

  it('stores phone numbers in E.164', () => {
    expect(toE164('44', '07700 900123')).toBe('+447700900123');
    expect(toE164('44', '7700-900-123')).toBe('+447700900123');
    expect(toE164('33', '06 12 34 56 78')).toBe('+33612345678');
    expect(toE164('39', '06 1234 5678')).toBe('+390612345678'); // Italy keeps its leading 0
    expect(toE164('44', '+1 (415) 555-0100')).toBe('+14155550100'); // typed internationally
    expect(toE164('44', '0033 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('44', '12')).toBeNull();
    expect(toE164('44', 'call me')).toBeNull();
    expect(toE164('44', '+44 1234 5678 9012 345')).toBeNull(); // more than 15 digits
    expect(checkPhone('44', '')).toBe('auth.required.phone');
    expect(checkPhone('44', 'abc')).toBe('auth.invalid.phone');
  });

  it('follows `next` only to a path on this site', () => {
    expect(safeNext('/my-account', '/')).toBe('/my-account');
    expect(safeNext('/fr/items/1/auction?x=1#bids', '/')).toBe('/fr/items/1/auction?x=1#bids');
    expect(safeNext(null, '/fr/')).toBe('/fr/');
    expect(safeNext('https://evil.example/', '/')).toBe('/');
    expect(safeNext('//evil.example', '/')).toBe('/');
    expect(safeNext('/\\evil.example', '/')).toBe('/');
    expect(safeNext('javascript:alert(1)', '/')).toBe('/');
    expect(safeNext('/seller-login?next=/x', '/')).toBe('/');
  });
});

describe('the session’s reading of tokens', () => {
  const token = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

  it('decodes claims, including non-ASCII names', () => {
    expect(decodeToken(token({ sub: 'u1', given_name: 'Éloïse' }))).toEqual({ sub: 'u1', given_name: 'Éloïse' });
    expect(decodeToken('not a token')).toBeNull();
  });

  it('takes the role from the groups, then the seller account', () => {
    expect(roleOf(['admin', 'expert'], true)).toBe('admin');
    expect(roleOf(['expert'], true)).toBe('expert');
    expect(roleOf([], true)).toBe('seller');
    expect(roleOf([], false)).toBe('user');
  });
});

describe('the sign-in form’s reading of Cognito’s refusals', () => {
  const refusal = (name: string, message: string) => Object.assign(new Error(message), { name });
  it('tells a locked user name (too many wrong passwords) from a wrong password', () => {
    expect(authErrorKey(refusal('NotAuthorizedException', 'Password attempts exceeded'), 'signIn')).toBe('auth.error.limit');
    expect(authErrorKey(refusal('NotAuthorizedException', 'Incorrect username or password.'), 'signIn')).toBe('auth.error.credentials');
    expect(authErrorKey(refusal('TooManyRequestsException', 'Too many requests, please try again shortly'), 'signIn')).toBe('auth.error.limit');
  });
});
