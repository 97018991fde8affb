/**
 * The audit trail of the back office: one entry per admin change, saying who made it, what it was and
 * when (docs/adr/0025). Entries are written after the change and never edited.
 */
export type AuditAction =
  | 'deleteUser'
  | 'suspendUser'
  | 'reinstateUser'
  | 'resetAuthenticator'
  | 'saveCategory'
  | 'deleteCategory'
  | 'saveSubCategory'
  | 'deleteSubCategory'
  | 'saveSellerForm'
  | 'saveSupportArticle'
  | 'deleteSupportArticle'
  | 'hideQuestion'
  | 'showQuestion';

/** The actions made to a person's account: their entries are also kept with the account, for its audit trail. */
export const ACCOUNT_AUDIT_ACTIONS: readonly AuditAction[] = ['deleteUser', 'suspendUser', 'reinstateUser', 'resetAuthenticator'];

/** One audit entry. */
export interface AuditEntry {
  id: string;
  at: string;
  adminId: string;
  adminEmail: string;
  action: AuditAction;
  /** What the change was made to (a user's uid, a category id, `catId#subCatId`, an article id). */
  target: string;
  /** What the change set, in brief (a name, a count): never a secret or a payout account. */
  details: Record<string, string | number | boolean | null>;
}

/** An audit entry for a change made now by an admin. */
export function auditEntry(
  id: string,
  admin: { uid: string; email: string },
  action: AuditAction,
  target: string,
  details: AuditEntry['details'],
  now: Date,
): AuditEntry {
  return { id, at: now.toISOString(), adminId: admin.uid, adminEmail: admin.email, action, target, details };
}
