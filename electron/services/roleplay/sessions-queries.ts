// Role-play sessions and their turns in SQLite. A session keeps a snapshot of the role card version
// and the scenario it was played with; turns are numbered from 1 in the order they were said.
import type { Database } from 'better-sqlite3';
import type { AnalysisResult } from '../../../shared/analyzer/types';
import type { ScenarioSnapshot } from '../../../shared/domain/practice';
import type { RoleCard, RoleplayEndReason, RoleplayStatus, RoleplayTurn } from '../../../shared/domain/roleplay';

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
  },
): number {
  const at = nowIso();
  return Number(
    db
      .prepare(
        `INSERT INTO roleplay_session (card_id, card_version, card_snapshot, profile_id, provider_id, turn_cap, coaching, restart_of, started_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
      ).lastInsertRowid,
  );
}

export function updateSession(
  db: Database,
  id: number,
  fields: Partial<Pick<SessionRow, 'status' | 'end_reason' | 'coaching'>>,
): void {
  const columns = Object.keys(fields);
  const set = [...columns.map((c) => `${c} = @${c}`), 'updated_at = @updated_at'].join(', ');
  db.prepare(`UPDATE roleplay_session SET ${set} WHERE id = @id`).run({ ...fields, updated_at: nowIso(), id });
}

export function listTurns(db: Database, sessionId: number): RoleplayTurn[] {
  const rows = db
    .prepare('SELECT * FROM roleplay_turn WHERE session_id = ? ORDER BY turn_index')
    .all(sessionId) as TurnRow[];
  return rows.map((r) => ({
    index: r.turn_index,
    speaker: r.speaker,
    text: r.text,
    createdAt: r.created_at,
    coaching: r.coaching === null ? null : (JSON.parse(r.coaching) as AnalysisResult),
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
