import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { buildTestApp } from './synth-app.ts';

/** The catalogue's read model in AWS (docs/adr/0026): Aurora Serverless v2, the stream and its projector. */
let stacks: PatinaStacks;
let search: Template;
let api: Template;
let data: Template;

beforeAll(() => {
  stacks = buildTestApp();
  search = Template.fromStack(stacks.search);
  api = Template.fromStack(stacks.api);
  data = Template.fromStack(stacks.data);
}, 120_000);

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
    expect(secret!.Properties.Name).toBe('patina/dev/search-database');
    expect(secret!.Properties.GenerateSecretString).toBeDefined();
    expect(JSON.stringify(cluster!.Properties.MasterUserPassword)).toContain('resolve:secretsmanager');
  });

  it('lets only the functions’ security group reach the database, on 5432', () => {
    const ingress = resourcesOf(search, 'AWS::EC2::SecurityGroupIngress');
    expect(ingress).toHaveLength(1);
    expect(ingress[0]!.Properties).toMatchObject({ FromPort: 5432, ToPort: 5432, IpProtocol: 'tcp' });
  });

  it('keeps the table’s stream (NEW_IMAGE) and runs the projector in the database’s network, reading no stream itself', () => {
    const [table] = resourcesOf(data, 'AWS::DynamoDB::Table');
    expect(table!.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    // The table stream's dispatcher invokes it (tests/infra/table-stream.test.ts).
    expect(resourcesOf(search, 'AWS::Lambda::EventSourceMapping')).toEqual([]);
    const projector = resourcesOf(search, 'AWS::Lambda::Function').find((f) => f.Properties.Description?.includes('search projector'))!;
    expect(projector.Properties.VpcConfig.SubnetIds.length).toBeGreaterThan(0);
    expect(Object.keys(projector.Properties.Environment.Variables)).toContain('SEARCH_DB_SECRET_ARN');
  });

  it('puts the catalogue calls in the database’s network with the secret’s ARN, and no other group', () => {
    const functions = resourcesOf(api, 'AWS::Lambda::Function');
    const networked = functions.filter((f) => f.Properties.VpcConfig).map((f) => f.Properties.Description);
    expect(networked).toEqual(['Patina catalogue calls']);
    const catalogue = functions.find((f) => f.Properties.Description === 'Patina catalogue calls')!;
    expect(Object.keys(catalogue.Properties.Environment.Variables)).toContain('SEARCH_DB_SECRET_ARN');
  });
});
