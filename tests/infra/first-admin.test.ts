import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { buildTestApp } from './synth-app.ts';

/**
 * The first admin from deploy context (issue 12: `cdk deploy -c adminEmail=a@b`): a custom resource
 * asks the user pool to create the user with an e-mailed temporary password and to put them in the admin
 * group (infra/stacks/first-admin.ts), with a role that may do exactly that on this pool.
 */

type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };
type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

const ADMIN = 'first-admin@patina.test';
let withAdmin: PatinaStacks;
let auth: Template;
let plainAuth: Template;

beforeAll(() => {
  withAdmin = buildTestApp({ adminEmail: ADMIN });
  auth = Template.fromStack(withAdmin.auth);
  plainAuth = Template.fromStack(buildTestApp().auth);
});

const resources = (t: Template, type: string) => Object.entries(t.findResources(type)) as Array<[string, Resource]>;
/** The SDK call a Custom::AWS resource makes on create (its JSON, the pool's id left as a reference). */
function callOf(resource: Resource, event: 'Create' | 'Update' | 'Delete'): Record<string, any> | undefined {
  const value = resource.Properties[event];
  if (value === undefined) return undefined;
  const text = (value['Fn::Join'][1] as unknown[]).map((part) => (typeof part === 'string' ? part : 'POOL_ID')).join('');
  return JSON.parse(text);
}

describe('the first admin from context adminEmail', () => {
  it('exists only when the context is given', () => {
    expect(resources(plainAuth, 'Custom::AWS')).toEqual([]);
    expect(resources(plainAuth, 'AWS::IAM::Role').map(([id]) => id).filter((id) => id.includes('FirstAdmin'))).toEqual([]);
    expect(resources(auth, 'Custom::AWS')).toHaveLength(2);
  });

  it('creates the user with a temporary password sent by e-mail, an existing user being no error, and adds them to admin', () => {
    const calls = resources(auth, 'Custom::AWS').map(([, r]) => r);
    const create = calls.map((r) => callOf(r, 'Create')!).find((c) => c.action === 'adminCreateUser')!;
    expect(create.parameters).toEqual({
      UserPoolId: 'POOL_ID',
      Username: ADMIN,
      DesiredDeliveryMediums: ['EMAIL'],
      UserAttributes: [
        { Name: 'email', Value: ADMIN },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
    expect(create.parameters.TemporaryPassword).toBeUndefined(); // Cognito makes it and e-mails it: none in the template
    expect(create.ignoreErrorCodesMatching).toBe('UsernameExistsException');
    const add = calls.map((r) => callOf(r, 'Create')!).find((c) => c.action === 'adminAddUserToGroup')!;
    expect(add.parameters).toEqual({ UserPoolId: 'POOL_ID', Username: ADMIN, GroupName: 'admin' });
    // A redeploy naming another address makes that one too; removing the context never deletes the person.
    for (const resource of calls) {
      expect(callOf(resource, 'Update')).toEqual(callOf(resource, 'Create'));
      expect(callOf(resource, 'Delete')).toBeUndefined();
    }
    // The membership waits for the user and the admin group.
    const [, membership] = resources(auth, 'Custom::AWS').find(([, r]) => callOf(r, 'Create')!.action === 'adminAddUserToGroup')!;
    const [groupId] = resources(auth, 'AWS::Cognito::UserPoolGroup').find(([, g]) => g.Properties.GroupName === 'admin')!;
    const [userId] = resources(auth, 'Custom::AWS').find(([, r]) => callOf(r, 'Create')!.action === 'adminCreateUser')!;
    expect(membership.DependsOn).toEqual(expect.arrayContaining([groupId, userId]));
  });

  it('runs with a role whose only Cognito rights are AdminCreateUser and AdminAddUserToGroup on this pool', () => {
    const [poolId] = resources(auth, 'AWS::Cognito::UserPool')[0]!;
    const [fnId, fn] = resources(auth, 'AWS::Lambda::Function').find(([id]) => id.startsWith('AWS679f53fac002430cb0da5b7982bd2287'))!;
    expect(fnId).toBeTruthy();
    for (const [, r] of resources(auth, 'Custom::AWS')) expect(r.Properties.ServiceToken).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
    const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
    const [, role] = resources(auth, 'AWS::IAM::Role').find(([id]) => id === roleId)!;
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const statements: Statement[] = [
      ...(role.Properties.Policies ?? []).flatMap((p: any) => p.PolicyDocument.Statement),
      ...resources(auth, 'AWS::IAM::Policy')
        .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]),
    ];
    const cognito = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('cognito-idp:')));
    expect(cognito).toHaveLength(1);
    expect([cognito[0]!.Action].flat().sort()).toEqual(['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminCreateUser']);
    expect(cognito[0]!.Resource).toEqual({ 'Fn::GetAtt': [poolId, 'Arn'] });
    // Besides, only writing its own log group.
    const others = statements.filter((s) => !cognito.includes(s));
    for (const s of others) {
      expect([s.Action].flat().every((a) => a.startsWith('logs:'))).toBe(true);
      expect(JSON.stringify(s.Resource)).toContain('FirstAdminLogs');
    }
    // Nothing else in the stage may create users or change group membership.
    for (const stack of [withAdmin.data, withAdmin.live, withAdmin.workflow, withAdmin.api, withAdmin.search, withAdmin.operations]) {
      const text = JSON.stringify(Template.fromStack(stack).toJSON());
      expect(text).not.toContain('cognito-idp:AdminCreateUser');
      expect(text).not.toContain('cognito-idp:AdminAddUserToGroup');
    }
  });

  it('refuses a context value that is not an e-mail address', () => {
    expect(() => buildTestApp({ adminEmail: 'not-an-address' })).toThrow('Context "adminEmail" must be an e-mail address, got "not-an-address"');
  });

  it('passes cdk-nag (AwsSolutions and ServerlessChecks) with every acknowledgement reasoned', () => {
    for (const pack of [new AwsSolutionsChecks(), new ServerlessChecks()]) {
      const report = pack.validateScope(withAdmin.app);
      expect(report.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
    }
  });
});
