// Browser sessions on a class server: a random token in an HttpOnly cookie, stored only as a hash,
// ended by sign-out, by "sign out everywhere", after a period without use or at an absolute limit.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export type SessionLimits = { idleMinutes: number; maxDays: number };
export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMinutes: 12 * 60, maxDays: 14 };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** last_seen_at is written at most this often per session, so busy pages do not write on every call. */
const TOUCH_EVERY_MS = 60_000;

export type ResolvedSession = { tokenHash: string; profileId: number };

export class WebSessionStore {
  constructor(
    private readonly db: Database,
    private readonly limits: SessionLimits = DEFAULT_SESSION_LIMITS,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** A new session for the profile; the token goes into the cookie and is never stored. */
  create(profileId: number, meta: { address?: string | null; userAgent?: string | null } = {}): string {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock();
    const expires = new Date(now.getTime() + this.limits.maxDays * 86_400_000).toISOString();
    this.db
      .prepare(
        'INSERT INTO web_session (token_hash, profile_id, created_at, last_seen_at, expires_at, address, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        hashToken(token),
        profileId,
        now.toISOString(),
        now.toISOString(),
        expires,
        meta.address ?? null,
        meta.userAgent?.slice(0, 300) ?? null,
      );
    return token;
  }

  /** The live session of a cookie token, or null when unknown, signed out, idle too long or expired. */
  resolve(token: string | undefined): ResolvedSession | null {
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const row = this.db
      .prepare('SELECT profile_id, last_seen_at, expires_at FROM web_session WHERE token_hash = ?')
      .get(tokenHash) as { profile_id: number; last_seen_at: string; expires_at: string } | undefined;
    if (!row) return null;
    const now = this.clock();
    const idleLimit = new Date(now.getTime() - this.limits.idleMinutes * 60_000).toISOString();
    if (row.expires_at <= now.toISOString() || row.last_seen_at <= idleLimit) {
      this.db.prepare('DELETE FROM web_session WHERE token_hash = ?').run(tokenHash);
      return null;
    }
    if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
      this.db.prepare('UPDATE web_session SET last_seen_at = ? WHERE token_hash = ?').run(now.toISOString(), tokenHash);
    }
    return { tokenHash, profileId: row.profile_id };
  }

  revoke(tokenHash: string): void {
    this.db.prepare('DELETE FROM web_session WHERE token_hash = ?').run(tokenHash);
  }

  /** Ends every session of the profile (sign out everywhere, password reset, account removed). */
  revokeAll(profileId: number): number {
    return this.db.prepare('DELETE FROM web_session WHERE profile_id = ?').run(profileId).changes;
  }

  /** Removes expired and idle sessions; called now and then. */
  sweep(): number {
    const now = this.clock();
    const idleLimit = new Date(now.getTime() - this.limits.idleMinutes * 60_000).toISOString();
    return this.db
      .prepare('DELETE FROM web_session WHERE expires_at <= ? OR last_seen_at <= ?')
      .run(now.toISOString(), idleLimit).changes;
  }

  countFor(profileId: number): number {
    return (
      this.db.prepare('SELECT count(*) AS n FROM web_session WHERE profile_id = ?').get(profileId) as { n: number }
    ).n;
  }

  lastSignIn(profileId: number): string | null {
    const row = this.db.prepare('SELECT max(created_at) AS at FROM web_session WHERE profile_id = ?').get(profileId) as
      { at: string | null } | undefined;
    return row?.at ?? null;
  }
}
