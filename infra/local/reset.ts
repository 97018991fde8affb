/** `npm run reset`: wipes the local stack's data (.data/, or PATINA_DATA_DIR); the next start seeds afresh. */
import { rmSync } from 'node:fs';
import { localStackConfig } from './config.ts';

const { dataDir } = localStackConfig();
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start seeds the demo data again.`);
