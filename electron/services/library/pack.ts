// Scenario packs: export selected scenarios with annotations and responses; import with a preview
// of what is new, identical or in conflict. Identical scenarios are skipped, so re-importing the
// same pack changes nothing; conflicts are replaced only when the instructor says so. Each entry is
// checked on its own (nesting depth, UTF-8, schema, limits) and reported at its own line; the write
// lock is held only for the short switch-in (see import-commit).
import { replaceScenarioTitles } from './titles-queries';
import type { Database } from 'better-sqlite3';
import type { PackImportReport, RejectedLine, ScenarioDetail, Span } from '../../../shared/domain/library';
import { IMPORT_LIMITS } from '../../../shared/library/import-limits';
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
import { commitImport, ImportRaceError } from './import-commit';
import { trimSpans, type ImportPlan, type PlannedScenario } from './import-plan';
import { hasInvalidUtf8, INVALID_UTF8_REASON, withoutByteOrderMark } from './import-text';
import { arrayElementOffsets, lineFinder, nestsDeeperThan } from './json-scan';
import * as q from './queries';

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
    title: d.writtenTitle,
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
    ...(Object.keys(d.titles).length > 0 ? { titles: d.titles } : {}),
  };
}

/** Authored content names its author's profile; an unsigned pack leaves the name out. */
function withoutAuthorName(provenance: Record<string, unknown>): Record<string, unknown> {
  return provenance.type === 'authored' && 'by' in provenance ? { ...provenance, by: null } : provenance;
}

function unsigned(s: PackScenario): PackScenario {
  return {
    ...s,
    provenance: withoutAuthorName(s.provenance),
    responses: s.responses.map((r) => ({ ...r, provenance: withoutAuthorName(r.provenance) })),
  };
}

/**
 * Writes a pack of the chosen scenarios. Profile names are left out unless `signedBy` is given (the
 * exporter chose to sign): then the authors' names stay and the pack says who signed it.
 */
export function exportPack(
  db: Database,
  args: { ids?: number[]; culture?: string; signedBy?: string | null },
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
    return args.signedBy ? toPackScenario(d) : unsigned(toPackScenario(d));
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
    ...(args.signedBy ? { signedBy: args.signedBy } : {}),
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
  // A file from before per-locale titles leaves the titles already here as they are.
  if (s.titles) replaceScenarioTitles(db, scenarioId, s.titles);
  q.reindexScenario(db, scenarioId);
  return scenarioId;
}

/** A pack entry checked and cut to the limits, or why it was refused. */
type CheckedEntry = { scenario: PackScenario; notes: string[] } | { reason: string };

function checkEntry(entry: unknown, index: number, known: (cultureId: string) => boolean): CheckedEntry {
  const uid = (entry as { uid?: unknown } | null)?.uid;
  const label = `scenario ${index + 1}${typeof uid === 'string' ? ` (${uid.slice(0, 200)})` : ''}`;
  if (nestsDeeperThan(entry, IMPORT_LIMITS.jsonDepth))
    return { reason: `${label}: nested deeper than ${IMPORT_LIMITS.jsonDepth} levels` };
  if (hasInvalidUtf8(JSON.stringify(entry))) return { reason: `${label}: ${INVALID_UTF8_REASON}` };
  const parsed = packScenarioSchema.safeParse(entry);
  if (!parsed.success)
    return { reason: `${label}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}` };
  const s = parsed.data;
  if (!known(s.cultureId)) return { reason: `scenario ${s.uid}: culture "${s.cultureId}" is not in the pack` };
  const tooLong = [s.postText, ...s.responses.map((r) => r.text)].some(
    (t) => t !== null && t.length > IMPORT_LIMITS.textChars,
  );
  if (tooLong) return { reason: `${label}: a text is over ${IMPORT_LIMITS.textChars} characters` };
  const authored = new Set<string>();
  for (const r of s.responses) {
    if (r.kind === 'generated') continue;
    const key = `${r.kind}/${r.strategy ?? ''}`;
    if (authored.has(key))
      return { reason: `${label}: more than one ${r.kind} response${r.strategy ? ` for ${r.strategy}` : ''}` };
    authored.add(key);
  }
  const notes: string[] = [];
  const post = trimSpans(s.postSpans, 'post', s.postText?.length ?? null);
  notes.push(...post.notes);
  let responses = s.responses;
  if (responses.length > IMPORT_LIMITS.responsesPerScenario) {
    notes.push(`${responses.length} responses, the first ${IMPORT_LIMITS.responsesPerScenario} kept`);
    responses = responses.slice(0, IMPORT_LIMITS.responsesPerScenario);
  }
  responses = responses.map((r, i) => {
    const spans = trimSpans(r.spans, `response ${i + 1}`, r.text?.length ?? null);
    notes.push(...spans.notes);
    return { ...r, spans: spans.kept };
  });
  return { scenario: { ...s, postSpans: post.kept, responses }, notes };
}

