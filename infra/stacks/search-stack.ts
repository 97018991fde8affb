import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
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

/** What a function needs to reach the search database: its network, and the secret naming it. */
export interface SearchAccess {
  network: { vpc: ec2.IVpc; subnets: ec2.SubnetSelection; securityGroups: ec2.ISecurityGroup[] };
  secret: { secretArn: string; grantRead(grantee: { grantPrincipal: import('aws-cdk-lib/aws-iam').IPrincipal }): unknown };
}

/**
 * The catalogue's read model (docs/adr/0026): Aurora Serverless v2 PostgreSQL (minimum capacity 0, so
 * it pauses when nobody searches) in private subnets, its credentials in a generated Secrets Manager
 * secret, and the projector, which the table stream's dispatcher invokes with the lot, listing and
 * category records (infra/stacks/table-stream.ts). The catalogue calls reach the database through
 * `access` (the api stack).
 */
export class SearchStack extends Stack {
  readonly access: SearchAccess;
  readonly cluster: rds.DatabaseCluster;
  readonly projector: PatinaFunction;

  constructor(scope: Construct, id: string, props: SearchStackProps) {
    super(scope, id, props);
    const { config, table } = props;

    // Private subnets with a way out (the functions verify Cognito tokens against its public keys);
    // DynamoDB through a gateway endpoint, off the NAT.
    const vpc = new ec2.Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 1,
      subnetConfiguration: [
        { name: 'public', subnetType: ec2.SubnetType.PUBLIC },
        { name: 'functions', subnetType: ec2.SubnetType.PRIVATE_WITH_EGRESS },
        { name: 'database', subnetType: ec2.SubnetType.PRIVATE_ISOLATED },
      ],
      gatewayEndpoints: { DynamoDb: { service: ec2.GatewayVpcEndpointAwsService.DYNAMODB } },
    });
    // Flow logs kept as long as the stage's other logs (CDK's default group keeps them two years).
    const flowLogs = new logs.LogGroup(this, 'FlowLogs', { retention: logRetention(config), removalPolicy: RemovalPolicy.DESTROY });
    vpc.addFlowLog('FlowLog', { destination: ec2.FlowLogDestination.toCloudWatchLogs(flowLogs) });

    const clients = new ec2.SecurityGroup(this, 'SearchClients', { vpc, description: 'Patina functions that query the search database' });
    const databaseGroup = new ec2.SecurityGroup(this, 'SearchDatabaseGroup', { vpc, description: 'Patina search database', allowAllOutbound: false });
    databaseGroup.addIngressRule(clients, ec2.Port.tcp(5432), 'PostgreSQL from the catalogue functions and the projector');

    this.cluster = new rds.DatabaseCluster(this, 'Database', {
      engine: rds.DatabaseClusterEngine.auroraPostgres({ version: rds.AuroraPostgresEngineVersion.VER_16_6 }),
      writer: rds.ClusterInstance.serverlessV2('Writer'),
      serverlessV2MinCapacity: 0,
      serverlessV2MaxCapacity: config.isProd ? 8 : 2,
      credentials: rds.Credentials.fromGeneratedSecret('patina', { secretName: `patina/${config.stage}/search-database` }),
      defaultDatabaseName: 'patina',
      vpc,
      vpcSubnets: { subnetType: ec2.SubnetType.PRIVATE_ISOLATED },
      securityGroups: [databaseGroup],
      storageEncrypted: true,
      deletionProtection: config.isProd,
      backup: { retention: Duration.days(7) },
      // A derived model: the table rebuilds it (npm run search:rebuild), so it need not outlive the stack.
      removalPolicy: config.isProd ? RemovalPolicy.SNAPSHOT : RemovalPolicy.DESTROY,
    });
    const secret = this.cluster.secret!;

    const network = { vpc, subnets: { subnetType: ec2.SubnetType.PRIVATE_WITH_EGRESS }, securityGroups: [clients] };
    this.access = { network, secret };

    const secretsExtension = lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, {
      cacheSize: 10,
      logLevel: lambda.ParamsAndSecretsLogLevel.WARN,
    });
    this.projector = new PatinaFunction(this, 'Projector', {
      config,
      entry: 'lambdas/entry/search-projector.ts',
      description: "Patina search projector: the table's changes (from the stream dispatcher) into the catalogue read model",
      environment: { SEARCH_DB_SECRET_ARN: secret.secretArn },
      paramsAndSecrets: secretsExtension,
      timeout: Duration.seconds(60),
      network,
    });
    secret.grantRead(this.projector.role);

    acknowledge(
      this.cluster,
      {
        id: 'AwsSolutions-SMG4',
        reason: 'The search database credentials are generated by CDK and used only by Patina functions; rotation can be added with addRotationSingleUser once a rotation window is agreed.',
      },
      {
        id: 'AwsSolutions-RDS6',
        reason: 'The functions authenticate with the generated secret read through the secrets extension; IAM database authentication would add a token call to every cold start for no extra isolation here.',
      },
      {
        id: 'AwsSolutions-RDS10',
        reason: 'Deletion protection is on in production; other stages hold only a derived read model that npm run search:rebuild repopulates from the table.',
      },
      {
        id: 'AwsSolutions-RDS11',
        reason: 'The database listens on the default PostgreSQL port inside private isolated subnets, reachable only from the functions security group.',
      },
    );
  }
}
