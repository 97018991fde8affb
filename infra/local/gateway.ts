import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { callResult, Status } from '../../shared/contract/protocol.ts';
import { renderedPagePath, resolveSitePath } from '../../shared/routes.ts';
import { DRAIN_LIMIT_BYTES, IDLE_KEEP_ALIVE_MS, LOCAL_CREDENTIALS, type LocalStackConfig } from './config.ts';
import { demoAuthenticators } from './seed/authenticators.ts';
import type { TestClock } from './test-clock.ts';
import { outboxPage, type Outbox } from './outbox.ts';
import { createCardProcessor, LOCAL_PAYMENTS_PATH, LOCAL_WEBHOOK_SECRET } from './card-processor.ts';
import { bodyTooLarge, MAX_CALL_BODY_BYTES } from '../../lambdas/lib/request-guard.ts';
import { mediaTypeOf, sniffPhotoType } from '../../shared/image-type.ts';
import { localSecurityHeaders } from '../security-headers.ts';
import { sendBody } from './compression.ts';
import { createStripeJsTwin } from './stripe-js.ts';
import { readRenderedPage } from './site-pages.ts';
import { handlePhotoUpload } from './photo-uploads.ts';
import { clientIp, sendCallTooManyRequests, type ClientRateLimiter } from './rate-limiter.ts';
import type { AcceptedPost } from './upload-policy.ts';
import type { StageThrottle } from '../stage-throttles.ts';
import { apiStageThrottles, THROTTLED_BODY } from './stage-throttle.ts';

/** A Lambda entry as the API stack deploys it. */
export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface GatewayOptions {
  config: LocalStackConfig;
  /** Call name → the handler of the function group that serves it (lambdas/functions.ts). */
  handlers: ReadonlyMap<string, LambdaHandler>;
  /** Answers calls no group knows, in the protocol's 404 shape (as the catch-all route does in AWS). */
  fallbackHandler: LambdaHandler;
  /** The payment provider's signed events (`POST /webhooks/payments`): the webhook Lambda's entry. */
  webhookHandler: LambdaHandler;
  runtimeConfig: Record<string, string>;
  clock: TestClock;
  outbox: Outbox;
  /** The per-client request limits (infra/rate-limits.ts), shared with the Cognito guard. */
  limiter: ClientRateLimiter;
  /** Calls' routes with throttles of their own besides the stage's (tests of the throttle: docs/adr/0064). */
  routeThrottles?: Readonly<Record<string, StageThrottle>>;
  /** The site pages function's HTTP side (its function URL in AWS): rendered pages a bucket lacks, and the sitemap (docs/adr/0036). */
  pagesHandler: (event: Pick<APIGatewayProxyEventV2, 'rawPath' | 'requestContext'>) => Promise<APIGatewayProxyStructuredResultV2>;
  /** Simulates an auto-paused search database for that many seconds (the Data API twin: docs/adr/0045). */
  pauseSearch?: (seconds: number) => void;
  /** In the rehearsal (docs/adr/0047): each deployed function, what invokes it and how often it ran (`GET /dev/rehearsal.json`). */
  rehearsalReport?: () => unknown;
}

/** The largest object the local bucket stores, whatever a policy allows (photos are under 2 MB). */
const MAX_LOCAL_OBJECT_BYTES = 8 * 1024 * 1024;
/** The largest photo /photos/ serves. */
const MAX_SERVED_PHOTO_BYTES = 8 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

const AdvanceClockSchema = z.strictObject({ advanceSeconds: z.number().int().min(1).max(10 * 365 * 24 * 3600) });

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, html: string): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/**
 * A request body of at most MAX_CALL_BODY_BYTES, or null when it is longer. A longer body is still
 * read to its end (and discarded, never held), so the client gets the 413 rather than a reset
 * connection; past DRAIN_LIMIT_BYTES (or a declared length over it) reading stops and 'abandon' is
 * answered: the caller answers and closes the connection.
 */
