import postgres, { type Sql } from 'postgres';
import { optionalEnv } from '../lib/env.ts';
import { readSecretVersion } from '../lib/origin-secret.ts';
import { SCHEMA_STATEMENTS } from './schema.ts';

/**
 * The connection to the catalogue's read model (docs/adr/0026): Aurora PostgreSQL in AWS, PGlite over
 * the wire protocol locally, through the same driver. Locally SEARCH_DB_URL names it; in AWS
 * SEARCH_DB_SECRET_ARN names the cluster's Secrets Manager secret (host, port, username, password,
 * dbname), read through the Parameters and Secrets extension on first use.
 */
let connection: Promise<Sql> | null = null;

/** The shared connection pool, its schema in place (created on first use in a process). */
export function searchDb(): Promise<Sql> {
  connection ??= open().catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

async function open(): Promise<Sql> {
  const url = optionalEnv('SEARCH_DB_URL');
  // Lambda: one request at a time per instance, so one connection; the local gateway serves many.
  const options = { max: url ? 4 : 1, idle_timeout: 60, connect_timeout: 30, onnotice: () => {} };
  let sql: Sql;
  if (url) sql = postgres(url, options);
  else {
    const secretArn = optionalEnv('SEARCH_DB_SECRET_ARN');
    if (!secretArn) throw new Error('Missing environment variable SEARCH_DB_URL or SEARCH_DB_SECRET_ARN');
    const secret = JSON.parse((await readSecretVersion(secretArn, 'AWSCURRENT')) ?? '{}') as Record<string, string | number>;
    sql = postgres({ ...options, host: String(secret.host), port: Number(secret.port), user: String(secret.username), password: String(secret.password), database: String(secret.dbname ?? 'postgres'), ssl: 'require' });
  }
  await migrate(sql);
  return sql;
}

/** Creates what the schema lacks, one process at a time (the projector and the calls may start together). */
export async function migrate(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(26026)`;
    for (const statement of SCHEMA_STATEMENTS) await tx.unsafe(statement);
  });
}

/** Closes the pool (local tools and tests; a Lambda keeps it for the next request). */
export async function closeSearchDb(): Promise<void> {
  const open = connection;
  connection = null;
  if (open) await (await open).end({ timeout: 5 });
}
