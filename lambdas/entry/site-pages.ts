import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { renderChanges } from '../pages/changes.ts';
import { servePage } from '../pages/serve.ts';
import type { ChangeEvent } from '../search/projector.ts';

/**
 * Lambda entry of the site pages function (docs/adr/0036): DynamoDB Streams batches of lot, listing
 * and category changes re-render their pages; its function URL (CloudFront's failover origin for
 * rendered pages, and the sitemap's origin) answers GETs.
 */
export async function handler(event: ChangeEvent | APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2 | void> {
  if ('Records' in event) return renderChanges(event);
  return servePage(event);
}
