// Role-play conversations in submission files. Export: the trainee's conversations for the exercise
// (the card and scenario as played, every turn, the scores their app produced). Import: each becomes
// a read-only session of the trainee's profile on the supervisor's computer, tied to the exercise,
// so it shows where the supervisor reviews the attempt; a newer copy replaces the turns and scores
// (the supervisor's comments stay), and undoing the import removes it or puts the earlier copy back.
import type { Database } from 'better-sqlite3';
import type { SubmittedRoleplay } from '../../../shared/exchange/schemas';
import type { RoleplayScores } from '../../../shared/domain/roleplay';
import { SUBMITTED_ROLEPLAY_PROVIDER } from '../../../shared/exchange/types';
import * as lib from '../library/queries';
import { loadScores, saveScores } from '../roleplay/scoring';
import { listSessionRows, listTurns, parseSessionSnapshot } from '../roleplay/sessions-queries';
import { canonicalJson, sha256Hex } from './codec';

export type RoleplayPlan = {
  record: SubmittedRoleplay;
  hash: string;
  status: 'new' | 'newer' | 'skipped';
  existing: ExchangeRoleplayRow | undefined;
};

type ExchangeRoleplayRow = {
  session_id: number;
  card_id: number;
  origin_uid: string;
  content_hash: string;
  origin_updated_at: string;
  record: string;
};

export type RoleplayUndo = {
  createdRoleplays: number[];
  updatedRoleplays: { sessionId: number; record: string; hash: string; updatedAt: string }[];
};

const roleplayUid = (pseudonym: string, sessionId: number): string =>
  sha256Hex(`${pseudonym}:roleplay:${sessionId}`).slice(0, 32);

const scenarioUidOf = (db: Database, scenarioId: number | null): string | null =>
  scenarioId === null
    ? null
    : ((db.prepare('SELECT uid FROM scenario WHERE id = ?').get(scenarioId) as { uid: string } | undefined)?.uid ??
      null);

/** The trainee's own conversations played for the exercise, oldest first, as they travel. */
export function roleplayRecords(
  db: Database,
  pseudonym: string,
  profileId: number,
  exerciseId: number,
): SubmittedRoleplay[] {
  return listSessionRows(db, { profileId })
    .filter((row) => row.exercise_id === exerciseId)
    .reverse()
    .map((row) => {
      const snapshot = parseSessionSnapshot(row);
      const scores = loadScores(db, row.id);
      return {
        uid: roleplayUid(pseudonym, row.id),
        scenarioUid: scenarioUidOf(db, snapshot.card.scenarioId),
        startedAt: row.started_at,
        updatedAt: row.updated_at,
        status: row.status,
        endReason: row.end_reason,
        mode: row.mode,
        turnCap: row.turn_cap,
        card: {
          scenarioTitle: snapshot.card.scenarioTitle,
          cultureId: snapshot.card.cultureId,
          language: snapshot.card.language,
          seed: snapshot.card.seed,
          version: snapshot.card.version,
          attributes: snapshot.card.attributes,
        },
        scenario: snapshot.scenario as SubmittedRoleplay['scenario'],
        turns: listTurns(db, row.id).map(({ index, speaker, text, createdAt }) => ({
          index,
          speaker,
          text,
          createdAt,
        })),
        // Pairwise comparisons name a reference session of the trainee's computer: they do not travel.
        scores: scores && { judgements: scores.judgements, sentTo: scores.sentTo, scoredAt: scores.scoredAt },
      };
    });
}

const byUid = (db: Database, uid: string) =>
  db.prepare('SELECT * FROM exchange_roleplay WHERE origin_uid = ?').get(uid) as ExchangeRoleplayRow | undefined;

/** What importing each conversation would do, given what earlier files in the batch add. */
export function planRoleplays(db: Database, records: SubmittedRoleplay[], seen: Map<string, string>): RoleplayPlan[] {
  return records.map((record) => {
    const hash = sha256Hex(canonicalJson(record));
    const existing = byUid(db, record.uid);
    const key = `roleplay:${record.uid}`;
    const inBatch = seen.get(key);
    let status: RoleplayPlan['status'];
    if (inBatch !== undefined) status = inBatch >= record.updatedAt ? 'skipped' : 'newer';
    else if (!existing) status = 'new';
    else if (existing.content_hash === hash || existing.origin_updated_at >= record.updatedAt) status = 'skipped';
    else status = 'newer';
    if (status !== 'skipped') seen.set(key, record.updatedAt);
    return { record, hash, status, existing };
  });
}

