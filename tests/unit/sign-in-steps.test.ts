import { describe, expect, it } from 'vitest';
import { awaitsAnswer, checkAppCode, groupSecret, normaliseAppCode, signInStepFor } from '../../site/src/features/auth/sign-in-steps.ts';
import en from '../../shared/i18n/en/auth.ts';
import fr from '../../shared/i18n/fr/auth.ts';

describe('the steps of a sign-in', () => {
  it('asks an account made by an administrator for a new password, and a staff member with an app for its code', () => {
    expect(signInStepFor('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED')).toBe('newPassword');
    expect(signInStepFor('CONFIRM_SIGN_IN_WITH_TOTP_CODE')).toBe('totpCode');
    expect(awaitsAnswer('newPassword')).toBe(true);
    expect(awaitsAnswer('totpCode')).toBe(true);
  });

  it('keeps the steps it had: signed in, unverified e-mail, reset required', () => {
    expect(signInStepFor('DONE')).toBe('done');
    expect(signInStepFor('CONFIRM_SIGN_UP')).toBe('confirmSignUp');
    expect(signInStepFor('RESET_PASSWORD')).toBe('resetPassword');
    for (const step of ['done', 'confirmSignUp', 'resetPassword', 'unsupported'] as const) expect(awaitsAnswer(step)).toBe(false);
  });

  it('calls unsupported what the pool does not offer (SMS, e-mail codes, custom challenges), and unknown names', () => {
    for (const step of ['CONFIRM_SIGN_IN_WITH_SMS_CODE', 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', 'toString', '__proto__', ''])
      expect(signInStepFor(step), step).toBe('unsupported');
  });
});

describe('the authenticator app', () => {
  it('takes a 6-digit code typed with spaces or a dash', () => {
    expect(normaliseAppCode(' 123 456 ')).toBe('123456');
    expect(normaliseAppCode('123-456')).toBe('123456');
    expect(checkAppCode('123 456')).toBeNull();
  });

  it('asks for the code, then for exactly 6 digits', () => {
    expect(checkAppCode('')).toBe('auth.required.appCode');
    expect(checkAppCode('   ')).toBe('auth.required.appCode');
    expect(checkAppCode('12345')).toBe('auth.invalid.appCode');
    expect(checkAppCode('1234567')).toBe('auth.invalid.appCode');
    expect(checkAppCode('12a456')).toBe('auth.invalid.appCode');
  });

  it('shows the secret key in groups of four for typing it by hand', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });

  it('says every message of the new steps in English and French', () => {
    const keys = ['auth.required.appCode', 'auth.invalid.appCode', ...Object.keys(en).filter((k) => k.startsWith('auth.challenge.') || k.startsWith('auth.mfa.'))];
    expect(keys.length).toBeGreaterThan(15);
    for (const key of keys) {
      expect(en[key], key).toBeTruthy();
      expect(fr[key], key).toBeTruthy();
      expect(fr[key], key).not.toBe(en[key]);
    }
  });
});
