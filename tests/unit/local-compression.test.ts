import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressibleType, encode } from '../../infra/local/compression.ts';

/* The local origin compresses as CloudFront does (docs/adr/0037); the gateway's answers are checked in tests/integration/compression.test.ts. */

describe('the encoding the local origin answers with', () => {
  it('prefers Brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
  });

  it('compresses text types only (pages, scripts, styles, JSON, SVG), never photos or fonts', () => {
    for (const type of ['text/html; charset=utf-8', 'text/javascript; charset=utf-8', 'text/css', 'application/json; charset=utf-8', 'image/svg+xml', 'application/xml'])
      expect(compressibleType(type), type).toBe(true);
    for (const type of ['image/jpeg', 'image/png', 'font/woff2', 'application/octet-stream', undefined]) expect(compressibleType(type), String(type)).toBe(false);
  });

  it('gives back the same bytes once decoded, smaller, in both encodings and at both efforts', () => {
    const page = Buffer.from('<!doctype html><html lang="fr"><body>' + 'Enchères et achat immédiat · '.repeat(200) + '</body></html>');
    for (const thorough of [true, false]) {
      const br = encode(page, 'br', thorough);
      const gz = encode(page, 'gzip', thorough);
      expect(brotliDecompressSync(br).equals(page)).toBe(true);
      expect(gunzipSync(gz).equals(page)).toBe(true);
      expect(br.length).toBeLessThan(page.length / 10);
      expect(gz.length).toBeLessThan(page.length / 10);
    }
  });
});
