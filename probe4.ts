import { buildTestApp } from './tests/infra/synth-app.ts';
const s = buildTestApp();
try { s.app.synth(); console.log('SYNTH OK') } catch (e) { console.log(String(e).slice(0, 300)); }
