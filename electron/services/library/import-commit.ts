// Writes an import plan while holding the database's write lock only briefly. The rows are first
// staged in TEMP tables of this connection, in small transactions that never lock the database file
// (other windows and programs keep reading and writing), yielding to the event loop between chunks.
// Then one short IMMEDIATE transaction checks that nothing it relies on changed in the meantime and
// copies everything in with set-based INSERT … SELECT. All or nothing: a crash before that last
// transaction leaves only TEMP tables, which SQLite discards with the connection. The full-text
// index (the slow part) is filled right after, in short transactions of its own; a crash in between
// is caught up at the next start (indexMissingScenarios).
import type { Database } from 'better-sqlite3';
import { AppError } from '../errors';
import type { ImportPlan, PlannedSpan } from './import-plan';
import { searchTitleSql } from './titles-queries';

/** Rows staged per transaction; small enough that one chunk never blocks the event loop for long. */
const CHUNK = 200;

let stagings = 0;

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Raised when the library changed between planning and the switch-in; the import is planned again. */
export class ImportRaceError extends AppError {
  constructor(what: string) {
    super(
      'conflict',
      `The library changed while the file was being imported (${what}). Nothing was imported; import the file again.`,
    );
  }
}

type Names = { scenarios: string; responses: string; spans: string; anchors: string };

function createStage(db: Database): Names {
  const n = ++stagings;
  const names = {
    scenarios: `temp.import_scenario_${n}`,
    responses: `temp.import_response_${n}`,
    spans: `temp.import_span_${n}`,
    anchors: `temp.import_anchor_${n}`,
  };
  db.exec(`
    CREATE TABLE ${names.scenarios} (
      key INTEGER PRIMARY KEY, replaces_id INTEGER, replaces_updated_at TEXT, uid TEXT NOT NULL,
      culture_id TEXT NOT NULL, title TEXT NOT NULL, language TEXT NOT NULL, post_text TEXT,
      demographics TEXT NOT NULL, themes TEXT NOT NULL, content_warnings TEXT NOT NULL, risk TEXT NOT NULL,
      source TEXT NOT NULL, provenance TEXT NOT NULL, version INTEGER NOT NULL, modified INTEGER NOT NULL, titles TEXT);
    CREATE TABLE ${names.responses} (
      key INTEGER PRIMARY KEY, scenario_key INTEGER NOT NULL, kind TEXT NOT NULL, strategy TEXT, text TEXT,
      empathy INTEGER, provenance TEXT NOT NULL);
    CREATE TABLE ${names.spans} (
      scenario_key INTEGER NOT NULL, response_key INTEGER, start INTEGER, "end" INTEGER, phrase TEXT NOT NULL,
      kind TEXT NOT NULL, label TEXT, annotator TEXT NOT NULL, note TEXT NOT NULL);
    CREATE TABLE ${names.anchors} (span_id INTEGER PRIMARY KEY, start INTEGER, "end" INTEGER);
  `);
  return names;
}

function dropStage(db: Database, names: Names): void {
  if (!db.open) return;
  for (const table of Object.values(names)) db.exec(`DROP TABLE IF EXISTS ${table}`);
}

