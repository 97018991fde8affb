import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import postgres, { type ReservedSql, type Sql } from 'postgres';
import { IDLE_KEEP_ALIVE_MS, type LocalStackConfig } from './config.ts';
import type { Running } from './emulators.ts';

/**
 * The local twin of the RDS Data API (docs/adr/0045), in front of PGlite: the catalogue functions and
 * the projector send the same SDK calls (ExecuteStatement with named parameters and result metadata,
 * BeginTransaction, CommitTransaction, RollbackTransaction) as they send to Aurora in AWS. Never more
 * lenient than the service: the cluster and secret ARNs must be the stack's, an answer over 1 MiB or a
 * row over 64 KB is refused, and while "paused" (`pause(seconds)`, the gateway's POST /dev/search-pause)
 * every call answers DatabaseResumingException, as a resuming Aurora Serverless v2 cluster does.
 */

export const LOCAL_SEARCH_CLUSTER_ARN = 'arn:aws:rds:eu-west-2:000000000000:cluster:patina-local-search';
export const LOCAL_SEARCH_SECRET_ARN = 'arn:aws:secretsmanager:eu-west-2:000000000000:secret:patina/local/search-database';
export const LOCAL_SEARCH_DATABASE = 'postgres';

/** What a process needs to reach a local stack's read model through its twin, as a Lambda reaches Aurora's. */
export function localSearchEnv(config: Pick<LocalStackConfig, 'host' | 'dataApiPort'>): Record<string, string> {
  return {
    RDS_DATA_ENDPOINT: `http://${config.host}:${config.dataApiPort}`,
    SEARCH_DB_CLUSTER_ARN: LOCAL_SEARCH_CLUSTER_ARN,
    SEARCH_DB_SECRET_ARN: LOCAL_SEARCH_SECRET_ARN,
    SEARCH_DB_NAME: LOCAL_SEARCH_DATABASE,
  };
}

/** The Data API's limits (AWS documentation, "Data API limitations"). */
const MAX_RESPONSE_BYTES = 1024 * 1024;
const MAX_ROW_BYTES = 64 * 1024;

export interface DataApiTwin extends Running {
  /** Makes every call answer DatabaseResumingException for `seconds` (0: awake again now). */
  pause(seconds: number): void;
}

interface DataApiParameter {
  name: string;
  value: { stringValue?: string; longValue?: number; doubleValue?: number; booleanValue?: boolean; isNull?: boolean; blobValue?: string };
  typeHint?: string;
}

class DataApiError extends Error {
  readonly status: number;
  readonly type: string;
  constructor(status: number, type: string, message: string) {
    super(message);
    this.status = status;
    this.type = type;
  }
}

/** PostgreSQL type ids → the Data API's typeName (the ones the read model's results use, and their neighbours). */
const TYPE_NAMES: Record<number, string> = { 16: 'bool', 20: 'int8', 21: 'int2', 23: 'int4', 25: 'text', 114: 'json', 700: 'float4', 701: 'float8', 1043: 'varchar', 1700: 'numeric', 3802: 'jsonb' };

