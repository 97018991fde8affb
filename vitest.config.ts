import { defineConfig } from 'vitest/config';

/**
 * The test tiers (STYLE.md #9): unit (no network), infra (CDK template + cdk-nag), integration
 * (handlers through the running local stack's gateway and emulators), e2e (real Chromium against it).
 * Integration and e2e need a stack: `tests/with-stack.ts` starts one and sets PATINA_URL.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      // A synth of the whole app in a beforeAll takes minutes on a loaded machine: one allowance for every file.
      // Without isolation the files of one worker share tests/infra/synth-app.ts's apps: built once, not per file.
      { test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000, isolate: false } },
      // Both stack tiers fail a run in which a test left a shared demo account changed (tests/support/demo-accounts-guard.ts).
      { test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], globalSetup: ['tests/support/demo-accounts-guard.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // On a failure, what the pages were still waiting for.
          setupFiles: ['tests/support/e2e-setup.ts'],
          globalSetup: ['tests/support/demo-accounts-guard.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // One browser at a time: two cores.
          fileParallelism: false,
          // A page waits on its island's call; a first, cold load can take more than the default 1 s.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
