import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { CONNECTION_PARTITION_PREFIXES } from '../../lambdas/data/entities/connection.ts';
import { FUNCTION_GROUPS } from '../../lambdas/functions.ts';
import { LIVE_STAGE_NAME } from '../../infra/stacks/live-stack.ts';
import { LIVE_CONNECT_THROTTLE, LIVE_THROTTLE } from '../../infra/stage-throttles.ts';
import { LIVE_LIMITS } from '../../shared/contract/live.ts';
import { liveLimits } from '../../lambdas/live/limits.ts';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { appTemplates } from './synth-app.ts';

type Resource = { Type: string; Properties: Record<string, any> };
type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

let stacks: PatinaStacks;
let live: Template, workflow: Template, api: Template, site: Template;
beforeAll(() => {
  ({ stacks, live, workflow, api, site } = appTemplates('live', 'workflow', 'api', 'site'));
});

const resources = (t: Template, type: string) => Object.entries(t.findResources(type)) as Array<[string, Resource]>;
const functionByDescription = (t: Template, description: RegExp) => resources(t, 'AWS::Lambda::Function').find(([, f]) => description.test(String(f.Properties.Description)));
/** The statements of a function's role, found by the function's logical id prefix. */
const statementsOf = (t: Template, functionId: string): Statement[] => {
  const rolePrefix = functionId.replace(/Function[0-9A-F]{8}$/, 'Role');
  return resources(t, 'AWS::IAM::Policy')
    .filter(([id]) => id.startsWith(rolePrefix))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
};
const actionsOf = (st: Statement) => [st.Action].flat();
/** The API id as the pushing stacks read it: the live stack's named export (a strong reference). */
const liveApiId = { 'Fn::ImportValue': 'patina-dev-websocket-api-id' };
/** The value the live stack exports under the name a Fn::ImportValue reads. */
const exportedByLive = (reference: unknown): unknown => {
  const name = (reference as { 'Fn::ImportValue'?: string })['Fn::ImportValue'];
  expect(name, JSON.stringify(reference)).toBeDefined();
  const output = Object.values(live.toJSON().Outputs as Record<string, any>).find((o) => o.Export?.Name === name);
  expect(output, name).toBeDefined();
  return output.Value;
};