/** Copies the plan into the TEMP tables, CHUNK scenarios per transaction. */
async function stage(db: Database, plan: ImportPlan, names: Names, signal?: AbortSignal): Promise<void> {
  const scenario = db.prepare(
    `INSERT INTO ${names.scenarios} VALUES (@key, @replacesId, @replacesUpdatedAt, @uid, @cultureId, @title, @language,
       @postText, @demographics, @themes, @contentWarnings, @risk, @source, @provenance, @version, @modified, @titles)`,
  );
  const response = db.prepare(`INSERT INTO ${names.responses} VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const span = db.prepare(`INSERT INTO ${names.spans} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const anchor = db.prepare(`INSERT INTO ${names.anchors} VALUES (?, ?, ?)`);
  const addSpans = (scenarioKey: number, responseKey: number | null, spans: PlannedSpan[]) => {
    for (const s of spans)
      span.run(scenarioKey, responseKey, s.start, s.end, s.phrase, s.kind, s.label, s.annotator, s.note);
  };
  let responseKey = 0;
  for (let from = 0; from < plan.scenarios.length; from += CHUNK) {
    if (signal?.aborted) throw new AppError('cancelled', 'The import was cancelled; nothing was imported.');
    db.transaction(() => {
      plan.scenarios.slice(from, from + CHUNK).forEach((s, i) => {
        const key = from + i + 1;
        scenario.run({
          key,
          replacesId: s.replaces?.id ?? null,
          replacesUpdatedAt: s.replaces?.updatedAt ?? null,
          uid: s.uid,
          cultureId: s.cultureId,
          title: s.title,
          language: s.language,
          postText: s.postText,
          demographics: JSON.stringify(s.demographics),
          themes: JSON.stringify(s.themes),
          contentWarnings: JSON.stringify(s.contentWarnings),
          risk: s.risk,
          source: s.source,
          provenance: JSON.stringify(s.provenance),
          version: s.version,
          modified: s.replaces && s.source === 'built_in' ? 1 : 0,
          titles: s.titles ? JSON.stringify(s.titles) : null,
        });
        addSpans(key, null, s.postSpans);
        for (const r of s.responses) {
          responseKey++;
          response.run(responseKey, key, r.kind, r.strategy, r.text, r.empathy, JSON.stringify(r.provenance));
          addSpans(key, responseKey, r.spans);
        }
      });
    })();
    await tick();
  }
  for (let from = 0; from < plan.fills.length; from += CHUNK) {
    db.transaction(() => {
      for (const fill of plan.fills.slice(from, from + CHUNK))
        for (const a of fill.anchors) anchor.run(a.spanId, a.start, a.end);
    })();
    await tick();
  }
}

const count = (db: Database, sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

/** The one short write transaction: checks, then set-based copies from the TEMP tables. */
function switchIn(db: Database, plan: ImportPlan, names: Names): { batchId: number | null; created: number[] } {
  const t = names;
  return db
    .transaction(() => {
      const clash = count(
        db,
        `SELECT count(*) FROM scenario WHERE uid IN (SELECT uid FROM ${t.scenarios} WHERE replaces_id IS NULL)`,
      );
      if (clash > 0) throw new ImportRaceError(`${clash} of its scenarios were added meanwhile`);
      const toReplace = count(db, `SELECT count(*) FROM ${t.scenarios} WHERE replaces_id IS NOT NULL`);
      const unchanged = count(
        db,
        `SELECT count(*) FROM ${t.scenarios} st JOIN scenario s ON s.id = st.replaces_id AND s.updated_at = st.replaces_updated_at`,
      );
      if (unchanged !== toReplace) throw new ImportRaceError('a scenario it replaces was edited meanwhile');
      const fillIds = JSON.stringify(plan.fills.map((f) => f.scenarioId));
      const fillable = count(
        db,
        'SELECT count(*) FROM scenario WHERE id IN (SELECT value FROM json_each(?)) AND post_text IS NULL',
        fillIds,
      );
      if (fillable !== plan.fills.length) throw new ImportRaceError('texts were added to its scenarios meanwhile');

      const batchId = Number(
        db.prepare('INSERT INTO import_batch (kind, file_name) VALUES (?, ?)').run(plan.kind, plan.fileName)
          .lastInsertRowid,
      );
      const culturesAdded: string[] = [];
      const addCulture = db.prepare(
        'INSERT INTO culture (id, name, languages, notes, built_in) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
      );
      for (const c of plan.cultures) {
        if (addCulture.run(c.id, c.name, JSON.stringify(c.languages), c.notes, c.builtIn ? 1 : 0).changes > 0)
          culturesAdded.push(c.id);
      }

      const base = count(db, 'SELECT coalesce(max(id), 0) FROM scenario');
      const baseResponse = count(db, 'SELECT coalesce(max(id), 0) FROM response');
      const idOf = (alias: string) => `coalesce(${alias}.replaces_id, @base + ${alias}.key)`;
      const params = { base, baseResponse, batchId };
      db.prepare(
        `INSERT INTO scenario (id, uid, culture_id, title, language, post_text, demographics, themes, content_warnings,
           risk, source, provenance, version, import_batch_id)
         SELECT @base + key, uid, culture_id, title, language, post_text, demographics, themes, content_warnings,
           risk, source, provenance, version, @batchId
         FROM ${t.scenarios} WHERE replaces_id IS NULL ORDER BY key`,
      ).run(params);
      if (toReplace > 0) {
        db.prepare(
          `UPDATE scenario SET (culture_id, title, language, post_text, demographics, themes, content_warnings, risk, modified) =
             (SELECT culture_id, title, language, post_text, demographics, themes, content_warnings, risk, modified
              FROM ${t.scenarios} st WHERE st.replaces_id = scenario.id),
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
           WHERE id IN (SELECT replaces_id FROM ${t.scenarios} WHERE replaces_id IS NOT NULL)`,
        ).run();
        const replaced = `(SELECT replaces_id FROM ${t.scenarios} WHERE replaces_id IS NOT NULL)`;
        db.prepare(`DELETE FROM span WHERE scenario_id IN ${replaced}`).run();
        db.prepare(`DELETE FROM response WHERE scenario_id IN ${replaced} AND kind != 'trainee_draft'`).run();
        db.prepare(`DELETE FROM scenario_fts WHERE rowid IN ${replaced}`).run();
      }
      db.prepare(
        `INSERT INTO response (id, scenario_id, kind, strategy, text, empathy, provenance)
         SELECT @baseResponse + r.key, ${idOf('s')}, r.kind, r.strategy, r.text, r.empathy, r.provenance
         FROM ${t.responses} r JOIN ${t.scenarios} s ON s.key = r.scenario_key ORDER BY r.key`,
      ).run({ base, baseResponse });
      db.prepare(
        `INSERT INTO span (scenario_id, response_id, start, "end", phrase, kind, label, annotator, note)
         SELECT ${idOf('s')}, CASE WHEN sp.response_key IS NULL THEN NULL ELSE @baseResponse + sp.response_key END,
           sp.start, sp."end", sp.phrase, sp.kind, sp.label, sp.annotator, sp.note
         FROM ${t.spans} sp JOIN ${t.scenarios} s ON s.key = sp.scenario_key`,
      ).run({ base, baseResponse });

      copyTitles(db, t, base);
      if (plan.fills.length > 0) fillTexts(db, plan, t);

      const created = (
        db.prepare(`SELECT @base + key FROM ${t.scenarios} WHERE replaces_id IS NULL ORDER BY key`).pluck().all({
          base,
        }) as number[]
      ).map(Number);
      const changed = created.length + toReplace + plan.fills.length + culturesAdded.length;
      if (changed === 0) {
        db.prepare('DELETE FROM import_batch WHERE id = ?').run(batchId);
        return { batchId: null, created };
      }
      db.prepare('UPDATE import_batch SET undo_data = ? WHERE id = ?').run(
        JSON.stringify(plan.undoData(created, culturesAdded)),
        batchId,
      );
      return { batchId, created };
    })
    .immediate();
}

/** The staged titles per locale onto the new and replaced scenarios (a replaced one without any in the file keeps its own). */
function copyTitles(db: Database, t: Names, base: number): void {
  const withTitles = `(SELECT coalesce(replaces_id, @base + key) FROM ${t.scenarios} WHERE titles IS NOT NULL)`;
  db.prepare(`DELETE FROM scenario_title WHERE scenario_id IN ${withTitles}`).run({ base });
  db.prepare(
    `INSERT INTO scenario_title (scenario_id, locale, title)
     SELECT coalesce(s.replaces_id, @base + s.key), j.key, trim(j.value)
     FROM ${t.scenarios} s, json_each(s.titles) j WHERE s.titles IS NOT NULL AND trim(j.value) != ''`,
  ).run({ base });
}

/** Texts for scenarios imported earlier: post, peer reply and anchored spans (the search index follows). */
function fillTexts(db: Database, plan: ImportPlan, t: Names): void {
  const post = db.prepare(
    'UPDATE scenario SET post_text = ?, language = ?, risk = ?, content_warnings = ? WHERE id = ?',
  );
  const reply = db.prepare('UPDATE response SET text = ? WHERE id = ? AND text IS NULL');
  for (const fill of plan.fills) {
    post.run(fill.postText, fill.language, fill.risk, JSON.stringify(fill.contentWarnings), fill.scenarioId);
    if (fill.peer) reply.run(fill.peer.text, fill.peer.responseId);
  }
  db.prepare(
    `UPDATE span SET (start, "end") = (SELECT a.start, a."end" FROM ${t.anchors} a WHERE a.span_id = span.id)
     WHERE id IN (SELECT span_id FROM ${t.anchors})`,
  ).run();
}

/** Adds scenarios to the full-text index (title, post, response texts), CHUNK per short transaction. */
export async function indexScenarios(db: Database, ids: readonly number[]): Promise<void> {
  const unindex = db.prepare('DELETE FROM scenario_fts WHERE rowid IN (SELECT value FROM json_each(?))');
  const index = db.prepare(
    `INSERT INTO scenario_fts (rowid, title, body)
     SELECT s.id, ${searchTitleSql('s')}, concat_ws(char(10), coalesce(s.post_text, ''),
       (SELECT group_concat(r.text, char(10)) FROM (SELECT text FROM response WHERE scenario_id = s.id AND text IS NOT NULL ORDER BY id) r))
     FROM scenario s WHERE s.id IN (SELECT value FROM json_each(?))`,
  );
  for (let from = 0; from < ids.length; from += CHUNK) {
    const chunk = JSON.stringify(ids.slice(from, from + CHUNK));
    db.transaction(() => {
      unindex.run(chunk);
      index.run(chunk);
    }).immediate();
    await tick();
  }
}

/** Scenarios missing from the full-text index (an import interrupted right after its switch-in). */
export function indexMissingScenarios(db: Database): Promise<void> {
  const missing = db
    .prepare('SELECT id FROM scenario WHERE id NOT IN (SELECT rowid FROM scenario_fts)')
    .pluck()
    .all() as number[];
  return indexScenarios(db, missing);
}

/**
 * Stages the plan, switches it in, then indexes the new and replaced scenarios for search. Returns
 * the import's batch id (null when nothing changed) and the ids of the scenarios it created.
 */
export async function commitImport(
  db: Database,
  plan: ImportPlan,
  signal?: AbortSignal,
): Promise<{ batchId: number | null; created: number[] }> {
  const names = createStage(db);
  let result: { batchId: number | null; created: number[] };
  try {
    await stage(db, plan, names, signal);
    result = switchIn(db, plan, names);
  } finally {
    dropStage(db, names);
  }
  const replaced = plan.scenarios.flatMap((s) => (s.replaces ? [s.replaces.id] : []));
  await indexScenarios(db, [...result.created, ...replaced, ...plan.fills.map((f) => f.scenarioId)]);
  return result;
}
