// Supervisors' and instructors' comments on a role-play transcript, each anchored to one turn.
import type { Database } from 'better-sqlite3';
import type { RoleplayComment } from '../../../shared/domain/roleplay';

type CommentRow = {
  id: number;
  session_id: number;
  turn_index: number;
  body: string;
  author_name: string | null;
  created_at: string;
};

export function listComments(db: Database, sessionId: number): RoleplayComment[] {
  const rows = db
    .prepare(
      `SELECT c.id, c.session_id, c.turn_index, c.body, p.display_name AS author_name, c.created_at
       FROM roleplay_comment c LEFT JOIN profile p ON p.id = c.author_id
       WHERE c.session_id = ? ORDER BY c.turn_index, c.id`,
    )
    .all(sessionId) as CommentRow[];
  return rows.map((r) => ({
    id: r.id,
    sessionId: r.session_id,
    turnIndex: r.turn_index,
    body: r.body,
    authorName: r.author_name,
    createdAt: r.created_at,
  }));
}

export function insertComment(
  db: Database,
  c: { sessionId: number; turnIndex: number; body: string; authorId: number },
): void {
  db.prepare(
    'INSERT INTO roleplay_comment (session_id, turn_index, body, author_id, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(c.sessionId, c.turnIndex, c.body, c.authorId, new Date().toISOString());
}
