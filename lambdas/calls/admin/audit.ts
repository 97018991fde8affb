import { ulid } from '../../lib/ids.ts';
import { auditEntry, type AuditAction, type AuditEntry } from '../../../shared/admin/audit.ts';
import { recordAudit } from '../../data/entities/admin-audit.ts';
import type { CallContext } from '../../lib/call.ts';

/** Records who made a back-office change, what it was and when (docs/adr/0025). */
export function audit(ctx: CallContext, action: AuditAction, target: string, details: AuditEntry['details']): Promise<void> {
  const admin = ctx.caller!;
  return recordAudit(auditEntry(ulid(ctx.now.getTime()), { uid: admin.uid, email: admin.email }, action, target, details, ctx.now));
}
