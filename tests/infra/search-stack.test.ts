import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { appTemplates, buildTestApp } from './synth-app.ts';

/** The catalogue's read model in AWS (docs/adr/0026): Aurora Serverless v2, the stream and its projector. */
let search: Template, api: Template, data: Template;
beforeAll(() => {
  ({ search, api, data } = appTemplates('search', 'api', 'data'));
});

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;
const resourcesOf = (t: Template, type: string) => Object.values(t.findResources(type) as Resources);

describe('search stack', () => {
  it('runs Aurora PostgreSQL Serverless v2 scaling to zero, encrypted, in isolated subnets, its credentials generated in Secrets Manager', () => {
    const [cluster] = resourcesOf(search, 'AWS::RDS::DBCluster');
    expect(cluster!.Properties).toMatchObject({
      Engine: 'aurora-postgresql',
      StorageEncrypted: true,
      ServerlessV2ScalingConfiguration: { MinCapacity: 0 },
    });
    expect(resourcesOf(search, 'AWS::RDS::DBInstance').map((i) => i.Properties.DBInstanceClass)).toEqual(['db.serverless']);
    const [secret] = resourcesOf(search, 'AWS::SecretsManager::Secret');
    expect(secret!.Properties.GenerateSecretString).toBeDefined();
    expect(JSON.stringify(cluster!.Properties.MasterUserPassword)).toContain('resolve:secretsmanager');
  });

  it('admits no network traffic to the database (only the Data API reaches it), in a VPC without NAT or endpoints', () => {
    expect(resourcesOf(search, 'AWS::EC2::SecurityGroupIngress')).toEqual([]);
    for (const group of resourcesOf(search, 'AWS::EC2::SecurityGroup')) expect(group.Properties.SecurityGroupIngress ?? []).toEqual([]);
    expect(resourcesOf(search, 'AWS::EC2::NatGateway')).toEqual([]);
    expect(resourcesOf(search, 'AWS::EC2::VPCEndpoint')).toEqual([]);
    expect(resourcesOf(search, 'AWS::EC2::InternetGateway')).toEqual([]);
    const [cluster] = resourcesOf(search, 'AWS::RDS::DBCluster');
    expect(cluster!.Properties.EnableHttpEndpoint).toBe(true);
  });

  it('keeps the table’s stream (NEW_IMAGE) and runs the projector outside the VPC, reading no stream itself', () => {
    const [table] = resourcesOf(data, 'AWS::DynamoDB::Table');
    expect(table!.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    // The table stream's dispatcher invokes it (tests/infra/table-stream.test.ts).
    expect(resourcesOf(search, 'AWS::Lambda::EventSourceMapping')).toEqual([]);
    const projector = resourcesOf(search, 'AWS::Lambda::Function').find((f) => f.Properties.Description?.includes('search projector'))!;
    expect(projector.Properties.VpcConfig).toBeUndefined();
    expect(Object.keys(projector.Properties.Environment.Variables)).toContain('SEARCH_DB_SECRET_ARN');
  });

  it('runs no function in a VPC; those that query the read model name it for the Data API and may use it', () => {
    const functions = [search, api].flatMap((t) => resourcesOf(t, 'AWS::Lambda::Function'));
    expect(functions.filter((f) => f.Properties.VpcConfig)).toEqual([]);
    const readers = functions.filter((f) => f.Properties.Environment?.Variables?.SEARCH_DB_CLUSTER_ARN).map((f) => f.Properties.Description as string);
    expect(readers.sort()).toEqual([
      'Patina catalogue calls',
      "Patina search projector: the table's changes (from the stream dispatcher) into the catalogue read model",
      'Patina search rebuild: the catalogue read model repopulated from the table (invoked by an operator)',
    ]);
    for (const f of functions.filter((f) => f.Properties.Environment?.Variables?.SEARCH_DB_CLUSTER_ARN)) {
      expect(Object.keys(f.Properties.Environment.Variables)).toEqual(expect.arrayContaining(['SEARCH_DB_SECRET_ARN', 'SEARCH_DB_NAME']));
    }
    const actions = JSON.stringify([search, api].flatMap((t) => resourcesOf(t, 'AWS::IAM::Policy')));
    expect(actions).toContain('rds-data:ExecuteStatement');
    // The catalogue waits up to 8 s for a resuming database, then answers 503: its timeout leaves room.
    const catalogue = functions.find((f) => f.Properties.Description === 'Patina catalogue calls')!;
    expect(catalogue.Properties.Timeout).toBeGreaterThanOrEqual(20);
  });

  it('offers the rebuild as one command: its function\'s name is an output', () => {
    expect(Object.keys(search.toJSON().Outputs)).toContain('SearchRebuildFunctionName');
  });

  it('keeps prod awake (minimum 0.5 ACU) and lets other stages pause', () => {
    const prod = Template.fromStack(buildTestApp({ stage: 'prod' }).search);
    expect(resourcesOf(prod, 'AWS::RDS::DBCluster')[0]!.Properties.ServerlessV2ScalingConfiguration.MinCapacity).toBe(0.5);
  });
});
