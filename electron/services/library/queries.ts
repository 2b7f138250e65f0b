// SQL for scenarios, responses, spans, cultures and the full-text index: plain (db, args) functions.
import type { Database } from 'better-sqlite3';
import type {
  Demographics,
  Provenance,
  ScenarioDetail,
  ScenarioSource,
  SpanKind,
} from '../../../shared/domain/library';
import type { AdaptationStrategy, RiskLevel, TextLanguage } from '../../../shared/domain/vocabulary';
import {
  toCulture,
  toDetail,
  type CultureRow,
  type ResponseRow,
  type ScenarioRow,
  type SpanRow,
  type SummaryRow,
} from './rows';
import { scenarioTitles, searchTitleSql } from './titles-queries';

export type NewScenario = {
  uid: string;
  cultureId: string;
  title: string;
  language: TextLanguage;
  postText: string | null;
  demographics: Demographics;
  themes: string[];
  contentWarnings: string[];
  risk: RiskLevel;
  source: ScenarioSource;
  provenance: Provenance;
  version?: number;
  importBatchId?: number | null;
  createdBy?: number | null;
};

export type NewSpan = {
  scenarioId: number;
  responseId: number | null;
  start: number | null;
  end: number | null;
  phrase: string;
  kind: SpanKind;
  label: string | null;
  annotator?: 'expert' | 'trainee' | 'automatic';
  note?: string;
};

export type NewResponse = {
  scenarioId: number;
  kind: 'peer' | 'exemplar' | 'generated';
  strategy: AdaptationStrategy | null;
  text: string | null;
  empathy: number | null;
  provenance: Provenance;
};

/** The cultures with their scenario counts (without posts still waiting for their text, unless asked). */
export function listCultures(db: Database, options: { withTextNeeded?: boolean } = {}) {
  const stubs = options.withTextNeeded === false ? ' AND s.post_text IS NOT NULL' : '';
  const rows = db
    .prepare(
      `SELECT c.*, (SELECT count(*) FROM scenario s WHERE s.culture_id = c.id${stubs}) AS scenario_count
       FROM culture c ORDER BY c.built_in DESC, c.name COLLATE NOCASE`,
    )
    .all() as CultureRow[];
  return rows.map(toCulture);
}

export function upsertCulture(
  db: Database,
  c: { id: string; name: string; languages: string[]; notes: string; builtIn: boolean },
): void {
  db.prepare(
    `INSERT INTO culture (id, name, languages, notes, built_in) VALUES (@id, @name, @languages, @notes, @builtIn)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, languages = excluded.languages, notes = excluded.notes`,
  ).run({ ...c, languages: JSON.stringify(c.languages), builtIn: c.builtIn ? 1 : 0 });
}

export const cultureExists = (db: Database, id: string): boolean =>
  !!db.prepare('SELECT 1 FROM culture WHERE id = ?').get(id);

