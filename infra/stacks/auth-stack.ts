import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { PatinaConfig } from './config.ts';
import { acknowledge } from './nag.ts';

export interface AuthStackProps extends StackProps {
  config: PatinaConfig;
}

/** Cognito groups that carry roles (buyer and seller are not groups: seller is a seller account in the table). */
export const ROLE_GROUPS = ['admin', 'expert'] as const;

/**
 * The Cognito user pool: self sign-up with e-mail as the user name, e-mail verification, the password
 * policy of the spec's forms, and one public app client for the site (Amplify, USER_PASSWORD_AUTH: the
 * one flow cognito-local also speaks, so the browser code is the same locally and in AWS).
 */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `patina-${config.stage}`,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      // Not "required" at pool level: Cognito can never change that after creation; the sign-up call's
      // zod schema makes first/last name and phone required instead.
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      mfa: cognito.Mfa.OFF,
      // Threat protection (PLUS plan, billed per active user) in prod; ESSENTIALS elsewhere.
      featurePlan: config.isProd ? cognito.FeaturePlan.PLUS : cognito.FeaturePlan.ESSENTIALS,
      ...(config.isProd ? { standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION } : {}),
      deletionProtection: config.isProd,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: `patina-${config.stage}-web`,
      generateSecret: false,
      authFlows: { userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    ROLE_GROUPS.forEach((groupName, precedence) => {
      new cognito.UserPoolGroup(this, `${groupName[0]!.toUpperCase()}${groupName.slice(1)}Group`, {
        userPool: this.userPool,
        groupName,
        precedence,
        description: groupName === 'admin' ? 'Administrators: the back office' : 'Experts: review submitted listings',
      });
    });

    acknowledge(
      this.userPool,
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is not part of the specified sign-in (e-mail + password forms, cognito-local in the local stack has ' +
          'no TOTP); the strong password policy and e-mail verification apply. Revisit with the account-security screen.',
      },
      ...(config.isProd
        ? []
        : [
            {
              id: 'AwsSolutions-COG8',
              reason:
                'Non-production stages use the ESSENTIALS plan to avoid per-user PLUS charges on test accounts; ' +
                'the prod stage (context stage=prod) runs PLUS with threat protection ENFORCED.',
            },
          ]),
    );

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