function writeContent(db: Database, sessionId: number, r: SubmittedRoleplay): void {
  db.prepare('DELETE FROM roleplay_turn WHERE session_id = ?').run(sessionId);
  const turn = db.prepare(
    'INSERT INTO roleplay_turn (session_id, turn_index, speaker, text, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const t of r.turns) turn.run(sessionId, t.index, t.speaker, t.text, t.createdAt);
  db.prepare('DELETE FROM roleplay_score WHERE session_id = ?').run(sessionId);
  if (r.scores) {
    const scores: RoleplayScores = { sessionId, pairwise: null, ...r.scores };
    saveScores(db, scores);
  }
  db.prepare(
    'UPDATE roleplay_session SET status = ?, end_reason = ?, mode = ?, turn_cap = ?, started_at = ?, updated_at = ? WHERE id = ?',
  ).run(
    r.status,
    r.status === 'ended' ? (r.endReason ?? 'trainee') : null,
    r.mode,
    r.turnCap,
    r.startedAt,
    r.updatedAt,
    sessionId,
  );
}

/** Writes one planned conversation for the trainee's profile; records what an undo needs. */
export function writeRoleplay(
  db: Database,
  plan: RoleplayPlan,
  target: { profileId: number; exerciseId: number; batchId: number },
  undo: RoleplayUndo,
): void {
  const r = plan.record;
  if (plan.status === 'newer' && plan.existing) {
    const e = plan.existing;
    undo.updatedRoleplays.push({
      sessionId: e.session_id,
      record: e.record,
      hash: e.content_hash,
      updatedAt: e.origin_updated_at,
    });
    writeContent(db, e.session_id, r);
    db.prepare(
      'UPDATE exchange_roleplay SET content_hash = ?, origin_updated_at = ?, record = ? WHERE session_id = ?',
    ).run(plan.hash, r.updatedAt, canonicalJson(r), e.session_id);
    return;
  }
  const scenarioId = r.scenarioUid === null ? null : (lib.getScenarioRowByUid(db, r.scenarioUid)?.id ?? null);
  const cardId = Number(
    db
      .prepare(
        'INSERT INTO role_card (scenario_id, scenario_title, culture_id, language, seed, version, attributes) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        scenarioId,
        r.card.scenarioTitle,
        r.card.cultureId,
        r.card.language,
        r.card.seed,
        r.card.version,
        JSON.stringify(r.card.attributes),
      ).lastInsertRowid,
  );
  const card = db.prepare('SELECT created_at, updated_at FROM role_card WHERE id = ?').get(cardId) as {
    created_at: string;
    updated_at: string;
  };
  const snapshot = {
    card: {
      id: cardId,
      scenarioId,
      ...r.card,
      locked: [],
      defaultMode: r.mode,
      createdAt: card.created_at,
      updatedAt: card.updated_at,
    },
    scenario: { ...r.scenario, scenarioId },
  };
  const sessionId = Number(
    db
      .prepare(
        `INSERT INTO roleplay_session (card_id, card_version, card_snapshot, profile_id, provider_id, turn_cap, coaching, mode, exercise_id)
         VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`,
      )
      .run(
        cardId,
        r.card.version,
        JSON.stringify(snapshot),
        target.profileId,
        SUBMITTED_ROLEPLAY_PROVIDER,
        r.turnCap,
        r.mode,
        target.exerciseId,
      ).lastInsertRowid,
  );
  writeContent(db, sessionId, r);
  db.prepare(
    'INSERT INTO exchange_roleplay (session_id, card_id, origin_uid, content_hash, origin_updated_at, record, batch_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(sessionId, cardId, r.uid, plan.hash, r.updatedAt, canonicalJson(r), target.batchId);
  undo.createdRoleplays.push(sessionId);
}

/** Undoes what an import did to conversations: removes the ones it added, puts earlier copies back. */
export function undoRoleplays(db: Database, undo: Partial<RoleplayUndo>): number {
  let changed = 0;
  for (const u of [...(undo.updatedRoleplays ?? [])].reverse()) {
    const record = JSON.parse(u.record) as SubmittedRoleplay;
    writeContent(db, u.sessionId, record);
    db.prepare(
      'UPDATE exchange_roleplay SET content_hash = ?, origin_updated_at = ?, record = ? WHERE session_id = ?',
    ).run(u.hash, u.updatedAt, u.record, u.sessionId);
    changed++;
  }
  for (const sessionId of undo.createdRoleplays ?? []) {
    const row = db.prepare('SELECT card_id FROM exchange_roleplay WHERE session_id = ?').get(sessionId) as
      { card_id: number } | undefined;
    changed += db.prepare('DELETE FROM roleplay_session WHERE id = ?').run(sessionId).changes;
    if (row) db.prepare('DELETE FROM role_card WHERE id = ?').run(row.card_id);
  }
  return changed;
}
