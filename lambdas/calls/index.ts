import type { CallDefinition } from '../lib/call.ts';
import { accountCalls } from './account/index.ts';
import { adminBackOfficeCalls } from './admin/back-office.ts';
import { fulfilmentCalls } from './admin/fulfilment.ts';
import { buyingCalls } from './buying/index.ts';
import { catalogueCalls } from './catalogue/index.ts';
import { disputeCalls } from './disputes/index.ts';
import { payoutCalls } from './payouts/index.ts';
import { questionCalls } from './questions/index.ts';
import { reviewCalls } from './review/index.ts';
import { sellingCalls } from './selling/index.ts';

/** Every call of the contract, for the local gateway and the access-matrix tests. */
export const allCalls: CallDefinition[] = [
  ...catalogueCalls,
  ...accountCalls,
  ...sellingCalls,
  ...reviewCalls,
  ...buyingCalls,
  ...fulfilmentCalls,
  ...adminBackOfficeCalls,
  ...disputeCalls,
  ...payoutCalls,
  ...questionCalls,
];
