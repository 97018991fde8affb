import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The local origin compresses text as CloudFront does in front of the deployed one (docs/adr/0037):
 * Brotli when the client accepts it, else gzip; only text types (HTML, CSS, JavaScript, JSON, SVG, XML,
 * plain text), only bodies of at least 1,000 bytes (CloudFront's lower bound), only answers of status 200,
 * 403 or 404 (the ones CloudFront compresses), and `Vary: Accept-Encoding`
 * on every answer that could have been compressed. Photos (JPEG, PNG) and fonts (WOFF2, already
 * compressed) are sent as they are.
 */

export type Encoding = 'br' | 'gzip';

/** CloudFront compresses objects from 1,000 bytes; smaller ones gain nothing. */
const MIN_BYTES = 1000;
/** The statuses whose answers CloudFront compresses. */
const COMPRESSED_STATUSES = new Set([200, 403, 404]);
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/** Whether an answer of this content type is worth compressing. */
export function compressibleType(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/** The encoding to answer with: Brotli if accepted, else gzip, else none (a `q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * The body in an encoding. `thorough` spends more time for fewer bytes (files served many times, whose
 * compressed form is kept); call answers use a quicker setting, as an edge compressing on the fly does.
 */
export function encode(body: Buffer, encoding: Encoding, thorough: boolean): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: thorough ? 9 : 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: thorough ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** Compressed forms of files, by path, encoding and modification time (the built site changes only on a build). */
const fileCache = new Map<string, Buffer>();
/** Past this many entries the cache starts again (pages written per lot would otherwise only add up). */
const FILE_CACHE_LIMIT = 4000;

/**
 * Sends a whole body with its status and headers, compressed when the type, size and the client's
 * Accept-Encoding allow. `cacheKey` (a file's path and mtime) keeps the compressed form for next time.
 */
export function sendBody(req: IncomingMessage, res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: Buffer | string, cacheKey?: string): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const type = headers['content-type'];
  const compressible = compressibleType(typeof type === 'string' ? type : undefined);
  const encoding = compressible && bytes.length >= MIN_BYTES && COMPRESSED_STATUSES.has(status) ? chooseEncoding(req.headers['accept-encoding']) : null;
  const out: OutgoingHttpHeaders = { ...headers };
  delete out['content-length'];
  if (compressible) out.vary = out.vary ? `${String(out.vary)}, Accept-Encoding` : 'Accept-Encoding';
  let payload = bytes;
  if (encoding) {
    const key = cacheKey && `${cacheKey}#${encoding}`;
    const cached = key ? fileCache.get(key) : undefined;
    payload = cached ?? encode(bytes, encoding, Boolean(cacheKey));
    if (key && !cached) {
      if (fileCache.size >= FILE_CACHE_LIMIT) fileCache.clear();
      fileCache.set(key, payload);
    }
    out['content-encoding'] = encoding;
  }
  out['content-length'] = String(payload.length);
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : payload);
}
