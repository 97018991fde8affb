import * as fs from 'node:fs';
import * as path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildPatinaApp, type PatinaStacks } from '../../infra/stacks/patina-app.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The apps built so far in this worker, by their extra context (the infra tier runs without isolation). */
const built = new Map<string, PatinaStacks>();

/**
 * Builds the Patina app the way `cdk synth` does (cdk.json's context flags), but with Lambda bundling
 * skipped (`aws:cdk:bundling-stacks: []`: assets get a placeholder instead of running esbuild), so the
 * infra tier stays fast. `npx cdk synth` bundles for real.
 *
 * An app is built once per context and worker: building and synthesising the whole app takes 20–60 s,
 * and the infra project shares its modules between the files a worker runs (`isolate: false` in
 * vitest.config.ts), so the twenty files that read the default app make it once, not twenty times. The
 * tests only read what an app synthesises; none may change an app it did not build itself.
 */
export function buildTestApp(extraContext: Record<string, unknown> = {}): PatinaStacks {
  const key = JSON.stringify(extraContext);
  const known = built.get(key);
  if (known) return known;
  const cdkJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  const app = new App({
    // The region `cdk` would pass as CDK_DEFAULT_REGION (the edge stack is in us-east-1 whatever it is).
    // A stage configured as the README's deploy configures it (a sender and the site's origin are required).
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], region: 'eu-west-2', mailFrom: 'auctions@patina.example', siteUrl: 'https://dev.patina.example', ...extraContext },
  });
  const stacks = buildPatinaApp(app);
  built.set(key, stacks);
  return stacks;
}

/** The templates synthesised so far in this worker, by stack. */
const templates = new WeakMap<Stack, Template>();

/**
 * The default test app (buildTestApp) and the templates of its stacks `names`: each synthesised once
 * per worker, however many files read it. Use in a file's beforeAll:
 * `({ stacks, api } = appTemplates('api'))`.
 */
export function appTemplates<K extends Exclude<keyof PatinaStacks, 'app'>>(...names: K[]): { stacks: PatinaStacks } & Record<K, Template> {
  const stacks = buildTestApp();
  const out = { stacks } as { stacks: PatinaStacks } & Record<K, Template>;
  for (const name of names) {
    const stack = stacks[name];
    const template = templates.get(stack) ?? Template.fromStack(stack);
    templates.set(stack, template);
    out[name] = template as (typeof out)[K];
  }
  return out;
}