describe('the WebSocket API (live stack)', () => {
  it('has $connect, $disconnect and $default, each to the live sockets function; $default answers the socket', () => {
    const [socketsId] = functionByDescription(live, /live sockets/)!;
    const integrations = Object.fromEntries(resources(live, 'AWS::ApiGatewayV2::Integration'));
    const routes: Array<Record<string, any>> = resources(live, 'AWS::ApiGatewayV2::Route').map(([id, r]) => ({ id, ...r.Properties }));
    expect(routes.map((r) => r.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    for (const route of routes) {
      const integrationId = route.Target['Fn::Join'][1][1].Ref as string;
      expect(integrations[integrationId]!.Properties.IntegrationUri['Fn::Join'][1][1]).toEqual({ 'Fn::GetAtt': [socketsId, 'Arn'] });
    }
    const responses = resources(live, 'AWS::ApiGatewayV2::RouteResponse').map(([, r]) => r.Properties.RouteId.Ref as string);
    expect(responses).toEqual([routes.find((r) => r.RouteKey === '$default')!.id]);
    const api = resources(live, 'AWS::ApiGatewayV2::Api')[0]![1].Properties;
    expect(api.ProtocolType).toBe('WEBSOCKET');
  });

  it('lets API Gateway invoke the function, from this API only', () => {
    const permissions = resources(live, 'AWS::Lambda::Permission').map(([, p]) => p.Properties);
    expect(permissions.length).toBeGreaterThan(0);
    for (const p of permissions) {
      expect(p.Principal).toBe('apigateway.amazonaws.com');
      expect(JSON.stringify(p.SourceArn)).toContain('"Ref":"WebSocketApi');
    }
  });

  it('throttles its stage and logs it without the query string (which carries the ID token)', () => {
    const stage = resources(live, 'AWS::ApiGatewayV2::Stage')[0]![1].Properties;
    expect(stage.StageName).toBe(LIVE_STAGE_NAME);
    expect(stage.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: expect.any(Number), ThrottlingBurstLimit: expect.any(Number) });
    expect(stage.AccessLogSettings.Format).toContain('$context.connectionId');
    expect(stage.AccessLogSettings.Format).not.toMatch(/querystring|\$request/i);
  });

  it("carries each client's limits in its configuration: sockets per address and account, messages per socket, $connect's own throttle", () => {
    const [, fn] = functionByDescription(live, /live sockets/)!;
    const env = fn.Properties.Environment.Variables as Record<string, string>;
    // What the function enforces is what its configuration says (lambdas/live/limits.ts reads it).
    expect(liveLimits({ LIVE_LIMITS: env.LIVE_LIMITS })).toEqual(LIVE_LIMITS);
    const stage = resources(live, 'AWS::ApiGatewayV2::Stage')[0]![1].Properties;
    expect(stage.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: LIVE_THROTTLE.rateLimit, ThrottlingBurstLimit: LIVE_THROTTLE.burstLimit });
    expect(stage.RouteSettings).toEqual({ $connect: { ThrottlingRateLimit: LIVE_CONNECT_THROTTLE.rateLimit, ThrottlingBurstLimit: LIVE_CONNECT_THROTTLE.burstLimit } });
    expect(LIVE_CONNECT_THROTTLE.rateLimit).toBeLessThan(LIVE_THROTTLE.rateLimit);
    // The stage is made after the route its settings name: CloudFormation refuses the stage otherwise.
    const [stageId] = resources(live, 'AWS::ApiGatewayV2::Stage')[0]!;
    const [connectId] = resources(live, 'AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === '$connect')!;
    expect((live.toJSON().Resources[stageId] as { DependsOn?: string[] }).DependsOn).toContain(connectId);
  });

  it('lets the sockets function post to and close the connections of its own stage (a socket over its limits), nothing more', () => {
    const [socketsId] = functionByDescription(live, /live sockets/)!;
    const manage = statementsOf(live, socketsId).filter((st) => actionsOf(st).some((a) => a.startsWith('execute-api:')));
    expect(manage).toHaveLength(1);
    expect(actionsOf(manage[0]!)).toEqual(['execute-api:ManageConnections']);
    const ownApi = (method: string) => ({
      'Fn::Join': ['', ['arn:aws:execute-api:eu-west-2:', { Ref: 'AWS::AccountId' }, ':', { Ref: expect.stringMatching(/^WebSocketApi/) }, `/${LIVE_STAGE_NAME}/${method}/@connections/*`]],
    });
    expect(manage[0]!.Resource).toHaveLength(2);
    expect(manage[0]!.Resource).toEqual(expect.arrayContaining([ownApi('POST'), ownApi('DELETE')]));
  });

  it('gives the sockets function the table only for the connection records', () => {
    const [socketsId, fn] = functionByDescription(live, /live sockets/)!;
    expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(['LIVE_LIMITS', 'STAGE', 'TABLE_NAME', 'USER_POOL_CLIENT_ID', 'USER_POOL_ID', 'WEBSOCKET_ENDPOINT']);
    const tableStatements = statementsOf(live, socketsId).filter((st) => actionsOf(st).some((a) => a.startsWith('dynamodb:')));
    expect(tableStatements).toHaveLength(1);
    expect(tableStatements[0]!.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': CONNECTION_PARTITION_PREFIXES.map((p) => `${p}*`) },
    });
    // No index: it never looks anything up by person or lot.
    expect(JSON.stringify(tableStatements[0]!.Resource)).not.toContain('/index/');
    expect(statementsOf(live, socketsId).flatMap(actionsOf).filter((a) => !/^(dynamodb|logs|xray|execute-api):/.test(a))).toEqual([]);
  });
});

