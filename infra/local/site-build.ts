import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './config.ts';

const STAMP = path.join(ROOT, 'site', 'dist', '.built-at');
const SOURCES = ['site/src', 'site/public', 'site/astro.config.mjs', 'shared'].map((p) => path.join(ROOT, p));

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the built site is missing or older than any of its sources. */
export function siteIsStale(): boolean {
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

/** Pre-renders the site with Astro (same Node as ours), then stamps the build. */
export async function buildSite(): Promise<void> {
  const require = createRequire(import.meta.url);
  const astro = path.join(path.dirname(require.resolve('astro/package.json')), 'bin', 'astro.mjs');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [astro, 'build', '--root', 'site', '--silent'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build failed (exit ${code})`))));
  });
  writeFileSync(STAMP, new Date().toISOString());
}
