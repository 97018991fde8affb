/**
 * The rehearsal catches what breaks a deployed function (docs/adr/0047): on deliberately broken
 * copies of the synthesised assembly, a wrong Handler stops the rehearsal from starting (naming
 * the function), a variable missing from a function's template makes its call answer the protocol's
 * 500 (the function's log naming the variable), and a bundle that imports a package it does not ship cannot load, since the rehearsal runs it
 * away from the repository's node_modules. It needs the assembly `npm run rehearse` synthesises
 * (PATINA_REHEARSAL names it), so it runs in the rehearsal only.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { localStackConfig, ROOT } from '../../infra/local/config.ts';
import { readCloudAssembly, type DeployedFunction } from '../../infra/local/rehearsal/deployed-functions.ts';
import { createFunctionHost } from '../../infra/local/rehearsal/function-host.ts';
import { startRehearsal, type Rehearsal } from '../../infra/local/rehearsal/rehearsal.ts';
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

/**
 * The rehearsal of a (broken) assembly as the stack starts it, without the emulators: what is under test
 * happens before any call reaches one (a function's start, its environment), and a stack would cost
 * its emulators' start on top (40–50 s each at load 27).
 */
async function rehearse(assembly: string, offset: number, log: string[]): Promise<Rehearsal> {
  const config = localStackConfig({ PORT: String(ownStackPort(offset)), PATINA_REHEARSAL: assembly });
  const rehearsal = await startRehearsal({ config, cdkOut: assembly, clockOffsetMs: () => 0, sendMail: () => {}, log: (line) => void log.push(line) });
  rehearsal.setUserPool({ userPoolId: 'eu-west-2_Rehearsal', userPoolClientId: 'rehearsalclient' });
  return rehearsal;
}

/** A call as API Gateway's HTTP API hands it to the function (payload 2.0; the rehearsal adds CloudFront's origin header). */
function callEvent(call: string, data: unknown): APIGatewayProxyEventV2 {
  const now = Date.now();
  const path = `/api/${call}`;
  return {
    version: '2.0',
    routeKey: `POST ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'rehearsal',
      apiId: 'rehearsal',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'rehearsal-faults' },
      requestId: `faults-${now}`,
      routeKey: `POST ${path}`,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
    },
  };
}

describe.skipIf(!assemblyDir)('the rehearsal on a broken copy of the deployed artefacts', () => {
  it('refuses to start when a function\'s Handler names a module its bundle does not have, naming the function', async () => {
    const fn = functionServing('POST /api/getCategories');
    const assembly = brokenCopy('wrong-handler', fn, (p) => (p.Handler = 'dist/index.handler'));
    const rehearsal = await rehearse(assembly, 1400, []);
    try {
      await expect(rehearsal.startAll()).rejects.toThrow(new RegExp(`failed to initialise: .*${fn.logicalId}: Runtime.ImportModuleError`));
    } finally {
      await rehearsal.stop();
    }
  }, 180_000);

  it('answers 500 for a call whose function lacks a variable its code needs, and the function\'s log names it', async () => {
    const fn = functionServing('POST /api/getCategories');
    const assembly = brokenCopy('missing-variable', fn, (p) => delete p.Environment.Variables.TABLE_NAME);
    const log: string[] = [];
    const rehearsal = await rehearse(assembly, 1420, log);
    try {
      const answer = await rehearsal.handlers.get('getCategories')!(callEvent('getCategories', {}), {} as Context);
      // The call's own guard turns the thrown error into the protocol's 500 (in AWS the same answer).
      expect(answer.statusCode).toBe(500);
      expect(JSON.parse(String(answer.body)).result).toMatchObject({ status: 500, code: 'somethingWentWrong' });
      expect(log.join('\n')).toMatch(new RegExp(`${fn.logicalId}.*Missing environment variable TABLE_NAME`));
    } finally {
      await rehearsal.stop();
    }
  }, 180_000);

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
