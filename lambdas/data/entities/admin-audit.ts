import { ACCOUNT_AUDIT_ACTIONS, type AuditEntry } from '../../../shared/admin/audit.ts';
import { putIfAbsent, queryPartition } from '../table.ts';

/**
 * The back office's audit trail: AUDIT / <at>#<id> (time order; the id, a ULID, keeps two entries of
 * the same millisecond apart). Written once, never changed (docs/adr/0025).
 */
const auditKey = (entry: Pick<AuditEntry, 'at' | 'id'>) => ({ pk: 'AUDIT', sk: `${entry.at}#${entry.id}` });
/** An account's own copy of the entries about it (USER#<uid> / AUDIT#<at>#<id>): its trail is one query. */
const accountAuditKey = (entry: Pick<AuditEntry, 'at' | 'id' | 'target'>) => ({ pk: `USER#${entry.target}`, sk: `AUDIT#${entry.at}#${entry.id}` });

export async function recordAudit(entry: AuditEntry): Promise<void> {
  await putIfAbsent(auditKey(entry), entry);
  if (ACCOUNT_AUDIT_ACTIONS.includes(entry.action)) await putIfAbsent(accountAuditKey(entry), entry);
}

/** What admins did to one person's account, newest first. */
export function listAccountAudit(uid: string): Promise<AuditEntry[]> {
  return queryPartition<AuditEntry>({ pk: `USER#${uid}`, skPrefix: 'AUDIT#' }, true);
}

/** Every audit entry, newest first. */
export function listAudit(): Promise<AuditEntry[]> {
  return queryPartition<AuditEntry>({ pk: 'AUDIT' }, true, true);
}
