import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vm from 'node:vm';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { TABLE } from '../../lambdas/data/table-definition.ts';
import { FUNCTION_GROUPS } from '../../lambdas/functions.ts';
import { API_ROUTE_THROTTLES, API_THROTTLE } from '../../infra/stage-throttles.ts';
import { SHELL_ROUTES, resolveSitePath, siteFilePath } from '../../shared/routes.ts';
import { listSiteFiles, notFoundStatusFunctionCode, photoRequestFunctionCode, siteRequestFunctionCode } from '../../infra/stacks/site-functions.ts';
import { TASK_FUNCTION_ARN_PLACEHOLDER, TRANSIENT_TASK_ERRORS, callbackStateNames, itemWorkflowDefinition } from '../../infra/workflow/item-workflow.ts';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { appTemplates, buildTestApp } from './synth-app.ts';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const aslValidator = require('asl-validator') as (definition: unknown) => { isValid: boolean; errorsText: (sep?: string) => string };

let stacks: PatinaStacks;
let data: Template, auth: Template, workflow: Template, api: Template, site: Template, live: Template;
beforeAll(() => {
  ({ stacks, data, auth, workflow, api, site, live } = appTemplates('data', 'auth', 'workflow', 'api', 'site', 'live'));
});

type Resources = Record<string, { Type: string; Properties: Record<string, any>; DeletionPolicy?: string }>;
const resourcesOf = (t: Template, type: string): Resources => t.findResources(type) as Resources;
const only = <T>(record: Record<string, T>): T => {
  const values = Object.values(record);
  expect(values).toHaveLength(1);
  return values[0]!;
};

describe('stacks', () => {
  it('are named Patina-<stage>-<Part>', () => {
    expect(Object.values(stacks).filter((s) => s !== stacks.app).map((s: any) => s.stackName)).toEqual([
      'Patina-dev-Data',
      'Patina-dev-Auth',
      'Patina-dev-Live',
      'Patina-dev-Workflow',
      'Patina-dev-Search',
      'Patina-dev-Api',
      'Patina-dev-Edge',
      'Patina-dev-Site',
      'Patina-dev-Operations',
    ]);
  });

  it('live in the app’s region, except the CloudFront web ACL’s, which AWS requires in us-east-1', () => {
    const regions = Object.fromEntries(Object.values(stacks).filter((s) => s !== stacks.app).map((s: any) => [s.stackName, s.region]));
    expect(regions).toEqual({
      'Patina-dev-Data': 'eu-west-2',
      'Patina-dev-Auth': 'eu-west-2',
      'Patina-dev-Live': 'eu-west-2',
      'Patina-dev-Workflow': 'eu-west-2',
      'Patina-dev-Search': 'eu-west-2',
      'Patina-dev-Api': 'eu-west-2',
      'Patina-dev-Edge': 'us-east-1',
      'Patina-dev-Site': 'eu-west-2',
      'Patina-dev-Operations': 'eu-west-2',
    });
  });
});

describe('data stack', () => {
  it('builds the single table from lambdas/data/table-definition.ts', () => {
    const table = only(resourcesOf(data, 'AWS::DynamoDB::Table'));
    const p = table.Properties;
    expect(p.KeySchema).toEqual([
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ]);
    const keyNames = ['pk', 'sk', ...TABLE.globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey])];
    expect([...p.AttributeDefinitions].sort((a: any, b: any) => a.AttributeName.localeCompare(b.AttributeName))).toEqual(
      [...keyNames].sort().map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    );
    expect(p.GlobalSecondaryIndexes).toEqual(
      TABLE.globalIndexes.map((g) => ({
        IndexName: g.name,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(p.DeletionProtectionEnabled).toBe(true);
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: TABLE.timeToLiveAttribute, Enabled: true });
    expect(table.DeletionPolicy).toBe('Retain');
  });

  it('keeps the photo bucket private, TLS-only, with browser upload CORS and multipart clean-up', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['POST']) })] },
      LifecycleConfiguration: { Rules: [Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } })] },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'photo-bucket/' }),
    });
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Sid: 'AllowCloudFrontOACRead', Principal: { Service: 'cloudfront.amazonaws.com' } }),
        ]),
      },
    });
  });
});