const toPlanned = (s: PackScenario, replaces?: PlannedScenario['replaces']): PlannedScenario => ({
  uid: s.uid,
  cultureId: s.cultureId,
  title: s.title,
  language: s.language,
  postText: s.postText,
  demographics: s.demographics,
  themes: s.themes,
  contentWarnings: s.contentWarnings,
  risk: s.risk,
  source: s.source,
  provenance: s.provenance,
  version: s.version,
  postSpans: s.postSpans,
  responses: s.responses.map((r) => ({ ...r, kind: r.kind as 'peer' | 'exemplar' | 'generated' })),
  titles: s.titles,
  replaces,
});

export type PackArgs = { fileName: string; content: string; replace: string[]; dryRun: boolean };

/** Reads and checks a pack and works out what importing it would do now; writes nothing. */
export function planPack(db: Database, args: PackArgs): { plan: ImportPlan; report: PackImportReport } {
  const content = withoutByteOrderMark(args.content);
  let raw: unknown;
  try {
    raw = JSON.parse(content);
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
  const offsets = arrayElementOffsets(content, 'scenarios');
  const lineAt = lineFinder(content);
  const lineOf = (index: number) => (offsets[index] === undefined ? 1 : lineAt(offsets[index]));
  const rejected: RejectedLine[] = [];
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
    trimmed: [],
  };
  const packCultures = new Set(envelope.data.cultures.map((c) => c.id));
  const known = (id: string) => packCultures.has(id) || q.cultureExists(db, id);
  const seen = new Map<string, number>();
  const replace = new Set(args.replace);
  const planned: PlannedScenario[] = [];
  const replacedBefore: PackScenario[] = [];
  envelope.data.scenarios.forEach((entry, index) => {
    const line = lineOf(index);
    const checked = checkEntry(entry, index, known);
    if ('reason' in checked) return rejected.push({ file: args.fileName, line, reason: checked.reason });
    const s = checked.scenario;
    if (seen.has(s.uid)) {
      return rejected.push({
        file: args.fileName,
        line,
        reason: `scenario ${index + 1} (${s.uid}): the same uid as scenario ${seen.get(s.uid)! + 1}`,
      });
    }
    seen.set(s.uid, index);
    for (const what of checked.notes) report.trimmed.push({ file: args.fileName, line, uid: s.uid, what });
    const existingRow = q.getScenarioRowByUid(db, s.uid);
    if (!existingRow) {
      planned.push(toPlanned(s));
      report.added++;
      return;
    }
    const existing = toPackScenario(q.getScenarioDetail(db, existingRow.id)!);
    if (sameContent(existing, s)) report.identical++;
    else if (replace.has(s.uid)) {
      replacedBefore.push(existing);
      const updatedAt = db
        .prepare('SELECT updated_at FROM scenario WHERE id = ?')
        .pluck()
        .get(existingRow.id) as string;
      planned.push(toPlanned(s, { id: existingRow.id, updatedAt }));
      report.replaced++;
    } else report.conflicts.push({ uid: s.uid, title: s.title, existingTitle: existing.title });
  });
  const cultures = envelope.data.cultures
    .filter((c) => !q.cultureExists(db, c.id))
    .map((c) => ({ ...c, builtIn: false }));
  report.culturesAdded = cultures.map((c) => c.id);
  const plan: ImportPlan = {
    kind: 'pack',
    fileName: args.fileName,
    cultures,
    scenarios: planned,
    fills: [],
    undoData: (created, culturesAdded) => ({ created, replaced: replacedBefore, culturesAdded }),
  };
  return { plan, report };
}

/** Plans and commits; when the library changed in between (another program imported too), plans once more. */
export async function importPack(db: Database, args: PackArgs, signal?: AbortSignal): Promise<PackImportReport> {
  for (let attempt = 0; ; attempt++) {
    const { plan, report } = planPack(db, args);
    if (args.dryRun) return report;
    try {
      const { batchId } = await commitImport(db, plan, signal);
      report.batchId = batchId;
      if (batchId === null) report.culturesAdded = [];
      return report;
    } catch (error) {
      if (!(error instanceof ImportRaceError) || attempt > 0) throw error;
    }
  }
}
