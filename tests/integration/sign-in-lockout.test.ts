import { RespondToAuthChallengeCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolAuthenticator } from '../../infra/local/seed/authenticators.ts';
import { CHALLENGE_SESSION, PASSWORD_LOCKOUT } from '../../infra/local/cognito-guard.ts';
import { totpCode } from '../../infra/local/seed/authenticators.ts';
import { claimsOf, localCognito, newUser, passwordSignIn, stackConfig, type TestUser } from '../support/auth.ts';

/*
 * The local Cognito guard as Cognito limits guessing (issue 22, points 3 and 4; docs/adr/0043): the
 * lockout counts the user, whichever of their names (e-mail in any case, or their id) each attempt
 * used; an authenticator-code session ends after a few wrong codes and is used once; and wrong codes
 * count in the user's lockout like wrong passwords.
 */

let idp: CognitoIdentityProviderClient;
let clientId: string;
beforeAll(async () => {
  idp = await localCognito();
  clientId = (await stackConfig()).userPoolClientId;
});

/** Cognito's refusal of a sign-in attempt, as the SDK reports it: `Name: message` (or 'signed in'). */
async function attempt(username: string, password: string): Promise<string> {
  try {
    const answer = await passwordSignIn(username, password);
    return answer.AuthenticationResult ? 'signed in' : `challenge ${answer.ChallengeName}`;
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

const LOCKED = 'NotAuthorizedException: Password attempts exceeded';
const WRONG = 'NotAuthorizedException: Incorrect username or password.';

/** A new person and their id (the `sub` every seller's listing shows). */
async function personWithId(prefix: string): Promise<TestUser & { id: string }> {
  const person = await newUser({ emailPrefix: prefix });
  return { ...person, id: claimsOf(person.token).sub as string };
}

describe('the password lockout counts the user, by any of their names', () => {
  it('locks the id after wrong passwords for the e-mail, and the e-mail in another case', async () => {
    const person = await personWithId('lock-by-email');
    for (let i = 0; i < PASSWORD_LOCKOUT.freeFailures; i++) expect(await attempt(person.email, 'Wrong-password-1!')).toBe(WRONG);
    expect(await attempt(person.id, person.password)).toBe(LOCKED);
    expect(await attempt(person.email.toUpperCase(), person.password)).toBe(LOCKED);
    expect(await attempt(person.email, person.password)).toBe(LOCKED);
  });

  it('locks the e-mail after wrong passwords for the id', async () => {
    const person = await personWithId('lock-by-id');
    for (let i = 0; i < PASSWORD_LOCKOUT.freeFailures; i++) expect(await attempt(person.id, 'Wrong-password-1!')).toBe(WRONG);
    expect(await attempt(person.email, person.password)).toBe(LOCKED);
  });

  it('counts guesses through every name in one count', async () => {
    const person = await personWithId('lock-mixed');
    const names = [person.email, person.id, person.email.toUpperCase(), person.id.toUpperCase(), person.email];
    for (const name of names.slice(0, PASSWORD_LOCKOUT.freeFailures)) expect(await attempt(name, 'Wrong-password-1!')).toBe(WRONG);
    expect(await attempt(person.id, person.password)).toBe(LOCKED);
  });

  it('signs in by the e-mail in any case and by the id, as the pool (case-insensitive) does', async () => {
    const person = await personWithId('any-case');
    expect(await attempt(person.email.toUpperCase(), person.password)).toBe('signed in');
    expect(await attempt(person.id, person.password)).toBe('signed in');
  });
});

describe('authenticator codes', () => {
  /** A person with an authenticator app, and a code their app does not show now (nor a step either side). */
  async function personWithApp(prefix: string) {
    const person = await newUser({ emailPrefix: prefix });
    const key = await enrolAuthenticator(idp, clientId, person.email, person.password);
    const now = Date.now();
    const valid = new Set([-30_000, 0, 30_000].map((shift) => totpCode(key, now + shift)));
    let wrong = 0;
    while (valid.has(String(wrong).padStart(6, '0'))) wrong++;
    return { ...person, key, wrongCode: String(wrong).padStart(6, '0') };
  }

  async function codeStep(email: string, password: string): Promise<string> {
    const first = await passwordSignIn(email, password);
    expect(first.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    return first.Session!;
  }

  async function answer(session: string, username: string, code: string): Promise<string> {
    try {
      const result = await idp.send(
        new RespondToAuthChallengeCommand({ ChallengeName: 'SOFTWARE_TOKEN_MFA', ClientId: clientId, Session: session, ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code } }),
      );
      return result.AuthenticationResult?.IdToken ? 'signed in' : 'no tokens';
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  }

  it(`end the session after ${CHALLENGE_SESSION.wrongCodesPerSession} wrong ones: the right code then signs in no one`, async () => {
    const person = await personWithApp('mfa-session');
    const session = await codeStep(person.email, person.password);
    for (let i = 0; i < CHALLENGE_SESSION.wrongCodesPerSession; i++) expect(await answer(session, person.email, person.wrongCode)).toMatch(/^CodeMismatchException/);
    expect(await answer(session, person.email, totpCode(person.key))).toBe('NotAuthorizedException: Invalid session for the user, session can only be used once.');
    // a new sign-in starts a new session
    expect(await answer(await codeStep(person.email, person.password), person.email, totpCode(person.key))).toBe('signed in');
  });

  it('are asked in a session once: a session that signed in is spent; a made-up session, or one answered for another user, is refused', async () => {
    const person = await personWithApp('mfa-once');
    const other = await personWithApp('mfa-other');
    const session = await codeStep(person.email, person.password);
    expect(await answer(session, other.email, totpCode(other.key))).toMatch(/^NotAuthorizedException: Invalid session/);
    expect(await answer('x'.repeat(40), other.email, totpCode(other.key))).toMatch(/^NotAuthorizedException: Invalid session/);
    // the session's user may be named by their id as well
    expect(await answer(session, claimsOf(person.token).sub as string, totpCode(person.key))).toBe('signed in');
    expect(await answer(session, person.email, totpCode(person.key))).toMatch(/^NotAuthorizedException: Invalid session/);
  });

  it(`count in the user's lockout: after ${PASSWORD_LOCKOUT.freeFailures} wrong codes over several sessions even the right password is refused`, async () => {
    const person = await personWithApp('mfa-lockout');
    let wrongCodes = 0;
    while (wrongCodes < PASSWORD_LOCKOUT.freeFailures) {
      const session = await codeStep(person.email, person.password);
      for (let i = 0; i < CHALLENGE_SESSION.wrongCodesPerSession - 1 && wrongCodes < PASSWORD_LOCKOUT.freeFailures; i++, wrongCodes++) {
        expect(await answer(session, person.email, person.wrongCode)).toMatch(/^CodeMismatchException/);
      }
    }
    expect(await attempt(person.email, person.password)).toBe(LOCKED);
  });
});
