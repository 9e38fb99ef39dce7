import type { Deps } from '../app-env';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';
import { HttpError } from '../http/http-error';
import { type Actor, type Permission, requirePermission } from './staff-auth';

export type EntityType =
  | 'order'
  | 'order_line'
  | 'staff'
  | 'customer'
  | 'review'
  | 'message'
  | 'product'
  // content rows by id; a page or setting by its place in CONTENT_SLUGS / SETTING_KEYS (from 1)
  | 'banner'
  | 'launch'
  | 'category'
  | 'testimonial'
  | 'faq'
  | 'page'
  | 'coupon'
  | 'setting'
  // an uploaded photo: its id is text, so entity_id is 0 and the audit row's `after` names it
  | 'photo';

export interface StaffAction<S, R> {
  /** e.g. 'order.ship': the audit log's name for it */
  action: string;
  permission: Permission;
  /** the id, or for a new entity the id read from the result */
  entity: { type: EntityType; id: number | ((result: R) => number) };
  /** reads the entity's state in the transaction, locking its rows; null: it does not exist */
  load(tx: Tx): Promise<S | null>;
  /** why this state does not allow the action (answered 409), or null */
  refuse(state: S): string | null;
  apply(tx: Tx, state: S, at: Date): Promise<R>;
  /** what the audit log keeps of a state (defaults to the state itself) */
  snapshot?(state: S): unknown;
  /** the 404's words */
  missing?: string;
}

/**
 * Every staff and operator action runs here, and only here: the role is checked (403), the state
 * read and locked and checked (404, 409), the change made, and the audit row written with the
 * state before and after, all in one transaction. A change without its audit row (or the
 * reverse) cannot commit.
 */
export async function runStaffAction<S, R>(deps: Deps, actor: Actor, spec: StaffAction<S, R>): Promise<R> {
  requirePermission(actor, spec.permission);
  const at = deps.now();
  const snap = spec.snapshot ?? ((s: S) => s);
  return deps.db.transaction(async (tx) => {
    const before = await spec.load(tx);
    if (before === null) throw new HttpError('not_found', spec.missing ?? 'Not found');
    const why = spec.refuse(before);
    if (why) throw new HttpError('conflict', why);
    const result = await spec.apply(tx, before, at);
    const after = await spec.load(tx);
    await tx.insert(auditLog).values({
      staffId: actor.staffId,
      actor: actor.label,
      action: spec.action,
      entityType: spec.entity.type,
      entityId: typeof spec.entity.id === 'function' ? spec.entity.id(result) : spec.entity.id,
      before: toJson(snap(before)),
      after: after === null ? null : toJson(snap(after)),
      at,
    });
    return result;
  });
}

// Dates as ISO strings, no undefined: what jsonb keeps is what the viewer shows.
const toJson = (v: unknown) => JSON.parse(JSON.stringify(v ?? null));
