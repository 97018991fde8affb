import { entry, group, returns } from './entry.ts';
import { AdminListFulfilmentInputSchema, AdminUpdateFulfilmentInputSchema, type AdminListFulfilmentOutput, type FulfilmentOrderView } from '../orders.ts';

/** The fulfilment function's calls: the fulfilment centre (admins). */
export const FULFILMENT_CALLS = group('fulfilment', {
  adminListFulfilment: entry('admin', AdminListFulfilmentInputSchema, returns<AdminListFulfilmentOutput>()),
  adminUpdateFulfilment: entry('admin', AdminUpdateFulfilmentInputSchema, returns<FulfilmentOrderView>()),
});
