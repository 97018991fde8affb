import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { HomepageOutput } from '../../shared/contract/catalogue.ts';
import { BASE_URL, callApi } from '../support/api.ts';

/*
 * The local origin sends text compressed, as CloudFront does in front of the deployed one (docs/adr/0037):
 * Brotli when the browser accepts it, else gzip; pages, scripts, styles and call answers, never photos;
 * and the bytes, once decoded, are the page itself.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request as a browser sends it, the answer's bytes as they came over the wire (not decoded). */
function raw(path: string, acceptEncoding: string | null, init: { method?: string; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = init.body ? { 'content-type': 'application/json' } : {};
    if (acceptEncoding !== null) headers['accept-encoding'] = acceptEncoding;
    const req = request(new URL(path, BASE_URL), { method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const decode = (answer: RawAnswer): Buffer =>
  answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body;

describe('compressed text from the local origin', () => {
  it('sends a page in Brotli to a browser that accepts it, in gzip to one that accepts only gzip, as is to one that accepts neither', async () => {
    const plain = await raw('/fr/', null);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<html lang="fr"');

    const br = await raw('/fr/', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(decode(br).equals(plain.body)).toBe(true);

    const gzip = await raw('/fr/', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip).equals(plain.body)).toBe(true);
  });

  it('compresses the scripts a page loads', async () => {
    const page = (await raw('/', null)).body.toString();
    const script = page.match(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/)?.[1];
    expect(script, 'a script of the home page').toBeDefined();
    const answer = await raw(script!, 'br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decode(answer).equals((await raw(script!, null)).body)).toBe(true);
  });

  it('compresses a call’s answer, and the same data comes out of it', async () => {
    const body = JSON.stringify({ data: {} });
    const answer = await raw('/api/getHomepage', 'gzip, deflate, br', { method: 'POST', body });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    const decoded = JSON.parse(decode(answer).toString()) as { result: { status: number; data: HomepageOutput } };
    expect(decoded.result.status).toBe(200);
    expect(decoded.result.data.banners.length).toBeGreaterThan(0);
  });

  it('sends photos as they are (a JPEG does not shrink)', async () => {
    const home = await callApi<HomepageOutput>('getHomepage', {});
    const photo = home.data.banners[0]!.image;
    const answer = await raw(photo, 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
