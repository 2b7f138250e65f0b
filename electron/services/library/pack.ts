// Scenario packs: export selected scenarios with annotations and responses; import with a preview
// of what is new, identical or in conflict. Identical scenarios are skipped, so re-importing the
// same pack changes nothing; conflicts are replaced only when the instructor says so.
import type { Database } from 'better-sqlite3';
import type { PackImportReport, RejectedLine, ScenarioDetail, Span } from '../../../shared/domain/library';
import {
  PACK_FORMAT,
  PACK_VERSION,
  packEnvelopeSchema,
  packScenarioSchema,
  type Pack,
  type PackScenario,
} from '../../../shared/library/pack-schema';
import { SCENARIO_PACK } from '../../../shared/file-types';
import { APP_VERSION } from '../app-version';
import { AppError } from '../errors';
import * as q from './queries';

const ROLLBACK = Symbol('dry run');

const toPackSpan = (s: Span) => ({
  start: s.start,
  end: s.end,
  phrase: s.phrase,
  kind: s.kind,
  label: s.label,
  annotator: s.annotator,
  note: s.note,
});

export function toPackScenario(d: ScenarioDetail): PackScenario {
  return {
    uid: d.uid,
    cultureId: d.cultureId,
    title: d.title,
    language: d.language,
    postText: d.postText,
    demographics: d.demographics,
    themes: d.themes as PackScenario['themes'],
    contentWarnings: d.contentWarnings as PackScenario['contentWarnings'],
    risk: d.risk,
    source: d.source,
    provenance: d.provenance as unknown as Record<string, unknown>,
    version: d.version,
    postSpans: d.postSpans.map(toPackSpan),
    responses: d.responses.map((r) => ({
      kind: r.kind as PackScenario['responses'][number]['kind'],
      strategy: r.strategy,
      text: r.text,
      empathy: r.empathy,
      provenance: r.provenance as unknown as Record<string, unknown>,
      spans: r.spans.map(toPackSpan),
    })),
  };
}

export function exportPack(
  db: Database,
  args: { ids?: number[]; culture?: string },
): { fileName: string; content: string; scenarios: number } {
  let ids =
    args.ids ??
    q
      .allScenarioRows(db)
      .filter((r) => !args.culture || r.culture_id === args.culture)
      .map((r) => r.id);
  ids = [...new Set(ids)];
  const scenarios = ids.map((id) => {
    const d = q.getScenarioDetail(db, id);
    if (!d) throw new AppError('not_found', `There is no scenario with id ${id}.`);
    return toPackScenario(d);
  });
  if (scenarios.length === 0) throw new AppError('invalid_request', 'Choose at least one scenario to export.');
  const usedCultures = new Set(scenarios.map((s) => s.cultureId));
  const cultures = q
    .listCultures(db)
    .filter((c) => usedCultures.has(c.id))
    .map(({ id, name, languages, notes }) => ({ id, name, languages, notes }));
  const pack: Pack = {
    format: PACK_FORMAT,
    version: PACK_VERSION,
    exportedAt: new Date().toISOString(),
    appVersion: APP_VERSION,
    cultures,
    scenarios,
  };
  const stamp = pack.exportedAt.slice(0, 10);
  return {
    fileName: `culturecare-pack-${args.culture ?? 'selection'}-${stamp}.${SCENARIO_PACK.extension}`,
    content: `${JSON.stringify(pack, null, 2)}\n`,
    scenarios: scenarios.length,
  };
}

/** Content equality ignoring ids and provenance of the import itself. */
const sameContent = (a: PackScenario, b: PackScenario) =>
  JSON.stringify({ ...a, provenance: null, version: null }) ===
  JSON.stringify({ ...b, provenance: null, version: null });

/** Writes a pack scenario's content into an existing or new scenario row. */
export function writePackScenario(
  db: Database,
  s: PackScenario,
  target: { id?: number; batchId: number | null },
): number {
  const fields = {
    cultureId: s.cultureId,
    title: s.title,
    language: s.language,
    postText: s.postText,
    demographics: s.demographics,
    themes: s.themes,
    contentWarnings: s.contentWarnings,
    risk: s.risk,
  };
  let id = target.id;
  if (id === undefined) {
    id = q.insertScenario(db, {
      uid: s.uid,
      ...fields,
      source: s.source,
      provenance: s.provenance as never,
      version: s.version,
      importBatchId: target.batchId,
    });
  } else {
    q.updateScenarioFields(db, id, { ...fields, modified: s.source === 'built_in' });
    db.prepare('DELETE FROM span WHERE scenario_id = ?').run(id);
    db.prepare("DELETE FROM response WHERE scenario_id = ? AND kind != 'trainee_draft'").run(id);
  }
  const scenarioId = id;
  const spans = (responseId: number | null, list: PackScenario['postSpans']) => {
    for (const sp of list) q.insertSpan(db, { scenarioId, responseId, ...sp });
  };
  spans(null, s.postSpans);
  for (const r of s.responses) {
    const rid = q.insertResponse(db, {
      scenarioId,
      kind: r.kind as 'peer' | 'exemplar' | 'generated',
      strategy: r.strategy,
      text: r.text,
      empathy: r.empathy,
      provenance: r.provenance as never,
    });
    spans(rid, r.spans);
  }
  q.reindexScenario(db, scenarioId);
  return scenarioId;
}

