import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { groupsForToken } from '../../shared/roles.ts';
import { optionalEnv } from '../lib/env.ts';

let client: CognitoIdentityProviderClient | null = null;

/**
 * Cognito's pre-token-generation trigger: a member of the admin or expert group gets those groups in
 * the token only when they have an authenticator app (TOTP) enabled — which, with the pool's MFA
 * optional, means Cognito asked for the code at this sign-in. Everyone else's token is left as Cognito
 * made it (docs/adr/0029). Attached to the user pool in AWS (infra/stacks/auth-stack.ts) and to
 * cognito-local through the local stack's Lambda endpoint (infra/local/lambda-invoke.ts), where
 * COGNITO_ENDPOINT points the client at cognito-local.
 */
export async function handler(event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> {
  const groups = event.request.groupConfiguration?.groupsToOverride ?? [];
  const withoutMfa = groupsForToken(groups, false);
  if (withoutMfa.length === groups.length) return event;
  const { CognitoIdentityProviderClient, AdminGetUserCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const endpoint = optionalEnv('COGNITO_ENDPOINT');
  client ??= new CognitoIdentityProviderClient(endpoint ? { endpoint } : {});
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: event.userPoolId, Username: event.userName }));
  const hasMfa = (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
  if (hasMfa) return event;
  event.response = { claimsOverrideDetails: { groupOverrideDetails: { ...event.request.groupConfiguration, groupsToOverride: withoutMfa } } };
  return event;
}
