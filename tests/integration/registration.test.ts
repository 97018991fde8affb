import { ConfirmSignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BASE_URL, callApi } from '../support/api.ts';
import { localCognito, signIn, signUp, stackConfig } from '../support/auth.ts';

describe('registration through the user pool and the local outbox', () => {
  it('mails a verification code that confirms the account, whose profile then carries the names given', async () => {
    const { userPoolClientId } = await stackConfig();
    const cognito = await localCognito();
    const email = `ada.${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Sturdy-pass-42';
    await signUp(cognito, { email, password, firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+447700900999' });
    const outbox = await (await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json();
    expect(outbox.mails).toHaveLength(1);
    const code = outbox.mails[0].code as string;
    expect(code).toMatch(/^\d{6}$/);
    const page = await (await fetch(`${BASE_URL}/dev/outbox`)).text();
    expect(page).toContain(email);

    await expect(signIn(email, password)).rejects.toThrow();
    await cognito.send(new ConfirmSignUpCommand({ ClientId: userPoolClientId, Username: email, ConfirmationCode: code }));
    const token = await signIn(email, password);
    const profile = await callApi('getProfile', {}, { authorization: `Bearer ${token}` });
    expect(profile.status).toBe(200);
    expect(profile.data).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+447700900999', sellerAccount: false });
  });
});
