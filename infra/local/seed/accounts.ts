import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { newProfile, type Profile } from '../../../shared/account.ts';
import { claimSellerProfileName } from '../../../lambdas/data/entities/seller-name.ts';
import { createProfileIfMissing } from '../../../lambdas/data/entities/profile.ts';
import type { Caller } from '../../../lambdas/lib/caller.ts';
import { callerFromClaims } from '../../../lambdas/lib/verify-token.ts';
import { LOCAL_CREDENTIALS, type LocalStackConfig } from '../config.ts';
import type { LocalUserPool } from '../provision.ts';
import { DEMO_PASSWORD } from './demo-password.ts';
import { demoAuthenticatorKeys, enrolAuthenticator, hasAuthenticator, saveDemoAuthenticatorKey } from './authenticators.ts';

export type DemoRole = 'buyer' | 'buyer2' | 'seller' | 'expert' | 'admin';

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  group?: 'admin' | 'expert';
  seller?: Pick<Profile, 'sellerProfileName' | 'companyName' | 'shippingCompanyName' | 'iban' | 'swift'>;
}

/** One account per role, as the README lists them. */
export const DEMO_ACCOUNTS: Record<DemoRole, DemoAccount> = {
  buyer: { email: 'buyer@patina.test', firstName: 'Beatrice', lastName: 'Hollis', phoneNumber: '+447700900101' },
  buyer2: { email: 'buyer2@patina.test', firstName: 'Oliver', lastName: 'Penrose', phoneNumber: '+447700900102' },
  seller: {
    email: 'seller@patina.test',
    firstName: 'Eleanor',
    lastName: 'Harcourt',
    phoneNumber: '+447700900103',
    seller: {
      sellerProfileName: 'Harcourt & Vane Antiques',
      companyName: 'Harcourt & Vane Ltd',
      shippingCompanyName: 'Royal Mail',
      iban: 'GB82WEST12345698765432',
      swift: 'NWBKGB2L',
    },
  },
  expert: { email: 'expert@patina.test', firstName: 'Julian', lastName: 'Marsh', phoneNumber: '+447700900104', group: 'expert' },
  admin: { email: 'admin@patina.test', firstName: 'Amara', lastName: 'Okafor', phoneNumber: '+447700900105', group: 'admin' },
};

/**
 * A seeded person as the catalogue seed acts for them: the caller a call of theirs would have (made
 * from the claims of their ID token, as every request's is), so the seed goes through the same use
 * cases as the site.
 */
export type DemoPerson = Caller;

/**
 * Makes the demo accounts in the user pool (confirmed, with the demo password and their groups)
 * and their profiles, unless they exist. Safe to run at every start.
 */
export async function seedDemoAccounts(config: LocalStackConfig, pool: LocalUserPool, now: Date): Promise<Record<DemoRole, DemoPerson>> {
  const { userPoolId } = pool;
  const cognito = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: `http://${config.host}:${config.cognitoPort}`,
    credentials: LOCAL_CREDENTIALS,
  });
  const people = {} as Record<DemoRole, DemoPerson>;
  try {
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS) as [DemoRole, DemoAccount][]) {
      let sub = await subOf(cognito, userPoolId, account.email);
      if (!sub) {
        await cognito.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: account.email,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: account.email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'given_name', Value: account.firstName },
              { Name: 'family_name', Value: account.lastName },
              { Name: 'phone_number', Value: account.phoneNumber },
            ],
          }),
        );
        await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: account.email, Password: DEMO_PASSWORD, Permanent: true }));
        if (account.group) await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.email, GroupName: account.group }));
        sub = (await subOf(cognito, userPoolId, account.email))!;
      }
      // Staff have an authenticator app, or the pre-token trigger withholds their role (docs/adr/0029);
      // a pool seeded before that rule (or a start stopped half-way through this) gets theirs set up now.
      if (account.group && !(demoAuthenticatorKeys(config)[account.email] && (await hasAuthenticator(cognito, userPoolId, account.email)))) {
        await enrolAuthenticator(cognito, pool.userPoolClientId, account.email, DEMO_PASSWORD, (key) => saveDemoAuthenticatorKey(config, account.email, key));
      }
      const profile = newProfile({ uid: sub, email: account.email, firstName: account.firstName, lastName: account.lastName, phoneNumber: account.phoneNumber }, now);
      profile.country = 'GB';
      if (account.seller) Object.assign(profile, account.seller, { sellerAccount: true, paymentDetailsAdded: true });
      await createProfileIfMissing(profile);
      // A seller's shop name is theirs alone, as it would be had they made it through the site.
      if (profile.sellerProfileName) await claimSellerProfileName(profile.sellerProfileName, sub, now);
      const { caller } = await callerFromClaims({
        sub,
        email: account.email,
        given_name: account.firstName,
        family_name: account.lastName,
        phone_number: account.phoneNumber,
        'cognito:groups': account.group ? [account.group] : [],
      });
      people[role] = caller;
    }
  } finally {
    cognito.destroy();
  }
  return people;
}

async function subOf(cognito: CognitoIdentityProviderClient, userPoolId: string, email: string): Promise<string | null> {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return user.UserAttributes?.find((a) => a.Name === 'sub')?.Value ?? null;
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException') return null;
    throw error;
  }
}
