import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Lambda functions a `cdk synth` produced, read from cdk.out as CloudFormation will read them
 * (docs/adr/0047): each function's code folder (its asset), its Handler, its Environment.Variables
 * (intrinsics resolved against the local twins), and what invokes it — found from the resources that
 * point at it (an HTTP API route, the WebSocket API, a stream's event source mapping, the state
 * machine, a schedule, the user pool's trigger, a function URL). Nothing here lists functions or
 * variables: a function or variable added to the CDK app appears here on the next synth.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Resource {
  Type: string;
  Properties?: Record<string, Json>;
  Metadata?: Record<string, Json>;
}
interface Template {
  Resources: Record<string, Resource>;
  Outputs?: Record<string, { Value: Json; Export?: { Name: Json } }>;
}

/** How a function is invoked, read from the resource that targets it. */
export type Trigger =
  | { kind: 'httpRoute'; routeKey: string }
  | { kind: 'webSocket'; routeKey: string }
  | { kind: 'stream'; filterPatterns: object[]; batchSize: number }
  | { kind: 'stateMachineTask'; stateMachine: string }
  | { kind: 'schedule'; id: string; expression: string; service: 'events' | 'scheduler'; input?: string }
  | { kind: 'userPoolTrigger'; trigger: string }
  | { kind: 'functionUrl' }
  /** Another function invokes it through the Lambda API, given its name in `variable` (the table stream's dispatcher). */
  | { kind: 'invoke'; by: string; variable: string };

export interface DeployedFunction {
  /** `<stack>/<logical id>`: how logs and failures name it. */
  id: string;
  stack: string;
  logicalId: string;
  /** The construct path (aws:cdk:path), e.g. Patina-dev-Workflow/LotSweeper/Function/Resource. */
  constructPath: string;
  runtime: string;
  /** The asset folder in cdk.out (absolute). */
  codeDir: string;
  /** The template's Handler, `<module path>.<export>`. */
  handler: string;
  timeoutSeconds: number;
  /** Environment.Variables with intrinsics unresolved (resolved per stack start: the twins' values are known then). */
  environment: Record<string, Json>;
  triggers: Trigger[];
}

/** What the local twins answer for references the templates make (docs/adr/0047). */
export interface TwinValues {
  region: string;
  accountId: string;
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  /** A bucket's twin by its logical id (photos, site, payouts…). */
  bucketFor(logicalId: string): string;
}

export interface CloudAssembly {
  dir: string;
  templates: Map<string, Template>;
  functions: DeployedFunction[];
}

/** Reads every stack template of a cloud assembly (cdk.out) and its Lambda functions. */
export function readCloudAssembly(dir: string): CloudAssembly {
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${dir} has no manifest.json: run \`npm run synth\` first`);
  const templates = new Map<string, Template>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.template.json'))) {
    templates.set(file.slice(0, -'.template.json'.length), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Template);
  }
  const functions: DeployedFunction[] = [];
  for (const [stack, template] of templates) {
    for (const [logicalId, resource] of Object.entries(template.Resources)) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const props = resource.Properties ?? {};
      const assetPath = resource.Metadata?.['aws:asset:path'];
      if (typeof assetPath !== 'string') throw new Error(`${stack}/${logicalId}: no aws:asset:path (was it synthesised with bundling skipped?)`);
      const environment = ((props.Environment as { Variables?: Record<string, Json> } | undefined)?.Variables ?? {}) as Record<string, Json>;
      functions.push({
        id: `${stack}/${logicalId}`,
        stack,
        logicalId,
        constructPath: String(resource.Metadata?.['aws:cdk:path'] ?? `${stack}/${logicalId}`),
        runtime: String(props.Runtime ?? ''),
        codeDir: path.resolve(dir, assetPath),
        handler: String(props.Handler ?? ''),
        timeoutSeconds: Number(props.Timeout ?? 3),
        environment,
        triggers: triggersOf(template, logicalId),
      });
    }
  }
  addInvokeTriggers(templates, functions);
  return { dir, templates, functions };
}

