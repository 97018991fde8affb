import type { CallGroup } from '../../shared/contract/calls.ts';
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

/**
 * The handlers each function serves, by the registry's group (each entry in lambdas/entry imports only
 * its own group's list, to keep its bundle small); tests/unit/call-registry.test.ts checks that they are
 * exactly the registry's calls of that group.
 */
export const CALLS_BY_GROUP: Record<CallGroup, CallDefinition[]> = {
  catalogue: catalogueCalls,
  selling: sellingCalls,
  buying: buyingCalls,
  review: reviewCalls,
  fulfilment: fulfilmentCalls,
  account: accountCalls,
  admin: adminBackOfficeCalls,
  disputes: disputeCalls,
  payouts: payoutCalls,
  questions: questionCalls,
};

/** Every call of the contract, for the CDK API stack's check and the access-matrix tests. */
export const allCalls: CallDefinition[] = Object.values(CALLS_BY_GROUP).flat();