export function insertScenario(db: Database, s: NewScenario): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO scenario (uid, culture_id, title, language, post_text, demographics, themes, content_warnings, risk, source, provenance, version, import_batch_id, created_by)
       VALUES (@uid, @cultureId, @title, @language, @postText, @demographics, @themes, @contentWarnings, @risk, @source, @provenance, @version, @importBatchId, @createdBy)`,
    )
    .run({
      ...s,
      demographics: JSON.stringify(s.demographics),
      themes: JSON.stringify(s.themes),
      contentWarnings: JSON.stringify(s.contentWarnings),
      provenance: JSON.stringify(s.provenance),
      version: s.version ?? 1,
      importBatchId: s.importBatchId ?? null,
      createdBy: s.createdBy ?? null,
    });
  return Number(lastInsertRowid);
}

export function updateScenarioFields(
  db: Database,
  id: number,
  f: Pick<
    NewScenario,
    'cultureId' | 'title' | 'language' | 'postText' | 'demographics' | 'themes' | 'contentWarnings' | 'risk'
  > & { modified: boolean },
): void {
  db.prepare(
    `UPDATE scenario SET culture_id = @cultureId, title = @title, language = @language, post_text = @postText, demographics = @demographics,
       themes = @themes, content_warnings = @contentWarnings, risk = @risk, modified = @modified,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = @id`,
  ).run({
    ...f,
    id,
    demographics: JSON.stringify(f.demographics),
    themes: JSON.stringify(f.themes),
    contentWarnings: JSON.stringify(f.contentWarnings),
    modified: f.modified ? 1 : 0,
  });
}

export function insertResponse(db: Database, r: NewResponse): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO response (scenario_id, kind, strategy, text, empathy, provenance) VALUES (?, ?, ?, ?, ?, ?)')
    .run(r.scenarioId, r.kind, r.strategy, r.text, r.empathy, JSON.stringify(r.provenance));
  return Number(lastInsertRowid);
}

export function insertSpan(db: Database, s: NewSpan): number {
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO span (scenario_id, response_id, start, "end", phrase, kind, label, annotator, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(s.scenarioId, s.responseId, s.start, s.end, s.phrase, s.kind, s.label, s.annotator ?? 'expert', s.note ?? '');
  return Number(lastInsertRowid);
}

/** The kind of import that brought a scenario in (null when none did), for its origin. */
const BATCH_KIND = '(SELECT b.kind FROM import_batch b WHERE b.id = scenario.import_batch_id) AS batch_kind';

export const getScenarioRow = (db: Database, id: number) =>
  db.prepare(`SELECT *, ${BATCH_KIND} FROM scenario WHERE id = ?`).get(id) as ScenarioRow | undefined;
export const getScenarioRowByUid = (db: Database, uid: string) =>
  db.prepare('SELECT * FROM scenario WHERE uid = ?').get(uid) as ScenarioRow | undefined;
export const getSpanRow = (db: Database, id: number) =>
  db.prepare('SELECT * FROM span WHERE id = ?').get(id) as SpanRow | undefined;
export const getResponseRow = (db: Database, id: number) =>
  db.prepare('SELECT * FROM response WHERE id = ?').get(id) as ResponseRow | undefined;

export function getScenarioDetail(db: Database, id: number): ScenarioDetail | undefined {
  const row = getScenarioRow(db, id);
  if (!row) return undefined;
  const spans = db
    .prepare('SELECT * FROM span WHERE scenario_id = ? ORDER BY coalesce(start, 1e9), id')
    .all(id) as SpanRow[];
  const responses = db
    .prepare(
      `SELECT * FROM response WHERE scenario_id = ? AND kind != 'trainee_draft'
       ORDER BY CASE kind WHEN 'peer' THEN 0 WHEN 'exemplar' THEN 1 ELSE 2 END,
                CASE strategy WHEN 'standard' THEN 0 WHEN 'culture' THEN 1 WHEN 'guided' THEN 2 WHEN 'annotation' THEN 3 WHEN 'cga' THEN 4 ELSE 5 END, id`,
    )
    .all(id) as ResponseRow[];
  return { ...toDetail(row, spans, responses), titles: scenarioTitles(db, id) };
}

/** Rewrites the scenario's full-text entry from its titles (each language's), post and responses. */
export function reindexScenario(db: Database, id: number): void {
  db.prepare('DELETE FROM scenario_fts WHERE rowid = ?').run(id);
  const row = getScenarioRow(db, id);
  if (!row) return;
  const texts = (
    db.prepare('SELECT text FROM response WHERE scenario_id = ? AND text IS NOT NULL').all(id) as {
      text: string;
    }[]
  ).map((r) => r.text);
  const title = db
    .prepare(`SELECT ${searchTitleSql('s')} FROM scenario s WHERE s.id = ?`)
    .pluck()
    .get(id) as string;
  db.prepare('INSERT INTO scenario_fts (rowid, title, body) VALUES (?, ?, ?)').run(
    id,
    title,
    [row.post_text ?? '', ...texts].join('\n'),
  );
}

export function deleteScenario(db: Database, id: number): void {
  db.prepare('DELETE FROM scenario_fts WHERE rowid = ?').run(id);
  db.prepare('DELETE FROM scenario WHERE id = ?').run(id);
}

/** Ids of scenarios whose title, post or responses contain the query (any script). */
export function searchScenarioIds(db: Database, query: string): Set<number> {
  const q = query.trim();
  if (q.length >= 3) {
    const phrase = `"${q.replace(/"/g, '""')}"`;
    const rows = db.prepare('SELECT rowid AS id FROM scenario_fts WHERE scenario_fts MATCH ?').all(phrase) as {
      id: number;
    }[];
    return new Set(rows.map((r) => r.id));
  }
  // Trigrams need three characters; shorter queries (e.g. two Chinese characters) scan instead.
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = db
    .prepare("SELECT rowid AS id FROM scenario_fts WHERE title LIKE ? ESCAPE '\\' OR body LIKE ? ESCAPE '\\'")
    .all(like, like) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

/** Every scenario's summary columns in library order, the post text cut after `textChars` characters. */
export function scenarioSummaryRows(db: Database, textChars: number): SummaryRow[] {
  return db
    .prepare(
      `SELECT id, uid, culture_id, title, language, substr(post_text, 1, ?) AS post_text, themes, content_warnings, risk,
         source, ${BATCH_KIND}
       FROM scenario ORDER BY culture_id, title COLLATE NOCASE, id`,
    )
    .all(textChars) as SummaryRow[];
}

/** The summary rows of some scenarios (those still there), in no particular order. */
export function scenarioSummaryRowsByIds(db: Database, ids: readonly number[], textChars: number): SummaryRow[] {
  return db
    .prepare(
      `SELECT id, uid, culture_id, title, language, substr(post_text, 1, ?) AS post_text, themes, content_warnings, risk,
         source, ${BATCH_KIND}
       FROM scenario WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .all(textChars, JSON.stringify(ids)) as SummaryRow[];
}

export function allScenarioRows(db: Database): ScenarioRow[] {
  return db.prepare('SELECT * FROM scenario ORDER BY culture_id, title COLLATE NOCASE').all() as ScenarioRow[];
}

export function postSignalTypesByScenario(db: Database, ids?: readonly number[]): Map<number, string[]> {
  const rows = db
    .prepare(
      `SELECT scenario_id, group_concat(DISTINCT label) AS labels FROM span
       WHERE response_id IS NULL AND kind = 'cultural_signal' AND label IS NOT NULL
         ${ids ? 'AND scenario_id IN (SELECT value FROM json_each(?))' : ''}
       GROUP BY scenario_id`,
    )
    .all(...(ids ? [JSON.stringify(ids)] : [])) as { scenario_id: number; labels: string }[];
  return new Map(rows.map((r) => [r.scenario_id, r.labels.split(',')]));
}
