/*
 * The account forms' rules, pure: each returns an i18n key (the message) or null. The password
 * policy is the user pool's (CDK auth stack and the local pool alike): at least 8 characters with
 * an upper-case letter, a lower-case letter, a digit and a symbol.
 */

/** One rule of the password policy, checked as the person types. */
export interface PolicyRule {
  key: 'length' | 'upper' | 'lower' | 'digit' | 'symbol';
  test: (password: string) => boolean;
}

/** Cognito's symbol set: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and space. */
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

export const PASSWORD_POLICY: readonly PolicyRule[] = [
  { key: 'length', test: (p) => p.length >= 8 },
  { key: 'upper', test: (p) => /[A-Z]/.test(p) },
  { key: 'lower', test: (p) => /[a-z]/.test(p) },
  { key: 'digit', test: (p) => /[0-9]/.test(p) },
  { key: 'symbol', test: (p) => SYMBOL.test(p) },
];

/** True when a password meets every rule of the policy. */
export function meetsPolicy(password: string): boolean {
  return PASSWORD_POLICY.every((rule) => rule.test(password));
}

/** A one-field form's check (an e-mail, a code): the field's rule, its problem placed on that field. */
export function checkOnly<F extends string>(field: F, rule: (value: string) => string | null): (values: Record<F, string>) => Partial<Record<F, string>> {
  return (values) => {
    const problem = rule(values[field]);
    return problem ? ({ [field]: problem } as Partial<Record<F, string>>) : {};
  };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An e-mail as Cognito keeps it: trimmed (the pool compares addresses case-insensitively). */
export function normaliseEmail(email: string): string {
  return email.trim();
}

export function checkEmail(email: string): string | null {
  const value = normaliseEmail(email);
  if (!value) return 'auth.required.email';
  if (value.length > 254 || !EMAIL.test(value)) return 'auth.invalid.email';
  return null;
}

export function checkRequired(value: string, key: string): string | null {
  return value.trim() ? null : key;
}

/** The new password of a registration or reset: required, then the policy. */
export function checkNewPassword(password: string): string | null {
  if (!password) return 'auth.required.password';
  return meetsPolicy(password) ? null : 'auth.invalid.policy';
}

/** The confirmation: required, then equal to the password. */
export function checkConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return 'auth.required.confirm';
  return confirmation === password ? null : 'auth.mismatch';
}

/** A verification or reset code: Cognito's are 6 digits. */
export function checkCode(code: string): string | null {
  const value = code.replace(/\s+/g, '');
  if (!value) return 'auth.required.code';
  return /^\d{6}$/.test(value) ? null : 'auth.invalid.code';
}

/**
 * A phone number in E.164 from a dialling code and what the person typed. A number typed with a
 * leading + is taken as international as it stands; otherwise separators go, and the national
 * trunk 0 (07700 900123 in the UK) is dropped, except where it belongs to the number (Italy).
 * Null when the result cannot be a phone number (E.164: at most 15 digits).
 */
export function toE164(dialCode: string, typed: string): string | null {
  const raw = typed.trim();
  if (!raw) return null;
  if (/[^\d\s().+-]/.test(raw)) return null;
  if (raw.startsWith('+') || raw.startsWith('00')) {
    const digits = raw.replace(/^00/, '').replace(/\D/g, '');
    return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  }
  let national = raw.replace(/\D/g, '');
  if (dialCode !== '39') national = national.replace(/^0/, '');
  const digits = `${dialCode}${national}`;
  if (national.length < 4 || !/^[1-9]\d{6,14}$/.test(digits)) return null;
  return `+${digits}`;
}

export function checkPhone(dialCode: string, typed: string): string | null {
  if (!typed.trim()) return 'auth.required.phone';
  return toE164(dialCode, typed) ? null : 'auth.invalid.phone';
}

/**
 * Where to go after signing in: the `next` parameter when it is a path on this site (never another
 * origin, never a protocol-relative `//host`), else the home page of the language.
 */
export function safeNext(next: string | null, fallback: string): string {
  if (!next) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(next)) return fallback;
  // What a browser makes of it must still be on this origin (no scheme or host slipped in some other way).
  try {
    if (new URL(next, 'https://patina.invalid').origin !== 'https://patina.invalid') return fallback;
  } catch {
    return fallback;
  }
  // never back to a sign-in or reset screen
  if (/^\/(fr\/)?(seller-login|admin-login|forget-password|user-account)(\/|\?|#|$)/.test(next)) return fallback;
  return next;
}

/** A new password and its confirmation checked together: a problem by field (registration, reset, a first sign-in). */
export function newPasswordProblems(values: { password: string; confirm: string }): Partial<Record<'password' | 'confirm', string>> {
  const found: Partial<Record<'password' | 'confirm', string>> = {};
  const password = checkNewPassword(values.password);
  if (password) found.password = password;
  const again = checkConfirmation(values.password, values.confirm);
  if (again) found.confirm = again;
  return found;
}
