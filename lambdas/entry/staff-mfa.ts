import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { groupsForToken } from '../../shared/roles.ts';

/**
 * Cognito's pre-token-generation trigger (infra/stacks/auth-stack.ts, AWS only): a member of the admin
 * or expert group gets those groups in the token only when they have an authenticator app (TOTP)
 * enabled — which, with the pool's MFA optional, means Cognito asked for the code at this sign-in.
 * Everyone else's token is left as Cognito made it (docs/adr/0029).
 */
export async function handler(event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> {
  const groups = event.request.groupConfiguration?.groupsToOverride ?? [];
  const withoutMfa = groupsForToken(groups, false);
  if (withoutMfa.length === groups.length) return event;
  const { CognitoIdentityProviderClient, AdminGetUserCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const user = await new CognitoIdentityProviderClient({}).send(new AdminGetUserCommand({ UserPoolId: event.userPoolId, Username: event.userName }));
  const hasMfa = (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
  if (hasMfa) return event;
  event.response = { claimsOverrideDetails: { groupOverrideDetails: { ...event.request.groupConfiguration, groupsToOverride: withoutMfa } } };
  return event;
}
