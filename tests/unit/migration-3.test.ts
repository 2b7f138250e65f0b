// Migration 3: the scenario library (import batches, scenarios, responses, spans, installed library
// files and the trigram full-text index): its upgrade from version 2, its constraints, substring search
// in scripts without spaces, and what deleting a scenario, response, import, profile or culture does.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

type Db = BetterSqlite3.Database;

const upTo = (version: number) => migrations.filter((m) => m.version <= version);
const count = (db: Db, table: string, where = '1') =>
  (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get() as { n: number }).n;

const zhPost = '我最近晚上总是睡不着，工作压力很大，也不知道该跟谁说。';
const arPost = 'أشعر بالوحدة منذ انتقلت إلى مدينة جديدة، ولا أعرف أحدا هنا أتحدث معه.';

function insertScenario(db: Db, values: Record<string, unknown>) {
  const row = {
    uid: `uid:${Math.random()}`,
    culture_id: 'german',
    title: 'A post',
    language: 'de',
    post_text: 'Ein Text.',
    source: 'authored',
    provenance: '{}',
    ...values,
  };
  const columns = Object.keys(row);
  return Number(
    db
      .prepare(`INSERT INTO scenario (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`)
      .run(row).lastInsertRowid,
  );
}

const insertResponse = (db: Db, scenarioId: number, kind: string, strategy: string | null, text = 'A reply.') =>
  Number(
    db
      .prepare("INSERT INTO response (scenario_id, kind, strategy, text, provenance) VALUES (?, ?, ?, ?, '{}')")
      .run(scenarioId, kind, strategy, text).lastInsertRowid,
  );

const insertSpan = (
  db: Db,
  scenarioId: number,
  responseId: number | null,
  start: number | null,
  end: number | null,
  extra: { phrase?: string; kind?: string; annotator?: string } = {},
) =>
  db
    .prepare(
      'INSERT INTO span (scenario_id, response_id, start, "end", phrase, kind, label, annotator) VALUES (?, ?, ?, ?, ?, ?, NULL, ?)',
    )
    .run(
      scenarioId,
      responseId,
      start,
      end,
      extra.phrase ?? 'Ein',
      extra.kind ?? 'distress',
      extra.annotator ?? 'expert',
    );

/** A version-3 database with foreign keys on, as the app opens it. */
function freshDb() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, upTo(3));
  return db;
}

const index = (db: Db, id: number, title: string, body: string) =>
  db.prepare('INSERT INTO scenario_fts (rowid, title, body) VALUES (?, ?, ?)').run(id, title, body);
/** How the library searches: the query as one quoted phrase. */
const search = (db: Db, query: string) =>
  (
    db
      .prepare('SELECT rowid AS id FROM scenario_fts WHERE scenario_fts MATCH ? ORDER BY rowid')
      .all(`"${query.replace(/"/g, '""')}"`) as { id: number }[]
  ).map((r) => r.id);

