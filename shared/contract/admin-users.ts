import * as z from 'zod';
import { IdSchema } from './catalogue.ts';
import type { AuditEntry } from '../admin/audit.ts';
import type { AdminOrderFacts } from '../admin/order-facts.ts';
import { ACCOUNT_STATUSES, type AdminUser, type AdminUserDetail } from '../admin/users.ts';
import type { ItemSummary } from './catalogue.ts';
import type { GetMyBidsOutput } from './buying.ts';
import type { DisputeView } from './disputes.ts';

/**
 * The back office's customer calls (CALLS.md "Admin": adminListUsers, adminDeleteUser; "Calls of the
 * next wave": adminGetUser, adminSetUserStatus).
 */

/** The user pool answers at most 60 people a page. */
export const ADMIN_USERS_PAGE_MAX = 60;

export const AdminListUsersInputSchema = z.strictObject({
  /** The start of the e-mail address (the user pool searches by prefix). */
  query: z.string().trim().max(120).optional(),
  limit: z.number().int().min(1).max(ADMIN_USERS_PAGE_MAX).default(20),
  /** The `cursor` of the previous page (opaque). */
  cursor: z.string().min(1).max(2048).optional(),
});

export interface AdminListUsersOutput {
  users: AdminUser[];
  cursor?: string;
}

/** A Cognito `sub` is a UUID; IdSchema's characters cover it. */
export const AdminDeleteUserInputSchema = z.strictObject({ uid: IdSchema });

export const AdminGetUserInputSchema = z.strictObject({ uid: IdSchema });

/** A customer's page: who they are, what they bought and sold, bid on, listed and disputed, and what admins did to the account. */
export interface AdminGetUserOutput {
  user: AdminUserDetail;
  /** Orders they bought (`role: 'buyer'`) and sold (`'seller'`), newest first. */
  orders: (AdminOrderFacts & { role: 'buyer' | 'seller' })[];
  bids: GetMyBidsOutput['bids'];
  listings: ItemSummary[];
  disputes: DisputeView[];
  audit: AuditEntry[];
}

export const AdminSetUserStatusInputSchema = z.strictObject({
  uid: IdSchema,
  status: z.enum(ACCOUNT_STATUSES),
  /** Why (kept in the audit trail; shown to admins only). */
  reason: z.string().trim().min(1).max(500),
});

export interface AdminSetUserStatusOutput {
  user: AdminUserDetail;
}

export const AdminResetAuthenticatorInputSchema = z.strictObject({ uid: IdSchema });