const lineOf = (content: string, needle: string) => {
  const at = content.indexOf(needle);
  return at < 0 ? 1 : content.slice(0, at).split('\n').length;
};

export function importPack(
  db: Database,
  args: { fileName: string; content: string; replace: string[]; dryRun: boolean },
): PackImportReport {
  let raw: unknown;
  try {
    raw = JSON.parse(args.content);
  } catch (error) {
    throw new AppError('invalid_request', `${args.fileName} is not valid JSON: ${(error as Error).message}`);
  }
  const envelope = packEnvelopeSchema.safeParse(raw);
  if (!envelope.success) {
    throw new AppError(
      'invalid_request',
      `${args.fileName} is not a CultureCare scenario pack: ${envelope.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`).join('; ')}`,
    );
  }
  const rejected: RejectedLine[] = [];
  const scenarios: PackScenario[] = [];
  envelope.data.scenarios.forEach((entry, index) => {
    const parsed = packScenarioSchema.safeParse(entry);
    const uid = (entry as { uid?: unknown })?.uid;
    const line = typeof uid === 'string' ? lineOf(args.content, JSON.stringify(uid)) : 1;
    if (!parsed.success)
      rejected.push({
        file: args.fileName,
        line,
        reason: `scenario ${index + 1}${typeof uid === 'string' ? ` (${uid})` : ''}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      });
    else if (
      !envelope.data.cultures.some((c) => c.id === parsed.data.cultureId) &&
      !q.cultureExists(db, parsed.data.cultureId)
    )
      rejected.push({
        file: args.fileName,
        line,
        reason: `scenario ${parsed.data.uid}: culture "${parsed.data.cultureId}" is not in the pack`,
      });
    else scenarios.push(parsed.data);
  });

  const report: PackImportReport = {
    dryRun: args.dryRun,
    batchId: null,
    scenarios: envelope.data.scenarios.length,
    added: 0,
    identical: 0,
    replaced: 0,
    conflicts: [],
    culturesAdded: [],
    rejected,
  };
  const replace = new Set(args.replace);
  try {
    db.transaction(() => {
      const batchId = Number(
        db.prepare("INSERT INTO import_batch (kind, file_name) VALUES ('pack', ?)").run(args.fileName).lastInsertRowid,
      );
      const created: number[] = [];
      const replaced: PackScenario[] = [];
      const culturesAdded: string[] = [];
      for (const c of envelope.data.cultures) {
        if (q.cultureExists(db, c.id)) continue;
        q.upsertCulture(db, { ...c, builtIn: false });
        culturesAdded.push(c.id);
      }
      report.culturesAdded = culturesAdded;
      for (const s of scenarios) {
        const existingRow = q.getScenarioRowByUid(db, s.uid);
        if (!existingRow) {
          created.push(writePackScenario(db, s, { batchId }));
          report.added++;
          continue;
        }
        const existing = toPackScenario(q.getScenarioDetail(db, existingRow.id)!);
        if (sameContent(existing, s)) report.identical++;
        else if (replace.has(s.uid)) {
          replaced.push(existing);
          writePackScenario(db, s, { id: existingRow.id, batchId });
          report.replaced++;
        } else report.conflicts.push({ uid: s.uid, title: s.title, existingTitle: existing.title });
      }
      db.prepare('UPDATE import_batch SET undo_data = ? WHERE id = ?').run(
        JSON.stringify({ created, replaced, culturesAdded }),
        batchId,
      );
      if (created.length + replaced.length + culturesAdded.length === 0)
        db.prepare('DELETE FROM import_batch WHERE id = ?').run(batchId);
      else report.batchId = batchId;
      if (args.dryRun) throw ROLLBACK;
    })();
  } catch (error) {
    if (error !== ROLLBACK) throw error;
    report.batchId = null;
  }
  return report;
}
