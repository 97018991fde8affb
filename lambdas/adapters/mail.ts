import { optionalEnv, requireEnv } from '../lib/env.ts';
import { traceAwsClient } from '../lib/xray.ts';

/** An e-mail the product sends (notifications; Cognito sends its own codes). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * How mail leaves: Amazon SES in AWS (from MAIL_FROM, a verified identity), the local outbox at
 * /dev/outbox on the local stack (installed with `useMailer`).
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

let installed: Mailer | null = null;

export function useMailer(mailer: Mailer): void {
  installed = mailer;
}

export function mailer(): Mailer {
  installed ??= sesMailer();
  return installed;
}

/** SES v2 SendEmail; its SDK is loaded on first use (most calls send nothing). */
function sesMailer(): Mailer {
  const client = (async () => {
    const sdk = await import('@aws-sdk/client-sesv2');
    return { sdk, ses: traceAwsClient(new sdk.SESv2Client({ region: optionalEnv('AWS_REGION') })) };
  })();
  return {
    async send(mail) {
      const { sdk, ses } = await client;
      await ses.send(
        new sdk.SendEmailCommand({
          FromEmailAddress: requireEnv('MAIL_FROM'),
          Destination: { ToAddresses: [mail.to] },
          Content: { Simple: { Subject: { Data: mail.subject, Charset: 'UTF-8' }, Body: { Text: { Data: mail.text, Charset: 'UTF-8' } } } },
        }),
      );
    },
  };
}
