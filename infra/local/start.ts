/**
 * `npm start`: builds the site when its sources changed, then runs the whole product locally on
 * http://localhost:4321 (PORT overrides). Ctrl-C stops every part; data stays in .data/.
 */
import { localStackConfig } from './config.ts';
import { buildSite, siteIsStale } from './site-build.ts';
import { startLocalStack } from './stack.ts';

const started = performance.now();
const config = localStackConfig();
if (process.env.PATINA_SKIP_SITE_BUILD !== '1' && siteIsStale()) {
  console.log('Building the site…');
  await buildSite();
}
const stack = await startLocalStack(config);
console.log(`Patina is running at ${stack.url} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s). Ctrl-C stops it.`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  const force = setTimeout(() => process.exit(1), 8000);
  force.unref();
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
