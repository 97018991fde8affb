import { describe, expect, it } from 'vitest';
import { useOwnStack } from '../support/own-stack.ts';

/*
 * A search database that paused while idle (Aurora Serverless v2 at minimum capacity 0 takes ~15 s to
 * resume, answering DatabaseResumingException meanwhile: docs/adr/0045). The stack's Data API twin
 * simulates it (POST /dev/search-pause); search, the home page and suggestions must then answer slowly
 * or answer the protocol's 503 with Retry-After, which the site retries — never a 5xx of a timeout.
 * Its own stack: a pause on the shared one would hold every other test's searches.
 */
const own = useOwnStack('search-waking', 1800);

const base = () => `http://localhost:${own.port}`;
/** The catalogue function's timeout in AWS (lambdas/functions.ts): an answer must come before it. */
const FUNCTION_TIMEOUT_MS = 20_000;

interface Answer {
  status: number;
  retryAfter: string | null;
  result: { status: number; code: string; data: unknown };
  ms: number;
}

async function send(name: string, data: object): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${base()}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) });
  const body = (await response.json()) as { result: Answer['result'] };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), result: body.result, ms: performance.now() - started };
}

/** What the site's call client does (site/src/lib/api.ts): a protocol 503 is sent again after its Retry-After. */
async function asTheSiteDoes(name: string, data: object): Promise<{ answers: Answer[]; final: Answer }> {
  const answers: Answer[] = [];
  for (;;) {
    const answer = await send(name, data);
    answers.push(answer);
    if (answer.status !== 503) return { answers, final: answer };
    await new Promise((resolve) => setTimeout(resolve, Number(answer.retryAfter) * 1000));
  }
}

async function pauseSearch(seconds: number): Promise<number> {
  const response = await fetch(`${base()}/dev/search-pause`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seconds }) });
  expect(response.status).toBe(200);
  return Date.now() + seconds * 1000;
}

const CALLS: [string, object][] = [
  ['search', { categoryId: null, term: 'chair', limit: 5, offset: 0 }],
  ['getHomepage', {}],
  ['suggest', { term: 'cha' }],
];

describe('search while its database resumes', () => {
  it('answers search, getHomepage and suggest during a 20 s pause with the protocol\'s 503 and Retry-After, then, retried as the site does, what it answers awake', async () => {
    const awake = await Promise.all(CALLS.map(([name, data]) => send(name, data)));
    expect(awake.map((a) => a.status)).toEqual([200, 200, 200]);

    const resumedAt = await pauseSearch(20);
    const runs = await Promise.all(CALLS.map(([name, data]) => asTheSiteDoes(name, data)));
    for (const [i, { answers, final }] of runs.entries()) {
      // The pause outlasts the statement's wait (8 s): the first answer is the 503, and it comes before the function's timeout.
      expect(answers[0]!.status).toBe(503);
      for (const waking of answers.slice(0, -1)) {
        expect(waking.status).toBe(503);
        expect(waking.result).toMatchObject({ status: 503, code: 'searchWaking' });
        expect(Number(waking.retryAfter)).toBeGreaterThan(0);
        expect(waking.ms).toBeLessThan(FUNCTION_TIMEOUT_MS);
      }
      // Once awake, the same answer as before the pause (nothing lost, nothing half-read).
      expect(final.status).toBe(200);
      expect(Date.now()).toBeGreaterThanOrEqual(resumedAt);
      expect(final.result.data).toEqual(awake[i]!.result.data);
    }
  }, 90_000);

  it('answers slowly, not 503, when the database resumes within the statement\'s wait', async () => {
    const resumedAt = await pauseSearch(3);
    const answers = await Promise.all(CALLS.map(([name, data]) => send(name, data)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // Each was retried inside the call until the database answered (it cannot have answered before).
    expect(Date.now()).toBeGreaterThanOrEqual(resumedAt);
  }, 60_000);
});
