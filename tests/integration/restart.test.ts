import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listContactMessages } from '../../lambdas/data/entities/contact-message.ts';
import { localStackConfig, ROOT } from '../../infra/local/config.ts';
import { ownStackPort } from '../support/ports.ts';
import { startLocalStack } from '../../infra/local/stack.ts';

const dataDir = path.join(ROOT, '.data-restart-test');

describe('the local stack across a restart', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the table, the user pool and the test clock when stopped and started again', async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const config = localStackConfig({ PORT: String(ownStackPort(100)), PATINA_DATA_DIR: dataDir });
    const quiet = { log: () => {}, seed: false };

    const first = await startLocalStack(config, quiet);
    const sent = await fetch(`${first.url}/api/sendContactMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { name: 'Ada', email: 'ada@example.com', subject: 'Persist', message: 'Still here after a restart?' } }),
    });
    expect(sent.status).toBe(200);
    const advanced = await (await fetch(`${first.url}/dev/clock`, { method: 'POST', body: JSON.stringify({ advanceSeconds: 86_400 }) })).json();
    const poolBefore = await (await fetch(`${first.url}/config.json`)).json();
    await first.stop();

    const second = await startLocalStack(config, quiet);
    try {
      const messages = await listContactMessages();
      expect(messages.map((m) => m.subject)).toContain('Persist');
      const now = (await (await fetch(`${second.url}/dev/clock`)).json()).now as string;
      expect(Date.parse(now)).toBeGreaterThanOrEqual(Date.parse(advanced.now));
      const poolAfter = await (await fetch(`${second.url}/config.json`)).json();
      expect(poolAfter.userPoolId).toBe(poolBefore.userPoolId);
    } finally {
      await second.stop();
    }
  });
});