/**
 * A function whose name another function's environment holds (a Ref to it, in its own stack or
 * through an export) is invoked by that function through the Lambda API: its `invoke` trigger.
 */
function addInvokeTriggers(templates: Map<string, Template>, functions: DeployedFunction[]): void {
  const byId = new Map(functions.map((fn) => [fn.id, fn]));
  const referenced = (stack: string, value: Json | undefined, found: Set<string>): void => {
    if (value === null || value === undefined || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((v) => referenced(stack, v, found));
    const ref = value.Ref;
    if (typeof ref === 'string' && templates.get(stack)?.Resources[ref]?.Type === 'AWS::Lambda::Function') found.add(`${stack}/${ref}`);
    const imported = value['Fn::ImportValue'];
    if (typeof imported === 'string') {
      for (const [exporter, t] of templates) {
        for (const output of Object.values(t.Outputs ?? {})) if (output.Export?.Name === imported) referenced(exporter, output.Value, found);
      }
    }
    for (const [key, v] of Object.entries(value)) if (key !== 'Fn::ImportValue') referenced(stack, v, found);
  };
  for (const fn of functions) {
    for (const [variable, value] of Object.entries(fn.environment)) {
      const found = new Set<string>();
      referenced(fn.stack, value, found);
      for (const target of found) if (target !== fn.id) byId.get(target)?.triggers.push({ kind: 'invoke', by: fn.id, variable });
    }
  }
}

/** Whether `value` holds `{Ref: id}` or `{Fn::GetAtt: [id, …]}` anywhere (a string DefinitionString too). */
function mentions(value: Json | undefined, id: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return false;
  if (Array.isArray(value)) return value.some((v) => mentions(v, id));
  if (typeof value === 'object') {
    if ('Ref' in value && value.Ref === id) return true;
    const getAtt = value['Fn::GetAtt'];
    if (Array.isArray(getAtt) && getAtt[0] === id) return true;
    return Object.values(value).some((v) => mentions(v, id));
  }
  return false;
}

function triggersOf(template: Template, fnId: string): Trigger[] {
  const resources = template.Resources;
  const triggers: Trigger[] = [];
  for (const [id, resource] of Object.entries(resources)) {
    const props = resource.Properties ?? {};
    switch (resource.Type) {
      case 'AWS::ApiGatewayV2::Integration': {
        if (!mentions(props.IntegrationUri, fnId)) break;
        const api = resources[String((props.ApiId as { Ref?: string } | undefined)?.Ref)];
        const kind = api?.Properties?.ProtocolType === 'WEBSOCKET' ? 'webSocket' : 'httpRoute';
        for (const route of Object.values(resources)) {
          if (route.Type === 'AWS::ApiGatewayV2::Route' && mentions(route.Properties?.Target, id)) {
            triggers.push({ kind, routeKey: String(route.Properties?.RouteKey) });
          }
        }
        break;
      }
      case 'AWS::Lambda::EventSourceMapping': {
        if (!mentions(props.FunctionName, fnId)) break;
        const filters = ((props.FilterCriteria as { Filters?: Array<{ Pattern: string }> } | undefined)?.Filters ?? []).map((f) => JSON.parse(f.Pattern) as object);
        triggers.push({ kind: 'stream', filterPatterns: filters, batchSize: Number(props.BatchSize ?? 100) });
        break;
      }
      case 'AWS::StepFunctions::StateMachine':
        if (mentions(props.DefinitionSubstitutions, fnId) || mentions(props.DefinitionString, fnId)) triggers.push({ kind: 'stateMachineTask', stateMachine: id });
        break;
      case 'AWS::Events::Rule':
        for (const target of (props.Targets ?? []) as Array<Record<string, Json>>) {
          if (props.ScheduleExpression && mentions(target.Arn, fnId)) {
            triggers.push({ kind: 'schedule', id, expression: String(props.ScheduleExpression), service: 'events', ...(typeof target.Input === 'string' ? { input: target.Input } : {}) });
          }
        }
        break;
      case 'AWS::Scheduler::Schedule': {
        const target = (props.Target ?? {}) as Record<string, Json>;
        if (mentions(target.Arn, fnId)) {
          triggers.push({ kind: 'schedule', id, expression: String(props.ScheduleExpression), service: 'scheduler', ...(typeof target.Input === 'string' ? { input: target.Input } : {}) });
        }
        break;
      }
      case 'AWS::Cognito::UserPool': {
        const config = (props.LambdaConfig ?? {}) as Record<string, Json>;
        for (const [trigger, target] of Object.entries(config)) if (mentions(target, fnId)) triggers.push({ kind: 'userPoolTrigger', trigger });
        break;
      }
      case 'AWS::Lambda::Url':
        if (mentions(props.TargetFunctionArn, fnId)) triggers.push({ kind: 'functionUrl' });
        break;
    }
  }
  return triggers;
}

/**
 * Resolves a function's Environment.Variables as CloudFormation would at deploy, with each resource
 * replaced by its local twin: the table, the user pool and its client, the buckets; a secret by its
 * ARN (the Secrets Manager twin serves it); pseudo parameters by the twin's region and account. An
 * intrinsic the rehearsal does not know fails loudly, so a new kind of reference is never passed on raw.
 */
export function resolveEnvironment(assembly: CloudAssembly, fn: DeployedFunction, twins: TwinValues, only: (name: string) => boolean = () => true): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fn.environment)) if (only(name)) out[name] = resolveValue(assembly, fn.stack, value, twins, `${fn.id} ${name}`);
  return out;
}

