import * as fs from 'node:fs';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildPatinaApp, type PatinaStacks } from '../../infra/stacks/patina-app.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Builds the Patina app the way `cdk synth` does (cdk.json's context flags), but with Lambda bundling
 * skipped (`aws:cdk:bundling-stacks: []`: assets get a placeholder instead of running esbuild), so the
 * infra tier stays fast. `npx cdk synth` bundles for real.
 */
export function buildTestApp(extraContext: Record<string, unknown> = {}): PatinaStacks {
  const cdkJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  const app = new App({
    // The region `cdk` would pass as CDK_DEFAULT_REGION (the edge stack is in us-east-1 whatever it is).
    // A stage configured as the README's deploy configures it (a sender and the site's origin are required).
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], region: 'eu-west-2', mailFrom: 'auctions@patina.example', siteUrl: 'https://dev.patina.example', ...extraContext },
  });
  return buildPatinaApp(app);
}
