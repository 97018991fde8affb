import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Mail } from '../../../lambdas/adapters/mail.ts';
import { ORIGIN_VERIFY_HEADER } from '../../../lambdas/lib/origin-secret.ts';
import type { ChangeEvent } from '../../../lambdas/search/projector.ts';
import { LOCAL_WEBHOOK_SECRET } from '../card-processor.ts';
import { LOCAL_CREDENTIALS, type LocalStackConfig } from '../config.ts';
import type { LambdaHandler } from '../gateway.ts';
import type { WorkflowRunner } from '../workflow-runner.ts';
import { startAwsTwins } from './aws-twins.ts';
import { lambdaInvokeListener, SYNCHRONOUS_EVENT_BYTES } from '../lambda-invoke.ts';
import { LOCAL_SEARCH_CLUSTER_ARN, LOCAL_SEARCH_SECRET_ARN } from '../data-api.ts';
import { matchesFilter, readCloudAssembly, resolveEnvironment, type CloudAssembly, type DeployedFunction, type Trigger, type TwinValues } from './deployed-functions.ts';
import { createFunctionHost, FunctionError, rehearsalStageDir, type InitReport } from './function-host.ts';
import { attachWebSocketApi } from './websocket-api.ts';

/**
 * The local stack's rehearsal mode (docs/adr/0047, `npm run rehearse`): every API call, stream
 * record, workflow task, schedule, user-pool trigger and page render goes to the function bundle that
 * `cdk synth` put in cdk.out, chosen by what the template wires to it, run in its own process with its
 * template's environment (function-host.ts). The stack keeps its emulators and its twins of the
 * services that call functions (the gateway for API Gateway and CloudFront, the change delivery for
 * the stream, the workflow runner for Step Functions, the schedules); what the bundles call that the
 * in-process stack replaced by adapters is served by aws-twins.ts.
 */
export interface RehearsalOptions {
  config: LocalStackConfig;
  cdkOut: string;
  clockOffsetMs(): number;
  sendMail(mail: Mail): void;
  log(line: string): void;
}

/** The user pool, known once provisioned (the functions that need it start after). */
export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

const API_ERROR: APIGatewayProxyStructuredResultV2 = { statusCode: 500, headers: { 'content-type': 'application/json' }, body: '{"message":"Internal Server Error"}' };

/** The Lambda runtime's own variables (what the service sets in every function's environment). */
function lambdaServiceVariables(fn: DeployedFunction, region: string, sessionToken: string): Record<string, string> {
  return {
    AWS_REGION: region,
    AWS_DEFAULT_REGION: region,
    AWS_LAMBDA_FUNCTION_NAME: `${fn.stack}-${fn.logicalId}`,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_EXECUTION_ENV: `AWS_Lambda_${fn.runtime}`,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_SESSION_TOKEN: sessionToken,
    TZ: 'UTC',
    PATH: process.env.PATH ?? '/usr/bin:/bin',
  };
}