describe('auth stack', () => {
  it('has the password policy, e-mail sign-in and verification', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'given_name' }),
        Match.objectLike({ Name: 'family_name' }),
        Match.objectLike({ Name: 'phone_number' }),
      ]),
    });
  });

  it('has the admin and expert groups', () => {
    const groups = Object.values(resourcesOf(auth, 'AWS::Cognito::UserPoolGroup')).map((g) => g.Properties.GroupName);
    expect(groups.sort()).toEqual(['admin', 'expert']);
  });

  it('has a public web client with USER_PASSWORD_AUTH and refresh tokens', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    });
  });
});

describe('api stack', () => {
  const routes = () => Object.values(resourcesOf(api, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties);
  const integrationOf = (route: Record<string, any>) => route.Target['Fn::Join'][1][1].Ref as string;

  it('has a POST /api/{name} route for every call, each to its group function', () => {
    const byKey = new Map(routes().map((r) => [r.RouteKey as string, r]));
    const integrations = resourcesOf(api, 'AWS::ApiGatewayV2::Integration');
    const functions = resourcesOf(api, 'AWS::Lambda::Function');
    for (const group of FUNCTION_GROUPS) {
      for (const call of group.calls) {
        const route = byKey.get(`POST /api/${call}`);
        expect(route, `route for ${call}`).toBeDefined();
        const integration = integrations[integrationOf(route!)]!;
        const functionId = integration.Properties.IntegrationUri['Fn::GetAtt'][0] as string;
        expect(functions[functionId]!.Properties.Description).toBe(`Patina ${group.name} calls`);
      }
    }
    expect(byKey.has('$default')).toBe(true);
    expect(byKey.has('POST /webhooks/payments')).toBe(true);
    const callCount = FUNCTION_GROUPS.reduce((n, g) => n + g.calls.length, 0);
    expect(byKey.size).toBe(callCount + 2);
  });

  it('sends whatever no call route matches to the first group ($default), which answers in the protocol’s shape', () => {
    const catchAll = routes().find((r) => r.RouteKey === '$default')!;
    const first = routes().find((r) => r.RouteKey === `POST /api/${FUNCTION_GROUPS[0].calls[0]}`)!;
    expect(integrationOf(catchAll)).toBe(integrationOf(first));
  });

  it('throttles and logs the stage', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it("gives placeBid its own throttle over the stage's, and makes the stage after that route (which its settings name)", () => {
    const [stageId, stage] = Object.entries(api.findResources('AWS::ApiGatewayV2::Stage'))[0] as [string, any];
    expect(stage.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: API_THROTTLE.rateLimit, ThrottlingBurstLimit: API_THROTTLE.burstLimit });
    const bids = API_ROUTE_THROTTLES['POST /api/placeBid']!;
    expect(bids.rateLimit).toBeGreaterThan(API_THROTTLE.rateLimit);
    expect(stage.Properties.RouteSettings).toEqual({ 'POST /api/placeBid': { ThrottlingRateLimit: bids.rateLimit, ThrottlingBurstLimit: bids.burstLimit } });
    const [routeId] = Object.entries(resourcesOf(api, 'AWS::ApiGatewayV2::Route')).find(([, r]) => r.Properties.RouteKey === 'POST /api/placeBid')!;
    expect((api.toJSON().Resources[stageId] as { DependsOn?: string[] }).DependsOn).toContain(routeId);
  });

  it('makes one Node 24 arm64 function per group with its environment (and the secrets extension’s settings)', () => {
    const functions = Object.values(resourcesOf(api, 'AWS::Lambda::Function')).filter((f) => String(f.Properties.Description).endsWith(' calls'));
    expect(functions).toHaveLength(FUNCTION_GROUPS.length);
    // The AWS Parameters and Secrets extension reads its own settings from the environment (CDK sets them).
    const extensionSetting = /^(PARAMETERS_SECRETS_EXTENSION_|SECRETS_MANAGER_|SSM_PARAMETER_STORE_)/;
    for (const group of FUNCTION_GROUPS) {
      const fn = functions.find((f) => f.Properties.Description === `Patina ${group.name} calls`)!;
      const names = Object.keys(fn.Properties.Environment.Variables);
      expect(names.filter((n) => !extensionSetting.test(n)).sort()).toEqual([...group.env].sort());
    }
  });
});

describe('the lot sweeper', () => {
  it('runs on a schedule and may start item workflows and describe their executions, nothing more on the state machine', () => {
    const rules = Object.values(resourcesOf(workflow, 'AWS::Events::Rule'));
    expect(rules.map((r) => r.Properties.ScheduleExpression)).toEqual(['rate(5 minutes)']);
    const policies = Object.values(resourcesOf(workflow, 'AWS::IAM::Policy')).filter((p) => JSON.stringify(p).includes('LotSweeper'));
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>);
    const stateActions = statements.flatMap((st) => [st.Action].flat().filter((a) => a.startsWith('states:')).map((a) => [a, JSON.stringify(st.Resource)] as const));
    expect(stateActions.map(([a]) => a).sort()).toEqual(['states:DescribeExecution', 'states:StartExecution']);
    const [, describeOn] = stateActions.find(([a]) => a === 'states:DescribeExecution')!;
    // The executions of the item workflow only (built from its name: no cycle through the state machine).
    expect(describeOn).toContain(':execution:patina-dev-item-workflow:*');
  });

  it('is the only function that may describe executions', () => {
    const describers = [workflow, api, live].flatMap((t) =>
      Object.entries(t.findResources('AWS::IAM::Policy'))
        .filter(([, p]) => JSON.stringify(p).includes('states:DescribeExecution'))
        .map(([id]) => id),
    );
    expect(describers).toEqual([expect.stringMatching(/^LotSweeperRole/)]);
  });

  it("lets the workflow's task function answer its own tokens, without a reference cycle", () => {
    const policies = Object.values(resourcesOf(workflow, 'AWS::IAM::Policy')).filter((p) => JSON.stringify(p).includes('WorkflowTasks'));
    const statement = policies.flatMap((p) => p.Properties.PolicyDocument.Statement).find((st: { Action: unknown }) => JSON.stringify(st.Action).includes('SendTaskSuccess'));
    expect(statement).toBeDefined();
    expect(JSON.stringify(statement.Resource)).toContain('stateMachine:patina-');
    // Built from the name with pseudo parameters only: a Ref to the state machine would be a cycle.
    const refs = JSON.stringify(statement.Resource).match(/"Ref":"[^"]+"/g) ?? [];
    expect(refs.every((r) => r.startsWith('"Ref":"AWS::'))).toBe(true);
  });
});