function resolveValue(assembly: CloudAssembly, stack: string, value: Json, twins: TwinValues, where: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || Array.isArray(value)) throw new Error(`${where}: cannot resolve ${JSON.stringify(value)}`);
  const template = assembly.templates.get(stack);
  if (!template) throw new Error(`${where}: no template for stack ${stack}`);
  if ('Ref' in value) return resolveRef(stack, template, String(value.Ref), twins, where);
  if ('Fn::GetAtt' in value) {
    const [id, attribute] = value['Fn::GetAtt'] as [string, string];
    return resolveGetAtt(stack, template, id, attribute, twins, where);
  }
  if ('Fn::Join' in value) {
    const [separator, parts] = value['Fn::Join'] as [string, Json[]];
    return parts.map((p) => resolveValue(assembly, stack, p, twins, where)).join(separator);
  }
  if ('Fn::ImportValue' in value) {
    const exportName = resolveValue(assembly, stack, value['Fn::ImportValue']!, twins, where);
    for (const [exporter, t] of assembly.templates) {
      for (const output of Object.values(t.Outputs ?? {})) {
        if (output.Export && resolveValue(assembly, exporter, output.Export.Name, twins, where) === exportName) {
          return resolveValue(assembly, exporter, output.Value, twins, `${where} (export ${exportName})`);
        }
      }
    }
    throw new Error(`${where}: no stack exports ${exportName}`);
  }
  if ('Fn::Sub' in value && typeof value['Fn::Sub'] === 'string') {
    return value['Fn::Sub'].replace(/\$\{([^}]+)\}/g, (_, name: string) =>
      name.includes('.') ? resolveGetAtt(stack, template, name.split('.')[0]!, name.split('.').slice(1).join('.'), twins, where) : resolveRef(stack, template, name, twins, where),
    );
  }
  throw new Error(`${where}: the rehearsal cannot resolve ${JSON.stringify(value).slice(0, 200)}`);
}

