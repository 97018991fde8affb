import { createHash } from 'node:crypto';
import type { ColumnMetadata, Field, RDSDataClient } from '@aws-sdk/client-rds-data';
import { Status } from '../../shared/contract/protocol.ts';
import { CallError, RetryLaterError } from '../lib/errors.ts';
import { optionalEnv, requireEnv } from '../lib/env.ts';
import { traceAwsClient } from '../lib/xray.ts';
import { SCHEMA_STATEMENTS } from './schema.ts';
import { sqlOver, type CompiledStatement, type Sql } from './sql.ts';

/**
 * The catalogue's read model (docs/adr/0026, 0045): Aurora Serverless v2 PostgreSQL reached through the
 * RDS Data API (HTTPS, IAM-authorised, no VPC for the functions), locally the stack's Data API twin in
 * front of PGlite (infra/local/data-api.ts) through the same SDK calls. SEARCH_DB_CLUSTER_ARN,
 * SEARCH_DB_SECRET_ARN and SEARCH_DB_NAME name the cluster, its credentials and database;
 * RDS_DATA_ENDPOINT points the client at the twin.
 *
 * A paused database (minimum capacity 0) answers DatabaseResumingException while it resumes (~15 s):
 * a statement is retried for WAKE_WAIT_MS, then the call answers the protocol's 503 with Retry-After
 * (`searchWaking`), which the site retries; never a timeout's 5xx.
 */

/** How long one statement waits for a resuming database before its call answers 503. */
export const WAKE_WAIT_MS = Number(optionalEnv('SEARCH_DB_WAKE_WAIT_MS') ?? 8_000);
/** The Retry-After of that 503: about what a resume has left by then. */
export const WAKE_RETRY_AFTER_SECONDS = 5;

/** The Data API's answers for a database that is not there yet: retried, then answered 503. */
const WAKING_ERRORS = new Set(['DatabaseResumingException', 'DatabaseUnavailableException', 'ServiceUnavailableError']);

type DataApiSdk = typeof import('@aws-sdk/client-rds-data');
let client: Promise<{ sdk: DataApiSdk; client: RDSDataClient }> | null = null;
let ready: Promise<Sql> | null = null;

/** The Data API's SDK and client, loaded on the first statement (not at init: docs/adr/0046's cold starts). */
function dataApi(): Promise<{ sdk: DataApiSdk; client: RDSDataClient }> {
  client ??= import('@aws-sdk/client-rds-data').then((sdk) => {
    const endpoint = optionalEnv('RDS_DATA_ENDPOINT');
    // The SDK's own retries stay (a reset connection, throttling); a resuming database is ours to wait for (`send`).
    const base = new sdk.RDSDataClient({ region: optionalEnv('AWS_REGION') ?? 'eu-west-2', ...(endpoint ? { endpoint } : {}) });
    base.middlewareStack.remove('loggerMiddleware');
    return { sdk, client: traceAwsClient(base) };
  });
  return client;
}

const target = () => ({
  resourceArn: requireEnv('SEARCH_DB_CLUSTER_ARN'),
  secretArn: requireEnv('SEARCH_DB_SECRET_ARN'),
  database: optionalEnv('SEARCH_DB_NAME') ?? 'patina',
});

/** The error a call answers while the database resumes: the protocol's 503, with Retry-After. */
export function searchWaking(): CallError {
  return new RetryLaterError(Status.serviceUnavailable, 'searchWaking', WAKE_RETRY_AFTER_SECONDS, { retryAfter: WAKE_RETRY_AFTER_SECONDS });
}

/** Sends a Data API command, retrying while the database resumes (up to WAKE_WAIT_MS, then 503). */
async function send<T>(command: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + WAKE_WAIT_MS;
  for (let wait = 250; ; wait = Math.min(wait * 2, 2_000)) {
    try {
      return await command();
    } catch (error) {
      if (!WAKING_ERRORS.has((error as Error).name)) throw error;
      if (Date.now() + wait > deadline) throw searchWaking();
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

async function execute(statement: CompiledStatement, transactionId?: string): Promise<Record<string, unknown>[]> {
  const { sdk, client: rds } = await dataApi();
  const output = await send(() =>
    rds.send(
      new sdk.ExecuteStatementCommand({
        ...target(),
        sql: statement.text,
        parameters: statement.parameters,
        includeResultMetadata: true,
        ...(transactionId ? { transactionId } : {}),
      }),
    ),
  );
  const columns = output.columnMetadata ?? [];
  return (output.records ?? []).map((record) => Object.fromEntries(record.map((field, i) => [columns[i]?.label ?? columns[i]?.name ?? `column${i}`, fieldValue(field, columns[i])])));
}

/** A result field as the code reads it: JSON columns parsed, numbers as numbers. */
export function fieldValue(field: Field, column: ColumnMetadata | undefined): unknown {
  if (field.isNull) return null;
  if (field.booleanValue !== undefined) return field.booleanValue;
  if (field.longValue !== undefined) return Number(field.longValue);
  if (field.doubleValue !== undefined) return field.doubleValue;
  if (field.stringValue !== undefined) {
    const type = column?.typeName?.toLowerCase();
    return type === 'json' || type === 'jsonb' ? JSON.parse(field.stringValue) : field.stringValue;
  }
  return null;
}

const transactions = {
  begin: async () => {
    const { sdk, client: rds } = await dataApi();
    return (await send(() => rds.send(new sdk.BeginTransactionCommand(target())))).transactionId!;
  },
  commit: async (transactionId: string) => {
    const { sdk, client: rds } = await dataApi();
    await rds.send(new sdk.CommitTransactionCommand({ resourceArn: target().resourceArn, secretArn: target().secretArn, transactionId }));
  },
  rollback: async (transactionId: string) => {
    const { sdk, client: rds } = await dataApi();
    await rds.send(new sdk.RollbackTransactionCommand({ resourceArn: target().resourceArn, secretArn: target().secretArn, transactionId }));
  },
};

/** The statement builder, its schema in place (checked once per process; created when missing or changed). */
export function searchDb(): Promise<Sql> {
  ready ??= (async () => {
    const sql = sqlOver(execute, transactions);
    await migrate(sql);
    return sql;
  })().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/** The schema's fingerprint: a process whose statements the database already ran skips them (one read, not ~40 statements). */
const SCHEMA_VERSION = createHash('sha256').update(SCHEMA_STATEMENTS.join('\n;\n')).digest('hex').slice(0, 16);

/** Creates what the schema lacks, one process at a time (the projector and the calls may start together). */
export async function migrate(sql: Sql): Promise<void> {
  const current = await sql<{ value: string }>`SELECT value FROM catalogue_meta WHERE name = 'schema'`.then(
    (rows) => rows[0]?.value,
    (error: unknown) => {
      if (error instanceof CallError) throw error;
      return undefined; // no catalogue_meta yet: a new database
    },
  );
  if (current === SCHEMA_VERSION) return;
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(26026)`;
    for (const statement of SCHEMA_STATEMENTS) await tx`${tx.unsafe(statement)}`;
    await tx`INSERT INTO catalogue_meta (name, value) VALUES ('schema', ${SCHEMA_VERSION}) ON CONFLICT (name) DO UPDATE SET value = excluded.value`;
  });
}

/** Forgets the process's client (local tools and tests; a Lambda keeps it for the next request). */
export async function closeSearchDb(): Promise<void> {
  ready = null;
  const loaded = client;
  client = null;
  (await loaded?.catch(() => null))?.client.destroy();
}