describe('migration 3: scenario library', () => {
  it('is the third migration and upgrades a version-2 database, keeping its profiles and cultures', () => {
    expect(migrations[2]).toMatchObject({ version: 3, name: 'scenario library' });
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, upTo(2));
    db.prepare("INSERT INTO culture (id, name, languages) VALUES ('korean', 'Korean', '[\"ko\"]')").run();
    db.prepare(
      "INSERT INTO profile (id, display_name, role, passcode_hash) VALUES (5, 'Ina', 'instructor', 'h')",
    ).run();
    expect(migrate(db, upTo(3))).toBe(3);
    expect(readUserVersion(db)).toBe(3);
    expect(db.prepare('SELECT id, display_name, role FROM profile').all()).toEqual([
      { id: 5, display_name: 'Ina', role: 'instructor' },
    ]);
    expect(count(db, 'culture')).toBe(5);
    const tables = (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]).map(
      (t) => t.name,
    );
    expect(tables).toEqual(
      expect.arrayContaining(['import_batch', 'scenario', 'response', 'span', 'library_file', 'scenario_fts']),
    );
    const indexes = (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index'").all() as { name: string }[]).map(
      (i) => i.name,
    );
    expect(indexes).toEqual(
      expect.arrayContaining(['scenario_culture', 'response_scenario', 'response_one_authored', 'span_owner']),
    );
    // The existing profile and the instructor's own culture can own scenarios straight away.
    insertScenario(db, { culture_id: 'korean', language: 'en', created_by: 5 });
    expect(count(db, 'scenario', "culture_id = 'korean' AND created_by = 5")).toBe(1);
  });

  it('stores a scenario with its defaults', () => {
    const db = freshDb();
    const id = insertScenario(db, { uid: 'u:1' });
    expect(db.prepare('SELECT * FROM scenario WHERE id = ?').get(id)).toMatchObject({
      demographics: '{}',
      themes: '[]',
      content_warnings: '[]',
      risk: 'none',
      version: 1,
      modified: 0,
      import_batch_id: null,
      created_by: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('enforces the scenario and import constraints', () => {
    const db = freshDb();
    insertScenario(db, { uid: 'same' });
    expect(() => insertScenario(db, { uid: 'same' })).toThrow(/UNIQUE/);
    expect(() => insertScenario(db, { title: '' })).toThrow(/CHECK/);
    expect(() => insertScenario(db, { title: 'T'.repeat(201) })).toThrow(/CHECK/);
    insertScenario(db, { title: 'T'.repeat(200) });
    expect(() => insertScenario(db, { language: 'fr' })).toThrow(/CHECK/);
    for (const language of ['en', 'de', 'ar', 'he', 'zh']) insertScenario(db, { language });
    expect(() => insertScenario(db, { risk: 'high' })).toThrow(/CHECK/);
    expect(() => insertScenario(db, { source: 'downloaded' })).toThrow(/CHECK/);
    expect(() => insertScenario(db, { provenance: 'from a book' })).toThrow(/CHECK/);
    expect(() => insertScenario(db, { demographics: '{age: 30}' })).toThrow(/CHECK/);
    expect(() => insertScenario(db, { themes: '[' })).toThrow(/CHECK/);
    expect(() => insertScenario(db, { content_warnings: 'self-harm' })).toThrow(/CHECK/);
    expect(() => insertScenario(db, { modified: 2 })).toThrow(/CHECK/);
    expect(() => insertScenario(db, { version: 'two' })).toThrow(); // STRICT: INTEGER only
    // A scenario belongs to a culture that exists, an existing import and an existing profile.
    expect(() => insertScenario(db, { culture_id: 'martian' })).toThrow(/FOREIGN KEY/);
    expect(() => insertScenario(db, { import_batch_id: 99 })).toThrow(/FOREIGN KEY/);
    expect(() => insertScenario(db, { created_by: 99 })).toThrow(/FOREIGN KEY/);

    const batch = db.prepare('INSERT INTO import_batch (kind, file_name, undo_data) VALUES (?, ?, ?)');
    batch.run('pack', 'pack.zip', '{"created":[1]}');
    batch.run('culturecare', 'data.json', '{}');
    expect(() => batch.run('csv', 'x.csv', '{}')).toThrow(/CHECK/);
    expect(() => batch.run('pack', 'x.zip', 'undo me')).toThrow(/CHECK/);
    expect(db.prepare('SELECT undone_at, undo_data FROM import_batch WHERE id = 2').get()).toEqual({
      undone_at: null,
      undo_data: '{}',
    });
    db.prepare('INSERT INTO library_file (culture_id, version) VALUES (?, ?)').run('german', 3);
    expect(() => db.prepare('INSERT INTO library_file (culture_id, version) VALUES (?, ?)').run('german', 4)).toThrow(
      /UNIQUE|PRIMARY KEY/,
    );
    expect(() => db.prepare('INSERT INTO library_file (culture_id, version) VALUES (?, ?)').run('martian', 1)).toThrow(
      /FOREIGN KEY/,
    );
  });

  it('keeps one peer response and one exemplar per strategy for each scenario; generated texts may repeat', () => {
    const db = freshDb();
    const a = insertScenario(db, {});
    const b = insertScenario(db, {});
    insertResponse(db, a, 'peer', null);
    expect(() => insertResponse(db, a, 'peer', null)).toThrow(/UNIQUE/); // null strategies count as equal
    insertResponse(db, b, 'peer', null);
    insertResponse(db, a, 'exemplar', 'standard');
    insertResponse(db, a, 'exemplar', 'culture');
    expect(() => insertResponse(db, a, 'exemplar', 'culture', 'Another culture-adapted reply.')).toThrow(/UNIQUE/);
    insertResponse(db, a, 'generated', 'culture');
    insertResponse(db, a, 'generated', 'culture');
    insertResponse(db, a, 'trainee_draft', null);
    insertResponse(db, a, 'trainee_draft', null);
    expect(count(db, 'response', `scenario_id = ${a}`)).toBe(7);
    expect(() => insertResponse(db, a, 'rewrite', null)).toThrow(/CHECK/);
    expect(() => insertResponse(db, a, 'generated', 'friendly')).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare("INSERT INTO response (scenario_id, kind, empathy, provenance) VALUES (?, 'generated', 6, '{}')")
        .run(a),
    ).toThrow(/CHECK/);
    expect(() =>
      db.prepare("INSERT INTO response (scenario_id, kind, provenance) VALUES (?, 'generated', 'x')").run(a),
    ).toThrow(/CHECK/);
    expect(() => insertResponse(db, 999, 'generated', null)).toThrow(/FOREIGN KEY/);
  });

  it('checks span offsets: both or neither, non-negative, end after start', () => {
    const db = freshDb();
    const s = insertScenario(db, {});
    insertSpan(db, s, null, 0, 3);
    insertSpan(db, s, null, null, null); // a phrase whose place in the text is not known yet
    expect(() => insertSpan(db, s, null, 0, null)).toThrow(/CHECK/);
    expect(() => insertSpan(db, s, null, null, 3)).toThrow(/CHECK/);
    expect(() => insertSpan(db, s, null, -1, 3)).toThrow(/CHECK/);
    expect(() => insertSpan(db, s, null, 3, 3)).toThrow(/CHECK/);
    expect(() => insertSpan(db, s, null, 4, 3)).toThrow(/CHECK/);
    expect(() => insertSpan(db, s, null, 0, 3, { phrase: '' })).toThrow(/CHECK/);
    expect(() => insertSpan(db, s, null, 0, 3, { kind: 'emotion' })).toThrow(/CHECK/);
    expect(() => insertSpan(db, s, null, 0, 3, { annotator: 'model' })).toThrow(/CHECK/);
    for (const kind of ['distress', 'cultural_signal', 'support']) insertSpan(db, s, null, 0, 3, { kind });
    expect(db.prepare('SELECT annotator, note FROM span WHERE id = 1').get()).toEqual({
      annotator: 'expert',
      note: '',
    });
  });

  it('finds a substring inside Chinese and Arabic text (trigram search), in the title or the body', () => {
    const db = freshDb();
    const zh = insertScenario(db, { culture_id: 'chinese', language: 'zh', title: '失眠和压力', post_text: zhPost });
    const ar = insertScenario(db, {
      culture_id: 'arabic',
      language: 'ar',
      title: 'وحدة في مدينة جديدة',
      post_text: arPost,
    });
    const de = insertScenario(db, { title: 'Schlaflos', post_text: 'Ich kann seit Wochen nicht schlafen.' });
    index(db, zh, '失眠和压力', zhPost);
    index(db, ar, 'وحدة في مدينة جديدة', arPost);
    index(db, de, 'Schlaflos', 'Ich kann seit Wochen nicht schlafen.\nDas klingt anstrengend.');
    // Chinese has no spaces between words: a word in the middle of a sentence is still found.
    expect(search(db, '睡不着')).toEqual([zh]);
    expect(search(db, '工作压力')).toEqual([zh]);
    expect(search(db, '压力很大')).toEqual([zh]);
    // Arabic words carry attached prefixes: "بالوحدة" (with loneliness) contains "الوحدة".
    expect(search(db, 'الوحدة')).toEqual([ar]);
    expect(search(db, 'مدينة جديدة')).toEqual([ar]);
    // Part of a German word, case-insensitive, from a response appended to the body.
    expect(search(db, 'SCHLAF')).toEqual([de]);
    expect(search(db, 'anstreng')).toEqual([de]);
    expect(search(db, '睡得着')).toEqual([]);
    expect(search(db, 'الغربة')).toEqual([]);
  });

  it('removes a scenario’s responses and spans with it; a response’s spans with the response', () => {
    const db = freshDb();
    const keep = insertScenario(db, {});
    const gone = insertScenario(db, {});
    for (const s of [keep, gone]) {
      const r = insertResponse(db, s, 'peer', null);
      insertSpan(db, s, null, 0, 3); // on the post
      insertSpan(db, s, r, 0, 1, { kind: 'support' }); // on the response
    }
    db.prepare('DELETE FROM scenario WHERE id = ?').run(gone);
    expect(count(db, 'response', `scenario_id = ${gone}`)).toBe(0);
    expect(count(db, 'span', `scenario_id = ${gone}`)).toBe(0);
    expect(count(db, 'response', `scenario_id = ${keep}`)).toBe(1);
    expect(count(db, 'span', `scenario_id = ${keep}`)).toBe(2);
    db.prepare('DELETE FROM response WHERE scenario_id = ?').run(keep);
    expect(db.prepare('SELECT response_id, start, "end" FROM span WHERE scenario_id = ?').all(keep)).toEqual([
      { response_id: null, start: 0, end: 3 },
    ]);
  });

  it('keeps scenarios when their import record or author is deleted', () => {
    const db = freshDb();
    db.prepare("INSERT INTO import_batch (id, kind, file_name) VALUES (7, 'pack', 'pack.zip')").run();
    db.prepare(
      "INSERT INTO profile (id, display_name, role, passcode_hash) VALUES (5, 'Ina', 'instructor', 'h')",
    ).run();
    const imported = insertScenario(db, { source: 'imported', import_batch_id: 7 });
    const authored = insertScenario(db, { created_by: 5 });
    db.prepare('DELETE FROM import_batch WHERE id = 7').run();
    db.prepare('DELETE FROM profile WHERE id = 5').run();
    expect(db.prepare('SELECT id, import_batch_id, created_by FROM scenario ORDER BY id').all()).toEqual([
      { id: imported, import_batch_id: null, created_by: null },
      { id: authored, import_batch_id: null, created_by: null },
    ]);
  });

  it('refuses to delete a culture that scenarios use, and carries a renamed culture id to its scenarios and library file', () => {
    const db = freshDb();
    db.prepare("INSERT INTO culture (id, name) VALUES ('korean', 'Korean')").run();
    const s = insertScenario(db, { culture_id: 'korean', language: 'en' });
    db.prepare("INSERT INTO library_file (culture_id, version) VALUES ('korean', 2)").run();
    expect(() => db.prepare("DELETE FROM culture WHERE id = 'korean'").run()).toThrow(/FOREIGN KEY/);
    db.prepare("UPDATE culture SET id = 'koreanic' WHERE id = 'korean'").run();
    expect(db.prepare('SELECT culture_id FROM scenario WHERE id = ?').get(s)).toEqual({ culture_id: 'koreanic' });
    expect(db.prepare('SELECT culture_id, version FROM library_file').all()).toEqual([
      { culture_id: 'koreanic', version: 2 },
    ]);
  });
});