function resolveRef(stack: string, template: Template, id: string, twins: TwinValues, where: string): string {
  switch (id) {
    case 'AWS::Region':
      return twins.region;
    case 'AWS::AccountId':
      return twins.accountId;
    case 'AWS::URLSuffix':
      return 'amazonaws.com';
    case 'AWS::Partition':
      return 'aws';
    case 'AWS::StackName':
      return stack;
  }
  const resource = template.Resources[id];
  if (!resource) throw new Error(`${where}: Ref to ${id}, which ${stack} does not define`);
  switch (resource.Type) {
    case 'AWS::DynamoDB::Table':
    case 'AWS::DynamoDB::GlobalTable':
      return twins.tableName;
    case 'AWS::Cognito::UserPool':
      return twins.userPoolId;
    case 'AWS::Cognito::UserPoolClient':
      return twins.userPoolClientId;
    case 'AWS::S3::Bucket':
      return twins.bucketFor(id);
    case 'AWS::SecretsManager::Secret':
    case 'AWS::SecretsManager::SecretTargetAttachment':
      // Ref is the secret's ARN; the Secrets Manager twin answers for it (aws-twins.ts).
      return `arn:aws:secretsmanager:${twins.region}:${twins.accountId}:secret:${stack}/${id}`;
    case 'AWS::ApiGatewayV2::Api':
      return `${stack}-${id}`.toLowerCase();
    case 'AWS::Lambda::Function':
      // Its name, as the Lambda Invoke twin serves it (rehearsal.ts) and as its ARN ends.
      return `${stack}-${id}`;
    case 'AWS::RDS::DBCluster':
      // The cluster's identifier (its ARN is joined from it); the Data API twin answers for the search cluster.
      return `${stack}-${id}`.toLowerCase();
  }
  throw new Error(`${where}: Ref to a ${resource.Type} (${id}), which has no local twin`);
}

function resolveGetAtt(stack: string, template: Template, id: string, attribute: string, twins: TwinValues, where: string): string {
  const resource = template.Resources[id];
  if (!resource) throw new Error(`${where}: GetAtt of ${id}, which ${stack} does not define`);
  const arn = (service: string, rest: string) => `arn:aws:${service}:${twins.region}:${twins.accountId}:${rest}`;
  switch (`${resource.Type}.${attribute}`) {
    case 'AWS::StepFunctions::StateMachine.Arn':
    case 'AWS::StepFunctions::StateMachineAlias.Arn':
      // The one local state machine (workflow-runner.ts) answers for any of its ARNs.
      return arn('states', `stateMachine:${stack}-${id}`);
    case 'AWS::DynamoDB::Table.StreamArn':
      return arn('dynamodb', `table/${twins.tableName}/stream/local`);
    case 'AWS::DynamoDB::Table.Arn':
      return arn('dynamodb', `table/${twins.tableName}`);
    case 'AWS::S3::Bucket.Arn':
      return `arn:aws:s3:::${twins.bucketFor(id)}`;
    case 'AWS::RDS::DBCluster.DBClusterArn':
      return arn('rds', `cluster:${`${stack}-${id}`.toLowerCase()}`);
    case 'AWS::Lambda::Function.Arn':
      return arn('lambda', `function:${stack}-${id}`);
    case 'AWS::SQS::Queue.Arn':
      return arn('sqs', `${stack}-${id}`);
  }
  throw new Error(`${where}: GetAtt ${id}.${attribute} (a ${resource.Type}) has no local twin`);
}

/**
 * Whether a stream record passes an event source mapping's filter (Lambda's filter syntax, the part
 * the templates use: nested objects, lists of alternatives, exact values and `{prefix}`).
 */
export function matchesFilter(record: unknown, pattern: unknown): boolean {
  if (Array.isArray(pattern)) {
    return pattern.some((alternative) => {
      if (alternative !== null && typeof alternative === 'object') {
        const rule = alternative as Record<string, unknown>;
        if ('prefix' in rule) return typeof record === 'string' && record.startsWith(String(rule.prefix));
        if ('exists' in rule) return (record !== undefined) === Boolean(rule.exists);
        if ('anything-but' in rule) return ![rule['anything-but']].flat().includes(record);
        throw new Error(`Unsupported filter rule ${JSON.stringify(rule)}`);
      }
      return record === alternative;
    });
  }
  if (pattern !== null && typeof pattern === 'object') {
    if (record === null || typeof record !== 'object') return false;
    return Object.entries(pattern).every(([key, sub]) => matchesFilter((record as Record<string, unknown>)[key], sub));
  }
  return record === pattern;
}
