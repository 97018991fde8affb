import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as rds from 'aws-cdk-lib/aws-rds';
import type { Construct } from 'constructs';
import type { PatinaConfig } from './config.ts';
import { PatinaFunction } from './lambda.ts';
import { logRetention } from './log-retention.ts';
import { acknowledge } from './nag.ts';

export interface SearchStackProps extends StackProps {
  config: PatinaConfig;
  table: ITable;
}

/**
 * What a function needs to query the search database through the RDS Data API: the variables that
 * name it, and the rights to use it (docs/adr/0045). No network: the functions stay outside any VPC.
 */
export interface SearchAccess {
  environment: { SEARCH_DB_CLUSTER_ARN: string; SEARCH_DB_SECRET_ARN: string; SEARCH_DB_NAME: string };
  grant(grantee: iam.IGrantable): void;
}

/** The search database's minimum capacity: 0 pauses after 5 idle minutes (dev); prod stays awake at 0.5 ACU. */
export function searchMinCapacity(config: PatinaConfig): number {
  return config.isProd ? 0.5 : 0;
}

/**
 * The catalogue's read model (docs/adr/0026, 0045): Aurora Serverless v2 PostgreSQL in isolated subnets
 * (no NAT, no endpoint: nothing in the VPC calls out), queried through the RDS Data API; its credentials
 * in a generated Secrets Manager secret the Data API reads on the caller's behalf. The projector (invoked
 * by the table stream's dispatcher with the lot, listing and category records: infra/stacks/table-stream.ts)
 * and the rebuild function (invoked by an operator: README, "Rebuild the search read model") run outside the VPC.
 */
export class SearchStack extends Stack {
  readonly access: SearchAccess;
  readonly cluster: rds.DatabaseCluster;
  readonly projector: PatinaFunction;
  readonly rebuild: PatinaFunction;

  constructor(scope: Construct, id: string, props: SearchStackProps) {
    super(scope, id, props);
    const { config, table } = props;

    // Only the database lives here, in isolated subnets of two zones (Aurora's subnet group needs two).
    const vpc = new ec2.Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'database', subnetType: ec2.SubnetType.PRIVATE_ISOLATED }],
    });
    // Flow logs kept as long as the stage's other logs (CDK's default group keeps them two years).
    const flowLogs = new logs.LogGroup(this, 'FlowLogs', { retention: logRetention(config), removalPolicy: RemovalPolicy.DESTROY });
    vpc.addFlowLog('FlowLog', { destination: ec2.FlowLogDestination.toCloudWatchLogs(flowLogs) });
    // No ingress rule: the Data API reaches the cluster without one, and nothing else should.
    const databaseGroup = new ec2.SecurityGroup(this, 'SearchDatabaseGroup', { vpc, description: 'Patina search database (Data API only)', allowAllOutbound: false });

    this.cluster = new rds.DatabaseCluster(this, 'Database', {
      engine: rds.DatabaseClusterEngine.auroraPostgres({ version: rds.AuroraPostgresEngineVersion.VER_16_6 }),
      writer: rds.ClusterInstance.serverlessV2('Writer'),
      serverlessV2MinCapacity: searchMinCapacity(config),
      serverlessV2MaxCapacity: config.isProd ? 8 : 2,
      enableDataApi: true,
      // The secret's name is generated: a deleted secret keeps its name through a recovery window of days,
      // so a fixed one would refuse a stage destroyed and deployed again (docs/adr/0045).
      credentials: rds.Credentials.fromGeneratedSecret('patina'),
      defaultDatabaseName: 'patina',
      vpc,
      vpcSubnets: { subnetType: ec2.SubnetType.PRIVATE_ISOLATED },
      securityGroups: [databaseGroup],
      storageEncrypted: true,
      deletionProtection: config.isProd,
      backup: { retention: Duration.days(7) },
      // A derived model: the rebuild function repopulates it from the table, so it need not outlive the stack.
      removalPolicy: config.isProd ? RemovalPolicy.SNAPSHOT : RemovalPolicy.DESTROY,
    });
    const cluster = this.cluster;
    const secret = cluster.secret!;
    this.access = {
      environment: { SEARCH_DB_CLUSTER_ARN: cluster.clusterArn, SEARCH_DB_SECRET_ARN: secret.secretArn, SEARCH_DB_NAME: 'patina' },
      // rds-data on this cluster and reading its secret (the Data API reads it with the caller's rights).
      grant: (grantee) => void cluster.grantDataApiAccess(grantee),
    };

    this.projector = new PatinaFunction(this, 'Projector', {
      config,
      entry: 'lambdas/entry/search-projector.ts',
      description: "Patina search projector: the table's changes (from the stream dispatcher) into the catalogue read model",
      environment: { ...this.access.environment },
      // A batch may wait for a paused database to resume (~15 s) before its statements run.
      timeout: Duration.seconds(60),
    });
    this.access.grant(this.projector.role);

    // The read model rebuilt from the table (lambdas/search/rebuild.ts), by one command:
    // aws lambda invoke --function-name <SearchRebuildFunctionName> out.json (README's runbook).
    this.rebuild = new PatinaFunction(this, 'Rebuild', {
      config,
      entry: 'lambdas/entry/search-rebuild.ts',
      description: 'Patina search rebuild: the catalogue read model repopulated from the table (invoked by an operator)',
      environment: { TABLE_NAME: table.tableName, ...this.access.environment },
      // A scan of the whole table: 100,000 lots took ~3 minutes locally; Lambda's ceiling leaves room.
      timeout: Duration.minutes(15),
      memorySize: 1024,
    });
    // A read-only scan of the whole table (and BatchGetItem to check rows the scan did not meet).
    this.rebuild.grantTable(table, 'read');
    this.access.grant(this.rebuild.role);
    new CfnOutput(this, 'SearchRebuildFunctionName', { value: this.rebuild.fn.functionName });

    acknowledge(
      this.cluster,
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotation needs a rotation function inside the VPC with a way to Secrets Manager (an interface endpoint, ' +
          '~$15 a month in two zones: over a third of the dev stage\'s budget, docs/adr/0045), while the password ' +
          'opens nothing on its own: the cluster sits in isolated subnets whose security group admits no traffic at all, ' +
          'so it is usable only through the Data API, which IAM authorises per role (rds-data on this cluster).',
      },
      {
        id: 'AwsSolutions-RDS6',
        reason: 'The functions reach the database through the RDS Data API, which IAM authorises (rds-data actions on this cluster) and which authenticates with the cluster secret; the Data API does not support IAM database authentication.',
      },
      {
        id: 'AwsSolutions-RDS10',
        reason: 'Deletion protection is on in production; other stages hold only a derived read model that the stage\'s rebuild function (output SearchRebuildFunctionName, README "Rebuild the search read model") repopulates from the table.',
      },
      {
        id: 'AwsSolutions-RDS11',
        reason: 'The database admits no network traffic at all (isolated subnets, a security group without ingress rules): only the Data API reaches it, so its port is no exposure.',
      },
    );
  }
}
