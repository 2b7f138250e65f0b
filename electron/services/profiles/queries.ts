// SQL for the profile table: plain (db, args) functions.
import type { Database } from 'better-sqlite3';
import type { ProfileSummary, Role } from '../../../shared/domain/profile';

type ProfileRow = {
  id: number;
  display_name: string;
  role: Role;
  passcode_hash: string | null;
  cohort: string | null;
  created_at: string;
};

export type ProfileRecord = ProfileSummary & { passcodeHash: string | null };

const toRecord = (row: ProfileRow): ProfileRecord => ({
  id: row.id,
  displayName: row.display_name,
  role: row.role,
  cohort: row.cohort,
  createdAt: row.created_at,
  passcodeHash: row.passcode_hash,
});

export const toSummary = ({ passcodeHash: _hidden, ...summary }: ProfileRecord): ProfileSummary => summary;

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
  args: { displayName: string; role: Role; passcodeHash: string | null; cohort: string | null },
): ProfileRecord {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO profile (display_name, role, passcode_hash, cohort) VALUES (?, ?, ?, ?)')
    .run(args.displayName, args.role, args.passcodeHash, args.cohort);
  return getProfile(db, Number(lastInsertRowid))!;
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
