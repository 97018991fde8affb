// First: the handlers' Powertools settings, before any handler module reads them.
import './handler-settings.ts';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { FUNCTION_GROUPS } from '../../lambdas/functions.ts';
import { useClock } from '../../lambdas/lib/clock.ts';
import { LOCAL_CREDENTIALS, ROOT, type LocalStackConfig } from './config.ts';
import { startCognitoLocal, startDynalite, startS3rver, startSearchEngine, tableStreamDir, type CognitoMessage, type Running } from './emulators.ts';
import { deliverChanges, type ChangeDelivery } from './change-stream.ts';
import { prepareSiteBucket } from './site-pages.ts';
import { cognitoMail, Outbox } from './outbox.ts';
import { createGateway, type LambdaHandler } from './gateway.ts';
import { localSearchEnv, startDataApiTwin } from './data-api.ts';
import { ensureTable, ensureUserPool } from './provision.ts';
import { CUSTOM_MESSAGE_FUNCTION, startLambdaInvoke, STAFF_MFA_FUNCTION, type TriggerHandler } from './lambda-invoke.ts';
import { seedDemoAccounts } from './seed/accounts.ts';
import { seedDemoData, seedReferenceData, seedSellerForms } from './seed/seed.ts';
import { TestClock } from './test-clock.ts';
import { scheduleAlertDigest, schedulePayouts } from './schedules.ts';
import { ClientRateLimiter } from './rate-limiter.ts';
import type { RateLimit } from '../rate-limits.ts';
import type { StageThrottle } from '../stage-throttles.ts';
import { itemWorkflowDefinition } from '../workflow/item-workflow.ts';
import { createWorkflowRunner, type WorkflowRunner } from './workflow-runner.ts';
import { FileWorkflowStore } from './workflow-store.ts';
import { useWorkflowEngine } from '../../lambdas/adapters/workflow.ts';
import { useLivePush } from '../../lambdas/adapters/live-push.ts';
import { useMailer } from '../../lambdas/adapters/mail.ts';
import { verifyIdToken } from '../../lambdas/lib/verify-token.ts';
import { attachLiveSockets } from './live-sockets.ts';
import { LOCAL_WEBHOOK_SECRET } from './card-processor.ts';
import { SAMPLE_FULFILMENT_CENTRE } from '../../lambdas/orders/fulfilment-centre.ts';
import { startRehearsal, type Rehearsal } from './rehearsal/rehearsal.ts';

export interface LocalStack {
  url: string;
  config: LocalStackConfig;
  clock: TestClock;
  /** The local mail outbox (/dev/outbox). */
  outbox: Outbox;
  /** The local Step Functions: the deployed definition, Task states bound to the task Lambda's code. */
  workflow: WorkflowRunner;
  /** How near the busiest client came to each request limit (ClientRateLimiter.peaks). */
  limitPeaks(): string[];
  stop(): Promise<void>;
}

/**
 * Starts the whole product on one machine: the emulators (dynalite, s3rver, cognito-local), the
 * table and user pool made from the deployed definitions, the demo data on first start, and the
 * gateway serving the API (the same Lambda handlers, in-process), photos and the built site.
 */
export interface StartOptions {
  log?: (line: string) => void;
  /**
   * Seed the demo data on first start (default true; tests of the stack itself may skip it);
   * 'reference': only what a listing needs (categories, seller forms…), no demo people or lots.
   */
  seed?: boolean | 'reference';
  /**
   * The item workflow definition new executions start on (default: itemWorkflowDefinition(), what
   * the CDK app deploys). Tests give an older one to play a deploy: executions started on it finish
   * on it after a restart with the current one (docs/adr/0020).
   */
  workflowDefinition?: object;
  /**
   * The per-client limits the gateway and the Cognito guard apply (default RATE_LIMITS, what WAF
   * enforces). Tests of the limits' workings give small ones with long windows, so a bucket is spent
   * in a few calls and cannot refill while the test runs.
   */
  rateLimits?: readonly RateLimit[];
  /**
   * Routes given throttles of their own besides the stages' (infra/stage-throttles.ts), by route key
   * (`POST /api/<call>`, `$connect`, `$default`). Tests of the throttle's workings give one route a
   * bucket that a few requests spend and that does not refill while the test runs.
   */
  routeThrottles?: { api?: Readonly<Record<string, StageThrottle>>; live?: Readonly<Record<string, StageThrottle>> };
}

/** How long a start waits for resumed workflows to settle before opening anyway (logged). */
const RESUME_SETTLE_LIMIT_MS = 120_000;
/** How long POST /dev/clock waits for executions in flight before failing (a stuck task handler). */
const CLOCK_SETTLE_LIMIT_MS = 60_000;

