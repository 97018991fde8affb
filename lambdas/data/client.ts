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
  const base = new DynamoDBClient({
    region: optionalEnv('AWS_REGION') ?? 'eu-west-2',
    ...(endpoint ? { endpoint } : {}),
  });
  // The SDK's logger step filters every request's input and output through the operation's schema
  // for a logger that, unset, logs nothing (its no-op logger has an `info`): a whole lot record walked
  // per call, ~2.5 % of a hot lot's CPU (docs/adr/0038). We give the client no logger, so the step goes.
  base.middlewareStack.remove('loggerMiddleware');
  client = DynamoDBDocumentClient.from(traceAwsClient(base), { marshallOptions: { removeUndefinedValues: true } });
  return client;
}
