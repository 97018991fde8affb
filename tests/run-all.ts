/**
 * `npm test`: every tier in turn — typecheck, unit and infra, then integration and e2e against a
 * fresh local stack, then the rehearsal subset against the synthesised bundles — and a closing line
 * "N passed, N failed" summed from vitest's JSON reports.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../infra/local/config.ts';

const bin = path.join(ROOT, 'node_modules', '.bin');
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, ASTRO_TELEMETRY_DISABLED: '1' };
const results = path.join(ROOT, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  console.log(`=== ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return status === 0;
}

/** vitest's reporters: the console's, and a JSON report per tier for the closing line. */
const reporters = (tier: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, `${tier}.json`)}`];
const vitest = (tier: string, projects: string[]) => ['run', ...projects.flatMap((p) => ['--project', p]), ...reporters(tier)];

const outcomes = [
  run('typecheck', 'tsc', ['-p', 'tsconfig.json']),
  run('unit + infra', 'vitest', vitest('offline', ['unit', 'infra'])),
  run('integration + e2e (local stack)', process.execPath, ['tests/with-stack.ts', 'vitest', ...vitest('stack', ['integration', 'e2e'])]),
  // The deployed artefacts (docs/adr/0047): `cdk synth` with bundling, then every function through every
  // door once and the faults the rehearsal must catch, against the bundles (`npm run rehearse -- --subset`).
  run('rehearsal subset (deployed bundles)', process.execPath, ['tests/rehearse.ts', '--subset', ...reporters('rehearsal')]),
];

let passed = 0;
let failed = 0;
for (const tier of ['offline', 'stack', 'rehearsal']) {
  const file = path.join(results, `${tier}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
const allOk = outcomes.every(Boolean);
// A tier that failed before reporting (typecheck, a crash) still fails the run.
if (!allOk && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