function readBody(req: IncomingMessage): Promise<string | null | 'abandon'> {
  if (Number(req.headers['content-length'] ?? 0) > DRAIN_LIMIT_BYTES) return Promise.resolve('abandon');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_CALL_BODY_BYTES) return void chunks.push(chunk);
      chunks.length = 0;
      if (size > DRAIN_LIMIT_BYTES) {
        req.off('data', onData);
        req.pause();
        resolve('abandon');
      }
    };
    req.on('data', onData);
    req.once('end', () => resolve(size > MAX_CALL_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

/** The 413 answer in the protocol's shape; `close` when the rest of the body was not read. */
function sendTooLarge(req: IncomingMessage, res: ServerResponse, close: boolean): void {
  const result = bodyTooLarge();
  res.writeHead(result.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...(close ? { connection: 'close' } : {}) });
  res.end(JSON.stringify({ result }));
  if (close) res.once('finish', () => req.destroy());
}

/** The API Gateway (HTTP API, payload 2.0) event the deployed route would pass to the function. */
function toLambdaEvent(req: IncomingMessage, url: URL, callName: string, body: string): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k.toLowerCase()] = v;
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: `POST /api/${callName}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    pathParameters: { callName },
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: { method: req.method ?? 'POST', path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '', userAgent: headers['user-agent'] ?? '' },
      requestId: `local-${now}-${Math.random().toString(36).slice(2)}`,
      routeKey: `POST /api/${callName}`,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
    },
  };
}

const lambdaContext = { callbackWaitsForEmptyEventLoop: false, functionName: 'local', awsRequestId: 'local' } as Context;

/** The one local origin: the API, /config.json, the test clock, photos and the pre-rendered site. */
export function createGateway(options: GatewayOptions): Server & { stripeJsTwin: Server } {
  const { config } = options;
  const s3Base = `http://${config.emulatorHost}:${config.s3Port}/${config.photoBucket}/`;
  const stageThrottle = apiStageThrottles(options.routeThrottles);

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const callName = decodeURIComponent(url.pathname.slice('/api/'.length));
    if (req.method !== 'POST') return sendJson(res, 405, { result: callResult(405, 'postOnly', null) });
    const refusal = await options.limiter.check({ path: url.pathname, ip: clientIp(req), authorization: req.headers.authorization });
    if (refusal) {
      req.resume();
      return sendCallTooManyRequests(res, refusal);
    }
    // Past the firewall, the stage's throttle: each call's route has its bucket; an unknown name is `$default`'s.
    const handler = options.handlers.get(callName);
    if (!stageThrottle.take(handler ? `POST /api/${callName}` : '$default')) {
      req.resume();
      res.writeHead(Status.tooManyRequests, { 'content-type': 'application/json' });
      return void res.end(THROTTLED_BODY);
    }
    const body = await readBody(req);
    if (body === null || body === 'abandon') return sendTooLarge(req, res, body === 'abandon');
    const started = performance.now();
    const answer = await (handler ?? options.fallbackHandler)(toLambdaEvent(req, url, callName, body), lambdaContext);
    if (config.verbose) console.log(`${answer.statusCode} ${callName} ${(performance.now() - started).toFixed(1)} ms`);
    // Compressed as CloudFront's /api/* behaviour compresses it (docs/adr/0037).
    sendBody(req, res, answer.statusCode ?? 200, (answer.headers ?? {}) as Record<string, string>, answer.body ?? '');
  }

  async function handleClock(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'GET') return sendJson(res, 200, { now: options.clock.now().toISOString() });
    if (req.method !== 'POST') return sendJson(res, 405, { message: 'GET or POST' });
    const body = await readBody(req);
    if (body === null || body === 'abandon') return sendTooLarge(req, res, body === 'abandon');
    let parsed;
    try {
      parsed = AdvanceClockSchema.safeParse(JSON.parse(body));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return sendJson(res, 400, { message: 'Send {"advanceSeconds": n} with a whole number of seconds, at least 1' });
    const now = await options.clock.advance(parsed.data.advanceSeconds);
    sendJson(res, 200, { now: now.toISOString() });
  }

  /**
   * `POST /dev/search-pause {"seconds": n}`: the search database answers as a paused Aurora cluster
   * resuming does (DatabaseResumingException) for n seconds, so a test sees what the first search after
   * a quiet spell meets in AWS (docs/adr/0045).
   */
  async function handleSearchPause(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || !options.pauseSearch) return sendJson(res, 405, { message: 'POST {"seconds": n}' });
    const body = await readBody(req);
    if (body === null || body === 'abandon') return sendTooLarge(req, res, body === 'abandon');
    let seconds: unknown;
    try {
      seconds = (JSON.parse(body) as { seconds?: unknown }).seconds;
    } catch {
      seconds = undefined;
    }
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0 || seconds > 600) {
      return sendJson(res, 400, { message: 'Send {"seconds": n} with a whole number of seconds, 0 to 600' });
    }
    options.pauseSearch(seconds);
    sendJson(res, 200, { pausedSeconds: seconds });
  }

  // The local bucket as the gateway's code reaches it (accepted uploads are written with the SDK).
  let s3: Promise<import('@aws-sdk/client-s3').S3Client> | null = null;
  const localBucket = () =>
    (s3 ??= import('@aws-sdk/client-s3').then(
      ({ S3Client }) =>
        new S3Client({ region: config.region, endpoint: `http://${config.emulatorHost}:${config.s3Port}`, forcePathStyle: true, credentials: LOCAL_CREDENTIALS }),
    ));
  async function storeUpload(post: AcceptedPost, body: Buffer): Promise<void> {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    await (await localBucket()).send(
      new PutObjectCommand({
        Bucket: config.photoBucket,
        Key: post.key,
        Body: body,
        ContentType: post.contentType,
        CacheControl: post.cacheControl,
        Metadata: post.metadata,
      }),
    );
  }

  /**
   * Browser photo uploads (the presigned POST's URL locally): checked as S3 checks them
   * (photo-uploads.ts, upload-policy.ts), then stored in s3rver's bucket, which checks nothing itself.
   */
  function handleUpload(req: IncomingMessage, res: ServerResponse): Promise<void> {
    return handlePhotoUpload(req, res, {
      policyContext: () => ({
        bucket: config.photoBucket,
        region: config.region,
        credentials: LOCAL_CREDENTIALS,
        now: new Date(),
        maxObjectBytes: MAX_LOCAL_OBJECT_BYTES,
      }),
      store: storeUpload,
    });
  }

  /**
   * /photos/<key>: a stored photo, only ever as image/jpeg or image/png, and only when its bytes are
   * what its stored type says (anything else is a 404, so no upload is ever served as a page or script).
   */
  async function handlePhoto(res: ServerResponse, url: URL): Promise<void> {
    const key = url.pathname.slice('/photos/'.length);
    if (!key || key.includes('..')) return sendJson(res, 404, { message: 'Not found' });
    // A photo that does not come back in time is answered, not left hanging the page's load.
    let upstream: Response;
    try {
      upstream = await fetch(s3Base + key, { signal: AbortSignal.timeout(10_000) });
    } catch {
      return sendJson(res, 504, { message: 'The photo store did not answer in time' });
    }
    const storedType = mediaTypeOf(upstream.headers.get('content-type'));
    const declaredSize = Number(upstream.headers.get('content-length') ?? 0);
    if (!upstream.ok || !upstream.body || (storedType !== 'image/jpeg' && storedType !== 'image/png') || declaredSize > MAX_SERVED_PHOTO_BYTES) {
      await upstream.body?.cancel();
      return sendJson(res, 404, { message: 'Not found' });
    }
    const bytes = Buffer.from(await upstream.arrayBuffer());
    if (sniffPhotoType(bytes) !== storedType) return sendJson(res, 404, { message: 'Not found' });
    res.writeHead(200, {
      'content-type': storedType,
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(bytes);
  }

  /** A file of the built site, compressed as CloudFront compresses it (its compressed form kept until the file changes). */
  async function sendFile(req: IncomingMessage, res: ServerResponse, status: number, file: string, headers: Record<string, string>): Promise<void> {
    const { mtimeMs } = statSync(file);
    sendBody(req, res, status, headers, await readFile(file), `${file}@${mtimeMs}`);
  }

  async function handleStatic(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const relative = resolveSitePath(url.pathname);
    const file = path.join(config.siteDir, relative);
    const inside = file.startsWith(config.siteDir + path.sep);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      const ext = path.extname(file).toLowerCase();
      const immutable = relative.startsWith('/_astro/');
      return sendFile(req, res, 200, file, {
        'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    const french = /^\/fr(\/|$)/.test(url.pathname);
    const notFoundPage = path.join(config.siteDir, french ? 'fr/404/index.html' : '404.html');
    if (existsSync(notFoundPage)) return sendFile(req, res, 404, notFoundPage, { 'content-type': 'text/html; charset=utf-8' });
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<h1>Not found</h1><p>The site is not built: run npm start.</p>');
  }

  /** An answer of the pages function, as CloudFront passes it on. */
  async function sendPagesAnswer(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> {
    const answer = await options.pagesHandler({ rawPath, requestContext: { http: { method: req.method ?? 'GET' } } as APIGatewayProxyEventV2['requestContext'] });
    sendBody(req, res, answer.statusCode ?? 200, (answer.headers ?? {}) as Record<string, string>, answer.body ?? '');
  }

  /**
   * A lot or category route, as CloudFront's origin group answers it (docs/adr/0036): the rendered page
   * from the site bucket, else (its 404) the pages function, which renders it now or answers the shell.
   */
  async function handleRendered(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
    const page = await readRenderedPage(config, file);
    if (!page) return sendPagesAnswer(req, res, file);
    // Compressed as CloudFront compresses what its origin group answers.
    sendBody(req, res, 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': page.cacheControl }, page.body);
  }

  // The local card processor (Stripe's API shape): the handlers' SDK and the browser's card form use
  // it; it delivers its signed events to this origin's webhook route, as Stripe does to the deployed one.
  const cardProcessor = createCardProcessor({
    file: path.join(config.dataDir, 'payments.json'),
    publicUrl: options.runtimeConfig.paymentsUrl,
    webhookUrl: `http://${config.host}:${config.port}/webhooks/payments`,
    webhookSecret: LOCAL_WEBHOOK_SECRET,
  });

  /**
   * `POST /webhooks/payments`: the raw body and its signature header go to the webhook Lambda as API
   * Gateway would pass them (the signature covers the exact bytes). No per-client limit: the provider
   * is one client, and the signature refuses anyone else.
   */
  async function handleWebhook(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'POST') return sendJson(res, 405, { received: false });
    const body = await readBody(req);
    if (body === null || body === 'abandon') return sendTooLarge(req, res, body === 'abandon');
    const event = { ...toLambdaEvent(req, url, 'webhooks', body), routeKey: 'POST /webhooks/payments', rawPath: url.pathname };
    const answer = await options.webhookHandler(event, lambdaContext);
    res.writeHead(answer.statusCode ?? 200, (answer.headers ?? {}) as Record<string, string>);
    res.end(answer.body ?? '');
  }

  /** The local origin's routes, first match wins; everything else is the pre-rendered site. */
  function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> | void {
    const path = url.pathname;
    if (path.startsWith('/api/')) return handleApi(req, res, url);
    if (path.startsWith(`${LOCAL_PAYMENTS_PATH}/`)) return cardProcessor.handle(req, res, path.slice(LOCAL_PAYMENTS_PATH.length) + url.search);
    if (path === '/webhooks/payments') return handleWebhook(req, res, url);
    if (path === '/config.json') return sendJson(res, 200, options.runtimeConfig);
    if (path === '/dev/clock') return handleClock(req, res);
    if (path === '/dev/search-pause') return handleSearchPause(req, res);
    if (path === '/dev/rehearsal.json' && options.rehearsalReport) return sendJson(res, 200, options.rehearsalReport());
    if (path === '/dev/outbox' || path === '/dev/outbox/') return sendHtml(res, outboxPage(options.outbox.list()));
    if (path === '/dev/outbox.json') return sendJson(res, 200, { mails: options.outbox.list(url.searchParams.get('to') ?? undefined) });
    // The demo staff's authenticator keys (docs/adr/0029): what their phones would hold, as the outbox holds their mail;
    // and the code each would show now (real time, as cognito-local checks it), for trying the demo without an app.
    if (path === '/dev/authenticators.json') return sendJson(res, 200, demoAuthenticators(options.config, Date.now()));
    if (path === '/photo-uploads') return handleUpload(req, res);
    if (path.startsWith('/photos/')) return handlePhoto(res, url);
    if (path === '/sitemap.xml' || path.startsWith('/sitemaps/')) return sendPagesAnswer(req, res, path);
    const rendered = req.method === 'GET' || req.method === 'HEAD' ? renderedPagePath(path) : null;
    if (rendered) return handleRendered(req, res, rendered);
    return handleStatic(req, res, url);
  }

  // Stripe.js's local twin on its own origin (PORT+8), with this same processor behind it; it opens and closes with the gateway.
  const siteOrigins = [`http://localhost:${config.port}`, `http://${config.host}:${config.port}`];
  const stripeJsOrigins = [`http://localhost:${config.stripeJsPort}`, `http://${config.host}:${config.stripeJsPort}`];
  const stripeJsTwin = createStripeJsTwin({ processor: cardProcessor, siteOrigins });

  // The security headers of every answer (infra/security-headers.ts; the same values as CloudFront's in AWS).
  const securityHeaders = localSecurityHeaders({
    stripeJs: { scriptSources: stripeJsOrigins, frameSources: stripeJsOrigins },
    connectSources: [
      // Amplify's Cognito calls (the local Cognito port), and the future live push on this origin.
      `http://localhost:${config.cognitoPort}`,
      `http://${config.host}:${config.cognitoPort}`,
      `ws://localhost:${config.port}`,
      `ws://${config.host}:${config.port}`,
      // Stripe.js's calls to the processor (Stripe's api.stripe.com).
      ...stripeJsOrigins,
    ],
  });

  const gateway = createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const work = Promise.resolve().then(() => route(req, res, url));
    work.catch((error: unknown) => {
      console.error('gateway error', error);
      if (!res.headersSent) sendJson(res, 500, { result: callResult(500, 'somethingWentWrong', null) });
      else res.end();
    });
  });
  gateway.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
  return Object.assign(gateway, { stripeJsTwin });
}
