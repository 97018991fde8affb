import { createHash, timingSafeEqual } from 'node:crypto';
import { callResult, Status, type CallResult } from '../../shared/contract/protocol.ts';
import { optionalEnv, requireEnv } from './env.ts';
import { logger } from './observability.ts';

/**
 * The header CloudFront adds to every request it forwards to the API (infra/stacks/site-stack.ts), whose
 * value is the origin secret: a request without it did not come through CloudFront (and so skipped its
 * WAF rules) and is refused. CloudFront replaces a header of this name sent by a viewer.
 */
export const ORIGIN_VERIFY_HEADER = 'x-patina-origin-verify';

/**
 * Reads a secret's value through the AWS Parameters and Secrets Lambda Extension (the function's layer,
 * see infra/stacks/api-stack.ts): a local HTTP endpoint that calls Secrets Manager with the function's
 * role and caches the answer, so the value never sits in the environment and a rotation reaches the
 * function within the cache's time to live. Null when the secret has no version at that stage.
 */
export async function readSecretVersion(secretId: string, versionStage: 'AWSCURRENT' | 'AWSPREVIOUS'): Promise<string | null> {
  const port = optionalEnv('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT') ?? '2773';
  const url = `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}&versionStage=${versionStage}`;
  const response = await fetch(url, { headers: { 'X-Aws-Parameters-Secrets-Token': requireEnv('AWS_SESSION_TOKEN') } });
  if (!response.ok) {
    // The first version of a secret has no AWSPREVIOUS; the current one must always be readable.
    if (versionStage === 'AWSPREVIOUS') return null;
    throw new Error(`Secret ${secretId} unreadable: the secrets extension answered ${response.status}`);
  }
  const body = (await response.json()) as { SecretString?: string };
  return body.SecretString ?? null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison (of digests, so lengths never leak either). */
function same(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The protocol's refusal of a request that did not come through CloudFront (403), or null when it
 * may be served. When the secret cannot be read the call cannot be decided: a 500, logged.
 */
export async function originRefusal(headers: Record<string, string | undefined> | undefined): Promise<CallResult | null> {
  try {
    if (await cameThroughCloudFront(headers)) return null;
    return callResult(Status.forbidden, 'forbidden', null);
  } catch (error) {
    logger.error('origin check failed', { check: 'origin', error: error as Error });
    return callResult(Status.serverError, 'somethingWentWrong', null);
  }
}

/**
 * True when the request may be served: no origin secret is configured (the local stack, whose gateway
 * is the only way in), or the request carries the current origin secret, or the previous one (so a
 * rotation never refuses CloudFront while its configuration and this function's cache catch up).
 */
export async function cameThroughCloudFront(headers: Record<string, string | undefined> | undefined): Promise<boolean> {
  const secretId = optionalEnv('ORIGIN_SECRET_ARN');
  if (!secretId) return true;
  const sent = headers?.[ORIGIN_VERIFY_HEADER];
  if (!sent) return false;
  const current = await readSecretVersion(secretId, 'AWSCURRENT');
  if (current && same(sent, current)) return true;
  const previous = await readSecretVersion(secretId, 'AWSPREVIOUS');
  return previous !== null && same(sent, previous);
}
