/**
 * What an idle stage costs a month at AWS list prices (us-east-1; eu-west-2 is about 10 % more; free
 * tiers ignored), worked out from the synthesised templates (docs/adr/0045). README's cost table is
 * this module's output (tests/infra/cost.test.ts keeps them equal), and the same test fails when a
 * template holds a resource type listed neither as billable here nor as free when idle, so nothing
 * billable is ever left out of the bill.
 */

/** A template as CloudFormation reads it (the parts the bill needs). */
export interface CostTemplate {
  Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
}

export interface CostLine {
  item: string;
  /** How the figure is made: counts from the templates, prices, assumptions. */
  basis: string;
  monthly: number;
}

/** Hours in a month, as AWS bills them. */
const HOURS = 730;

/** The list prices used (USD). */
export const PRICES = {
  wafWebAcl: 5,
  wafRule: 1,
  secret: 0.4,
  kmsKey: 1,
  alarmMetric: 0.1,
  dashboard: 3,
  auroraAcuHour: 0.12,
  auroraStorageGb: 0.1,
  dynamoStorageGb: 0.25,
  dynamoPitrGb: 0.2,
  s3StorageGb: 0.023,
  logsIngestedGb: 0.5,
  lambdaGbSecond: 0.0000133334,
  lambdaRequest: 0.2 / 1_000_000,
  customMetric: 0.3,
  natGatewayHour: 0.045,
  publicIpv4Hour: 0.005,
  interfaceEndpointAzHour: 0.01,
} as const;

/** What an idle stage is assumed to hold (a quiet stage after the seed and some use). */
export const ASSUMED = {
  /** The read model at ~10,000 lots is ~0.3 GB; Aurora bills the storage used. */
  auroraGb: 1,
  tableGb: 1,
  /** Per bucket: site files, logs, demo photos. */
  bucketGb: 1,
  /** The schedules' log lines and an idle API's: well under this. */
  logsGb: 0.2,
  /** One sweeper run: ~1 s at 512 MB. */
  sweeperSeconds: 1,
  /** Metrics Powertools publishes from the scheduled functions when they run. */
  customMetrics: 2,
  /** Secrets made by the operator before the first deploy (Stripe's key and webhook secret: README). */
  operatorSecrets: 2,
} as const;

type Resource = { Type: string; Properties?: Record<string, unknown> };
type Pricer = (resources: Resource[]) => CostLine | null;

const money = (n: number) => Math.round(n * 100) / 100;
const count = (resources: Resource[]) => resources.length;

