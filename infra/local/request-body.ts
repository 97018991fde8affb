import type { IncomingMessage } from 'node:http';

/**
 * A request's body, or null when it is over `maxBytes`. An oversized body is still read to its end
 * (and discarded) so that the answer reaches the client: some clients drop the connection when a
 * server answers before it has read what they sent (Node 20's fetch on large bodies).
 */
export async function readBodyWithin(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size > maxBytes ? null : Buffer.concat(chunks);
}
