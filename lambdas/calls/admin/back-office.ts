import { ADMIN_CALLS } from '../../../shared/contract/registry/admin.ts';
import { groupCalls } from '../../lib/call.ts';
import { adminCategoryCalls } from './admin-categories.ts';
import { adminSellerFormCalls } from './admin-seller-forms.ts';
import { adminSupportArticleCalls } from './admin-support-articles.ts';
import { adminDeleteUser, adminGetUser, adminListUsers, adminResetAuthenticator, adminSetUserStatus } from './admin-users.ts';

/** The back office's customers and catalogue calls (admins only; issue 11 item 3). */
export const adminBackOfficeCalls = groupCalls(ADMIN_CALLS, [adminListUsers, adminDeleteUser, adminGetUser, adminSetUserStatus, adminResetAuthenticator, ...adminCategoryCalls, ...adminSellerFormCalls, ...adminSupportArticleCalls]);
