import type { AuditEntry } from '../../../shared/admin/audit.ts';
import { putIfAbsent, queryPartition } from '../table.ts';

/**
 * The back office's audit trail: AUDIT / <at>#<id> (time order; the id, a ULID, keeps two entries of
 * the same millisecond apart). Written once, never changed (docs/adr/0025).
 */
const auditKey = (entry: Pick<AuditEntry, 'at' | 'id'>) => ({ pk: 'AUDIT', sk: `${entry.at}#${entry.id}` });

export async function recordAudit(entry: AuditEntry): Promise<void> {
  await putIfAbsent(auditKey(entry), entry);
}

/** Every audit entry, newest first. */
export function listAudit(): Promise<AuditEntry[]> {
  return queryPartition<AuditEntry>({ pk: 'AUDIT' }, true, true);
}