describe('every Patina function', () => {
  it('runs nodejs24.x on arm64 with the memory its group asks for (512 MB unless said) and its own log group', () => {
    const all = [workflow, api, live].flatMap((t) => Object.values(resourcesOf(t, 'AWS::Lambda::Function')));
    // one per call group, the payments webhook, the workflow's task function, the lot sweeper, the payout run, the live
    // sockets' function, and the alerts' matcher and daily digest (docs/adr/0053)
    expect(all.length).toBe(FUNCTION_GROUPS.length + 7);
    for (const fn of all) {
      expect(fn.Properties.Runtime).toBe('nodejs24.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect([512, 1024]).toContain(fn.Properties.MemorySize);
      expect(fn.Properties.Handler).toBe('index.handler');
      expect(fn.Properties.LoggingConfig?.LogGroup).toEqual({ Ref: expect.stringMatching(/Logs/) });
    }
  });

  it('gives the photo-handling group (sharp thumbnails) 1024 MB', () => {
    const selling = Object.values(resourcesOf(api, 'AWS::Lambda::Function')).find((fn) => String(fn.Properties.Description).includes('selling'));
    expect(selling?.Properties.MemorySize).toBe(1024);
  });
});

describe('workflow stack', () => {
  it('deploys exactly the definition the local runner runs, with the task function substituted', () => {
    const machine = only(resourcesOf(workflow, 'AWS::StepFunctions::StateMachine'));
    expect(machine.Properties.DefinitionString).toBe(JSON.stringify(itemWorkflowDefinition()));
    expect(Object.keys(machine.Properties.DefinitionSubstitutions)).toEqual([TASK_FUNCTION_ARN_PLACEHOLDER]);
    expect(machine.Properties.DefinitionSubstitutions[TASK_FUNCTION_ARN_PLACEHOLDER]).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^WorkflowTasksFunction/), 'Arn'],
    });
    expect(machine.Properties.StateMachineType).toBe('STANDARD');
    expect(machine.Properties.TracingConfiguration).toEqual({ Enabled: true });
    expect(machine.Properties.LoggingConfiguration.Level).toBe('ALL');
  });

  it('is valid States Language (asl-validator)', () => {
    const result = aslValidator(itemWorkflowDefinition());
    expect(result.errorsText('\n')).toBe('');
    expect(result.isValid).toBe(true);
  });

  it('gives every Task a timeout and retries of the transient errors, and catches nothing but a wait\'s timeout', () => {
    const states = itemWorkflowDefinition().States as Record<string, any>;
    const tasks = Object.entries(states).filter(([, s]) => s.Type === 'Task');
    expect(tasks.length).toBeGreaterThan(0);
    const callbacks = new Set(callbackStateNames());
    for (const [name, s] of tasks) {
      expect(s.TimeoutSeconds ?? s.TimeoutSecondsPath, `${name} timeout`).toBeDefined();
      if (s.TimeoutSeconds !== undefined) expect(s.TimeoutSeconds).toBeLessThan(2_147_483); // Node timer limit
      expect(s.Parameters.FunctionName).toBe('${' + TASK_FUNCTION_ARN_PLACEHOLDER + '}');
      const retried = (s.Retry as Array<{ ErrorEquals: string[]; MaxAttempts: number }>).filter((r) => r.MaxAttempts > 0).flatMap((r) => r.ErrorEquals);
      expect(retried, `${name} retries Lambda's service errors`).toEqual(expect.arrayContaining([
        'Lambda.ServiceException',
        'Lambda.TooManyRequestsException',
        'Lambda.ClientExecutionTimeoutException',
        'Lambda.Unknown',
      ]));
      if (callbacks.has(name)) {
        // Locally States.TaskFailed would match the runner's own deadline and a stopped runner's abort.
        expect(retried, `${name} retries its handler's transient errors`).toEqual(expect.arrayContaining([...TRANSIENT_TASK_ERRORS]));
        expect(retried, `${name} never retries its timeout`).not.toContain('States.Timeout');
        expect(retried).not.toContain('States.TaskFailed');
        expect(s.Catch.map((c: { ErrorEquals: string[] }) => c.ErrorEquals), `${name} catches its timeout only`).toEqual([['States.Timeout']]);
      } else {
        expect(retried, `${name} retries any error of its function`).toEqual(expect.arrayContaining(['States.TaskFailed', 'States.Timeout']));
        expect(s.Catch, `${name} has no catch-all: a failure stops the execution there, for a redrive`).toBeUndefined();
      }
    }
  });

  it('has no Fail state and no catch-all anywhere: a failed execution stops at the Task that failed', () => {
    const states = Object.values(itemWorkflowDefinition().States as Record<string, any>);
    expect(states.filter((s) => s.Type === 'Fail')).toEqual([]);
    expect(states.flatMap((s) => s.Catch ?? []).flatMap((c: { ErrorEquals: string[] }) => c.ErrorEquals)).not.toContain('States.ALL');
  });

  it('reserves no concurrency unless context workflowTaskConcurrency asks (a new account\'s quota of 10 would refuse the deploy)', () => {
    const tasksFunction = (t: Template) =>
      Object.values(resourcesOf(t, 'AWS::Lambda::Function')).find((f) => f.Properties.Description === 'Patina item workflow tasks')!;
    const reservedIn = (all: PatinaStacks) =>
      Object.values(all).filter((v): v is Stack => v instanceof Stack).flatMap((stack) => Object.values(resourcesOf(Template.fromStack(stack), 'AWS::Lambda::Function'))).filter((f) => f.Properties.ReservedConcurrentExecutions !== undefined);
    expect(reservedIn(stacks)).toEqual([]);
    const asked = buildTestApp({ workflowTaskConcurrency: 50 });
    expect(tasksFunction(Template.fromStack(asked.workflow)).Properties.ReservedConcurrentExecutions).toBe(50);
    // No other function takes from the account's pool.
    expect(reservedIn(asked)).toHaveLength(1);
  });
});

