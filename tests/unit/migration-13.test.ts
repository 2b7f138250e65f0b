// Migration 13: one judgement store. A version-12 database with two trainees who sent the same reply
// to two different posts (two judgement rows per item, different scores), a version re-scored after
// an error, a judgement whose row no longer exists, missing and failed judgements and a library
// response's judgement: after the upgrade every score the feedback showed is reached through the
// version's links, the duplicate JSON copy is gone, and nothing else is lost.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';
import { textHash, sha256Hex } from '../../shared/prompts/hash';
import { contextHash } from '../../shared/scoring/context-hash';

const upTo = (version: number) => migrations.filter((m) => m.version <= version);
const count = (db: BetterSqlite3.Database, table: string) =>
  (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

const SAME_REPLY = 'Das klingt wirklich schwer. Du bist nicht allein damit.';
const POSTS = { 10: 'Mein Vater redet nicht mehr mit mir.', 11: 'Ich schaffe die Ausbildung nicht.' } as const;

type J = {
  item: string;
  judgeId: string;
  status: 'ok' | 'missing' | 'error';
  score: number | null;
  option: string | null;
};
const ok = (item: string, judgeId: string, score: number): J => ({
  item,
  judgeId,
  status: 'ok',
  score,
  option: String(score),
});

let serial = 0;
function judgementRow(
  db: BetterSqlite3.Database,
  o: { versionId: number | null; text: string; rubricId?: string; j: J; prompt: string },
): number {
  serial += 1;
  return Number(
    db
      .prepare(
        `INSERT INTO judgement (target_type, target_id, text_hash, judge_id, rubric_id, rubric_version, item, score, option_code,
           rationale, raw_output, status, error_message, prompt_hash, cache_key)
         VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        o.versionId === null ? 'response' : 'draft_version',
        o.versionId ?? 20,
        textHash(o.text),
        o.j.judgeId,
        o.rubricId ?? 'rubric-a',
        o.j.item,
        o.j.status === 'ok' ? o.j.score : null,
        o.j.status === 'ok' ? o.j.option : null,
        o.j.status === 'ok' ? `Why ${serial}` : null,
        o.j.status === 'missing' ? 'I cannot say.' : null,
        o.j.status,
        o.j.status === 'ok' ? null : `${o.j.status} ${serial}`,
        sha256Hex(o.prompt),
        sha256Hex(`key ${serial}`),
      ).lastInsertRowid,
  );
}

function feedback(db: BetterSqlite3.Database, versionId: number, rubricId: string, judgements: J[], extra = {}) {
  const result = {
    rubricId,
    rubricVersion: 1,
    judgements: judgements.map((j) => ({
      ...j,
      distribution: null,
      rationale: j.status === 'ok' ? 'shown' : null,
      errorMessage: j.status === 'ok' ? null : `${j.status} message`,
      fromCache: false,
    })),
    panels: {},
    aggregates: {},
    sentTo: [{ judgeId: 'lab', host: '127.0.0.1', offMachine: false }],
    cancelled: false,
    ...extra,
  };
  db.prepare("INSERT INTO version_feedback (version_id, rubric_id, status, result) VALUES (?, ?, 'done', ?)").run(
    versionId,
    rubricId,
    JSON.stringify(result),
  );
}

/** A version-12 database as the app left it. */
function seeded() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, upTo(12));
  db.prepare(
    "INSERT INTO profile (id, display_name, role, passcode_hash) VALUES (1, 'Tam', 'trainee', NULL), (2, 'Uli', 'trainee', NULL), (3, 'Sup', 'supervisor', 'x')",
  ).run();
  for (const [id, text] of Object.entries(POSTS))
    db.prepare(
      "INSERT INTO scenario (id, uid, culture_id, title, language, post_text, source, provenance) VALUES (?, ?, 'german', ?, 'de', ?, 'authored', '{}')",
    ).run(Number(id), `u:${id}`, `Post ${id}`, text);
  db.prepare(
    "INSERT INTO response (id, scenario_id, kind, strategy, text, provenance) VALUES (20, 10, 'exemplar', 'standard', 'Kopf hoch!', '{}')",
  ).run();
  const config = JSON.stringify({
    steps: ['draft'],
    feedbackRounds: 2,
    customEmotions: [],
    rubricIds: ['rubric-a', 'rubric-b'],
    judgeIds: [],
    aiScoresVisible: true,
  });
  db.prepare("INSERT INTO exercise (id, title, config) VALUES (30, 'Familie', ?)").run(config);
  const snapshot = (scenarioId: 10 | 11) =>
    JSON.stringify({
      scenarioId,
      title: `Post ${scenarioId}`,
      cultureId: 'german',
      cultureName: 'German',
      postText: POSTS[scenarioId],
    });
  db.prepare(
    'INSERT INTO attempt (id, exercise_id, exercise_version, config, scenario_id, scenario_snapshot, profile_id) VALUES (40, 30, 1, ?, 10, ?, 1), (41, 30, 1, ?, 11, ?, 2)',
  ).run(config, snapshot(10), config, snapshot(11));
  db.prepare(
    "INSERT INTO draft_version (id, attempt_id, number, text, word_count, for_feedback) VALUES (50, 40, 1, ?, 9, 1), (51, 41, 1, ?, 9, 1), (52, 40, 2, 'Zweiter Versuch, ehrlicher.', 3, 1)",
  ).run(SAME_REPLY, SAME_REPLY);

  // The same reply judged on two posts: the prompts differ, so do the rows and the scores.
  for (const [versionId, prompt, empathy] of [
    [50, 'prompt post 10', 4],
    [51, 'prompt post 11', 2],
  ] as const) {
    judgementRow(db, { versionId, text: SAME_REPLY, j: ok('empathy', 'lab', empathy), prompt });
    judgementRow(db, { versionId, text: SAME_REPLY, j: ok('helpfulness', 'lab', empathy - 1), prompt });
  }
  // Version 50's missing item and Rubric B item; version 51's knowledge item failed.
  judgementRow(db, {
    versionId: 50,
    text: SAME_REPLY,
    j: { item: 'knowledge', judgeId: 'lab', status: 'missing', score: null, option: null },
    prompt: 'p',
  });
  judgementRow(db, {
    versionId: 50,
    text: SAME_REPLY,
    rubricId: 'rubric-b',
    j: { item: 'overly_positive', judgeId: 'lab', status: 'ok', score: 0, option: 'no' },
    prompt: 'p10b',
  });
  judgementRow(db, {
    versionId: 51,
    text: SAME_REPLY,
    j: { item: 'knowledge', judgeId: 'lab', status: 'error', score: null, option: null },
    prompt: 'p11',
  });
  // A library response's judgement (no feedback refers to it).
  judgementRow(db, { versionId: null, text: 'Kopf hoch!', j: ok('empathy', 'lab', 1), prompt: 'resp' });

  feedback(db, 50, 'rubric-a', [
    ok('empathy', 'lab', 4),
    ok('helpfulness', 'lab', 3),
    { item: 'knowledge', judgeId: 'lab', status: 'missing', score: null, option: null },
  ]);
  feedback(db, 50, 'rubric-b', [{ item: 'overly_positive', judgeId: 'lab', status: 'ok', score: 0, option: 'no' }]);
  feedback(db, 51, 'rubric-a', [
    ok('empathy', 'lab', 2),
    ok('helpfulness', 'lab', 1),
    { item: 'knowledge', judgeId: 'lab', status: 'error', score: null, option: null },
    // A judgement the trainee was shown whose row is gone (e.g. from before judgements were stored).
    ok('fluency', 'other-lab', 5),
  ]);
  // Version 52: scored, its rows all gone; and a rubric still waiting (no result yet).
  feedback(db, 52, 'rubric-a', [ok('empathy', 'lab', 3), ok('empathy', 'other-lab', 4)]);
  db.prepare("INSERT INTO version_feedback (version_id, rubric_id, status) VALUES (52, 'rubric-b', 'pending')").run();
  db.prepare(
    "INSERT INTO review (id, attempt_id, reviewer_id, blind_submitted_at) VALUES (60, 40, 3, '2026-01-01T00:00:00.000Z')",
  ).run();
  return db;
}

type Linked = {
  version_id: number;
  rubric_id: string;
  judge_id: string;
  item: string;
  status: string;
  score: number | null;
  option_code: string | null;
  context_hash: string | null;
};
const linked = (db: BetterSqlite3.Database, versionId: number): Linked[] =>
  db
    .prepare(
      `SELECT l.version_id, l.rubric_id, j.judge_id, j.item, j.status, j.score, j.option_code, j.context_hash
       FROM feedback_judgement l JOIN judgement j ON j.id = l.judgement_id WHERE l.version_id = ? ORDER BY l.rubric_id, l.rowid`,
    )
    .all(versionId) as Linked[];

describe('migration 13: one judgement store', () => {
  it('is the thirteenth migration', () => {
    expect(migrations[12]).toMatchObject({ version: 13, name: 'one judgement store' });
  });

  it('links every judgement a version’s feedback showed, to the row of that post, and drops the JSON copy', () => {
    const db = seeded();
    const before = {
      judgements: count(db, 'judgement'),
      feedback: count(db, 'version_feedback'),
      versions: count(db, 'draft_version'),
      attempts: count(db, 'attempt'),
      reviews: count(db, 'review'),
    };
    expect(migrate(db, upTo(13))).toBe(13);
    expect(readUserVersion(db)).toBe(13);

    // The same reply on two posts keeps its two different scores, each reached from its own version.
    const tam = linked(db, 50);
    expect(tam.map((l) => [l.rubric_id, l.item, l.status, l.score])).toEqual([
      ['rubric-a', 'empathy', 'ok', 4],
      ['rubric-a', 'helpfulness', 'ok', 3],
      ['rubric-a', 'knowledge', 'missing', null],
      ['rubric-b', 'overly_positive', 'ok', 0],
    ]);
    expect(new Set(tam.map((l) => l.context_hash))).toEqual(new Set([contextHash(POSTS[10], 'German')]));
    const uli = linked(db, 51);
    expect(uli.map((l) => [l.judge_id, l.item, l.status, l.score])).toEqual([
      ['lab', 'empathy', 'ok', 2],
      ['lab', 'helpfulness', 'ok', 1],
      ['lab', 'knowledge', 'error', null],
      ['other-lab', 'fluency', 'ok', 5],
    ]);
    expect(new Set(uli.map((l) => l.context_hash))).toEqual(new Set([contextHash(POSTS[11], 'German')]));
    // Version 52's scores had no rows any more: they are rows now, not lost.
    expect(linked(db, 52).map((l) => [l.judge_id, l.item, l.score])).toEqual([
      ['lab', 'empathy', 3],
      ['other-lab', 'empathy', 4],
    ]);

    // Rows were reused where they existed: only the three judgements without a row were added.
    expect(count(db, 'judgement')).toBe(before.judgements + 3);
    expect(count(db, 'version_feedback')).toBe(before.feedback);
    expect(count(db, 'draft_version')).toBe(before.versions);
    expect(count(db, 'attempt')).toBe(before.attempts);
    expect(count(db, 'review')).toBe(before.reviews);
    const pending = db
      .prepare('SELECT status FROM version_feedback WHERE version_id = 52 AND rubric_id = ?')
      .get('rubric-b');
    expect(pending).toEqual({ status: 'pending' });

    // The duplicate copy is gone; the library response's judgement knows its post now.
    const columns = (db.pragma('table_info(version_feedback)') as { name: string }[]).map((c) => c.name);
    expect(columns).not.toContain('result');
    const response = db.prepare("SELECT context_hash FROM judgement WHERE target_type = 'response'").get() as {
      context_hash: string;
    };
    expect(response.context_hash).toBe(contextHash(POSTS[10], 'German'));
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('enforces its constraints: links need a feedback row and a judgement, and go with their version', () => {
    const db = seeded();
    migrate(db, upTo(13));
    const someJudgement = (db.prepare('SELECT id FROM judgement LIMIT 1').get() as { id: number }).id;
    const link = db.prepare('INSERT INTO feedback_judgement (version_id, rubric_id, judgement_id) VALUES (?, ?, ?)');
    expect(() => link.run(50, 'rubric-z', someJudgement)).toThrow(/FOREIGN KEY/);
    expect(() => link.run(50, 'rubric-a', 99_999)).toThrow(/FOREIGN KEY/);
    expect(() => db.prepare('UPDATE judgement SET coverage = 1.5 WHERE id = ?').run(someJudgement)).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE judgement SET context_hash = 'short' WHERE id = ?").run(someJudgement)).toThrow(
      /CHECK/,
    );
    // A linked judgement cannot be deleted from under a version's feedback.
    const linkedId = (
      db.prepare('SELECT judgement_id FROM feedback_judgement LIMIT 1').get() as { judgement_id: number }
    ).judgement_id;
    expect(() => db.prepare('DELETE FROM judgement WHERE id = ?').run(linkedId)).toThrow(/FOREIGN KEY/);
    // Deleting an attempt takes its versions, their feedback and the links with it; the judgements stay.
    const judgements = count(db, 'judgement');
    db.prepare('DELETE FROM attempt WHERE id = 40').run();
    expect(linked(db, 50)).toEqual([]);
    expect(count(db, 'judgement')).toBe(judgements);
  });

  it('upgrades an empty version-12 database', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, upTo(12));
    expect(migrate(db, upTo(13))).toBe(13);
    expect(count(db, 'feedback_judgement')).toBe(0);
  });
});
