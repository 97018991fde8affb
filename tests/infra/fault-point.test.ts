import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../infra/local/config.ts';

/** Runs a fresh Node process that passes the fault point `name`, with PATINA_CRASH_AT as given. */
function passPoint(name: string, crashAt: string | undefined, ready = true): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }> {
  const script = `import { faultPoint } from './lambdas/lib/fault.ts'; console.log('before'); faultPoint(${JSON.stringify(name)}); console.log('after');`;
  const env = { ...process.env };
  delete env.PATINA_CRASH_AT;
  delete env.PATINA_STACK_READY;
  if (crashAt !== undefined) env.PATINA_CRASH_AT = crashAt;
  if (ready) env.PATINA_STACK_READY = '1';
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code, signal) => resolve({ code, signal, stdout })));
}

describe('the fault point hook (lambdas/lib/fault.ts)', () => {
  it('kills the process with SIGKILL at the named point, and nothing after it runs', async () => {
    const killed = await passPoint('workflow:callback-saved:AwaitReview', 'workflow:callback-saved:AwaitReview');
    expect(killed).toEqual({ code: null, signal: 'SIGKILL', stdout: 'before\n' });
  });

  it('does nothing at any other point, or when PATINA_CRASH_AT is not set', async () => {
    expect(await passPoint('workflow:callback-saved:AwaitReview', 'workflow:callback-saved:AwaitAuctionEnd')).toEqual({ code: 0, signal: null, stdout: 'before\nafter\n' });
    expect(await passPoint('workflow:callback-saved:AwaitReview', undefined)).toEqual({ code: 0, signal: null, stdout: 'before\nafter\n' });
  });

  it('does nothing before the stack serves requests (the seed passes the same points at start)', async () => {
    expect(await passPoint('submit:lot-written', 'submit:lot-written', false)).toEqual({ code: 0, signal: null, stdout: 'before\nafter\n' });
  });
});
