import type { S3Client } from '@aws-sdk/client-s3';
import { optionalEnv } from '../lib/env.ts';
import { traceAwsClient } from '../lib/xray.ts';

/** The S3 SDK, loaded on first use: most calls of the groups that import an S3 adapter never touch S3. */
export const s3Sdk = () => import('@aws-sdk/client-s3');

let client: S3Client | null = null;

/**
 * The function's one S3 client (the photo, site and payout buckets alike), traced like every AWS SDK
 * call (docs/adr/0034); S3_ENDPOINT points it at the local emulator (s3rver).
 */
export async function s3Client(): Promise<S3Client> {
  if (client) return client;
  const { S3Client } = await s3Sdk();
  const endpoint = optionalEnv('S3_ENDPOINT');
  client = traceAwsClient(new S3Client({ region: optionalEnv('AWS_REGION') ?? 'eu-west-2', ...(endpoint ? { endpoint, forcePathStyle: true } : {}) }));
  return client;
}
