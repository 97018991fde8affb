import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE } from '../../lambdas/data/table-definition.ts';
import { type PatinaConfig, photoBucketExport } from './config.ts';
import { PayoutBucket } from './payouts.ts';

export interface DataStackProps extends StackProps {
  config: PatinaConfig;
}

/** Max size of one uploaded photo (the presigned POST also pins it; see ARCHITECTURE.md Security). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The single DynamoDB table (from lambdas/data/table-definition.ts, the same definition the local stack
 * creates) and the photo bucket. Both are retained when the stack goes: they hold the business.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly photoBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      // Records with a lifetime (live connections) carry it; DynamoDB deletes them some time after.
      timeToLiveAttribute: TABLE.timeToLiveAttribute,
      // The search projector follows the table's changes (docs/adr/0026).
      stream: dynamodb.StreamViewType.NEW_IMAGE,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.accessLogsBucket = new s3.Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(config.isProd ? 365 : 90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The payout runs' bank export (infra/stacks/payouts.ts, docs/adr/0024).
    new PayoutBucket(this, 'Payouts', { config, accessLogs: this.accessLogsBucket });

    // No fixed name (a redeploy after a destroy would meet the retained bucket's); versioned in prod, so
    // a photo overwritten or deleted by mistake can be restored. Retained whatever the stage.
    this.photoBucket = new s3.Bucket(this, 'PhotoBucket', {
      versioned: config.isProd,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'photo-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
        // Browsers upload straight to S3 with presigned POSTs (content type and size pinned by the policy,
      // so any origin is harmless; with a custom domain only the site may upload).
      cors: [
        {
          allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.PUT],
          allowedOrigins: config.domainName ? [`https://${config.domainName}`] : ['*'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Location'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });

    // CloudFront (site stack, OAC) reads photos. The distribution lives in a later stack, so naming it
    // here would be a cycle: allow this account's distributions, signed by the CloudFront service.
    // Photos are public product images; the bucket itself stays private (Block Public Access).
    this.photoBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'AllowCloudFrontOACRead',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.photoBucket.arnForObjects('*')],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
        },
      }),
    );
    new CfnOutput(this, 'PhotoBucketName', { value: this.photoBucket.bucketName, exportName: photoBucketExport(config) });
  }
}
