import { App, Aspects, Fn, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { ApiStack } from './api-stack.ts';
import { AuthStack } from './auth-stack.ts';
import { readConfig, stackName } from './config.ts';
import { DataStack } from './data-stack.ts';
import { EDGE_REGION, EDGE_WEB_ACL_OUTPUT, EdgeStack } from './edge-stack.ts';
import { LiveStack } from './live-stack.ts';
import { LogsExpire } from './log-retention.ts';
import { SearchStack } from './search-stack.ts';
import { OperationsStack } from './operations-stack.ts';
import { SiteStack } from './site-stack.ts';
import { WorkflowStack } from './workflow-stack.ts';

export interface PatinaStacks {
  app: App;
  data: DataStack;
  auth: AuthStack;
  live: LiveStack;
  workflow: WorkflowStack;
  search: SearchStack;
  api: ApiStack;
  edge: EdgeStack;
  site: SiteStack;
  operations: OperationsStack;
}

/**
 * Builds every Patina stack into `app` (context `stage`, default `dev`) and registers cdk-nag's
 * AwsSolutions and Serverless packs: an unacknowledged error fails synthesis.
 *
 * Deployment order follows the references: Data → Auth → Live → Workflow → Search → Api → Edge → Site. Every stack
 * lives in the app's region except Edge, the CloudFront web ACL, which AWS requires in us-east-1.
 * Cross-stack values are strong references (CloudFormation exports and Fn::ImportValue: a stack cannot
 * remove or change a value another imports, so no consumer keeps a stale id). The web ACL's ARN alone
 * crosses regions, which exports cannot: the site stack reads it with Fn::GetStackOutput, which needs
 * each stack's region explicit: context `region`, else the CLI's (CDK_DEFAULT_REGION, which `cdk` always sets).
 */
export function buildPatinaApp(app: App): PatinaStacks {
  const config = readConfig(app);
  const region = (app.node.tryGetContext('region') as string | undefined) ?? process.env.CDK_DEFAULT_REGION;
  if (!region) throw new Error('The Patina app needs a region: run it through `cdk` (AWS_REGION / profile) or pass -c region=…');
  const account = process.env.CDK_DEFAULT_ACCOUNT ? { account: process.env.CDK_DEFAULT_ACCOUNT } : {};
  const env = { ...account, region };
  // prod stacks cannot be deleted by accident (`aws cloudformation update-termination-protection` to lift it).
  const common = { config, env, terminationProtection: config.isProd };

  const data = new DataStack(app, stackName(config, 'Data'), {
    ...common,
    stackName: stackName(config, 'Data'),
    description: 'Patina data: the single DynamoDB table and the photo bucket',
  });
  const auth = new AuthStack(app, stackName(config, 'Auth'), {
    ...common,
    stackName: stackName(config, 'Auth'),
    description: 'Patina auth: Cognito user pool, web client, admin and expert groups',
  });
  const live = new LiveStack(app, stackName(config, 'Live'), {
    ...common,
    stackName: stackName(config, 'Live'),
    description: 'Patina live updates: the WebSocket API and its connections',
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
  });
  const workflow = new WorkflowStack(app, stackName(config, 'Workflow'), {
    ...common,
    stackName: stackName(config, 'Workflow'),
    description: 'Patina item workflow (Step Functions), its task function, the lot sweeper and their alarms',
    table: data.table,
    live,
  });
  const search = new SearchStack(app, stackName(config, 'Search'), {
    ...common,
    stackName: stackName(config, 'Search'),
    description: 'Patina search: the catalogue read model (Aurora Serverless v2 PostgreSQL) and its projector from the table stream',
    table: data.table,
  });
  const api = new ApiStack(app, stackName(config, 'Api'), {
    ...common,
    stackName: stackName(config, 'Api'),
    description: 'Patina HTTP API and call functions',
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    stateMachine: workflow.stateMachine,
    stateMachineAliasArn: workflow.stateMachineAliasArn,
    live,
    search: search.access,
  });
  const edge = new EdgeStack(app, stackName(config, 'Edge'), {
    config,
    env: { ...account, region: EDGE_REGION },
    terminationProtection: config.isProd,
    stackName: stackName(config, 'Edge'),
    description: 'Patina edge: the CloudFront WAF web ACL (us-east-1)',
  });
  const site = new SiteStack(app, stackName(config, 'Site'), {
    ...common,
    stackName: stackName(config, 'Site'),
    description: 'Patina site bucket and CloudFront distribution',
    apiDomain: api.apiDomain,
    originSecret: api.originSecret,
    // The one value that crosses regions (CloudFormation exports cannot): read from the edge stack's
    // output in us-east-1. The edge stack deploys first (a dependency), and its web ACL is never replaced
    // by the app (its name and scope are fixed), so the value a deploy reads stays current.
    webAclArn: Fn.getStackOutput(edge.stackName, EDGE_WEB_ACL_OUTPUT, EDGE_REGION),
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    wsUrl: live.wsUrl,
    wsOrigin: live.wsOrigin,
    table: data.table,
    searchProjector: search.projector,
    alertMatcher: workflow.alerts.matcher,
  });
  site.addStackDependency(edge, 'reads the web ACL ARN (us-east-1)');
  const operations = new OperationsStack(app, stackName(config, 'Operations'), {
    ...common,
    stackName: stackName(config, 'Operations'),
    description: 'Patina operations: the CloudWatch dashboard and the alarms on the API, throttles, dead letters and WebSockets',
    data,
    live,
    workflow,
    api,
    search,
    site,
  });
  // The photo bucket is referenced by name (no cross-stack token), so say the order explicitly.
  workflow.addStackDependency(data);
  api.addStackDependency(data);
  site.addStackDependency(data);

  // Every log group expires, CDK's own functions' included (docs/adr/0030).
  Aspects.of(app).add(new LogsExpire(config));
  Tags.of(app).add('project', 'patina');
  Tags.of(app).add('stage', config.stage);

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  // The Well-Architected serverless lens's checks too (issue 12): every acknowledgement names its reason.
  Validations.of(app).addPlugins(new ServerlessChecks(app));
  return { app, data, auth, live, workflow, search, api, edge, site, operations };
}
