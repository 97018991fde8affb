import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../infra/stacks/config.ts';

/**
 * A stage that would fail at run time is refused at synth (docs/adr/0047, "A stage configured as the
 * README's deploy configures it"): without a site origin every card payment fails, without a sender
 * every notification e-mail does. The message names the missing context and what to pass.
 */
const configOf = (context: Record<string, string>) => readConfig(new App({ context }));
const complete = { mailFrom: 'auctions@patina.example', siteUrl: 'https://d111111abcdef8.cloudfront.net' };

describe('the deploy context', () => {
  it('refuses a stage without mailFrom, naming it', () => {
    const { mailFrom: _, ...noSender } = complete;
    expect(() => configOf(noSender)).toThrow(/^Context "mailFrom" is required: .*-c mailFrom=/);
    expect(() => configOf({ ...complete, mailFrom: 'auctions' })).toThrow('Context "mailFrom" is required');
  });

  it('refuses a stage without siteUrl or domainName, naming it', () => {
    const { siteUrl: _, ...noOrigin } = complete;
    expect(() => configOf(noOrigin)).toThrow(/^Context "siteUrl" is required without "domainName": .*-c siteUrl=/);
    expect(() => configOf({ ...complete, siteUrl: 'patina.example/shop' })).toThrow('Context "siteUrl" is required');
  });

  it('takes the origin from domainName, else from siteUrl (without a trailing slash)', () => {
    const { siteUrl: _, ...noOrigin } = complete;
    expect(configOf({ ...noOrigin, domainName: 'patina.example', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' }).siteUrl).toBe('https://patina.example');
    expect(configOf({ ...complete, siteUrl: 'https://d111111abcdef8.cloudfront.net/' })).toMatchObject({ siteUrl: 'https://d111111abcdef8.cloudfront.net', mailFrom: 'auctions@patina.example' });
  });
});
