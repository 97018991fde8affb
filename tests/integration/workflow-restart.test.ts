import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localStackConfig, ROOT } from '../../infra/local/config.ts';
import { ownStackPort } from '../support/ports.ts';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.ts';

const dataDir = path.join(ROOT, '.data-workflow-restart-test');
const config = localStackConfig({ PORT: String(ownStackPort(200)), PATINA_DATA_DIR: dataDir });
let stack: LocalStack | null = null;

describe('an item workflow across a restart of the local stack', () => {
  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('still awaits review after a restart, and accepting it then makes it Active', async () => {
    rmSync(dataDir, { recursive: true, force: true });
    stack = await startLocalStack(config, { log: () => {} });
    // The support modules read the stack's URL when loaded: point them at this stack first.
    process.env.PATINA_URL = stack.url;
    const { callApi } = await import('../support/api.ts');
    const { signIn } = await import('../support/auth.ts');
    const { bearer, clockListing, uploadFivePhotos } = await import('../support/selling.ts');
    const { getLot } = await import('../../lambdas/data/entities/lot.ts');
    const { getLotWorkflow } = await import('../../lambdas/data/entities/lot-workflow.ts');

    const seller = await signIn('seller@patina.test', 'Patina-demo-1');
    const expert = await signIn('expert@patina.test', 'Patina-demo-1');
    const photos = await uploadFivePhotos(seller, 7);
    const submitted = await callApi('submitListing', { form: clockListing(photos, 'Clock that outlives a restart') }, bearer(seller));
    expect(submitted.status).toBe(200);
    const itemId = submitted.data.itemId as string;
    await expect.poll(async () => (await getLotWorkflow(itemId))?.reviewToken, { timeout: 10_000 }).toBeTruthy();

    await stack.stop();
    stack = await startLocalStack(config, { log: () => {} });
    expect((await getLot(itemId))?.status).toBe('Awaiting Approval');
    const accepted = await callApi('reviewSubmission', { itemId, decision: 'accept', note: '' }, bearer(expert));
    expect(accepted.data).toEqual({ itemId, status: 'Active' });
    expect((await callApi('getItem', { itemId })).data.status).toBe('Active');
  }, 120_000); // two stack starts, each seeding the demo photos
});
