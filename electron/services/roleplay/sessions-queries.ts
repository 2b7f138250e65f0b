// Role-play sessions and their turns in SQLite. A session keeps a snapshot of the role card version
// and the scenario it was played with; turns are numbered from 1 in the order they were said.
import type { Database } from 'better-sqlite3';
import type { AnalysisResult } from '../../../shared/analyzer/types';
import type { ScenarioSnapshot } from '../../../shared/domain/practice';
import type {
  RoleCard,
  RoleplayEndReason,
  RoleplayMode,
  RoleplayStatus,
  RoleplayTurn,
  TurnFeedback,
} from '../../../shared/domain/roleplay';

/** What a session was played with: the card as it was, and the scenario (post, spans) as it was. */
export type SessionSnapshot = { card: RoleCard; scenario: ScenarioSnapshot };

export type SessionRow = {
  id: number;
  card_id: number;
  card_version: number;
  card_snapshot: string;
  profile_id: number;
  provider_id: string;
  status: RoleplayStatus;
  end_reason: RoleplayEndReason | null;
  turn_cap: number;
  coaching: 0 | 1;
  mode: RoleplayMode;
  exercise_id: number | null;
  restart_of: number | null;
  started_at: string;
  updated_at: string;
};

type TurnRow = {
  session_id: number;
  turn_index: number;
  speaker: 'trainee' | 'seeker';
  text: string;
  coaching: string | null;
  created_at: string;
  fb_status: TurnFeedback['status'] | null;
  fb_feedback: string | null;
  fb_error: string | null;
  fb_created_at: string | null;
};

export const nowIso = (): string => new Date().toISOString();

export const parseSessionSnapshot = (row: Pick<SessionRow, 'card_snapshot'>): SessionSnapshot =>
  JSON.parse(row.card_snapshot) as SessionSnapshot;

export const getSessionRow = (db: Database, id: number) =>
  db.prepare('SELECT * FROM roleplay_session WHERE id = ?').get(id) as SessionRow | undefined;

export function listSessionRows(db: Database, filter: { cardId?: number; profileId?: number }): SessionRow[] {
  const where: string[] = [];
  const params: number[] = [];
  if (filter.cardId !== undefined) {
    where.push('card_id = ?');
    params.push(filter.cardId);
  }
  if (filter.profileId !== undefined) {
    where.push('profile_id = ?');
    params.push(filter.profileId);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  return db
    .prepare(`SELECT * FROM roleplay_session ${clause} ORDER BY updated_at DESC, id DESC`)
    .all(...params) as SessionRow[];
}

export function insertSession(
  db: Database,
  s: {
    cardId: number;
    cardVersion: number;
    snapshot: SessionSnapshot;
    profileId: number;
    providerId: string;
    turnCap: number;
    coaching: boolean;
    restartOf: number | null;
    mode: RoleplayMode;
    exerciseId: number | null;
  },
): number {
  const at = nowIso();
  return Number(
    db
      .prepare(
        `INSERT INTO roleplay_session (card_id, card_version, card_snapshot, profile_id, provider_id, turn_cap, coaching, restart_of, started_at, updated_at, mode, exercise_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        s.cardId,
        s.cardVersion,
        JSON.stringify(s.snapshot),
        s.profileId,
        s.providerId,
        s.turnCap,
        s.coaching ? 1 : 0,
        s.restartOf,
        at,
        at,
        s.mode,
        s.exerciseId,
      ).lastInsertRowid,
  );
}

export function updateSession(
  db: Database,
  id: number,
  fields: Partial<Pick<SessionRow, 'status' | 'end_reason' | 'coaching' | 'mode'>>,
): void {
  const columns = Object.keys(fields);
  const set = [...columns.map((c) => `${c} = @${c}`), 'updated_at = @updated_at'].join(', ');
  db.prepare(`UPDATE roleplay_session SET ${set} WHERE id = @id`).run({ ...fields, updated_at: nowIso(), id });
}

export function listTurns(db: Database, sessionId: number): RoleplayTurn[] {
  const rows = db
    .prepare(
      `SELECT t.*, f.status AS fb_status, f.feedback AS fb_feedback, f.error_message AS fb_error, f.created_at AS fb_created_at
       FROM roleplay_turn t LEFT JOIN roleplay_turn_feedback f ON f.session_id = t.session_id AND f.turn_index = t.turn_index
       WHERE t.session_id = ? ORDER BY t.turn_index`,
    )
    .all(sessionId) as TurnRow[];
  return rows.map((r) => ({
    index: r.turn_index,
    speaker: r.speaker,
    text: r.text,
    createdAt: r.created_at,
    coaching: r.coaching === null ? null : (JSON.parse(r.coaching) as AnalysisResult),
    feedback:
      r.fb_status === null
        ? null
        : {
            status: r.fb_status,
            feedback: r.fb_feedback === null ? null : (JSON.parse(r.fb_feedback) as TurnFeedback['feedback']),
            errorMessage: r.fb_error,
            createdAt: r.fb_created_at ?? r.created_at,
          },
  }));
}

/** Appends a turn (numbered after the last one) and touches the session; returns the turn's number. */
export function insertTurn(db: Database, sessionId: number, speaker: RoleplayTurn['speaker'], text: string): number {
  return db.transaction(() => {
    const { last } = db
      .prepare('SELECT max(turn_index) AS last FROM roleplay_turn WHERE session_id = ?')
      .get(sessionId) as { last: number | null };
    const index = (last ?? 0) + 1;
    const at = nowIso();
    db.prepare(
      'INSERT INTO roleplay_turn (session_id, turn_index, speaker, text, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(sessionId, index, speaker, text, at);
    db.prepare('UPDATE roleplay_session SET updated_at = ? WHERE id = ?').run(at, sessionId);
    return index;
  })();
}

export function setTurnCoaching(db: Database, sessionId: number, index: number, coaching: AnalysisResult): void {
  db.prepare('UPDATE roleplay_turn SET coaching = ? WHERE session_id = ? AND turn_index = ?').run(
    JSON.stringify(coaching),
    sessionId,
    index,
  );
}

/** Stores practice mode's feedback on one trainee turn (replacing an earlier try). */
export function saveTurnFeedback(
  db: Database,
  sessionId: number,
  index: number,
  f: {
    status: TurnFeedback['status'];
    feedback: TurnFeedback['feedback'];
    raw: string | null;
    provenance: unknown;
    error: string | null;
  },
): void {
  db.prepare(
    `INSERT OR REPLACE INTO roleplay_turn_feedback (session_id, turn_index, status, feedback, raw_output, provenance, error_message)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sessionId,
    index,
    f.status,
    f.feedback ? JSON.stringify(f.feedback) : null,
    f.raw,
    f.provenance === null ? null : JSON.stringify(f.provenance),
    f.error,
  );
}
