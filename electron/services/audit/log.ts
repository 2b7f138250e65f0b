// The audit log: who did which staff action when (exports, releases, judge changes, account
// changes, imports, backups). Details keep ids and choices, never texts, passwords or keys.
import type { Database } from 'better-sqlite3';
import type { AuditEntry } from '../../../shared/domain/accounts';
import type { Caller } from '../caller';

export type AuditRecord = { action: string; target?: string | null; details?: Record<string, unknown> };

/** Request fields never written to the log: secrets and bulk content. */
const HIDDEN_KEYS = new Set(['password', 'passcode', 'apiKey', 'content', 'texts', 'text', 'code', 'body', 'marks']);

/** A copy of a request fit for the log: secrets and long texts left out, long lists counted. */
export function auditDetails(request: unknown): Record<string, unknown> {
  if (!request || typeof request !== 'object') return {};
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) {
    if (HIDDEN_KEYS.has(key)) continue;
    if (Array.isArray(value)) details[key] = value.length > 20 ? `${value.length} items` : value;
    else if (typeof value === 'string') details[key] = value.length > 200 ? `${value.slice(0, 200)}…` : value;
    else if (value === null || typeof value !== 'object') details[key] = value;
  }
  return details;
}

/**
 * Writes one entry. The actor is kept by name always and by id only while their profile exists: an
 * entry written after its actor's profile was deleted (deleting one's own profile is logged once the
 * deletion succeeded) gets no id, as the entries written before it got when the profile went
 * (actor_id is ON DELETE SET NULL). A stale id would break the foreign key, and SQLite may give the
 * freed id to the next profile, which would then look like the actor.
 */
export function recordAudit(db: Database, actor: Caller, entry: AuditRecord, address: string | null = null): void {
  db.prepare(
    `INSERT INTO audit_log (actor_id, actor_name, action, target, details, address)
     VALUES ((SELECT id FROM profile WHERE id = ?), ?, ?, ?, ?, ?)`,
  ).run(
    actor?.id ?? null,
    actor?.displayName ?? null,
    entry.action,
    entry.target ?? null,
    JSON.stringify(entry.details ?? {}),
    address,
  );
}

type AuditRow = {
  id: number;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  target: string | null;
  details: string;
  address: string | null;
};

export function listAudit(
  db: Database,
  filter: { action?: string; actorId?: number; limit: number; before?: number },
): AuditEntry[] {
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (filter.action) {
    where.push('action = ?');
    args.push(filter.action);
  }
  if (filter.actorId) {
    where.push('actor_id = ?');
    args.push(filter.actorId);
  }
  if (filter.before) {
    where.push('id < ?');
    args.push(filter.before);
  }
  const rows = db
    .prepare(`SELECT * FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`)
    .all(...args, filter.limit) as AuditRow[];
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    target: row.target,
    details: JSON.parse(row.details) as Record<string, unknown>,
    address: row.address,
  }));
}
