import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { PatinaConfig } from './config.ts';
import { rightsOf } from './function-rights.ts';
import { notifyingEnvironment, PatinaFunction, type LivePushTarget } from './lambda.ts';
import { scheduledRunDeadLetters, scheduleRun } from './scheduled-run.ts';

/** The Lambda entries of the alerts (docs/adr/0053). */
export const ALERTS_ENTRY = 'lambdas/entry/alerts.ts';
export const ALERT_DIGEST_ENTRY = 'lambdas/entry/alert-digest.ts';

/**
 * Saved searches' and followed sellers' alerts (docs/adr/0053): the matcher, a consumer of the table
 * stream (the site stack's dispatcher invokes it with the lot records of each batch), and the daily
 * digest, run by an EventBridge Scheduler schedule at 00:05 UTC (the digest of the day just ended).
 */
export class Alerts extends Construct {
  readonly matcher: PatinaFunction;
  readonly digest: PatinaFunction;
  readonly digestDeadLetters: sqs.Queue;
  constructor(scope: Construct, id: string, props: { config: PatinaConfig; table: ITable; live: LivePushTarget }) {
    super(scope, id);
    const { config, table, live } = props;
    const environment = { TABLE_NAME: table.tableName, STAGE: config.stage, ...notifyingEnvironment(config, live) };
    this.matcher = new PatinaFunction(this, 'Matcher', {
      config,
      entry: ALERTS_ENTRY,
      description: 'Patina alerts: matches newly accepted lots with saved searches and follows, tells each person once',
      // A burst of accepted lots in one batch (500 records) with thousands of alerts to store, push and mail.
      timeout: Duration.seconds(60),
      memorySize: 512,
      environment,
    });
    this.matcher.grantTableActions(table, rightsOf('alerts')!.table);
    this.matcher.grantNotify(config, live);

    // A digest that failed every retry waits a week (the look-back covers three days: an operator reruns it), alarmed.
    this.digestDeadLetters = scheduledRunDeadLetters(this, 'alert digest', Duration.days(7));
    this.digest = new PatinaFunction(this, 'Digest', {
      deadLetterQueue: this.digestDeadLetters,
      config,
      entry: ALERT_DIGEST_ENTRY,
      description: 'Patina daily alert digest: one e-mail per person with the day\'s alerts',
      timeout: Duration.minutes(5),
      environment,
    });
    this.digest.grantTableActions(table, rightsOf('alert-digest')!.table);
    this.digest.grantMail(config);
    scheduleRun(this, {
      id: 'Daily',
      what: 'alert digest',
      run: this.digest,
      deadLetters: this.digestDeadLetters,
      description: 'Sends the daily digest of alerts (docs/adr/0053)',
      scheduleExpression: 'cron(5 0 * * ? *)',
    });
  }
}
