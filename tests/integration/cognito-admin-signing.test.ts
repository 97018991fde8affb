import { AdminCreateUserCommand, AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../infra/local/config.ts';
import { localCognito, newUser, stackConfig } from '../support/auth.ts';

/**
 * cognito-local's admin door is as strict as IAM (issue 22 point 5, docs/adr/0042): an action AWS
 * authorises by IAM goes through the Cognito guard only with a valid Signature Version 4 made with the
 * local stack's credentials. Unsigned, signed with another key or a wrong secret, it is refused with
 * Cognito's own error and changes nothing; signed with them, it works.
 */
const clients: CognitoIdentityProviderClient[] = [];
afterAll(() => clients.forEach((c) => c.destroy()));

async function clientWith(credentials: { accessKeyId: string; secretAccessKey: string }): Promise<CognitoIdentityProviderClient> {
  const client = new CognitoIdentityProviderClient({ region: 'eu-west-2', endpoint: (await stackConfig()).cognitoEndpoint, credentials, maxAttempts: 1 });
  clients.push(client);
  return client;
}

/** The error's name an admin call was refused with, or 'ok'. */
const outcome = (call: Promise<unknown>) => call.then(() => 'ok', (error: Error) => error.name);

describe("cognito-local's admin actions", () => {
  it('are refused unsigned, or signed with another key or secret, with Cognito\'s errors and no change; signed with the local credentials they work', async () => {
    const { userPoolId, cognitoEndpoint } = await stackConfig();
    const person = await newUser({ emailPrefix: 'signing' });
    const stranger = `stranger-${Date.now()}@patina.test`;
    const create = new AdminCreateUserCommand({ UserPoolId: userPoolId, Username: stranger, UserAttributes: [{ Name: 'email', Value: stranger }], MessageAction: 'SUPPRESS' });

    // No signature at all: what an SDK without credentials or a hand-made request sends.
    const unsigned = await fetch(cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminCreateUser' },
      body: JSON.stringify({ UserPoolId: userPoolId, Username: stranger, MessageAction: 'SUPPRESS' }),
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' });
    expect(await outcome((await clientWith({ accessKeyId: 'AKIAFORGED', secretAccessKey: LOCAL_CREDENTIALS.secretAccessKey })).send(create))).toBe('UnrecognizedClientException');
    expect(await outcome((await clientWith({ accessKeyId: LOCAL_CREDENTIALS.accessKeyId, secretAccessKey: 'guessed' })).send(create))).toBe('InvalidSignatureException');

    // None of them made the user; the local credentials read and make users.
    const signed = await localCognito();
    expect(await outcome(signed.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: stranger })))).toBe('UserNotFoundException');
    expect((await signed.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: person.email }))).Username).toBe(person.uid);
    expect(await outcome(signed.send(create))).toBe('ok');
  });
});