/**
 * The user pool's trigger functions (in AWS, Lambda functions Cognito invokes): served on the stack's
 * Lambda endpoint for cognito-local, the same handler modules in this process (docs/adr/0029), or in
 * the rehearsal the deployed bundle.
 */
async function startTriggers(config: LocalStackConfig, rehearsal: Rehearsal | null): Promise<Running> {
  const staffMfa = rehearsal
    ? { handler: rehearsal.userPoolTrigger('PreTokenGeneration') }
    : ((await import(path.join(ROOT, 'lambdas/entry/staff-mfa.ts'))) as typeof import('../../lambdas/entry/staff-mfa.ts'));
  const customMessage = rehearsal
    ? { handler: rehearsal.userPoolTrigger('CustomMessage') }
    : ((await import(path.join(ROOT, 'lambdas/entry/custom-message.ts'))) as typeof import('../../lambdas/entry/custom-message.ts'));
  const server = await startLambdaInvoke(
    config.host,
    config.lambdaPort,
    new Map<string, TriggerHandler>([
      [STAFF_MFA_FUNCTION, staffMfa.handler],
      [CUSTOM_MESSAGE_FUNCTION, customMessage.handler],
    ]),
  );
  return {
    name: 'user pool triggers',
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function startLocalStack(config: LocalStackConfig, options: StartOptions = {}): Promise<LocalStack> {
  const log = options.log ?? console.log;
  // Not serving yet (crash points of the kill -9 tests wait for this; an inherited value means nothing).
  delete process.env.PATINA_STACK_READY;
  mkdirSync(config.dataDir, { recursive: true });
  // Every domain time reads this clock (the test clock, persisted with the data).
  const clock = new TestClock(path.join(config.dataDir, 'clock.json'));
  useClock(clock);
  const running: Running[] = [];
  const stopAll = async () => {
    for (const r of running.reverse()) await r.stop().catch(() => {});
  };
  try {
    const outbox = new Outbox(path.join(config.dataDir, 'outbox.jsonl'));
    const deliver = (message: CognitoMessage) => outbox.add(cognitoMail(message, clock.now()));
    // One limiter for the stack: the gateway's rules (paths) and the Cognito guard's (actions).
    const limiter = new ClientRateLimiter(options.rateLimits, (refusal, facts) =>
      log(`429 from the ${refusal.rule} limit for ${facts.ip} (${facts.path ?? facts.cognitoTarget}), retry after ${refusal.retryAfterSeconds} s`),
    );
    // The product's own e-mails (notifications) go to the same outbox as Cognito's codes.
    useMailer({ send: async (mail) => void outbox.add({ ...mail, code: null, sentAt: clock.now().toISOString() }) });
    // The rehearsal (docs/adr/0047): the bundles in cdk.out serve instead of the handlers in this process.
    const rehearsal = config.rehearsal
      ? await startRehearsal({
          config,
          cdkOut: config.rehearsal,
          clockOffsetMs: () => clock.now().getTime() - Date.now(),
          sendMail: (mail) => void outbox.add({ ...mail, code: null, sentAt: clock.now().toISOString() }),
          log,
        })
      : null;
    if (rehearsal) {
      running.push({ name: 'rehearsal', stop: () => rehearsal.stop() });
      log(`Rehearsal of ${config.rehearsal}: ${rehearsal.rehearsed.length} functions; not rehearsed: ${rehearsal.skipped.join(', ') || 'none'}`);
    }
    // The table's changes reach the search projector as DynamoDB Streams records (docs/adr/0026).
    let changes: ChangeDelivery | null = null;
    running.push(
      ...(await Promise.all([
        startDynalite(config, () => void changes?.drain()),
        startS3rver(config),
        startCognitoLocal(config, deliver, limiter),
        startSearchEngine(config),
        startTriggers(config, rehearsal),
      ])),
    );
    // The catalogue reaches the search engine through the RDS Data API, as in AWS (docs/adr/0045).
    const dataApi = await startDataApiTwin(config);
    running.push(dataApi);

    // The handlers read their settings from the environment, as they do in Lambda.
    Object.assign(process.env, {
      TABLE_NAME: config.tableName,
      // Where e-mail links point.
      SITE_URL: `http://localhost:${config.port}`,
      PHOTO_BUCKET: config.photoBucket,
      PAYOUT_BUCKET: config.payoutBucket,
      // The site bucket's twin: shells and rendered lot and category pages (docs/adr/0036).
      SITE_BUCKET: config.siteBucket,
      AWS_REGION: config.region,
      DYNAMODB_ENDPOINT: `http://${config.emulatorHost}:${config.dynamoPort}`,
      S3_ENDPOINT: `http://${config.emulatorHost}:${config.s3Port}`,
      COGNITO_ENDPOINT: `http://${config.host}:${config.cognitoPort}`,
      // Browsers upload photos through the gateway's origin (it forwards to s3rver).
      PHOTO_UPLOAD_URL: `http://localhost:${config.port}/photo-uploads`,
      // Locally every SDK client talks to an emulator, never to AWS.
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      // The payments adapter's Stripe SDK talks to the local card processor on the gateway.
      STRIPE_SECRET_KEY: 'sk_test_patina_local',
      // Powertools' settings are set before any handler module is loaded (handler-settings.ts). No X-Ray:
      // without AWS_XRAY_DAEMON_ADDRESS and a sampled trace header nothing is sent (lambdas/lib/xray.ts).
      STRIPE_API_URL: `http://${config.host}:${config.port}/local-payments`,
      // The local card processor signs its events with this (in AWS: the Secrets Manager secret).
      STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
      // Where sellers send fulfilment orders (docs/adr/0021): the environment's, else the sample centre.
      FULFILMENT_CENTRE_ADDRESS: process.env.FULFILMENT_CENTRE_ADDRESS ?? JSON.stringify(SAMPLE_FULFILMENT_CENTRE),
      // The catalogue's read model: PGlite behind the Data API twin (in AWS: Aurora through the Data API).
      ...localSearchEnv(config),
    });
    await ensureTable(config);
    const projector = (await import(path.join(ROOT, 'lambdas/entry/search-projector.ts'))) as typeof import('../../lambdas/entry/search-projector.ts');
    const { closeSearchDb } = (await import(path.join(ROOT, 'lambdas/search/db.ts'))) as typeof import('../../lambdas/search/db.ts');
    // The rendered pages' shells come from this build; pages rendered by an older one are dropped (docs/adr/0036).
    const { SHELL_FILES } = (await import(path.join(ROOT, 'lambdas/pages/shells.ts'))) as typeof import('../../lambdas/pages/shells.ts');
    await prepareSiteBucket(config, SHELL_FILES);
    await rehearsal?.deploy(`http://localhost:${config.port}`);
    const sitePages = (await import(path.join(ROOT, 'lambdas/entry/site-pages.ts'))) as typeof import('../../lambdas/entry/site-pages.ts');
    const alerts = (await import(path.join(ROOT, 'lambdas/entry/alerts.ts'))) as typeof import('../../lambdas/entry/alerts.ts');
    const { dispatchChanges } = (await import(path.join(ROOT, 'lambdas/stream/dispatch.ts'))) as typeof import('../../lambdas/stream/dispatch.ts');
    const { TABLE_STREAM_CONSUMERS, someConsumerKeeps } = (await import(path.join(ROOT, 'lambdas/stream/consumers.ts'))) as typeof import('../../lambdas/stream/consumers.ts');
    // As in AWS, one reader of the table's changes hands each consumer its records (docs/adr/0046); here
    // the consumers are their handlers in this process, not functions invoked. A failed render is
    // logged, never holding search back (its page is rendered on its first request instead, as the
    // bucket's fallback does in AWS); a failed projection fails the batch, which is delivered again.
    // PATINA_RENDER_ON_CHANGE=0 leaves every page to its first request (the bench's 100,000 lots: rendering
    // them all as they arrive takes over an hour on the shared machine); the fallback is the same as AWS's.
    const renderOnChange = process.env.PATINA_RENDER_ON_CHANGE !== '0';
    const localConsumers: Record<string, (event: import('../../lambdas/search/projector.ts').ChangeEvent) => Promise<void>> = {
      'search-projector': projector.handler,
      'site-pages': async (event) => {
        if (renderOnChange) await sitePages.handler(event).catch((error: unknown) => log(`site pages failed: ${String(error)}`));
      },
      // Saved searches' and follows' alerts of newly accepted lots (docs/adr/0053): a failure fails the batch, delivered again.
      alerts: alerts.handler,
    };
    const delivery = deliverChanges(
      tableStreamDir(config),
      rehearsal
        ? (event) => rehearsal.deliverStream(event)
        : (event) =>
            dispatchChanges(event, TABLE_STREAM_CONSUMERS, async (consumer, records) => {
              const handler = localConsumers[consumer.name];
              if (!handler) throw new Error(`No local handler for the table stream consumer ${consumer.name}`);
              await handler(records);
            }),
      log,
      undefined,
      someConsumerKeeps,
    );
    running.push({ name: 'change delivery', stop: async () => { await delivery.stop(); await closeSearchDb(); } });
    changes = delivery;
    // What the last run wrote and had not delivered (or all of it, into a new read model).
    await delivery.drain();
    const pool = await ensureUserPool(config);
    Object.assign(process.env, { USER_POOL_ID: pool.userPoolId, USER_POOL_CLIENT_ID: pool.userPoolClientId });
    if (rehearsal) {
      rehearsal.setUserPool(pool);
      // Every function's cold start before anything is served: a bundle that cannot load stops the stack here.
      const reports = await rehearsal.startAll();
      log(`Rehearsal: ${reports.length} functions initialised (init ${reports.map((r) => `${r.id.split('/')[1]} ${r.initMs?.toFixed(0)} ms`).join(', ')})`);
    }

    // The item workflow: the same States Language document the CDK app deploys, every Task state
    // bound to the workflow task Lambda's handler (as in AWS, whatever definition an execution runs
    // on: a resumed one keeps its own); deadlines follow the test clock.
    const definition = options.workflowDefinition ?? itemWorkflowDefinition();
    const tasks = (await import(path.join(ROOT, 'lambdas/entry/workflow-tasks.ts'))) as { handler: (event: unknown) => Promise<unknown> };
    const store = new FileWorkflowStore(path.join(config.dataDir, 'workflow'));
    const workflow = createWorkflowRunner({
      definition,
      defaultTaskHandler: rehearsal ? rehearsal.task : (input: unknown) => tasks.handler(input),
      now: () => clock.now().getTime(),
      store,
    });
    running.push({ name: 'workflow', stop: async () => workflow.stop() });
    rehearsal?.setWorkflow(workflow);
    // The calls (and task handlers) drive the workflow through the same interface as Step Functions in AWS.
    useWorkflowEngine({
      startItemWorkflow: async (name, input) => void (await workflow.startExecution(name, input)),
      executionState: async (name) => {
        try {
          return workflow.describeExecution(workflow.executionArnOf(name)).status;
        } catch {
          return null;
        }
      },
      sendTaskSuccess: (token, output) => workflow.sendTaskSuccess(token, output),
      sendTaskFailure: (token, error, cause) => workflow.sendTaskFailure(token, error, cause),
    });
    // POST /dev/clock moves time once every execution is at a settled point, and answers once every
    // deadline it made due has been carried through to the next one (CALLS.md).
    clock.beforeAdvance(() => workflow.settled(undefined, CLOCK_SETTLE_LIMIT_MS));
    // Executions the last run left RUNNING (stopped, or killed at any point) go on from their saved
    // positions; the gateway opens once each has reached a settled point (a callback's handler has
    // stored its token again) and the deadlines that fell due meanwhile have been processed.
    const unfinished = store.unfinished();
    for (const snapshot of unfinished) await workflow.resumeExecution(snapshot);
    if (unfinished.length > 0) {
      await workflow.settled(undefined, RESUME_SETTLE_LIMIT_MS).catch((error: unknown) => log(`Resumed workflows: ${String(error)}`));
      await workflow.fireDueTimeouts();
    }

    // The demo data, on the first start (or to finish one a stop cut short), once the workflow runs:
    // the seed submits and accepts its listings through the use cases, which start each lot's
    // workflow, so every demo auction is live and ends when the clock passes its end.
    if (options.seed === 'reference') {
      await seedSellerForms();
      await seedReferenceData();
    } else if (options.seed !== false) {
      await seedSellerForms();
      // (Crash points of the kill -9 tests stay disarmed here: they fire only once the stack serves.)
      const people = await seedDemoAccounts(config, pool, clock.now());
      if (await seedDemoData(config, clock.now(), people, log)) {
        // Open once every demo lot's workflow waits for its end (its token stored), as after a resume.
        await workflow.settled(undefined, RESUME_SETTLE_LIMIT_MS).catch((error: unknown) => log(`Seeded workflows: ${String(error)}`));
      }
    }

    // The lot sweeper (a schedule in AWS): at start, to finish what a crash interrupted, then every
    // minute, and after the clock moves (a schedule's runs would have fallen in the time skipped).
    const { sweepLots } = (await import(path.join(ROOT, 'lambdas/lots/sweeper.ts'))) as typeof import('../../lambdas/lots/sweeper.ts');
    const sweepFunction = rehearsal?.schedule(/sweeper/i);
    const sweep = () => (sweepFunction ? sweepFunction() : sweepLots(clock.now())).catch((error: unknown) => log(`lot sweeper failed: ${String(error)}`));
    clock.onAdvance(async (now) => {
      await workflow.fireDueTimeouts(now.getTime());
      await sweep();
      // The clock's answer comes once search shows what the move changed too.
      await delivery.drain();
    });
    await sweep();
    const sweeper = setInterval(() => void sweep(), 60_000);
    sweeper.unref();
    running.push({ name: 'sweeper', stop: async () => clearInterval(sweeper) });
    // The fortnightly payout run (EventBridge Scheduler in AWS): when the test clock enters a new fortnight.
    running.push(await schedulePayouts(clock, path.join(config.dataDir, 'payout-schedule.json'), log, rehearsal?.schedule(/payout/i)));
    // The daily alert digest (EventBridge Scheduler in AWS): when the test clock enters a new UTC day.
    running.push(await scheduleAlertDigest(clock, path.join(config.dataDir, 'alert-digest-schedule.json'), log, rehearsal?.schedule(/Alerts\/Digest/)));

    let handlers = new Map<string, LambdaHandler>();
    let fallbackHandler: LambdaHandler | null = null;
    for (const group of rehearsal ? [] : FUNCTION_GROUPS) {
      const module = (await import(path.join(ROOT, group.entry))) as { handler: LambdaHandler };
      fallbackHandler ??= module.handler;
      for (const name of group.calls) handlers.set(name, module.handler);
    }
    let webhookHandler: LambdaHandler;
    let pagesHandler: Parameters<typeof createGateway>[0]['pagesHandler'] = async (event) => (await sitePages.handler(event as never))!;
    if (rehearsal) {
      ({ handlers, fallbackHandler, webhookHandler } = rehearsal);
      pagesHandler = rehearsal.renderPage;
    } else {
      ({ handler: webhookHandler } = (await import(path.join(ROOT, 'lambdas/entry/webhooks.ts'))) as { handler: LambdaHandler });
    }
    const gateway = createGateway({
      config,
      webhookHandler,
      limiter,
      routeThrottles: options.routeThrottles?.api,
      handlers,
      pagesHandler,
      fallbackHandler: fallbackHandler!,
      clock,
      outbox,
      pauseSearch: (seconds) => dataApi.pause(seconds),
      ...(rehearsal ? { rehearsalReport: () => rehearsal.report() } : {}),
      runtimeConfig: {
        apiUrl: '/api',
        wsUrl: `ws://localhost:${config.port}/ws`,
        region: config.region,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        cognitoEndpoint: `http://localhost:${config.cognitoPort}`,
        // The local card processor (Stripe's API shape) where the card form tokenises cards.
        paymentsUrl: `http://localhost:${config.port}/local-payments`,
        paymentsPublishableKey: 'pk_test_patina_local',
        // Stripe.js's local twin, on its own origin as js.stripe.com is (infra/local/stripe-js.ts).
        stripeJsUrl: `http://localhost:${config.stripeJsPort}/v3`,
      },
    });
    // Live updates on /ws of the same origin; the calls push through the same interface as in AWS. In the
    // rehearsal, /ws is the WebSocket API's twin: its routes and the pushes are the deployed bundles'.
    if (rehearsal) {
      const api = rehearsal.attachWebSocketApi(gateway, '/ws');
      running.push({ name: 'WebSocket API', stop: async () => api.close() });
    } else {
      const live = attachLiveSockets(gateway, async (token) => (await verifyIdToken(token)).sub, options.routeThrottles?.live);
      useLivePush(live);
      running.push({ name: 'live sockets', stop: async () => live.close() });
    }
    // Search opens with every change made so far (the seed's, a resume's) in its read model.
    await delivery.drain();
    await new Promise<void>((resolve, reject) => {
      gateway.stripeJsTwin.once('error', reject);
      gateway.stripeJsTwin.listen(config.stripeJsPort, config.host, () => resolve());
    });
    running.push({
      name: 'Stripe.js twin',
      stop: () =>
        new Promise<void>((resolve) => {
          gateway.stripeJsTwin.close(() => resolve());
          gateway.stripeJsTwin.closeAllConnections();
        }),
    });
    await new Promise<void>((resolve, reject) => {
      gateway.once('error', reject);
      gateway.listen(config.port, config.host, () => resolve());
    });
    // From here on the stack serves requests: crash points of the kill -9 tests may fire (lambdas/lib/fault.ts).
    process.env.PATINA_STACK_READY = '1';
    running.push({
      name: 'gateway',
      stop: () =>
        new Promise<void>((resolve) => {
          gateway.close(() => resolve());
          gateway.closeAllConnections();
        }),
    });
    return { url: `http://localhost:${config.port}`, config, clock, outbox, workflow, limitPeaks: () => limiter.peaks(), stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