export async function startDataApiTwin(config: LocalStackConfig, port = config.dataApiPort): Promise<DataApiTwin> {
  // JSON travels as text both ways, as in the Data API (a stringValue in, a stringValue out): the driver's
  // own JSON types would encode a JSON parameter's text again as a JSON string.
  const jsonAsText = (oid: number) => ({ to: oid, from: [oid], serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)), parse: (text: string) => text });
  const db: Sql = postgres(`postgres://postgres@${config.emulatorHost}:${config.searchPort}/postgres`, {
    max: 4,
    idle_timeout: 60,
    connect_timeout: 30,
    onnotice: () => {},
    types: { json: jsonAsText(114), jsonb: jsonAsText(3802) },
  });
  const transactions = new Map<string, ReservedSql>();
  let pausedUntil = 0;
  let nextTransaction = 1;

  async function execute(body: Record<string, unknown>): Promise<unknown> {
    const text = typeof body.sql === 'string' ? body.sql : '';
    if (!text.trim()) throw new DataApiError(400, 'BadRequestException', 'SQL statement is required');
    const parameters = (Array.isArray(body.parameters) ? body.parameters : []) as DataApiParameter[];
    const values: unknown[] = [];
    const positions = new Map<string, number>();
    for (const parameter of parameters) {
      values.push(parameterValue(parameter));
      positions.set(parameter.name, values.length);
    }
    // `:name` → `$n`, only for the names given (a `::cast` or a `':*'` in the text is left alone).
    const sqlText = text.replace(/(?<![:\w]):([A-Za-z_]\w*)/g, (whole, name: string) => (positions.has(name) ? `$${positions.get(name)}` : whole));
    const connection = body.transactionId ? transactions.get(String(body.transactionId)) : db;
    if (!connection) throw new DataApiError(400, 'BadRequestException', `Transaction ${String(body.transactionId)} is not found`);
    let result;
    try {
      // Named prepared statements, as the driver's own queries use: PGlite's socket server mixes up
      // pipelined unnamed ones ("bind message supplies 2 parameters, but prepared statement requires 3").
      result = await connection.unsafe(sqlText, values as never[], { prepare: true });
    } catch (error) {
      throw new DataApiError(400, 'BadRequestException', `ERROR: ${(error as Error).message}`);
    }
    const columns = (result.columns ?? []).map((c) => ({ name: c.name, label: c.name, typeName: TYPE_NAMES[c.type] ?? 'text' }));
    const records = [...result].map((row) => {
      const record = columns.map((c) => field((row as Record<string, unknown>)[c.name], c.typeName));
      if (JSON.stringify(record).length > MAX_ROW_BYTES) throw new DataApiError(400, 'BadRequestException', 'Query returned a row larger than 64 KB');
      return record;
    });
    return { numberOfRecordsUpdated: result.count ?? 0, records, ...(body.includeResultMetadata ? { columnMetadata: columns } : {}) };
  }

  async function handle(operation: string, body: Record<string, unknown>): Promise<unknown> {
    if (body.resourceArn !== LOCAL_SEARCH_CLUSTER_ARN) throw new DataApiError(400, 'BadRequestException', `Invalid cluster arn: ${String(body.resourceArn)}`);
    if (body.secretArn !== LOCAL_SEARCH_SECRET_ARN) throw new DataApiError(403, 'ForbiddenException', 'The secret does not grant access to the cluster');
    if (Date.now() < pausedUntil) {
      throw new DataApiError(400, 'DatabaseResumingException', 'The database is resuming after being auto-paused. Please wait a few seconds and try again.');
    }
    switch (operation) {
      case '/Execute':
        return execute(body);
      case '/BeginTransaction': {
        const reserved = await db.reserve();
        await reserved.unsafe('BEGIN');
        const transactionId = `local-${nextTransaction++}`;
        transactions.set(transactionId, reserved);
        return { transactionId };
      }
      case '/CommitTransaction':
      case '/RollbackTransaction': {
        const id = String(body.transactionId);
        const reserved = transactions.get(id);
        if (!reserved) throw new DataApiError(404, 'NotFoundException', `Transaction ${id} is not found`);
        transactions.delete(id);
        try {
          await reserved.unsafe(operation === '/CommitTransaction' ? 'COMMIT' : 'ROLLBACK');
        } finally {
          reserved.release();
        }
        return { transactionStatus: operation === '/CommitTransaction' ? 'Transaction Committed' : 'Rollback Complete' };
      }
      default:
        throw new DataApiError(404, 'UnknownOperationException', `Unknown operation ${operation}`);
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        let answer: string;
        let status = 200;
        let type: string | undefined;
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
          answer = JSON.stringify(await handle(new URL(req.url ?? '/', 'http://twin').pathname, body));
          if (answer.length > MAX_RESPONSE_BYTES) throw new DataApiError(400, 'BadRequestException', 'Database returned more than the allowed response size limit');
        } catch (error) {
          const failure = error instanceof DataApiError ? error : new DataApiError(500, 'InternalServerErrorException', (error as Error).message);
          status = failure.status;
          type = failure.type;
          answer = JSON.stringify({ message: failure.message });
        }
        res.writeHead(status, { 'content-type': 'application/json', ...(type ? { 'x-amzn-errortype': type } : {}) });
        res.end(answer);
      })();
    });
  });
  server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, config.host, () => resolve());
  });
  return {
    name: 'data api twin',
    pause(seconds: number) {
      pausedUntil = Date.now() + seconds * 1000;
    },
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const reserved of transactions.values()) reserved.release();
      await db.end({ timeout: 5 });
    },
  };
}

function parameterValue(parameter: DataApiParameter): unknown {
  const v = parameter.value ?? {};
  if (v.isNull) return null;
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.longValue !== undefined) return v.longValue;
  if (v.doubleValue !== undefined) return v.doubleValue;
  if (v.booleanValue !== undefined) return v.booleanValue;
  throw new DataApiError(400, 'BadRequestException', `Unsupported parameter value for ${parameter.name}`);
}

/** A value as the Data API's Field: JSON columns as their text, 64-bit integers as numbers. */
function field(value: unknown, typeName: string): Record<string, unknown> {
  if (value === null || value === undefined) return { isNull: true };
  switch (typeName) {
    case 'bool':
      return { booleanValue: Boolean(value) };
    case 'int2':
    case 'int4':
    case 'int8':
      return { longValue: Number(value) };
    case 'float4':
    case 'float8':
      return { doubleValue: Number(value) };
    case 'json':
    case 'jsonb':
      return { stringValue: typeof value === 'string' ? value : JSON.stringify(value) };
    default:
      return { stringValue: String(value) };
  }
}
