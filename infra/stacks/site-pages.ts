import { Duration } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { RENDERED_PREFIX } from '../../shared/routes.ts';
import type { PatinaConfig } from './config.ts';
import { PatinaFunction } from './lambda.ts';
import { acknowledge, wildcardResourceFinding } from './nag.ts';

export interface SitePagesProps {
  config: PatinaConfig;
  table: ITable;
  siteBucket: s3.IBucket;
}

/**
 * The site pages function (docs/adr/0036): a consumer of the table's changes (invoked by the table
 * stream's dispatcher, infra/stacks/table-stream.ts, with lots, listings, categories and the banners) that renders lot and category pages into
 * the site bucket under RENDERED_PREFIX, and, through its function URL (IAM-authenticated: only
 * CloudFront's origin access control may call it), the fallback of a page the bucket lacks and the sitemap.
 */
export class SitePages extends Construct {
  readonly function: PatinaFunction;
  readonly url: lambda.FunctionUrl;

  constructor(scope: Construct, id: string, props: SitePagesProps) {
    super(scope, id);
    const { config, table, siteBucket } = props;
    this.function = new PatinaFunction(this, 'Renderer', {
      config,
      entry: 'lambdas/entry/site-pages.ts',
      description: 'Patina site pages: lot and category pages from the table stream, their fallback and the sitemap',
      environment: { TABLE_NAME: table.tableName, SITE_BUCKET: siteBucket.bucketName, SITE_URL: config.siteUrl },
      timeout: Duration.seconds(30),
    });
    // Reads lots, listings, bids, reviews and categories; the sitemap queries the listings' status index.
    this.function.grantTableActions(table, ['GetItem', 'Query']);
    // Reads shells and /config.json, writes and removes rendered pages only; LIST makes a missing page S3's 404.
    const role = this.function.role;
    role.addToPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [siteBucket.arnForObjects('*')] }));
    role.addToPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [siteBucket.arnForObjects(`${RENDERED_PREFIX.slice(1)}/*`)] }));
    role.addToPolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [siteBucket.bucketArn] }));
    acknowledge(
      role,
      {
        id: wildcardResourceFinding(this, siteBucket.arnForObjects('*')),
        reason: 'Reads the site build (the shells of lot and category pages, /config.json) and the rendered pages: any page of the site bucket, which is the public site itself.',
      },
      {
        id: wildcardResourceFinding(this, siteBucket.arnForObjects(`${RENDERED_PREFIX.slice(1)}/*`)),
        reason: 'Writes and removes rendered lot and category pages, whose keys carry the lot or category id: only under the rendered/ prefix.',
      },
    );

    this.url = this.function.fn.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
  }
}