export async function startRehearsal(options: RehearsalOptions) {
  const { config, log } = options;
  const assembly = readCloudAssembly(options.cdkOut);
  // PORT+7 is the Data API twin the bundles query the catalogue through; PORT+8 is left to a card-frame origin.
  const twinPort = config.port + 9;
  const twinUrl = `http://${config.host}:${twinPort}`;
  const sessionToken = randomBytes(16).toString('hex');
  // The value CloudFront adds to every API request; the functions read the secret from the twin.
  const originSecret = randomBytes(24).toString('base64url');
  let pool: PoolIds | null = null;
  let workflow: WorkflowRunner | null = null;
  let webSocketApi: ReturnType<typeof attachWebSocketApi> | null = null;

  const twins: TwinValues = {
    region: config.region,
    accountId: '000000000000',
    tableName: config.tableName,
    get userPoolId() {
      if (!pool) throw new Error('a function needs the user pool before it is provisioned');
      return pool.userPoolId;
    },
    get userPoolClientId() {
      if (!pool) throw new Error('a function needs the user pool before it is provisioned');
      return pool.userPoolClientId;
    },
    bucketFor(logicalId) {
      if (/photo/i.test(logicalId)) return config.photoBucket;
      if (/payout/i.test(logicalId)) return config.payoutBucket;
      if (/site/i.test(logicalId)) return config.siteBucket;
      throw new Error(`no local twin for the bucket ${logicalId}`);
    },
  };

  /** A secret's local value, by the name or ARN the template gives the function. */
  function secretValue(id: string): string | undefined {
    if (/origin/i.test(id)) return originSecret;
    if (/stripe-secret-key/i.test(id)) return 'sk_test_patina_local';
    if (/stripe-webhook-secret/i.test(id)) return LOCAL_WEBHOOK_SECRET;
    return undefined;
  }

  /**
   * The template's variables resolved, the service's own added, and the endpoints swapped for the
   * twins: the project's local endpoint settings (the ones lambdas/ reads: DYNAMODB_ENDPOINT…), the
   * SDK's AWS_ENDPOINT_URL_<SERVICE> for the rest, a WebSocket API management URL rewritten to the
   * twin, and the secrets extension's port (the layer's, which the twin replaces) moved to the twin's.
   */
  function environmentOf(fn: DeployedFunction): Record<string, string> {
    const env = resolveEnvironment(assembly, fn, twins);
    for (const [name, value] of Object.entries(env)) env[name] = value.replace(/^https:\/\/[^/]+\.execute-api\.[^/]+\.amazonaws\.com\//, `${twinUrl}/`);
    if ('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT' in env) env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String(twinPort);
    // The search database: the template's cluster and its secret are the Data API twin's (which accepts
    // only its own ARNs, as the service accepts only a secret granting the cluster); a function given
    // them but not an ARN of each kind fails here, loudly.
    if ('SEARCH_DB_CLUSTER_ARN' in env || 'SEARCH_DB_SECRET_ARN' in env) {
      if (!/^arn:aws:rds:[^:]*:[^:]*:cluster:/.test(env.SEARCH_DB_CLUSTER_ARN ?? '')) throw new Error(`${fn.id}: SEARCH_DB_CLUSTER_ARN is not a cluster ARN: ${env.SEARCH_DB_CLUSTER_ARN}`);
      if (!/^arn:aws:secretsmanager:/.test(env.SEARCH_DB_SECRET_ARN ?? '')) throw new Error(`${fn.id}: SEARCH_DB_SECRET_ARN is not a secret ARN: ${env.SEARCH_DB_SECRET_ARN}`);
      Object.assign(env, { SEARCH_DB_CLUSTER_ARN: LOCAL_SEARCH_CLUSTER_ARN, SEARCH_DB_SECRET_ARN: LOCAL_SEARCH_SECRET_ARN, RDS_DATA_ENDPOINT: `http://${config.host}:${config.dataApiPort}` });
    }
    return {
      ...lambdaServiceVariables(fn, config.region, sessionToken),
      ...env,
      DYNAMODB_ENDPOINT: `http://${config.emulatorHost}:${config.dynamoPort}`,
      S3_ENDPOINT: `http://${config.emulatorHost}:${config.s3Port}`,
      // Browsers' photo uploads go through the gateway, which checks the POST policy as S3 does
      // (s3rver checks none): with S3's own URL from the presigned POST, s3rver would take anything.
      PHOTO_UPLOAD_URL: `http://localhost:${config.port}/photo-uploads`,
      COGNITO_ENDPOINT: `http://${config.host}:${config.cognitoPort}`,
      STRIPE_API_URL: `http://${config.host}:${config.port}/local-payments`,
      AWS_ENDPOINT_URL_LAMBDA: twinUrl,
      AWS_ENDPOINT_URL_SFN: twinUrl,
      AWS_ENDPOINT_URL_SESV2: twinUrl,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: twinUrl,
    };
  }

  const host = createFunctionHost({
    stageDir: rehearsalStageDir(config.port),
    environmentOf,
    clockOffsetMs: options.clockOffsetMs,
    log: (line) => log(`[rehearsal] ${line}`),
    verbose: config.verbose,
    timeoutFactor: Number(process.env.PATINA_REHEARSAL_TIMEOUT_FACTOR ?? 3),
  });
  /** Invocations per function and trigger (`GET /dev/rehearsal.json`: which bundles ran, by which door). */
  const invocations = new Map<string, Map<string, number>>();
  function invoke(fn: DeployedFunction, trigger: string, event: unknown): Promise<unknown> {
    const counts = invocations.get(fn.id) ?? new Map<string, number>();
    invocations.set(fn.id, counts.set(trigger, (counts.get(trigger) ?? 0) + 1));
    return host.invoke(fn, event);
  }
  // Functions by what invokes them (custom-resource providers and other runtimes run at deploy only).
  const rehearsed = assembly.functions.filter((fn) => fn.runtime.startsWith('nodejs') && fn.triggers.length > 0);
  const skipped = assembly.functions.filter((fn) => !rehearsed.includes(fn)).map((fn) => `${fn.id} (${fn.runtime}, ${fn.triggers.length ? 'not Node.js' : 'invoked by deploys only'})`);
  const withTrigger = <K extends Trigger['kind']>(kind: K) =>
    rehearsed.flatMap((fn) => fn.triggers.filter((t): t is Extract<Trigger, { kind: K }> => t.kind === kind).map((trigger) => ({ fn, trigger })));
  const single = (kind: Trigger['kind']): DeployedFunction => {
    const found = [...new Set(withTrigger(kind).map((t) => t.fn))];
    if (found.length !== 1) throw new Error(`The rehearsal expects one function with a ${kind} trigger, the templates have ${found.length}`);
    return found[0]!;
  };

  const awsTwins: Server = await startAwsTwins({
    host: config.host,
    port: twinPort,
    get workflow() {
      if (!workflow) throw new Error('the workflow runner is not started yet');
      return workflow;
    },
    sendMail: options.sendMail,
    secretValue,
    sessionToken,
    webSocketManagement: (req, res) => webSocketApi?.management(req, res) ?? false,
    // By the name its Ref resolves to (deployed-functions.ts); only the functions another invokes.
    lambdaInvoke: lambdaInvokeListener(
      new Map(withTrigger('invoke').map(({ fn }) => [`${fn.stack}-${fn.logicalId}`, (event: unknown) => invoke(fn, 'invoke', event)] as const)),
      SYNCHRONOUS_EVENT_BYTES,
    ),
  });

  /** An HTTP API integration (payload 2.0), behind CloudFront (which adds the origin header). */
  const httpRoute =
    (fn: DeployedFunction, routeKey: string): LambdaHandler =>
    async (event) => {
      const proxied: APIGatewayProxyEventV2 = {
        ...event,
        routeKey,
        headers: { ...event.headers, [ORIGIN_VERIFY_HEADER]: originSecret },
        requestContext: { ...event.requestContext, routeKey, apiId: 'rehearsal', accountId: twins.accountId },
      };
      try {
        return (await invoke(fn, `httpRoute ${routeKey}`, proxied)) as APIGatewayProxyStructuredResultV2;
      } catch (error) {
        log(`[rehearsal] ${fn.id} ${routeKey}: ${(error as Error).name}: ${(error as Error).message}`);
        return API_ERROR;
      }
    };

  const handlers = new Map<string, LambdaHandler>();
  let fallbackHandler: LambdaHandler | null = null;
  let webhookHandler: LambdaHandler | null = null;
  for (const { fn, trigger } of withTrigger('httpRoute')) {
    const call = /^POST \/api\/([^{}/]+)$/.exec(trigger.routeKey)?.[1];
    if (call) handlers.set(call, httpRoute(fn, trigger.routeKey));
    // The HTTP API's `$default` route (docs/adr/0046; `POST /api/{proxy+}` before it) answers whatever no call's route takes.
    else if (trigger.routeKey === '$default' || trigger.routeKey === 'POST /api/{proxy+}') fallbackHandler = httpRoute(fn, trigger.routeKey);
    else if (trigger.routeKey.startsWith('POST /webhooks/')) webhookHandler = httpRoute(fn, trigger.routeKey);
    else log(`[rehearsal] route ${trigger.routeKey} (${fn.id}) has no local path`);
  }
  if (!fallbackHandler || !webhookHandler) throw new Error('The API template lacks its catch-all or webhook route');

  // The WebSocket API's routes, each to the function its integration names, and the API's one stage.
  const webSocketRoutes = new Map(withTrigger('webSocket').map(({ fn, trigger }) => [trigger.routeKey, fn]));
  for (const route of ['$connect', '$default', '$disconnect']) if (!webSocketRoutes.has(route)) throw new Error(`The WebSocket API template lacks its ${route} route`);
  const webSocketStage = webSocketStageOf(assembly.templates);

  const streamConsumers = withTrigger('stream');
  const taskFunction = single('stateMachineTask');
  const pagesFunction = single('functionUrl');

  return {
    assembly,
    skipped,
    rehearsed,
    handlers,
    fallbackHandler,
    webhookHandler,
    /** Once the user pool exists: functions that name it can start. */
    setUserPool(ids: PoolIds) {
      pool = ids;
    },
    /**
     * What the deploy puts in place before any function runs: every bucket a function is given
     * (a `*_BUCKET` variable, by whatever name its template resolves to) exists in s3rver, and the site
     * bucket holds the /config.json the site's deployment writes (its `siteUrl`: the local origin here).
     */
    async deploy(siteUrl: string): Promise<void> {
      const { S3Client, CreateBucketCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
      const s3 = new S3Client({ region: config.region, endpoint: `http://${config.emulatorHost}:${config.s3Port}`, forcePathStyle: true, credentials: LOCAL_CREDENTIALS });
      try {
        const buckets = new Set(rehearsed.flatMap((fn) => Object.values(resolveEnvironment(assembly, fn, twins, (name) => name.endsWith('_BUCKET')))));
        for (const bucket of buckets) {
          await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: Error) => {
            if (!/BucketAlready/.test(error.name)) throw error;
          });
        }
        await s3.send(new PutObjectCommand({ Bucket: config.siteBucket, Key: 'config.json', Body: JSON.stringify({ siteUrl }), ContentType: 'application/json' }));
      } finally {
        s3.destroy();
      }
    },
    setWorkflow(runner: WorkflowRunner) {
      workflow = runner;
    },
    /**
     * Every stream consumer, each given the records its mapping's filter keeps, in its batch size. The
     * mappings are independent in AWS: each consumer gets the records whatever another does with them,
     * and a failure (named in the log) makes the delivery try the batch again (the consumers are idempotent).
     */
    async deliverStream(event: ChangeEvent): Promise<void> {
      const outcomes = await Promise.allSettled(
        streamConsumers.map(async ({ fn, trigger }) => {
          const records = event.Records.filter((r) => trigger.filterPatterns.length === 0 || trigger.filterPatterns.some((p) => matchesFilter(r, p)));
          for (let i = 0; i < records.length; i += trigger.batchSize) await invoke(fn, 'stream', { Records: records.slice(i, i + trigger.batchSize) });
        }),
      );
      const failed = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [`${streamConsumers[i]!.fn.id}: ${String(o.reason)}`] : []));
      if (failed.length > 0) throw new Error(`stream consumers failed: ${failed.join('; ')}`);
    },
    /** A Task state's Lambda invoke: the Payload is the event, the function's error the task's. */
    task: (input: unknown) => invoke(taskFunction, 'stateMachineTask', input),
    /** The function URL of the page renderer (CloudFront's fallback for a page the bucket lacks). */
    renderPage: async (event: Pick<APIGatewayProxyEventV2, 'rawPath' | 'requestContext'>) => {
      try {
        return (await invoke(pagesFunction, 'functionUrl', { version: '2.0', routeKey: '$default', headers: {}, isBase64Encoded: false, ...event })) as APIGatewayProxyStructuredResultV2;
      } catch (error) {
        log(`[rehearsal] ${pagesFunction.id}: ${(error as Error).name}: ${(error as Error).message}`);
        return API_ERROR;
      }
    },
    /**
     * The scheduled function whose construct path matches (a Lambda target of an EventBridge rule gets
     * a Scheduled Event; EventBridge Scheduler's default input is `{}`).
     */
    schedule(match: RegExp): () => Promise<unknown> {
      const found = withTrigger('schedule').filter(({ fn }) => match.test(fn.constructPath));
      if (found.length !== 1) throw new Error(`Expected one scheduled function matching ${match}, found ${found.length}`);
      const { fn, trigger } = found[0]!;
      // A target's Input is sent as it is; without one, a rule sends its Scheduled Event, Scheduler `{}`.
      const event = () =>
        trigger.input !== undefined
          ? JSON.parse(trigger.input)
          : trigger.service === 'scheduler'
            ? {}
            : { version: '0', id: randomBytes(8).toString('hex'), 'detail-type': 'Scheduled Event', source: 'aws.events', account: twins.accountId, time: new Date(Date.now() + options.clockOffsetMs()).toISOString(), region: config.region, resources: [`arn:aws:events:${config.region}:${twins.accountId}:rule/${trigger.id}`], detail: {} };
      return () => invoke(fn, `schedule ${trigger.id}`, event());
    },
    /** A user pool trigger (cognito-local's Lambda endpoint): Lambda's error answer fails it closed. */
    userPoolTrigger(name: string): (event: unknown) => Promise<unknown> {
      const found = withTrigger('userPoolTrigger').filter(({ trigger }) => trigger.trigger === name);
      if (found.length !== 1) throw new Error(`Expected one ${name} trigger, found ${found.length}`);
      return (event) => invoke(found[0]!.fn, `userPoolTrigger ${name}`, event);
    },
    /**
     * The WebSocket API on `path` of the gateway (webSocket-api.ts): its routes go to their deployed
     * function, and the bundles' management API calls (their WEBSOCKET_ENDPOINT, rewritten to the twins'
     * port) reach its sockets.
     */
    attachWebSocketApi(server: Server, path: string) {
      webSocketApi = attachWebSocketApi({
        server,
        path,
        stage: webSocketStage.stage,
        apiId: webSocketStage.apiId,
        // The management endpoint a function builds from it (`https://<domainName>/<stage>`) is AWS's.
        domainName: `${webSocketStage.apiId}.execute-api.${config.region}.amazonaws.com`,
        invoke: (routeKey, event) => invoke(webSocketRoutes.get(routeKey)!, `webSocket ${routeKey}`, event),
        log: (line) => log(`[rehearsal] ${line}`),
      });
      return webSocketApi;
    },
    /**
     * Starts every rehearsed function (its cold start) before anything is served: a bundle that cannot
     * load (a wrong Handler, an import that fails) throws here, naming the function and its error.
     */
    async startAll(): Promise<InitReport[]> {
      const reports = await Promise.all(rehearsed.map((fn) => host.init(fn)));
      const failed = reports.filter((r) => !r.ok);
      if (failed.length > 0) {
        throw new Error(`Rehearsal: ${failed.length} function(s) failed to initialise: ${failed.map((r) => `${r.id}: ${r.error?.errorType}: ${r.error?.errorMessage}`).join('; ')}`);
      }
      return reports;
    },
    failures: () => host.failures(),
    /** Every rehearsed function: what invokes it (trigger kinds and routes) and how often it has run. */
    report: () => ({
      functions: rehearsed.map((fn) => ({
        id: fn.id,
        triggers: [...new Set(fn.triggers.map((t) => t.kind))],
        invocations: Object.fromEntries(invocations.get(fn.id) ?? []),
      })),
      skipped,
      failures: host.failures(),
    }),
    async stop(): Promise<void> {
      webSocketApi?.close();
      await host.stop();
      await new Promise<void>((resolve) => awsTwins.close(() => resolve()));
      awsTwins.closeAllConnections();
    },
  };
}

/** The WebSocket API's stage (its name is the management API's first path segment) and the API's id as its Ref resolves. */
function webSocketStageOf(templates: CloudAssembly['templates']): { stage: string; apiId: string } {
  for (const [stack, template] of templates) {
    for (const resource of Object.values(template.Resources)) {
      const apiRef = (resource.Properties?.ApiId as { Ref?: string } | undefined)?.Ref;
      if (resource.Type !== 'AWS::ApiGatewayV2::Stage' || !apiRef) continue;
      if (template.Resources[apiRef]?.Properties?.ProtocolType === 'WEBSOCKET') return { stage: String(resource.Properties?.StageName), apiId: `${stack}-${apiRef}`.toLowerCase() };
    }
  }
  throw new Error('The templates have no stage of a WebSocket API');
}

export type Rehearsal = Awaited<ReturnType<typeof startRehearsal>>;
export { FunctionError };
