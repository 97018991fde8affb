import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { optionalEnv } from '../lib/env.ts';

/**
 * The DynamoDB client, created once per cold start. DYNAMODB_ENDPOINT points it at the local
 * emulator (dynalite); in AWS it is unset and the SDK finds the regional endpoint.
 */
const endpoint = optionalEnv('DYNAMODB_ENDPOINT');
export const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: optionalEnv('AWS_REGION') ?? 'eu-west-2',
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);
