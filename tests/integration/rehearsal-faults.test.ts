/**
 * The rehearsal catches what breaks a deployed function (docs/adr/0047): on deliberately broken
 * copies of the synthesised assembly, a wrong Handler stops the rehearsal's stack from starting (naming
 * the function), a variable missing from a function's template makes its call answer the protocol's
 * 500 (the function's log naming the variable), and a bundle that imports a package it does not ship cannot load, since the rehearsal runs it
 * away from the repository's node_modules. It needs the assembly `npm run rehearse` synthesises
 * (PATINA_REHEARSAL names it), so it runs in the rehearsal only.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localStackConfig, ROOT } from '../../infra/local/config.ts';
import { readCloudAssembly, type DeployedFunction } from '../../infra/local/rehearsal/deployed-functions.ts';
import { createFunctionHost } from '../../infra/local/rehearsal/function-host.ts';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.ts';
import { ownStackPort } from '../support/ports.ts';

const assemblyDir = process.env.PATINA_REHEARSAL ? path.resolve(ROOT, process.env.PATINA_REHEARSAL) : null;
const scratch = path.join(tmpdir(), `patina-rehearsal-faults-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The function the template wires to a call's route (found as the rehearsal finds it). */
function functionServing(routeKey: string): DeployedFunction {
  const fn = readCloudAssembly(assemblyDir!).functions.find((f) => f.triggers.some((t) => t.kind === 'httpRoute' && t.routeKey === routeKey));
  if (!fn) throw new Error(`no function serves ${routeKey}`);
  return fn;
}

/** A copy of the assembly (templates copied, assets linked) with one function's template resource changed. */
function brokenCopy(name: string, fn: DeployedFunction, breakIt: (properties: Record<string, any>) => void): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(assemblyDir!)) {
    if (entry.startsWith('asset.')) symlinkSync(path.join(assemblyDir!, entry), path.join(dir, entry));
    else cpSync(path.join(assemblyDir!, entry), path.join(dir, entry), { recursive: true });
  }
  const file = path.join(dir, `${fn.stack}.template.json`);
  const template = JSON.parse(readFileSync(file, 'utf8'));
  breakIt(template.Resources[fn.logicalId].Properties);
  writeFileSync(file, JSON.stringify(template));
  return dir;
}

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function startOn(assembly: string, offset: number, log: string[]): Promise<LocalStack> {
  const port = ownStackPort(offset);
  const dataDir = path.join(ROOT, `.data-rehearsal-faults-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  dataDirs.push(dataDir);
  return startLocalStack(localStackConfig({ PORT: String(port), PATINA_DATA_DIR: dataDir, PATINA_REHEARSAL: assembly }), { log: (line) => void log.push(line), seed: false });
}

describe.skipIf(!assemblyDir)('the rehearsal on a broken copy of the deployed artefacts', () => {
  it('refuses to start when a function\'s Handler names a module its bundle does not have, naming the function', async () => {
    const fn = functionServing('POST /api/getCategories');
    const assembly = brokenCopy('wrong-handler', fn, (p) => (p.Handler = 'dist/index.handler'));
    const log: string[] = [];
    let stack: LocalStack | null = null;
    try {
      stack = await startOn(assembly, 1400, log);
    } catch (error) {
      expect(String(error)).toMatch(new RegExp(`failed to initialise: .*${fn.logicalId}: Runtime.ImportModuleError`));
    }
    await stack?.stop();
    expect(stack, 'the stack started on a function that cannot load').toBeNull();
  }, 180_000);

  it('answers 500 for a call whose function lacks a variable its code needs, and the function\'s log names it', async () => {
    const fn = functionServing('POST /api/getCategories');
    const assembly = brokenCopy('missing-variable', fn, (p) => delete p.Environment.Variables.TABLE_NAME);
    const log: string[] = [];
    const stack = await startOn(assembly, 1420, log);
    try {
      const response = await fetch(`${stack.url}/api/getCategories`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      // The call's own guard turns the thrown error into the protocol's 500 (in AWS the same answer).
      expect(response.status).toBe(500);
      expect((await response.json()).result).toMatchObject({ status: 500, code: 'somethingWentWrong' });
      expect(log.join('\n')).toMatch(new RegExp(`${fn.logicalId}.*Missing environment variable TABLE_NAME`));
    } finally {
      await stack.stop();
    }
  }, 240_000);

  it('cannot load a bundle that imports a package it does not ship, though the repository has it', async () => {
    const fn = functionServing('POST /api/getCategories');
    const patched = path.join(scratch, 'unshipped-import');
    cpSync(fn.codeDir, patched, { recursive: true });
    // As if esbuild had left `postgres` external (a dynamic import it could not follow, a misplaced `external`).
    writeFileSync(path.join(patched, 'index.mjs'), `import 'postgres';\n${readFileSync(path.join(patched, 'index.mjs'), 'utf8')}`);
    const host = createFunctionHost({
      stageDir: path.join(scratch, 'stage'),
      environmentOf: () => ({ PATH: process.env.PATH ?? '' }),
      clockOffsetMs: () => 0,
      log: () => {},
    });
    try {
      const intact = await host.init({ ...fn, id: 'intact', logicalId: 'Intact' });
      const broken = await host.init({ ...fn, id: 'broken', logicalId: 'Broken', codeDir: patched });
      expect(intact.ok).toBe(true);
      expect(broken.ok).toBe(false);
      expect(broken.error?.errorType).toBe('Runtime.ImportModuleError');
      expect(broken.error?.errorMessage).toMatch(/postgres/);
    } finally {
      await host.stop();
    }
  }, 120_000);
});
