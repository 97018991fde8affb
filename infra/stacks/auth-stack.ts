import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { PatinaConfig } from './config.ts';
import { FirstAdmin } from './first-admin.ts';
import { PatinaFunction } from './lambda.ts';
import { logRetention } from './log-retention.ts';
import { acknowledge } from './nag.ts';
import { WebAclLogging } from './waf-logging.ts';
import { COGNITO_RATE_LIMITS, FORBIDDEN_AUTH_BODY, IP_REPUTATION_GROUP, TOO_MANY_AUTH_BODY, block403, cognitoResponseBodies, managedGroupAnswering, rateRulesFor } from './waf-rules.ts';

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
  /** The pre-token-generation trigger that enforces staff MFA. */
  readonly staffMfa: PatinaFunction;
  /** The first admin made from context `adminEmail`, when given. */
  readonly firstAdmin?: FirstAdmin;

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
      // Optional for everyone, with an authenticator app only (no SMS); required of staff: their groups
      // reach a token only once they have it (the pre-token-generation trigger below, docs/adr/0029).
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Threat protection (PLUS plan, billed per monthly active user) enforced in every stage, so what a
      // test stage exercises is what prod runs: risky sign-ins are blocked, not just logged.
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: config.isProd,
      removalPolicy: RemovalPolicy.RETAIN,
      // Cognito's codes and temporary passwords through Amazon SES from the product's sender (context
      // mailFrom, required: a verified SES identity, the address or its domain), not Cognito's default
      // sender (about 50 e-mails a day, from no-reply@verificationemail.com).
      email: cognito.UserPoolEmail.withSES({
        fromEmail: config.mailFrom,
        fromName: 'Patina',
        ...(config.mailFromDomainVerified ? { sesVerifiedDomain: config.mailFrom.split('@')[1]! } : {}),
      }),
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: `patina-${config.stage}-web`,
      generateSecret: false,
      authFlows: { userPassword: true },
      // The site signs in with USER_PASSWORD_AUTH only: no hosted UI, no OAuth flows or callback URLs.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    const groups = ROLE_GROUPS.map((groupName, precedence) => {
      return new cognito.UserPoolGroup(this, `${groupName[0]!.toUpperCase()}${groupName.slice(1)}Group`, {
        userPool: this.userPool,
        groupName,
        precedence,
        description: groupName === 'admin' ? 'Administrators: the back office' : 'Experts: review submitted listings',
      });
    });

    // The first admin from context (`-c adminEmail=…`): created with an e-mailed temporary password.
    if (config.adminEmail) {
      this.firstAdmin = new FirstAdmin(this, 'FirstAdmin', { userPool: this.userPool, adminGroup: groups[ROLE_GROUPS.indexOf('admin')]!, email: config.adminEmail, logRetention: logRetention(config) });
    }

    // Staff MFA: the trigger withholds the admin and expert groups from the token of a member without
    // an authenticator app. Its read right is a separate policy (the function must not wait for the pool
    // it serves: the pool names the function).
    const staffMfa = new PatinaFunction(this, 'StaffMfa', {
      config,
      entry: 'lambdas/entry/staff-mfa.ts',
      description: 'Patina staff MFA: admin and expert groups reach a token only with an authenticator app',
      environment: {},
      memorySize: 256,
      timeout: Duration.seconds(5),
    });
    this.userPool.addTrigger(cognito.UserPoolOperation.PRE_TOKEN_GENERATION, staffMfa.fn);
    new iam.Policy(this, 'StaffMfaReadUser', {
      roles: [staffMfa.role],
      statements: [new iam.PolicyStatement({ actions: ['cognito-idp:AdminGetUser'], resources: [this.userPool.userPoolArn] })],
    });
    this.staffMfa = staffMfa;

    // Cognito's codes in the person's language, with links to that language's pages (docs/adr/0048): the
    // site sends the page's language as client metadata and, at registration, as the `locale` attribute.
    const customMessage = new PatinaFunction(this, 'CustomMessage', {
      config,
      entry: 'lambdas/entry/custom-message.ts',
      description: "Patina: Cognito's verification, reset and invitation e-mails in the person's language",
      environment: { SITE_URL: config.siteUrl },
      memorySize: 256,
      timeout: Duration.seconds(5),
    });
    this.userPool.addTrigger(cognito.UserPoolOperation.CUSTOM_MESSAGE, customMessage.fn);

    acknowledge(this.userPool, {
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is optional at pool level (buyers sign in with e-mail and password, as specified) and required of staff: ' +
        'the pre-token-generation trigger gives the admin and expert groups only to members with an authenticator app ' +
        '(docs/adr/0029).',
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'UserPoolWebAcl', {
      name: `patina-${config.stage}-user-pool`,
      description: 'Patina user pool web ACL: IP reputation, sign-in and registration rate limits, infra/rate-limits.ts',
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `patina-${config.stage}-user-pool` },
      customResponseBodies: cognitoResponseBodies(),
      // Refusals answer in Cognito's error shape with CORS, so Amplify reports them (docs/adr/0046).
      rules: [...managedGroupAnswering(IP_REPUTATION_GROUP, 0, block403(FORBIDDEN_AUTH_BODY)), ...rateRulesFor(COGNITO_RATE_LIMITS, 2, TOO_MANY_AUTH_BODY)],
    });
    new wafv2.CfnWebACLAssociation(this, 'UserPoolWebAclAssociation', {
      resourceArn: this.userPool.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });

    new WebAclLogging(this, 'UserPoolWebAclLogging', { config, webAcl: this.webAcl, name: 'user-pool' });

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
