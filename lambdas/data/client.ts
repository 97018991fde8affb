import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { optionalEnv } from '../lib/env.ts';
import { traceAwsClient } from '../lib/xray.ts';

let client: DynamoDBDocumentClient | null = null;

/**
 * The DynamoDB client: one per process, made on first use (so the local stack can set its
 * endpoint before anything reads it). DYNAMODB_ENDPOINT points it at the local emulator
 * (dynalite); in AWS it is unset and the SDK finds the regional endpoint.
 */
export function dynamo(): DynamoDBDocumentClient {
  if (client) return client;
  const endpoint = optionalEnv('DYNAMODB_ENDPOINT');
  client = DynamoDBDocumentClient.from(
    traceAwsClient(
      new DynamoDBClient({
        region: optionalEnv('AWS_REGION') ?? 'eu-west-2',
        ...(endpoint ? { endpoint } : {}),
      }),
    ),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return client;
}
