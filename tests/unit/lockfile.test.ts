import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeLock, missingOptionals, platformEntry, type Lockfile } from '../../tools/complete-lock.ts';
import { ROOT } from '../../infra/local/config.ts';

describe('the lockfile', () => {
  it('holds an entry for every optional dependency, so `npm ci` accepts it on a clean clone (else: npm run lock)', () => {
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile;
    expect(missingOptionals(lock)).toEqual([]);
  });

  it('completes a missing platform package with the platform its name gives, and leaves the rest alone', () => {
    const lock: Lockfile = {
      packages: {
        '': { name: 'x' } as never,
        'node_modules/tool': { version: '1.0.0', optionalDependencies: { 'tool-linux-arm64-musl': '1.0.0', 'tool-linux-x64-gnu': '1.0.0' } },
        'node_modules/tool-linux-x64-gnu': { version: '1.0.0', integrity: 'sha512-kept' },
      },
    };
    expect(missingOptionals(lock)).toEqual([['tool-linux-arm64-musl', '1.0.0']]);
    const done = completeLock(lock);
    expect(Object.keys(done.packages)).toEqual(['', 'node_modules/tool', 'node_modules/tool-linux-arm64-musl', 'node_modules/tool-linux-x64-gnu']);
    expect(done.packages['node_modules/tool-linux-arm64-musl']).toEqual({
      version: '1.0.0', resolved: 'https://registry.npmjs.org/tool-linux-arm64-musl/-/tool-linux-arm64-musl-1.0.0.tgz', optional: true, cpu: ['arm64'], os: ['linux'], libc: ['musl'],
    });
    expect(done.packages['node_modules/tool-linux-x64-gnu']).toEqual({ version: '1.0.0', integrity: 'sha512-kept' });
    expect(missingOptionals(done)).toEqual([]);
  });

  it('refuses to guess a range or a package whose name names no platform', () => {
    expect(() => platformEntry('@scope/binding-darwin-arm64', '^1.0.0')).toThrow(/not an exact version/);
    expect(() => platformEntry('left-pad', '1.0.0')).toThrow(/no platform/);
  });
});