describe('who may post to the sockets', () => {
  const pushers = () => [
    ...FUNCTION_GROUPS.map((g) => ({ template: api, description: new RegExp(`^Patina ${g.name} calls$`), pushes: (g.env as readonly string[]).includes('WEBSOCKET_ENDPOINT') })),
    { template: workflow, description: /^Patina item workflow tasks$/, pushes: true },
    { template: workflow, description: /^Patina lot sweeper/, pushes: true },
    { template: workflow, description: /^Patina fortnightly payout run/, pushes: true },
  ];

  it('the groups that push (buying, selling, review, fulfilment, disputes, payouts), the workflow tasks, the sweeper and the payout run: ManageConnections on this API stage only', () => {
    const pushing = FUNCTION_GROUPS.filter((g) => (g.env as readonly string[]).includes('WEBSOCKET_ENDPOINT')).map((g) => g.name);
    expect(pushing.sort()).toEqual(['buying', 'disputes', 'fulfilment', 'payouts', 'questions', 'review', 'selling']);
    for (const { template, description, pushes } of pushers()) {
      const [id, fn] = functionByDescription(template, description)!;
      const manage = statementsOf(template, id).filter((st) => actionsOf(st).includes('execute-api:ManageConnections'));
      const env = fn.Properties.Environment.Variables as Record<string, unknown>;
      if (!pushes) {
        expect(manage, `${description}`).toEqual([]);
        expect(env.WEBSOCKET_ENDPOINT).toBeUndefined();
        continue;
      }
      expect(manage, `${description}`).toHaveLength(1);
      expect(actionsOf(manage[0]!)).toEqual(['execute-api:ManageConnections']);
      expect(exportedByLive(liveApiId)).toEqual({ Ref: expect.stringMatching(/^WebSocketApi/) });
    expect(manage[0]!.Resource).toEqual({
        'Fn::Join': ['', ['arn:aws:execute-api:eu-west-2:', { Ref: 'AWS::AccountId' }, ':', liveApiId, `/${LIVE_STAGE_NAME}/POST/@connections/*`]],
      });
      expect(env.WEBSOCKET_ENDPOINT, `${description}`).toEqual({
        'Fn::Join': ['', ['https://', liveApiId, '.execute-api.eu-west-2.', { Ref: 'AWS::URLSuffix' }, `/${LIVE_STAGE_NAME}`]],
      });
    }
  });

  it('nobody may post to the connections of any other API', () => {
    for (const template of [api, workflow, live]) {
      for (const [, policy] of resources(template, 'AWS::IAM::Policy')) {
        for (const st of policy.Properties.PolicyDocument.Statement as Statement[]) {
          if (!actionsOf(st).some((a) => a.startsWith('execute-api:'))) continue;
          // the pushing stacks import the API's id; the live stack's own function names it directly
          const ownApi = template === live ? /"Ref":"WebSocketApi/ : JSON.stringify(liveApiId);
          expect(JSON.stringify(st.Resource)).toMatch(ownApi);
        }
      }
    }
  });
});

describe('the site (config.json and CSP)', () => {
  it('writes the stage\'s wss:// URL as wsUrl in /config.json', () => {
    // The site's deployment (with a site build there is a second one, of the 404 pages: it carries their metadata).
    const deployment = resources(site, 'Custom::CDKBucketDeployment').find(([, d]) => !d.Properties.UserMetadata)![1].Properties;
    const markers = deployment.SourceMarkers.find((m: object) => Object.keys(m).length > 0) as Record<string, unknown>;
    const configKey = (deployment.SourceObjectKeys as string[]).at(-1)!.replace(/\.zip$/, '');
    const configJson = fs.readFileSync(path.join(stacks.app.outdir, `asset.${configKey}`, 'config.json'), 'utf8');
    // Deploy-time values are markers in the file, each resolved at deploy time from SourceMarkers.
    const wsUrl = (JSON.parse(configJson) as { wsUrl: string }).wsUrl;
    const match = /^wss:\/\/(<<marker:0xbaba:\d+>>)\.execute-api\.eu-west-2\.(<<marker:0xbaba:\d+>>)\/live$/.exec(wsUrl);
    expect(match, wsUrl).not.toBeNull();
    expect(markers[match![2]!]).toEqual({ Ref: 'AWS::URLSuffix' });
    // An export of the live stack (a strong reference), whose value is the WebSocket API's id.
    expect(exportedByLive(markers[match![1]!])).toEqual({ Ref: expect.stringMatching(/^WebSocketApi/) });
  });

  it('lets pages connect to that API alone over wss (no wildcard execute-api source)', () => {
    const policy = resources(site, 'AWS::CloudFront::ResponseHeadersPolicy')[0]![1].Properties;
    const csp = JSON.stringify(policy.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    const source = /connect-src [^;]*wss:\/\/",(\{"Fn::ImportValue":"[^"]+"\}),"\.execute-api\.eu-west-2\./.exec(csp);
    expect(source, csp).not.toBeNull();
    expect(exportedByLive(JSON.parse(source![1]!))).toEqual({ Ref: expect.stringMatching(/^WebSocketApi/) });
    expect(csp).not.toContain('wss://*');
  });
});