/** The billable types, each priced from its resources in the stage's templates. */
export const BILLABLE: Record<string, Pricer> = {
  'AWS::WAFv2::WebACL': (acls) => {
    const rules = acls.reduce((n, acl) => n + ((acl.Properties?.Rules as unknown[] | undefined)?.length ?? 0), 0);
    return { item: 'WAF web ACLs', basis: `${count(acls)} × $${PRICES.wafWebAcl} + ${rules} rules × $${PRICES.wafRule}`, monthly: count(acls) * PRICES.wafWebAcl + rules * PRICES.wafRule };
  },
  'AWS::SecretsManager::Secret': (secrets) => ({
    item: 'Secrets Manager secrets',
    basis: `${count(secrets)} in the templates + ${ASSUMED.operatorSecrets} made before the first deploy (Stripe) × $${PRICES.secret}`,
    monthly: (count(secrets) + ASSUMED.operatorSecrets) * PRICES.secret,
  }),
  'AWS::KMS::Key': (keys) => ({ item: 'KMS keys', basis: `${count(keys)} × $${PRICES.kmsKey}`, monthly: count(keys) * PRICES.kmsKey }),
  'AWS::CloudWatch::Alarm': (alarms) => {
    // A metric-math alarm is billed per metric it reads.
    const metrics = alarms.reduce((n, a) => n + Math.max(1, ((a.Properties?.Metrics as Array<{ MetricStat?: unknown }> | undefined) ?? []).filter((m) => m.MetricStat).length), 0);
    return { item: 'CloudWatch alarms', basis: `${count(alarms)} alarms reading ${metrics} metrics × $${PRICES.alarmMetric}`, monthly: metrics * PRICES.alarmMetric };
  },
  'AWS::CloudWatch::Dashboard': (dashboards) => ({ item: 'CloudWatch dashboards', basis: `${count(dashboards)} × $${PRICES.dashboard}`, monthly: count(dashboards) * PRICES.dashboard }),
  'AWS::RDS::DBCluster': (clusters) => ({
    item: 'Aurora storage',
    basis: `${count(clusters)} cluster × ~${ASSUMED.auroraGb} GB × $${PRICES.auroraStorageGb} (backups within the retention: free up to its size)`,
    monthly: count(clusters) * ASSUMED.auroraGb * PRICES.auroraStorageGb,
  }),
  // The cluster's minimum capacity is what an idle stage pays for: 0 pauses (storage only), 0.5 never does.
  'AWS::RDS::DBInstance': () => null,
  'AWS::DynamoDB::Table': (tables) => ({
    item: 'DynamoDB (on demand)',
    basis: `${count(tables)} table × ~${ASSUMED.tableGb} GB × ($${PRICES.dynamoStorageGb} storage + $${PRICES.dynamoPitrGb} PITR); no requests when idle`,
    monthly: count(tables) * ASSUMED.tableGb * (PRICES.dynamoStorageGb + PRICES.dynamoPitrGb),
  }),
  'AWS::S3::Bucket': (buckets) => ({ item: 'S3 storage', basis: `${count(buckets)} buckets × ~${ASSUMED.bucketGb} GB × $${PRICES.s3StorageGb}`, monthly: count(buckets) * ASSUMED.bucketGb * PRICES.s3StorageGb }),
  'AWS::Logs::LogGroup': (groups) => ({ item: 'CloudWatch Logs', basis: `${count(groups)} groups, ~${ASSUMED.logsGb} GB ingested when idle × $${PRICES.logsIngestedGb}`, monthly: ASSUMED.logsGb * PRICES.logsIngestedGb }),
  'AWS::Events::Rule': (rules) => {
    // The lot sweeper's schedule: its runs are what an idle stage's Lambda bill is.
    const runs = rules.reduce((n, r) => n + runsPerMonth(String(r.Properties?.ScheduleExpression ?? '')), 0);
    const monthly = runs * (ASSUMED.sweeperSeconds * 0.5 * PRICES.lambdaGbSecond + PRICES.lambdaRequest);
    return { item: 'Scheduled Lambda runs', basis: `${runs.toLocaleString('en-GB')} runs × ~${ASSUMED.sweeperSeconds} s × 0.5 GB, + ${ASSUMED.customMetrics} custom metrics × $${PRICES.customMetric}`, monthly: monthly + ASSUMED.customMetrics * PRICES.customMetric };
  },
  'AWS::EC2::NatGateway': (gateways) => ({ item: 'NAT gateways', basis: `${count(gateways)} × ${HOURS} h × $${PRICES.natGatewayHour}`, monthly: count(gateways) * HOURS * PRICES.natGatewayHour }),
  'AWS::EC2::EIP': (ips) => ({ item: 'Public IPv4 addresses', basis: `${count(ips)} × ${HOURS} h × $${PRICES.publicIpv4Hour}`, monthly: count(ips) * HOURS * PRICES.publicIpv4Hour }),
  'AWS::EC2::VPCEndpoint': (endpoints) => {
    const interfaceAzs = endpoints.filter((e) => e.Properties?.VpcEndpointType === 'Interface').reduce((n, e) => n + ((e.Properties?.SubnetIds as unknown[] | undefined)?.length ?? 1), 0);
    return { item: 'Interface VPC endpoints', basis: `${interfaceAzs} endpoint-zones × ${HOURS} h × $${PRICES.interfaceEndpointAzHour} (gateway endpoints free)`, monthly: interfaceAzs * HOURS * PRICES.interfaceEndpointAzHour };
  },
};

/** Types that cost nothing while nobody uses the stage (billed per request, per use, or never). */
export const FREE_WHEN_IDLE: Record<string, string> = {
  'AWS::Lambda::Function': 'per request and GB-second (the scheduled runs are priced with their schedule)',
  'AWS::Lambda::Permission': 'configuration',
  'AWS::Lambda::Url': 'per request',
  'AWS::Lambda::LayerVersion': 'configuration',
  'AWS::Lambda::EventSourceMapping': 'stream reads by Lambda are free',
  'AWS::IAM::Role': 'free',
  'AWS::IAM::Policy': 'free',
  'AWS::S3::BucketPolicy': 'configuration',
  'AWS::KMS::Alias': 'free',
  'AWS::Cognito::UserPool': 'per monthly active user (none when idle)',
  'AWS::Cognito::UserPoolClient': 'configuration',
  'AWS::Cognito::UserPoolGroup': 'configuration',
  'AWS::WAFv2::WebACLAssociation': 'configuration',
  'AWS::WAFv2::LoggingConfiguration': 'per log volume (priced with the logs)',
  'AWS::Logs::ResourcePolicy': 'configuration',
  'AWS::ApiGatewayV2::Api': 'per request / per message and connection minute',
  'AWS::ApiGatewayV2::Integration': 'configuration',
  'AWS::ApiGatewayV2::Route': 'configuration',
  'AWS::ApiGatewayV2::RouteResponse': 'configuration',
  'AWS::ApiGatewayV2::Stage': 'configuration',
  'AWS::ApiGateway::Account': 'configuration',
  'AWS::StepFunctions::StateMachine': 'per state transition',
  'AWS::StepFunctions::StateMachineVersion': 'configuration',
  'AWS::StepFunctions::StateMachineAlias': 'configuration',
  'AWS::SQS::Queue': 'per request',
  'AWS::SQS::QueuePolicy': 'configuration',
  'AWS::SNS::Topic': 'per publish and delivery',
  'AWS::SNS::TopicPolicy': 'configuration',
  'AWS::SNS::Subscription': 'per delivery',
  'AWS::Scheduler::Schedule': 'per invocation (the payout run: twice a month)',
  'AWS::EC2::VPC': 'free',
  'AWS::EC2::Subnet': 'free',
  'AWS::EC2::RouteTable': 'free',
  'AWS::EC2::SubnetRouteTableAssociation': 'free',
  'AWS::EC2::SecurityGroup': 'free',
  'AWS::EC2::SecurityGroupIngress': 'free',
  'AWS::EC2::SecurityGroupEgress': 'free',
  'AWS::EC2::FlowLog': 'per log volume (no traffic when idle)',
  'Custom::VpcRestrictDefaultSG': 'a deploy-time function',
  'Custom::CDKBucketDeployment': 'a deploy-time function',
  'AWS::CloudFormation::CustomResource': 'a deploy-time function',
  'AWS::RDS::DBSubnetGroup': 'configuration',
  'AWS::SecretsManager::SecretTargetAttachment': 'configuration',
  'AWS::CloudFront::Distribution': 'per request and byte',
  'AWS::CloudFront::Function': 'per invocation',
  'AWS::CloudFront::ResponseHeadersPolicy': 'configuration',
  'AWS::CloudFront::CachePolicy': 'configuration',
  'AWS::CloudFront::OriginAccessControl': 'configuration',
  'AWS::CDK::Metadata': 'not a resource',
};

