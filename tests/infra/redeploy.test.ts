import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { buildTestApp } from './synth-app.ts';

/*
 * A stage can be destroyed and deployed again under the same name (issue 23, point 3): what a destroy
 * keeps (retained or snapshotted resources, and secrets, whose names outlive their deletion by a
 * recovery window) must carry no fixed physical name, or the next deploy meets the kept one's.
 */

/** The property that names each kept type's resource in its account, or why the type needs none checked. */
const PHYSICAL_NAME: Record<string, string | { none: string }> = {
  'AWS::S3::Bucket': 'BucketName',
  'AWS::DynamoDB::Table': 'TableName',
  'AWS::KMS::Key': { none: 'a key has no name (its alias is deleted with the stack, freeing the name)' },
  'AWS::RDS::DBCluster': 'DBClusterIdentifier',
  'AWS::SecretsManager::Secret': 'Name',
  'AWS::IAM::Role': 'RoleName',
  'AWS::Cognito::UserPool': { none: 'pool names need not be unique: a new pool is made beside the kept one' },
  'AWS::ApiGateway::Account': { none: 'the region\'s one API Gateway account setting, updated in place' },
  'AWS::StepFunctions::StateMachineVersion': { none: 'a version of the stage\'s state machine, named by it' },
};

type Resources = Record<string, { Type: string; DeletionPolicy?: string; Properties?: Record<string, unknown> }>;

const kept = (stacks: PatinaStacks) =>
  Object.values(stacks)
    .filter((value): value is Stack => value instanceof Stack)
    .flatMap((stack) =>
      Object.entries(Template.fromStack(stack).toJSON().Resources as Resources)
        .filter(([, r]) => (r.DeletionPolicy !== undefined && r.DeletionPolicy !== 'Delete') || r.Type === 'AWS::SecretsManager::Secret')
        .map(([id, r]) => ({ where: `${stack.stackName}/${id}`, ...r })),
    );

let stages: Record<'dev' | 'prod', PatinaStacks>;
beforeAll(() => {
  stages = { dev: buildTestApp({ stage: 'dev' }), prod: buildTestApp({ stage: 'prod' }) };
});

describe('a stage destroyed and deployed again', () => {
  it.each(['dev', 'prod'] as const)('%s: nothing a destroy keeps has a fixed name', (stage) => {
    const resources = kept(stages[stage]);
    expect(resources.length).toBeGreaterThan(5);
    const unclassified = resources.filter((r) => !(r.Type in PHYSICAL_NAME)).map((r) => `${r.where} (${r.Type})`);
    expect(unclassified, 'a kept resource of a type this test does not know: add its name property to PHYSICAL_NAME').toEqual([]);
    const named = resources
      .filter((r) => typeof PHYSICAL_NAME[r.Type] === 'string' && r.Properties?.[PHYSICAL_NAME[r.Type] as string] !== undefined)
      .map((r) => `${r.where}: ${PHYSICAL_NAME[r.Type] as string} = ${JSON.stringify(r.Properties![PHYSICAL_NAME[r.Type] as string])}`);
    expect(named).toEqual([]);
  });
});
