import * as z from 'zod';
import { IdSchema } from './catalogue.ts';
import type { AdminUser } from '../admin/users.ts';

/** The back office's customer calls (CALLS.md "Admin": adminListUsers, adminDeleteUser). */

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
