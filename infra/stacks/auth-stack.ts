import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { PatinaConfig } from './config.ts';
import { acknowledge } from './nag.ts';
import { COGNITO_RATE_LIMITS, TOO_MANY_AUTH_BODY, cognitoResponseBodies, managedGroup, rateRulesFor } from './waf-rules.ts';

export interface AuthStackProps extends StackProps {
  config: PatinaConfig;
}

/** Cognito groups that carry roles (buyer and seller are not groups: seller is a seller account in the table). */
export const ROLE_GROUPS = ['admin', 'expert'] as const;

/**
 * The Cognito user pool: self sign-up with e-mail as the user name, e-mail verification, the password
 * policy of the spec's forms, and one public app client for the site (Amplify, USER_PASSWORD_AUTH: the
 * one flow cognito-local also speaks, so the browser code is the same locally and in AWS).
 *
 * Sign-in is protected twice (docs/adr/0014): Cognito's threat protection (PLUS plan) enforced, which
 * blocks sign-ins it judges risky and compromised passwords; and a regional AWS WAF web ACL on the pool
 * with the sign-in and registration limits of infra/rate-limits.ts (per IP, on the X-Amz-Target action).
 */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly webAcl: wafv2.CfnWebACL;

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
      // Threat protection (PLUS plan, billed per monthly active user) enforced in every stage, so what a
      // test stage exercises is what prod runs: risky sign-ins are blocked, not just logged.
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
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

    acknowledge(this.userPool, {
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is not part of the specified sign-in (e-mail + password forms, cognito-local in the local stack has ' +
        'no TOTP); the strong password policy, e-mail verification and enforced threat protection apply. Revisit ' +
        'with the account-security screen.',
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'UserPoolWebAcl', {
      name: `patina-${config.stage}-user-pool`,
      description: 'Patina user pool web ACL: IP reputation, sign-in and registration rate limits, infra/rate-limits.ts',
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `patina-${config.stage}-user-pool` },
      customResponseBodies: cognitoResponseBodies(),
      rules: [managedGroup('AWSManagedRulesAmazonIpReputationList', 0), ...rateRulesFor(COGNITO_RATE_LIMITS, 1, TOO_MANY_AUTH_BODY)],
    });
    new wafv2.CfnWebACLAssociation(this, 'UserPoolWebAclAssociation', {
      resourceArn: this.userPool.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
