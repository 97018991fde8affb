/**
 * Runs a command against a fresh local stack: builds the site if stale, starts the stack on
 * TEST_PORT (4400) with its own data directory (.data-test-<port>, wiped first, so tests never touch the
 * demo's data), exports PATINA_URL to the command, and stops the stack when the command ends.
 * Usage: node tests/with-stack.ts <command> [args...]
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { localStackConfig, ROOT } from '../infra/local/config.ts';
import { buildSite, siteIsStale } from '../infra/local/site-build.ts';
import { startLocalStack } from '../infra/local/stack.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tests/with-stack.ts <command> [args...]');
  process.exit(2);
}

// Its own data directory per port, so two test runs on different ports never share data.
const port = process.env.TEST_PORT ?? '4400';
const dataDir = path.join(ROOT, `.data-test-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const config = localStackConfig({ ...process.env, PORT: port, PATINA_DATA_DIR: dataDir });
if (siteIsStale()) {
  console.log('Building the site…');
  await buildSite();
}
const started = performance.now();
// PATINA_SEED=reference: categories and seller forms only, no demo people or lots (the rehearsal subset
// makes what it needs through the API).
const stack = await startLocalStack(config, { log: (line) => console.log(`[stack] ${line}`), seed: process.env.PATINA_SEED === 'reference' ? 'reference' : true });
console.log(`[stack] up at ${stack.url} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const bin = path.join(ROOT, 'node_modules', '.bin');
const child = spawn(command, args, {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, PATINA_URL: stack.url },
});
const code: number = await new Promise((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
// What the limits are sized against (infra/rate-limits.ts): the busiest honest client is this suite.
console.log(`[stack] the busiest client came to: ${stack.limitPeaks().join('; ') || 'no limit'}`);
await stack.stop();
process.exit(code);