/** Runs a month of a `rate(n unit)` schedule expression. */
function runsPerMonth(expression: string): number {
  const match = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  if (!match) return 0;
  const minutes = Number(match[1]) * (match[2]!.startsWith('minute') ? 1 : match[2]!.startsWith('hour') ? 60 : 1440);
  return Math.round((30 * 24 * 60) / minutes);
}

/** The idle month of a stage from its templates, and the resource types neither priced nor known free. */
export function idleCost(templates: readonly CostTemplate[]): { lines: CostLine[]; total: number; unpriced: string[] } {
  const byType = new Map<string, Resource[]>();
  for (const template of templates) {
    for (const resource of Object.values(template.Resources ?? {})) byType.set(resource.Type, [...(byType.get(resource.Type) ?? []), resource]);
  }
  const lines: CostLine[] = [];
  const unpriced: string[] = [];
  for (const [type, resources] of [...byType].sort(([a], [b]) => a.localeCompare(b))) {
    if (type in BILLABLE) {
      const line = BILLABLE[type]!(resources);
      if (line) lines.push({ ...line, monthly: money(line.monthly) });
    } else if (!(type in FREE_WHEN_IDLE)) unpriced.push(type);
  }
  // Aurora's compute: the minimum capacity of each serverless instance's cluster, all month.
  const minimum = (byType.get('AWS::RDS::DBCluster') ?? []).reduce((n, c) => n + Number((c.Properties?.ServerlessV2ScalingConfiguration as { MinCapacity?: number } | undefined)?.MinCapacity ?? 0), 0);
  if (byType.has('AWS::RDS::DBInstance')) {
    lines.push({
      item: 'Aurora compute (idle)',
      basis: minimum === 0 ? 'minimum 0 ACU: paused after 5 idle minutes, nothing billed while paused' : `minimum ${minimum} ACU, never paused: ${minimum} × ${HOURS} h × $${PRICES.auroraAcuHour}`,
      monthly: money(minimum * HOURS * PRICES.auroraAcuHour),
    });
  }
  lines.sort((a, b) => b.monthly - a.monthly || a.item.localeCompare(b.item));
  return { lines, total: money(lines.reduce((n, l) => n + l.monthly, 0)), unpriced };
}

/** README's table: both stages side by side, line by line. */
export function costTableMarkdown(stages: Record<string, readonly CostTemplate[]>): string {
  const names = Object.keys(stages);
  const costs = names.map((name) => idleCost(stages[name]!));
  const items = [...new Set(costs.flatMap((c) => c.lines.map((l) => l.item)))];
  const dollars = (n: number | undefined) => (n === undefined ? '—' : `$${n.toFixed(2)}`);
  const rows = items.map((item) => {
    const lines = costs.map((c) => c.lines.find((l) => l.item === item));
    const bases = [...new Set(lines.map((l) => l?.basis).filter(Boolean))];
    return `| ${item} | ${bases.join('; ')} | ${lines.map((l) => dollars(l?.monthly)).join(' | ')} |`;
  });
  return [
    `| idle month | basis (from the synthesised templates) | ${names.join(' | ')} |`,
    `|---|---|${names.map(() => '---:').join('|')}|`,
    ...rows,
    `| **total** | | ${costs.map((c) => `**${dollars(c.total)}**`).join(' | ')} |`,
  ].join('\n');
}

/** Each stage's ceiling (issue 23): an idle dev stage, an idle prod stage. */
export const IDLE_BUDGET = { dev: 40, prod: 120 } as const;