describe('site stack', () => {
  const distribution = () => only(resourcesOf(site, 'AWS::CloudFront::Distribution')).Properties.DistributionConfig;

  it('routes /api/* to the HTTP API uncached, all methods, viewer headers except Host', () => {
    const api = distribution().CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api).toBeDefined();
    expect(api.AllowedMethods).toHaveLength(7);
    // Never cached (TTL 0, POST), yet compressed: the policy accepts gzip and Brotli (docs/adr/0037).
    const policy = site.toJSON().Resources[api.CachePolicyId.Ref].Properties.CachePolicyConfig;
    expect(policy).toMatchObject({ DefaultTTL: 0, MinTTL: 0, MaxTTL: 1 });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({ EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: ['Authorization'] });
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    const origin = distribution().Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  it('routes /photos/* to the photo bucket through OAC, stripping the prefix', () => {
    const photos = distribution().CacheBehaviors.find((b: any) => b.PathPattern === '/photos/*');
    expect(photos).toBeDefined();
    expect(photos.FunctionAssociations).toHaveLength(1);
    const origin = distribution().Origins.find((o: any) => o.Id === photos.TargetOriginId);
    expect(origin.OriginAccessControlId).toBeDefined();
    // The data stack's export of the (generated) photo bucket name: a strong reference.
    expect(JSON.stringify(origin.DomainName)).toContain('{"Fn::ImportValue":"patina-dev-photo-bucket"}');
  });

  it('serves the site bucket by default through the generated path function', () => {
    const d = distribution();
    expect(d.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
      { EventType: 'viewer-response', FunctionARN: expect.anything() },
    ]);
    const functions = Object.values(resourcesOf(site, 'AWS::CloudFront::Function')).map((f) => f.Properties);
    expect(functions.map((f) => f.FunctionConfig.Runtime)).toEqual(['cloudfront-js-2.0', 'cloudfront-js-2.0', 'cloudfront-js-2.0']);
    // With a site build the path function knows its files (tests/infra/site-serving.test.ts builds with a fixture site).
    const dist = path.join(ROOT, 'site', 'dist');
    const files = fs.existsSync(dist) ? listSiteFiles(dist, ['/config.json']) : undefined;
    expect(functions.map((f) => f.FunctionCode).sort()).toEqual([siteRequestFunctionCode(undefined, files), photoRequestFunctionCode(), notFoundStatusFunctionCode()].sort());
    expect(siteRequestFunctionCode()).toContain(JSON.stringify(SHELL_ROUTES));
    expect(d.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
  });

  it('writes /config.json to the site bucket', () => {
    site.hasResourceProperties('Custom::CDKBucketDeployment', { DestinationBucketName: Match.anyValue() });
  });

  it('still synthesises without a site build: config.json only, with a warning', () => {
    const without = buildTestApp({ siteDist: '.no-such-site-dist' });
    Annotations.fromStack(without.site).hasWarning('*', Match.stringLikeRegexp('does not exist'));
    const deployment = Template.fromStack(without.site).findResources('Custom::CDKBucketDeployment');
    const props = only(deployment as Resources).Properties;
    expect(props.SourceObjectKeys).toHaveLength(1);
    expect(props.Prune).toBe(false);
  });
});

describe('the generated CloudFront path function', () => {
  const run = (code: string, uri: string): string => {
    const sandbox: { result?: string; uri: string } = { uri };
    vm.runInNewContext(`${code}\nresult = handler({ request: { uri: uri } }).uri;`, sandbox);
    return sandbox.result!;
  };
  const paths = [
    '/',
    '/fr',
    '/fr/',
    '/about',
    '/about/',
    '/fr/about',
    '/favicon.svg',
    '/_astro/app.Ab12.js',
    '/catagoriesDetails/all',
    '/catagoriesDetails/search/',
    '/fr/catagoriesDetails/cat-1',
    '/items/01HX/auction',
    '/items/01HX/buyer/',
    '/items/01HX/recommended',
    '/items/01HX/other',
    '/seller-reviews/u1/Jane%20Doe',
    '/seller-reviews/u1',
    '/sellar-dashboard',
    '/sellar-dashboard/List%20an%20item',
    '/my-account',
    '/my-account/Watchlist',
    '/my-account/My%20bids',
    '/my-account/disputes-details/d-9',
    '/pay-items/o-1',
    '/bad%E0%A4%A',
    '/fr/my-account/Watchlist',
  ];

  it('answers like siteFilePath from shared/routes.ts (rendered pages, else resolveSitePath)', () => {
    const code = siteRequestFunctionCode();
    for (const p of [...paths, '/fr/items/01HX/auction', '/catagoriesDetails/all/', '/catagoriesDetails/furniture/', '/items/..%2f/buyer']) expect(run(code, p), p).toBe(encodeURI(siteFilePath(p)));
    expect(run(code, '/fr/items/01HX/auction')).toBe('/rendered/fr/items/01HX.html');
    expect(run(code, '/catagoriesDetails/all')).toBe('/catagoriesDetails/shell/index.html');
  });

  it('strips /photos from photo URLs', () => {
    expect(run(photoRequestFunctionCode(), '/photos/items/a/1.jpg')).toBe('/items/a/1.jpg');
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('has no unacknowledged finding', () => {
    const report = new AwsSolutionsChecks().validateScope(stacks.app);
    const findings = report.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings.filter((f) => f.startsWith('error'))).toEqual([]);
    expect(findings).toEqual([]);
  });
});
