/**
 * The CDK app: `npx cdk synth` / `npx cdk deploy --all [-c stage=prod]` (cdk.json runs this file with
 * the project's Node 24, which strips the types). The stacks are built in infra/stacks/patina-app.ts,
 * which tests/infra also uses (with bundling skipped).
 */
import { App } from 'aws-cdk-lib';
import { buildPatinaApp } from './stacks/patina-app.ts';

const app = new App();
buildPatinaApp(app);
app.synth();
