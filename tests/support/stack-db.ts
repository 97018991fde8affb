import { LOCAL_CREDENTIALS } from '../../infra/local/config.ts';
import { BASE_URL } from './api.ts';

/**
 * Points this test process's data module (lambdas/data/db.ts) at the running stack's DynamoDB
 * emulator (dynalite on the gateway's port + 1, see infra/local/config.ts), for tests that must write
 * what no call writes yet (notifications, written by later features) or read back what a call stored.
 * `stackUrl`: another stack than the tests' (a bench's own).
 */
export function useStackTable(stackUrl = BASE_URL): void {
  const port = Number(new URL(stackUrl).port || 80);
  Object.assign(process.env, {
    TABLE_NAME: 'patina-local',
    AWS_REGION: 'eu-west-2',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${port + 1}`,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  });
}
