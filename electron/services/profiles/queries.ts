// SQL for the profile table: plain (db, args) functions.
import type { Database } from 'better-sqlite3';
import type { ProfileSummary, Role } from '../../../shared/domain/profile';
import type { UiLocale } from '../../../shared/i18n/locales';

type ProfileRow = {
  id: number;
  display_name: string;
  role: Role;
  passcode_hash: string | null;
  cohort: string | null;
  created_at: string;
  email: string | null;
  language: UiLocale | null;
  join_pending: number;
};

export type ProfileRecord = ProfileSummary & {
  passcodeHash: string | null;
  email: string | null;
  joinPending: boolean;
};

const toRecord = (row: ProfileRow): ProfileRecord => ({
  id: row.id,
  displayName: row.display_name,
  role: row.role,
  cohort: row.cohort,
  createdAt: row.created_at,
  language: row.language,
  passcodeHash: row.passcode_hash,
  email: row.email,
  joinPending: row.join_pending === 1,
});

export const toSummary = ({
  passcodeHash: _hidden,
  email: _email,
  joinPending: _pending,
  ...summary
}: ProfileRecord): ProfileSummary => summary;

export function listProfiles(db: Database): ProfileRecord[] {
  const rows = db.prepare('SELECT * FROM profile ORDER BY display_name COLLATE NOCASE, id').all() as ProfileRow[];
  return rows.map(toRecord);
}

export function getProfile(db: Database, id: number): ProfileRecord | undefined {
  const row = db.prepare('SELECT * FROM profile WHERE id = ?').get(id) as ProfileRow | undefined;
  return row && toRecord(row);
}

export function countProfilesWithRole(db: Database, roles: readonly Role[]): number {
  const placeholders = roles.map(() => '?').join(',');
  return (
    db.prepare(`SELECT count(*) AS n FROM profile WHERE role IN (${placeholders})`).get(...roles) as { n: number }
  ).n;
}

export function insertProfile(
  db: Database,
  args: {
    displayName: string;
    role: Role;
    passcodeHash: string | null;
    cohort: string | null;
    email?: string | null;
    joinPending?: boolean;
  },
): ProfileRecord {
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO profile (display_name, role, passcode_hash, cohort, email, join_pending) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(args.displayName, args.role, args.passcodeHash, args.cohort, args.email ?? null, args.joinPending ? 1 : 0);
  return getProfile(db, Number(lastInsertRowid))!;
}

/** A profile by email (case-insensitive) or, failing that, by exact display name. */
export function findProfileByLogin(db: Database, login: string): ProfileRecord | undefined {
  const byEmail = db.prepare('SELECT * FROM profile WHERE lower(email) = lower(?)').get(login) as
    ProfileRow | undefined;
  if (byEmail) return toRecord(byEmail);
  const byName = db.prepare('SELECT * FROM profile WHERE display_name = ?').all(login) as ProfileRow[];
  return byName.length === 1 ? toRecord(byName[0]!) : undefined;
}

export function setPassword(db: Database, id: number, passcodeHash: string): void {
  db.prepare('UPDATE profile SET passcode_hash = ?, join_pending = 0 WHERE id = ?').run(passcodeHash, id);
}

export function setProfileLanguage(db: Database, id: number, language: UiLocale | null): void {
  db.prepare('UPDATE profile SET language = ? WHERE id = ?').run(language, id);
}

export function renameProfile(db: Database, id: number, displayName: string): void {
  db.prepare('UPDATE profile SET display_name = ? WHERE id = ?').run(displayName, id);
}

export function setProfileCohort(db: Database, id: number, cohort: string | null): void {
  db.prepare('UPDATE profile SET cohort = ? WHERE id = ?').run(cohort, id);
}

export function deleteProfile(db: Database, id: number): void {
  db.prepare('DELETE FROM profile WHERE id = ?').run(id);
}
