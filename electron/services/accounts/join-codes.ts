// One-time join codes: 16 characters from an alphabet without look-alikes (80 bits), shown once
// and stored only as a SHA-256 hash; valid for a fortnight, gone once used.
import { createHash, randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const JOIN_CODE_DAYS = 14;

/** A new code in its printed form, e.g. "K7QF-M2XD-9HPA-3TRW". */
export function newJoinCode(): string {
  let raw = '';
  for (let i = 0; i < 16; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return raw.match(/.{4}/g)!.join('-');
}

/** The stored form of a code as typed (any case, with or without dashes). */
export const hashJoinCode = (code: string): string =>
  createHash('sha256')
    .update(code.toUpperCase().replace(/[^0-9A-Z]/g, ''))
    .digest('hex');

/** Stores a fresh code for the profile (replacing any earlier one) and returns it with its expiry. */
export function issueJoinCode(
  db: Database,
  profileId: number,
  createdBy: number | null,
  now = new Date(),
): { code: string; expiresAt: string } {
  const code = newJoinCode();
  const expiresAt = new Date(now.getTime() + JOIN_CODE_DAYS * 86_400_000).toISOString();
  db.prepare(
    `INSERT INTO join_code (profile_id, code_hash, expires_at, created_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (profile_id) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at,
       created_by = excluded.created_by, created_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
  ).run(profileId, hashJoinCode(code), expiresAt, createdBy);
  return { code, expiresAt };
}

/** The profile a still-valid code belongs to, or null. */
export function profileForJoinCode(db: Database, code: string, now = new Date()): number | null {
  const row = db.prepare('SELECT profile_id, expires_at FROM join_code WHERE code_hash = ?').get(hashJoinCode(code)) as
    { profile_id: number; expires_at: string } | undefined;
  if (!row || row.expires_at <= now.toISOString()) return null;
  return row.profile_id;
}

export function deleteJoinCode(db: Database, profileId: number): void {
  db.prepare('DELETE FROM join_code WHERE profile_id = ?').run(profileId);
}

export function joinCodeExpiry(db: Database, profileId: number): string | null {
  const row = db.prepare('SELECT expires_at FROM join_code WHERE profile_id = ?').get(profileId) as
    { expires_at: string } | undefined;
  return row?.expires_at ?? null;
}
