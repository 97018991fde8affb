import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { FUNCTION_GROUPS } from '../../lambdas/functions.ts';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { buildTestApp } from './synth-app.ts';

/** The admin back-office group (issue 11, docs/adr/0025): its function, routes and least-privilege user pool rights. */

type Resource = { Type: string; Properties: Record<string, any> };
type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

let stacks: PatinaStacks;
let api: Template;
let templates: Template[];

beforeAll(() => {
  stacks = buildTestApp();
  api = Template.fromStack(stacks.api);
  templates = [stacks.data, stacks.auth, stacks.live, stacks.workflow, stacks.api].map((s) => Template.fromStack(s));
});

const resources = (t: Template, type: string) => Object.entries(t.findResources(type)) as Array<[string, Resource]>;
const actionsOf = (st: Statement) => [st.Action].flat();
const admin = FUNCTION_GROUPS.find((g) => g.name === 'admin')!;

/** The IAM policies attached to a function's role, with their statements. */
function policiesOfFunction(t: Template, description: string): Statement[] {
  const [, fn] = resources(t, 'AWS::Lambda::Function').find(([, f]) => f.Properties.Description === description)!;
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return resources(t, 'AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
}

describe('the admin function group', () => {
  it('serves every back-office call of this work from one function, each its own POST route', () => {
    expect([...admin.calls].sort()).toEqual(
      [
        'adminDeleteCategory', 'adminDeleteSubCategory', 'adminDeleteSupportArticle', 'adminDeleteUser', 'adminGetSellerForms', 'adminGetSupportArticles', 'adminGetUser', 'adminListUsers', 'adminResetAuthenticator',
        'adminSaveCategory', 'adminSaveSellerForm', 'adminSaveSubCategory', 'adminSaveSupportArticle', 'adminSetUserStatus',
      ].sort(),
    );
    const routes = resources(api, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string);
    for (const call of admin.calls) expect(routes).toContain(`POST /api/${call}`);
    const [, fn] = resources(api, 'AWS::Lambda::Function').find(([, f]) => f.Properties.Description === 'Patina admin calls')!;
    const env = Object.keys(fn.Properties.Environment.Variables);
    expect(env).toEqual(expect.arrayContaining([...admin.env]));
    // No card processor, photo bucket or socket: the back office needs none of them.
    for (const unneeded of ['STRIPE_SECRET_KEY', 'PHOTO_BUCKET', 'WEBSOCKET_ENDPOINT']) expect(env).not.toContain(unneeded);
  });

  it('may list users and their groups, sign out, turn an authenticator off and delete users of this user pool, and nothing else of Cognito', () => {
    const cognito = policiesOfFunction(api, 'Patina admin calls').filter((st) => actionsOf(st).some((a) => a.startsWith('cognito-idp:')));
    expect(cognito).toHaveLength(1);
    expect(cognito[0]!.Effect).toBe('Allow');
    expect(actionsOf(cognito[0]!).sort()).toEqual(['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminListGroupsForUser', 'cognito-idp:AdminSetUserMFAPreference', 'cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:ListUsers']);
    // The pool's own ARN (from the auth stack), never a wildcard.
    const resource = JSON.stringify(cognito[0]!.Resource);
    expect(resource).not.toContain('*');
    expect(resource).toMatch(/UserPool/);
  });

  it('is the only function of the app with any user pool rights (but the staff MFA trigger, which reads a user alone)', () => {
    for (const t of templates) {
      for (const [, fn] of resources(t, 'AWS::Lambda::Function')) {
        if (fn.Properties.Description === 'Patina admin calls') continue;
        // The pre-token trigger asks whether a staff member has an authenticator (docs/adr/0029): AdminGetUser only.
        const allowed = String(fn.Properties.Description).startsWith('Patina staff MFA') ? ['cognito-idp:AdminGetUser'] : [];
        const roleRef = fn.Properties.Role?.['Fn::GetAtt']?.[0] as string | undefined;
        const statements = resources(t, 'AWS::IAM::Policy')
          .filter(([, p]) => (p.Properties.Roles as { Ref?: string }[]).some((r) => r.Ref === roleRef))
          .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
        expect(statements.flatMap(actionsOf).filter((a) => a.startsWith('cognito-idp:')), String(fn.Properties.Description)).toEqual(allowed);
      }
    }
  });
});
