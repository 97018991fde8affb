import path from 'node:path';

/** The project root (infra/local/ is two levels below it). */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The loopback interface, the only one the emulators listen on. */
export const EMULATOR_HOST = '127.0.0.1';

/**
 * Settings of one local stack. The gateway listens on PORT (4321); the emulators take the next
 * five ports (PORT+1 to PORT+5), the user pool's trigger endpoint PORT+6, the Data API twin PORT+7, the Stripe.js
 * twin PORT+8 and, in the rehearsal, its AWS twins PORT+9 (docs/adr/0047), so a test stack on another PORT never
 * collides with a running demo.
 */
export interface LocalStackConfig {
  port: number;
  /** Where the gateway and the twins the browser or functions reach listen (HOST, default 127.0.0.1). */
  host: string;
  /**
   * Where the emulators listen, whatever HOST says (EMULATOR_HOST, the loopback interface): dynalite, s3rver,
   * the search engine and cognito-local accept any request (or any credentials), so nothing but this
   * machine's own processes may reach them (docs/adr/0042).
   */
  emulatorHost: typeof EMULATOR_HOST;
  dataDir: string;
  siteDir: string;
  dynamoPort: number;
  s3Port: number;
  cognitoPort: number;
  /** Where cognito-local itself listens: clients reach it through the guard on cognitoPort (rate limits, password lockout). */
  cognitoUpstreamPort: number;
  /** The search engine (PGlite over the PostgreSQL wire protocol, docs/adr/0026). */
  searchPort: number;
  /** The Lambda Invoke API cognito-local calls its triggers through (infra/local/lambda-invoke.ts, docs/adr/0029). */
  lambdaPort: number;
  /** The RDS Data API twin in front of the search engine (infra/local/data-api.ts, docs/adr/0045). */
  dataApiPort: number;
  /** The Stripe.js twin's origin (infra/local/stripe-js.ts): its script, its card field's frame and the processor's API, as js.stripe.com and api.stripe.com are another origin than the site's. */
  stripeJsPort: number;
  region: string;
  tableName: string;
  photoBucket: string;
  /** The payouts' bank export (docs/adr/0024). */
  payoutBucket: string;
  /** The site bucket's twin: the shells rendered pages are made from, and the rendered lot and category pages (docs/adr/0036). */
  siteBucket: string;
  /** Log each call on stdout. */
  verbose: boolean;
  /**
   * The rehearsal mode (docs/adr/0047): the cloud assembly (cdk.out) whose function bundles serve every
   * call, stream record, task and schedule instead of the in-process handlers; null for the usual stack.
   */
  rehearsal: string | null;
}

export function localStackConfig(env: NodeJS.ProcessEnv = process.env): LocalStackConfig {
  const port = Number(env.PORT ?? 4321);
  if (!Number.isInteger(port) || port < 1 || port > 65_527) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    emulatorHost: EMULATOR_HOST,
    dataDir: path.resolve(ROOT, env.PATINA_DATA_DIR ?? '.data'),
    siteDir: path.resolve(ROOT, 'site', 'dist'),
    dynamoPort: port + 1,
    s3Port: port + 2,
    cognitoPort: port + 3,
    cognitoUpstreamPort: port + 4,
    searchPort: port + 5,
    lambdaPort: port + 6,
    dataApiPort: port + 7,
    stripeJsPort: port + 8,
    region: 'eu-west-2',
    tableName: 'patina-local',
    photoBucket: 'patina-photos-local',
    payoutBucket: 'patina-payouts-local',
    siteBucket: 'patina-site-local',
    verbose: env.PATINA_VERBOSE === '1',
    rehearsal: env.PATINA_REHEARSAL ? path.resolve(ROOT, env.PATINA_REHEARSAL) : null,
  };
}

/**
 * Credentials for the emulators. s3rver accepts only its own key pair ("S3RVER"); dynalite and
 * cognito-local accept any, so one pair serves every local client.
 */
/**
 * How long the local servers keep an idle keep-alive connection. Node's default (5 s) closes one just as
 * a client, on a busy machine, sends its next request on it: a reset (ECONNRESET) that the AWS endpoints,
 * which keep idle connections for a minute and more, never cause. Every local server a client reuses
 * connections to sets this.
 */
export const IDLE_KEEP_ALIVE_MS = 65_000;

export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * Past this many bytes, the gateway stops reading a body it has refused (an oversized call or
 * upload): it answers and closes the connection. Below it, a refused body is read to its end and
 * discarded first, so clients read the answer instead of a reset connection.
 */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
