import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import { AwsCustomResource, PhysicalResourceId, type AwsSdkCall } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { StaffGroup } from '../../shared/roles.ts';
import { acknowledge } from './nag.ts';

/** The construct id CDK gives the one AwsCustomResource provider function of a stack (its singleton uuid). */
const AWS_CUSTOM_RESOURCE_PROVIDER = 'AWS679f53fac002430cb0da5b7982bd2287';

export interface FirstAdminProps {
  userPool: cognito.UserPool;
  /** The admin group (the user is added to it once it exists). */
  adminGroup: cognito.UserPoolGroup;
  /** Context `adminEmail`: who becomes the first admin. */
  email: string;
  /** How long the provider's log group keeps its lines. */
  logRetention: logs.RetentionDays;
}

/**
 * The first admin of a fresh stage from deploy context (`cdk deploy -c adminEmail=a@b`, issue 12): the
 * user pool creates the user and Cognito e-mails them a temporary password (AdminCreateUser, EMAIL
 * delivery), and they join the `admin` group (AdminAddUserToGroup). Idempotent: a user who already
 * exists is not an error (UsernameExistsException ignored), and adding a member again changes nothing.
 * Removing the context later deletes only this custom resource, never the person (no onDelete call).
 * Its role may do exactly those two actions on this pool (plus write its own log group). The admin then
 * chooses a password and sets up an authenticator app at /admin-login before the role shows in their
 * token (docs/adr/0029). `npm run seed -- --admin` does the same from an operator's machine.
 */
export class FirstAdmin extends Construct {
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: FirstAdminProps) {
    super(scope, id);
    const poolArn = props.userPool.userPoolArn;
    const logGroup = new logs.LogGroup(this, 'Logs', { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Patina first admin: AdminCreateUser and AdminAddUserToGroup on the user pool only',
      inlinePolicies: {
        FirstAdmin: new iam.PolicyDocument({
          statements: [new iam.PolicyStatement({ actions: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminAddUserToGroup'], resources: [poolArn] })],
        }),
      },
    });
    logGroup.grantWrite(this.role);

    const physicalResourceId = PhysicalResourceId.of(`first-admin:${props.email}`);
    const createUser: AwsSdkCall = {
      service: 'CognitoIdentityServiceProvider',
      action: 'adminCreateUser',
      parameters: {
        UserPoolId: props.userPool.userPoolId,
        Username: props.email,
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: props.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      },
      physicalResourceId,
      // An existing user (a redeploy, or made by `npm run seed -- --admin`) keeps their password.
      ignoreErrorCodesMatching: 'UsernameExistsException',
    };
    const common = { role: this.role, logGroup, installLatestAwsSdk: false, memorySize: 256, timeout: Duration.minutes(2) };
    const user = new AwsCustomResource(this, 'User', { ...common, onCreate: createUser, onUpdate: createUser });
    const addToGroup: AwsSdkCall = {
      service: 'CognitoIdentityServiceProvider',
      action: 'adminAddUserToGroup',
      parameters: { UserPoolId: props.userPool.userPoolId, Username: props.email, GroupName: StaffGroup.admin },
      physicalResourceId,
    };
    const membership = new AwsCustomResource(this, 'AdminMembership', { ...common, onCreate: addToGroup, onUpdate: addToGroup });
    membership.node.addDependency(user, props.adminGroup);

    // The two share CDK's one AwsCustomResource provider function per stack: its shape is CDK's.
    const provider = Stack.of(this).node.tryFindChild(AWS_CUSTOM_RESOURCE_PROVIDER);
    if (!provider) throw new Error('AwsCustomResource provider not found: CDK changed its construct id');
    const cdkOwned = 'The AwsCustomResource provider function is created by aws-cdk-lib, which fixes ';
    acknowledge(
      provider,
      {
        id: 'Serverless-LambdaDLQ',
        reason: `${cdkOwned}its invocation: CloudFormation calls it synchronously and a failure fails (and rolls back) the deploy, so no event could wait in a DLQ.`,
      },
      {
        id: 'Serverless-LambdaTracing',
        reason: `${cdkOwned}its configuration; it runs only during a deploy, whose CloudFormation events trace it.`,
      },
    );
  }
}
