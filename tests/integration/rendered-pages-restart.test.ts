import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useOwnStack } from '../support/own-stack.ts';

/*
 * Rendered pages across a restart of the local stack (docs/adr/0036, amendment): a start with the same
 * site build keeps the rendered pages (a kept bench's 200,000 pages
 * stay), and a start with another build drops them all without listing the bucket, after which a
 * page is rendered again on its first request. On a stack of its own: it restarts.
 */

const own = useOwnStack('rendered-pages-restart', 1600);
const { callApi } = await import('../support/api.ts');
const { waitFor } = await import('../support/wait.ts');

let lotId: string;
/** The lot's English page as the site bucket (s3rver, PORT + 2) holds it. */
const stored = () => fetch(`http://127.0.0.1:${own.port + 2}/patina-site-local/rendered/items/${lotId}.html`);
const page = async () => {
  const answer = await fetch(`${process.env.PATINA_URL}/items/${lotId}/buyer`);
  return { status: answer.status, html: await answer.text() };
};

beforeAll(async () => {
  lotId = ((await callApi('search', { categoryId: null, term: '', limit: 1 })).data.items as { id: string }[])[0]!.id;
});

describe('rendered pages in the local site bucket', () => {
  it('are stored as the page, kept by a restart on the same build, and dropped by one on another', async () => {
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.html).toContain('application/ld+json');
    const object = await waitFor('the page stored', async () => {
      const answer = await stored();
      return answer.status === 200 ? answer : undefined;
    }, { timeoutMs: 10_000 });
    // Plain HTML, as CloudFront wants it to compress for each viewer.
    expect(object.headers.get('content-encoding')).toBeNull();
    expect(await object.text()).toBe(first.html);

    await own.restart();
    expect((await stored()).status).toBe(200);

    // As if the site had been built again: the build the pages were rendered from is not this one.
    writeFileSync(path.join(own.dataDir, 'rendered-pages-build'), 'another build');
    await own.restart();
    expect((await stored()).status).toBe(404);
    const again = await page();
    expect(again.status).toBe(200);
    expect(again.html).toContain('application/ld+json');
    await waitFor('the page stored again', async () => (await stored()).status === 200 || undefined, { timeoutMs: 10_000 });
  });
});
