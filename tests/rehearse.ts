/**
 * `npm run rehearse` (docs/adr/0047): synthesises the CDK app with its real bundles into
 * .rehearsal/cdk.out, then runs the integration suite's rehearsal selection against a local stack
 * whose every call, stream record, workflow task, schedule and trigger goes to those bundles (each in
 * its own process, with its template's environment: infra/local/rehearsal/). A bundle that cannot
 * load, a variable its template lacks, a wrong Handler fail it.
 *
 *   node tests/rehearse.ts [--no-synth] [--subset] [vitest args…]   (extra args replace the test selection)
 *
 * `--subset` is the tier `npm test` runs (tests/run-all.ts): REHEARSAL_SUBSET below, no demo seed.
 *
 * The selection: every integration file that runs on the shared stack, and
 * rehearsal-faults.test.ts, which breaks copies of the assembly to show the rehearsal fails on them.
 * The files that start their own stack are left to `npm test`: a rehearsal stack of their own did not
 * start within their 240 s on the shared machine (docs/adr/0047 has the figures).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../infra/local/config.ts';

export const REHEARSAL_ASSEMBLY = path.join('.rehearsal', 'cdk.out');
/**
 * `--subset` (the tier `npm test` runs): every function through every door once (rehearsal-coverage)
 * and the faults the rehearsal must catch, on a stack without the demo seed.
 */
export const REHEARSAL_SUBSET = ['rehearsal-coverage.test.ts', 'rehearsal-faults.test.ts'].map((file) => path.join('tests', 'integration', file));
/** Own-stack files the rehearsal runs (see above); any other own-stack file is left to `npm test`. */
const OWN_STACK_FILES_REHEARSED = ['rehearsal-faults.test.ts'];

/** The integration files of the rehearsal, read from the folder (a new shared-stack file joins by itself). */
export function rehearsalSelection(): string[] {
  const dir = path.join(ROOT, 'tests', 'integration');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const ownStack = /support\/(own-stack|child-stack|ports)\.ts'|startLocalStack\(/.test(source);
      return !ownStack || OWN_STACK_FILES_REHEARSED.includes(file);
    })
    .map((file) => path.join('tests', 'integration', file));
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const synth = !args.includes('--no-synth');
  const subset = args.includes('--subset');
  const rest = args.filter((a) => a !== '--no-synth' && a !== '--subset');
  const bin = path.join(ROOT, 'node_modules', '.bin');
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, ASTRO_TELEMETRY_DISABLED: '1' };
  if (synth) {
    const started = performance.now();
    console.log(`Synthesising the bundles into ${REHEARSAL_ASSEMBLY}…`);
    // A stage configured as the README's deploy step configures it: a sender for notifications, and the
    // site's address (here the test stack's origin) for e-mail links and payment return URLs.
    const siteUrl = `http://localhost:${process.env.TEST_PORT ?? '4400'}`;
    const context = ['-c', 'mailFrom=notifications@patina.example', '-c', `siteUrl=${siteUrl}`];
    const { status } = spawnSync('cdk', ['synth', '--quiet', '--output', REHEARSAL_ASSEMBLY, ...context], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...env, PATINA_NATIVE_CPU: process.arch },
    });
    if (status !== 0) process.exit(status ?? 1);
    console.log(`Synthesised in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const tests = rest.some((a) => !a.startsWith('-')) ? rest : [...(subset ? REHEARSAL_SUBSET : rehearsalSelection()), ...rest];
  const started = performance.now();
  const { status } = spawnSync(process.execPath, ['tests/with-stack.ts', 'vitest', 'run', '--project', 'integration', ...tests], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, PATINA_REHEARSAL: REHEARSAL_ASSEMBLY, ...(subset ? { PATINA_SEED: 'reference' } : {}) },
  });
  console.log(`Rehearsal stack and tests: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  process.exit(status ?? 1);
}
