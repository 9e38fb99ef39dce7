import type { AuditEntry } from '@store/contract/admin';
import { and, desc, eq, ilike, lt } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { auditLog } from '../db/schema';

export const AUDIT_PAGE_SIZE = 50;

/** The audit log, newest first, read-only; filtered by entity, actor or action; paged by id. */
export async function auditEntries(
  deps: Deps,
  q: { entity_type?: string; entity_id?: number; actor?: string; action?: string; before?: number },
): Promise<AuditEntry[]> {
  const rows = await deps.db
    .select()
    .from(auditLog)
    .where(
      and(
        q.entity_type ? eq(auditLog.entityType, q.entity_type) : undefined,
        q.entity_id ? eq(auditLog.entityId, q.entity_id) : undefined,
        q.actor ? ilike(auditLog.actor, `%${q.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        q.action ? eq(auditLog.action, q.action) : undefined,
        q.before ? lt(auditLog.id, q.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  return rows.map((a) => ({
    id: a.id,
    actor: a.actor,
    action: a.action,
    entity_type: a.entityType,
    entity_id: a.entityId,
    before: a.before,
    after: a.after,
    at: a.at.toISOString(),
  }));
}
