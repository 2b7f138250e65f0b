// SQL for coach's notes (one per draft version, replaced when made again): plain (db, args) functions.
import type { Database } from 'better-sqlite3';
import type {
  ChangeKind,
  CoachNote,
  CoachNoteProvenance,
  CoachNoteSource,
  CoachNoteStatus,
  VersionCoachNote,
} from '../../../../shared/coach/note';

type NoteRow = {
  version_id: number;
  status: CoachNoteStatus;
  source: CoachNoteSource;
  locale: string;
  note: string | null;
  raw_output: string | null;
  provenance: string | null;
  error_message: string | null;
  updated_at: string;
};

const toNote = (r: NoteRow): VersionCoachNote => ({
  versionId: r.version_id,
  status: r.status,
  source: r.source,
  locale: r.locale,
  note: r.note === null ? null : (JSON.parse(r.note) as CoachNote),
  provenance: r.provenance === null ? null : (JSON.parse(r.provenance) as CoachNoteProvenance),
  errorMessage: r.error_message,
  updatedAt: r.updated_at,
});

export function notesByVersion(db: Database, versionIds: readonly number[]): Map<number, VersionCoachNote> {
  const map = new Map<number, VersionCoachNote>();
  if (versionIds.length === 0) return map;
  const rows = db
    .prepare(`SELECT * FROM coach_note WHERE version_id IN (${versionIds.map(() => '?').join(',')})`)
    .all(...versionIds) as NoteRow[];
  for (const r of rows) map.set(r.version_id, toNote(r));
  return map;
}

export const getNote = (db: Database, versionId: number): VersionCoachNote | null =>
  notesByVersion(db, [versionId]).get(versionId) ?? null;

export type NoteWrite = {
  status: CoachNoteStatus;
  source: CoachNoteSource;
  locale: string;
  note?: CoachNote | null;
  rawOutput?: string | null;
  provenance?: CoachNoteProvenance | null;
  errorMessage?: string | null;
};

/** Writes the version's note whole (status, content, provenance), replacing any earlier one. */
export function saveNote(db: Database, versionId: number, w: NoteWrite): void {
  db.prepare(
    `INSERT INTO coach_note (version_id, status, source, locale, note, raw_output, provenance, error_message)
     VALUES (@versionId, @status, @source, @locale, @note, @raw, @provenance, @error)
     ON CONFLICT (version_id) DO UPDATE SET status = excluded.status, source = excluded.source, locale = excluded.locale,
       note = excluded.note, raw_output = excluded.raw_output, provenance = excluded.provenance,
       error_message = excluded.error_message, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
  ).run({
    versionId,
    status: w.status,
    source: w.source,
    locale: w.locale,
    note: w.note ? JSON.stringify(w.note) : null,
    raw: w.rawOutput ?? null,
    provenance: w.provenance ? JSON.stringify(w.provenance) : null,
    error: w.errorMessage ?? null,
  });
}

/** The change kinds of a profile's finished notes, newest first (one entry per note). */
export function recentNoteKinds(db: Database, profileId: number, limit: number): ChangeKind[][] {
  const rows = db
    .prepare(
      `SELECT n.note FROM coach_note n JOIN draft_version v ON v.id = n.version_id JOIN attempt a ON a.id = v.attempt_id
       WHERE a.profile_id = ? AND n.status = 'done' ORDER BY v.submitted_at DESC, v.id DESC LIMIT ?`,
    )
    .all(profileId, limit) as { note: string }[];
  return rows.map((r) => (JSON.parse(r.note) as CoachNote).kinds);
}
