// The local twin of the catalogue's Aurora PostgreSQL (docs/adr/0026): PGlite (PostgreSQL compiled to
// WebAssembly) with its data on disk, served over the PostgreSQL wire protocol by pglite-socket, so the
// handlers use the same driver and the same SQL as in AWS. It runs in a process of its own (its queries
// would otherwise block the gateway's event loop). Arguments: <data dir> <port> <host>. It says
// SEARCH_ENGINE_READY once listening, and exits when the stack that started it is gone (its stdin, a
// pipe from the stack, ends), even if the stack was killed with SIGKILL.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const [dir, port, host] = process.argv.slice(2);
if (!dir || !port || !host) throw new Error('usage: search-engine-launcher.ts <data dir> <port> <host>');
mkdirSync(dir, { recursive: true });
const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm, unaccent } });
// PGlite runs one query at a time; the server queues the connections' queries (a pool per process).
const server = new PGLiteSocketServer({ db, port: Number(port), host, maxConnections: 64 });
let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  setTimeout(() => process.exit(0), 5000).unref();
  await server.stop().catch(() => {});
  await db.close().catch(() => {});
  process.exit(0);
}
try {
  await server.start();
} catch (error) {
  process.stderr.write(`search engine: ${String(error)}\n`);
  process.exit(1);
}
process.stdout.write('SEARCH_ENGINE_READY\n');
process.stdin.on('end', () => void close());
process.stdin.resume();
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
