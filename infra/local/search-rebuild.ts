// npm run search:rebuild: repopulates the local stack's search read model from its table (docs/adr/0026).
// The stack must be running (PORT and PATINA_DATA_DIR as for npm start). In AWS the same rebuildSearch
// runs in the rebuild function (README, "Rebuild the search read model").
import { LOCAL_CREDENTIALS, localStackConfig } from './config.ts';
import { localSearchEnv } from './data-api.ts';

const config = localStackConfig();
Object.assign(process.env, {
  TABLE_NAME: process.env.TABLE_NAME ?? config.tableName,
  AWS_REGION: process.env.AWS_REGION ?? config.region,
  DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT ?? `http://${config.emulatorHost}:${config.dynamoPort}`,
  AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? LOCAL_CREDENTIALS.secretAccessKey,
  ...localSearchEnv(config),
});
const { rebuildSearch } = await import('../../lambdas/search/rebuild.ts');
const { closeSearchDb } = await import('../../lambdas/search/db.ts');
const started = performance.now();
const counts = await rebuildSearch();
await closeSearchDb();
console.log(`search rebuilt from the table: ${counts.lots} lots, ${counts.categories} categories in ${Math.round(performance.now() - started)} ms`);
