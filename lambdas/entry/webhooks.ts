import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { currentTime } from '../lib/clock.ts';
import { logger } from '../lib/observability.ts';
import { readSecret } from '../lib/secrets.ts';
import { takePaymentsWebhook } from '../orders/webhook.ts';

/**
 * Lambda entry of `POST /webhooks/payments` (no token: the provider's signature is the proof). The
 * body is taken exactly as sent (decoded from base64 when API Gateway encoded it), as the signature
 * covers the raw bytes. Errors answer 500 so the provider delivers again later.
 */
export const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>().handler(async (event) => {
  const raw = event.body && event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? '');
  try {
    const answer = await takePaymentsWebhook(raw, event.headers?.['stripe-signature'], await readSecret('stripeWebhookSecret'), new Date(), currentTime());
    return { statusCode: answer.status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(answer.body) };
  } catch (error) {
    logger.error('webhook failed', { webhook: 'payments', error: error as Error });
    return { statusCode: 500, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ received: false }) };
  }
});
