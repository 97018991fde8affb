import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { groupHandler } from '../../lambdas/lib/call.ts';
import { callEvent, lambdaContext, protocolCall } from '../support/protocol-call.ts';

/**
 * Issue 12: every log line a call group writes carries the call's name and a correlation id (the
 * caller's x-correlation-id, else API Gateway's request id), through the Powertools wrapper.
 */
const failing = protocolCall({
  name: 'explode',
  who: 'any',
  input: z.strictObject({}),
  async run() {
    throw new Error('boom');
  },
});
const fine = protocolCall({ name: 'hello', who: 'any', input: z.strictObject({}), run: async () => ({ data: { hi: true } }) });
const handler = groupHandler([failing, fine]);

const event = (call: string, headers: Record<string, string> = {}) => callEvent(call, 'apigw-request-1', headers);
const context = lambdaContext('lambda-1');

/** The JSON log lines written while `run` runs (Powertools writes them to stdout and stderr). */
async function logLines(run: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture as never);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture as never);
  try {
    await run();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return written
    .flatMap((w) => w.split('\n'))
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => 'level' in l);
}

afterEach(() => vi.restoreAllMocks());

describe('call logging', () => {
  it('tags the failure and the call line with the call and the caller’s correlation id', async () => {
    const lines = await logLines(() => handler(event('explode', { 'x-correlation-id': 'corr-42' }), context));
    expect(lines.map((l) => l.message)).toEqual(expect.arrayContaining(['call failed', 'call']));
    for (const line of lines) expect(line).toMatchObject({ call: 'explode', correlationId: 'corr-42' });
    expect(lines.find((l) => l.message === 'call')).toMatchObject({ status: 500 });
  });

  it('falls back to API Gateway’s request id, and does not carry one call’s keys into the next', async () => {
    await logLines(() => handler(event('explode', { 'x-correlation-id': 'corr-1' }), context));
    const lines = await logLines(() => handler(event('hello', {}), context));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatchObject({ call: 'hello', correlationId: 'apigw-request-1' });
  });
});
