import type { CallDefinition } from '../lib/call.ts';
import { catalogueCalls } from './catalogue/index.ts';

/** Every call of the contract, for the local gateway and the access-matrix tests. */
export const allCalls: CallDefinition[] = [...catalogueCalls];
