import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { SECRETS } from '../../lambdas/lib/secrets.ts';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { buildTestApp } from './synth-app.ts';

/**
 * Issue 12: secrets are read at run time from Secrets Manager (lambdas/lib/secrets.ts, docs/adr/0028),
 * so no function's configuration (readable with lambda:GetFunctionConfiguration) holds a secret value,
 * and a rotated secret reaches the functions without a deploy.
 */
let stacks: PatinaStacks;
const functions: Array<{ stack: string; id: string; env: Record<string, unknown>; roleStatements: any[] }> = [];

beforeAll(() => {
  stacks = buildTestApp();
  for (const stack of [stacks.data, stacks.auth, stacks.live, stacks.workflow, stacks.api, stacks.site]) {
    const template = Template.fromStack(stack).toJSON() as { Resources: Record<string, any> };
    for (const [id, r] of Object.entries(template.Resources)) {
      if (r.Type !== 'AWS::Lambda::Function') continue;
      const roleId = r.Properties.Role?.['Fn::GetAtt']?.[0];
      const roleStatements = Object.values(template.Resources)
        .filter((p: any) => p.Type === 'AWS::IAM::Policy' && p.Properties.Roles.some((role: any) => role.Ref === roleId))
        .flatMap((p: any) => p.Properties.PolicyDocument.Statement);
      functions.push({ stack: stack.stackName, id, env: r.Properties.Environment?.Variables ?? {}, roleStatements });
    }
  }
});

const secretVariables = Object.values(SECRETS) as string[];

describe('secrets at run time', () => {
  it('no Lambda environment variable holds a secret value: none is a secret’s variable, none resolves a secret', () => {
    expect(functions.length).toBeGreaterThan(5);
    for (const fn of functions) {
      for (const [name, value] of Object.entries(fn.env)) {
        expect(secretVariables, `${fn.stack} ${fn.id} ${name}`).not.toContain(name);
        // A {{resolve:secretsmanager:…}} dynamic reference would put the value itself in the configuration.
        expect(JSON.stringify(value), `${fn.stack} ${fn.id} ${name}`).not.toMatch(/resolve:secretsmanager|sk_(live|test)_|whsec_/);
      }
    }
  });

  it('the functions that use the payment provider name its secrets, and only they may read them', () => {
    const readers = (variable: string) => functions.filter((fn) => variable in fn.env);
    for (const variable of secretVariables.map((v) => `${v}_ID`)) {
      expect(readers(variable).length, variable).toBeGreaterThan(0);
      for (const fn of readers(variable)) expect(String(fn.env[variable])).toMatch(/^patina\/dev\/stripe-(secret-key|webhook-secret)$/);
    }
    const mayRead = (fn: (typeof functions)[number], secretName: string) =>
      fn.roleStatements.some(
        (s) => [s.Action].flat().includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes(`secret:${secretName}-`),
      );
    for (const fn of functions) {
      expect(mayRead(fn, 'patina/dev/stripe-secret-key'), `${fn.stack} ${fn.id}`).toBe('STRIPE_SECRET_KEY_ID' in fn.env);
      expect(mayRead(fn, 'patina/dev/stripe-webhook-secret'), `${fn.stack} ${fn.id}`).toBe('STRIPE_WEBHOOK_SECRET_ID' in fn.env);
    }
  });
});
