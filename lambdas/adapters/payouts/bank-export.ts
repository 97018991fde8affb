import { s3Client as s3 } from '../s3-client.ts';
import type { PayoutInstruction, PayoutsProvider } from './payouts-provider.ts';

/**
 * Payouts as a bank export: each instruction is a JSON object `instructions/<reference>.json` in the
 * private payout bucket, which the finance team's bank upload (or a bank's file API) takes from there.
 * Sellers give an IBAN and a SWIFT code, not a card-processor account, so a bank transfer is how they
 * are paid. No encryption header: the bucket's default (its own KMS key) applies, and its policy refuses
 * SSE-S3 (infra/stacks/payouts.ts). The object key is the reference: a payout sent again finds its object and writes nothing.
 * Locally the bucket lives in s3rver, so the same code runs.
 */
export function createBankExport(bucket: string): PayoutsProvider {
  return {
    async send(instruction: PayoutInstruction) {
      const { HeadObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
      const Key = `instructions/${instruction.reference}.json`;
      const exists = await (await s3()).send(new HeadObjectCommand({ Bucket: bucket, Key })).then(
        () => true,
        (error: { $metadata?: { httpStatusCode?: number } }) => {
          if (error.$metadata?.httpStatusCode === 404) return false;
          throw error;
        },
      );
      if (!exists) {
        await (await s3()).send(new PutObjectCommand({ Bucket: bucket, Key, Body: JSON.stringify(instruction), ContentType: 'application/json' }));
      }
      return { transferId: instruction.reference };
    },
  };
}
