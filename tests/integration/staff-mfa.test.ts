import { AdminAddUserToGroupCommand, InitiateAuthCommand, RespondToAuthChallengeCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolAuthenticator } from '../../infra/local/seed/authenticators.ts';
import { totpCode } from '../../infra/local/seed/authenticators.ts';
import { BASE_URL, callApi } from '../support/api.ts';
import { asRole, asTestUser, claimsOf, localCognito, newUser, passwordSignIn, signIn, stackConfig } from '../support/auth.ts';

/*
 * Staff MFA, locally as in AWS (docs/adr/0029): cognito-local invokes the same pre-token-generation
 * trigger (lambdas/entry/staff-mfa.ts) the CDK pool has, through the stack's Lambda endpoint. A member of
 * the expert or admin group gets the role in their token only once they have an authenticator app, so
 * Cognito asked for its code; without one, every staff call refuses them.
 */

let idp: CognitoIdentityProviderClient;
beforeAll(async () => {
  idp = await localCognito();
});

/** A sign-in with the password, then the app's code (the challenge Cognito asks for): the ID token. */
async function signInWithCode(email: string, password: string, key: string): Promise<string> {
  const { userPoolClientId } = await stackConfig();
  const first = await passwordSignIn(email, password);
  expect(first.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  const answer = await idp.send(
    new RespondToAuthChallengeCommand({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: userPoolClientId,
      Session: first.Session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(key) },
    }),
  );
  return answer.AuthenticationResult!.IdToken!;
}

describe('a staff member without an authenticator app', () => {
  it('signs in on the password alone but gets no staff role: expert and admin calls answer 403', async () => {
    const expert = await asRole('expert', { authenticator: false });
    const admin = await asRole('admin', { authenticator: false });
    for (const person of [expert, admin]) expect(claimsOf(person.token)['cognito:groups']).toBeUndefined();
    expect((await callApi('getSubmissions', {}, expert.headers)).status).toBe(403);
    expect((await callApi('adminListUsers', { query: 'x' }, admin.headers)).status).toBe(403);
    // a refreshed token is decided again, with the same answer
    const { userPoolClientId } = await stackConfig();
    const first = await passwordSignIn(admin.email, admin.password);
    const refreshed = await idp.send(
      new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: userPoolClientId, AuthParameters: { REFRESH_TOKEN: first.AuthenticationResult!.RefreshToken! } }),
    );
    expect(claimsOf(refreshed.AuthenticationResult!.IdToken!)['cognito:groups']).toBeUndefined();
  });
});

describe('a staff member with an authenticator app', () => {
  it('is asked for its code at sign-in and then holds the role: staff calls answer', async () => {
    const expert = await asRole('expert');
    const admin = await asRole('admin');
    expect(claimsOf(expert.token)['cognito:groups']).toEqual(['expert']);
    expect(claimsOf(admin.token)['cognito:groups']).toEqual(['admin']);
    expect((await callApi('getSubmissions', {}, expert.headers)).status).toBe(200);
    expect((await callApi('adminListUsers', { query: 'x' }, admin.headers)).status).toBe(200);
    const passwordOnly = await passwordSignIn(admin.email, admin.password);
    expect(passwordOnly.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(passwordOnly.AuthenticationResult).toBeUndefined();
  });

  it('a person who sets one up after joining the group gets the role at their next sign-in, not before', async () => {
    const person = await newUser({ emailPrefix: 'late-staff' });
    const { userPoolId, userPoolClientId } = await stackConfig();
    await idp.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: person.email, GroupName: 'expert' }));
    const before = asTestUser(person.email, person.password, await signIn(person.email, person.password));
    expect((await callApi('getSubmissions', {}, before.headers)).status).toBe(403);
    const key = await enrolAuthenticator(idp, userPoolClientId, person.email, person.password);
    // the token held from before stays a buyer's; only a sign-in with the code carries the role
    expect((await callApi('getSubmissions', {}, before.headers)).status).toBe(403);
    const after = asTestUser(person.email, person.password, await signInWithCode(person.email, person.password, key));
    expect(claimsOf(after.token)['cognito:groups']).toEqual(['expert']);
    expect((await callApi('getSubmissions', {}, after.headers)).status).toBe(200);
  });

  it('a buyer with an authenticator app gets no role from it', async () => {
    const buyer = await newUser({ emailPrefix: 'mfa-buyer' });
    const { userPoolClientId } = await stackConfig();
    const key = await enrolAuthenticator(idp, userPoolClientId, buyer.email, buyer.password);
    const token = await signInWithCode(buyer.email, buyer.password, key);
    expect(claimsOf(token)['cognito:groups']).toBeUndefined();
    expect((await callApi('getSubmissions', {}, asTestUser(buyer.email, buyer.password, token).headers)).status).toBe(403);
  });
});

describe('the demo staff on the local stack', () => {
  it('/dev/authenticators.json shows each demo staff member the code their app would show now, from their key', async () => {
    const before = Date.now();
    const answer = (await (await fetch(`${BASE_URL}/dev/authenticators.json`)).json()) as { keys: Record<string, string>; codes: Record<string, string>; codesChangeInSeconds: number };
    const after = Date.now();
    expect(Object.keys(answer.codes).sort()).toEqual(['admin@patina.test', 'expert@patina.test']);
    for (const [email, key] of Object.entries(answer.keys)) {
      // The code of the 30-second step the request fell in (it may have crossed a step's edge).
      expect([totpCode(key, before), totpCode(key, after)], email).toContain(answer.codes[email]);
    }
    expect(answer.codesChangeInSeconds).toBeGreaterThan(0);
    expect(answer.codesChangeInSeconds).toBeLessThanOrEqual(30);
  });
});
