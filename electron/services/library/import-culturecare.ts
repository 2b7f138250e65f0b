// Imports CultureCare annotation files (JSONL) with an optional texts file. Post texts are withheld
// in the published files, so scenarios arrive with phrase-only spans ("text needed") until a texts
// file anchors them. Everything is read, checked and anchored first, without any write lock; then
// the valid records go in all together (see import-commit). Each bad line is reported with its
// number and reason; annotations over the limits are cut and reported; texts rows that match no
// record are listed; existing scenarios are never overwritten (a texts file only fills missing text).
import type { Database } from 'better-sqlite3';
import { anchorPhrase } from '../../../shared/library/anchor';
import type { AnchorMiss, CulturecareImportReport, RejectedLine, SpanKind } from '../../../shared/domain/library';
import {
  culturecareRecordSchema,
  demographicsOf,
  parseEmpathy,
  type CulturecareRecord,
} from '../../../shared/import/culturecare-record';
import { BUILT_IN_CULTURE_IDS } from '../../../shared/domain/vocabulary';
import { detectLanguage } from './detect-language';
import { commitImport, ImportRaceError } from './import-commit';
import {
  trimSpans,
  type ImportPlan,
  type PlannedCulture,
  type PlannedFill,
  type PlannedScenario,
  type PlannedSpan,
} from './import-plan';
import { hasInvalidUtf8, INVALID_UTF8_REASON, withoutByteOrderMark } from './import-text';
import { higherRisk, importedRisk } from './import-risk';
import * as q from './queries';
import type { ScenarioRow } from './rows';
import { readTextsFile, type PostTexts } from './texts-file';

type Phrase = { phrase: string; kind: SpanKind; label: string | null };

export const culturecareUid = (cultureId: string, postId: string) => `culturecare:${cultureId}:${postId}`;

const cultureIdOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'unknown';

function postPhrases(r: CulturecareRecord): Phrase[] {
  return [
    ...r.post.emotional_distress.map((d) => ({
      phrase: d.phrase,
      kind: 'distress' as const,
      label: d.intensity ?? null,
    })),
    ...r.post.cultural_signals.map((c) => ({
      phrase: c.phrase,
      kind: 'cultural_signal' as const,
      label: c.type ?? null,
    })),
  ];
}

function replyPhrases(r: CulturecareRecord): Phrase[] {
  return [
    ...r.response.emotional_support.map((s) => ({
      phrase: s.phrase,
      kind: 'support' as const,
      label: s.strategy ?? null,
    })),
    ...r.response.cultural_signals.map((c) => ({
      phrase: c.phrase,
      kind: 'cultural_signal' as const,
      label: c.type ?? null,
    })),
  ];
}

type Parsed = { line: number; record: CulturecareRecord; empathy: number | null };

function parseLines(fileName: string, content: string, rejected: RejectedLine[]): Parsed[] {
  const out: Parsed[] = [];
  const seen = new Map<string, number>();
  content.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    if (!text.trim()) return;
    const reject = (reason: string) => rejected.push({ file: fileName, line, reason });
    if (hasInvalidUtf8(text)) return reject(INVALID_UTF8_REASON);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      return reject(`not valid JSON (${(error as Error).message})`);
    }
    const parsed = culturecareRecordSchema.safeParse(raw);
    if (!parsed.success) {
      return reject(parsed.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; '));
    }
    const empathy = parseEmpathy(parsed.data.response.empathy_score);
    if (empathy === 'invalid') {
      return reject(
        `response.empathy_score: "${String(parsed.data.response.empathy_score)}" is not a score from 1 to 5`,
      );
    }
    const key = `${parsed.data.culture}/${parsed.data.post_id}`;
    if (seen.has(key)) return reject(`post_id ${parsed.data.post_id} already appeared on line ${seen.get(key)}`);
    seen.set(key, line);
    out.push({ line, record: parsed.data, empathy });
  });
  return out;
}

export type CulturecareArgs = {
  fileName: string;
  content: string;
  textsFileName?: string;
  texts?: string;
  dryRun: boolean;
};

/** Reads the files and works out the import against the library as it is now; writes nothing. */
export function planCulturecare(
  db: Database,
  args: CulturecareArgs,
): { plan: ImportPlan; report: CulturecareImportReport } {
  const rejected: RejectedLine[] = [];
  const textsFileName = args.textsFileName ?? 'texts';
  const textsFile = args.texts
    ? readTextsFile(textsFileName, args.texts)
    : { texts: new Map<string, PostTexts>(), rejected: [] };
  rejected.push(...textsFile.rejected);
  const records = parseLines(args.fileName, withoutByteOrderMark(args.content), rejected);
  const report: CulturecareImportReport = {
    dryRun: args.dryRun,
    batchId: null,
    records: records.length + rejected.filter((r) => r.file === args.fileName).length,
    imported: 0,
    textsFilled: 0,
    skippedExisting: [],
    phrases: 0,
    phrasesAnchored: 0,
    phrasesNotAnchored: [],
    rejected,
    trimmed: [],
    textsUnmatched: [],
  };
  const misses: AnchorMiss[] = report.phrasesNotAnchored;
  const postIds = new Set(records.map((r) => r.record.post_id));
  for (const [postId, texts] of textsFile.texts) {
    if (!postIds.has(postId))
      report.textsUnmatched.push({
        file: textsFileName,
        line: texts.line,
        reason: `post_id ${postId} matches no record in ${args.fileName}`,
      });
  }
  report.textsUnmatched.sort((a, b) => a.line - b.line);

  const anchored = (text: string | null, phrases: Phrase[], uid: string, where: 'post' | 'reply'): PlannedSpan[] =>
    phrases.map((p) => {
      report.phrases++;
      const anchor = text === null ? null : anchorPhrase(text, p.phrase);
      if (anchor) report.phrasesAnchored++;
      else if (text !== null) misses.push({ uid, where, phrase: p.phrase });
      return {
        start: anchor?.start ?? null,
        end: anchor?.end ?? null,
        phrase: p.phrase,
        kind: p.kind,
        label: p.label,
        annotator: 'expert',
        note: '',
      };
    });
  const limited = (phrases: Phrase[], where: 'post' | 'reply', line: number, uid: string): Phrase[] => {
    const { kept, notes } = trimSpans(phrases, where, null);
    for (const what of notes) report.trimmed.push({ file: args.fileName, line, uid, what });
    return kept;
  };

  const cultures = new Map<string, PlannedCulture>();
  const scenarios: PlannedScenario[] = [];
  const fills: PlannedFill[] = [];
  for (const { record, empathy, line } of records) {
    const cultureId = cultureIdOf(record.culture);
    if (!q.cultureExists(db, cultureId) && !cultures.has(cultureId)) {
      cultures.set(cultureId, {
        id: cultureId,
        name: record.culture.trim(),
        languages: ['en'],
        notes: '',
        builtIn: (BUILT_IN_CULTURE_IDS as readonly string[]).includes(cultureId),
      });
    }
    const uid = culturecareUid(cultureId, record.post_id);
    const texts = textsFile.texts.get(record.post_id);
    const existing = q.getScenarioRowByUid(db, uid);
    if (existing) {
      if (existing.post_text === null && texts?.post) {
        fills.push(planFill(db, existing, texts, uid, report));
        report.textsFilled++;
      } else report.skippedExisting.push(uid);
      continue;
    }
    const phrases = limited(postPhrases(record), 'post', line, uid);
    const language = detectLanguage(texts?.post ?? phrases.map((p) => p.phrase).join(' '), 'en');
    // Risk from the post text, or from the distress phrases (one per line) while the text is withheld.
    const risk = importedRisk(
      texts?.post ??
        phrases
          .filter((p) => p.kind === 'distress')
          .map((p) => p.phrase)
          .join('\n'),
      language,
    );
    const url = record.post.text && /^https?:\/\//.test(record.post.text) ? record.post.text : null;
    const provenance = {
      type: 'dataset' as const,
      dataset: 'CultureCare' as const,
      postId: record.post_id,
      url,
      file: args.fileName,
    };
    const reply = limited(replyPhrases(record), 'reply', line, uid);
    scenarios.push({
      uid,
      cultureId,
      title: `CultureCare ${record.culture.trim()} ${record.post_id}`,
      language,
      postText: texts?.post ?? null,
      demographics: demographicsOf(record),
      themes: [],
      contentWarnings: risk.contentWarnings,
      risk: risk.risk,
      source: 'imported',
      provenance,
      version: 1,
      postSpans: anchored(texts?.post ?? null, phrases, uid, 'post'),
      responses:
        reply.length || empathy !== null || texts?.reply
          ? [
              {
                kind: 'peer',
                strategy: null,
                text: texts?.reply ?? null,
                empathy,
                provenance,
                spans: anchored(texts?.reply ?? null, reply, uid, 'reply'),
              },
            ]
          : [],
    });
    report.imported++;
  }
  const plan: ImportPlan = {
    kind: 'culturecare',
    fileName: args.fileName,
    cultures: [...cultures.values()],
    scenarios,
    fills,
    undoData: (created) => ({ created, filled: fills.map((f) => f.scenarioId) }),
  };
  return { plan, report };
}

/** Texts for a scenario imported earlier: its phrase-only spans anchored in the new texts. */
function planFill(
  db: Database,
  existing: ScenarioRow,
  texts: PostTexts,
  uid: string,
  report: CulturecareImportReport,
): PlannedFill {
  const post = texts.post!;
  const scenarioId = existing.id;
  const anchors: PlannedFill['anchors'] = [];
  const anchorAll = (responseId: number | null, text: string, where: 'post' | 'reply') => {
    const spans = db
      .prepare(
        `SELECT id, phrase FROM span WHERE scenario_id = ? AND response_id ${responseId === null ? 'IS NULL' : '= ?'}`,
      )
      .all(...(responseId === null ? [scenarioId] : [scenarioId, responseId])) as { id: number; phrase: string }[];
    for (const s of spans) {
      report.phrases++;
      const anchor = anchorPhrase(text, s.phrase);
      if (anchor) report.phrasesAnchored++;
      else report.phrasesNotAnchored.push({ uid, where, phrase: s.phrase });
      anchors.push({ spanId: s.id, start: anchor?.start ?? null, end: anchor?.end ?? null });
    }
  };
  anchorAll(null, post, 'post');
  const peer = db.prepare("SELECT id, text FROM response WHERE scenario_id = ? AND kind = 'peer'").get(scenarioId) as
    { id: number; text: string | null } | undefined;
  const fillPeer = peer && peer.text === null && texts.reply ? { responseId: peer.id, text: texts.reply } : null;
  if (fillPeer) anchorAll(fillPeer.responseId, fillPeer.text, 'reply');
  const language = detectLanguage(post, existing.language);
  // A texts file added later never lowers the risk of the earlier import; its warnings are added to the old ones.
  const risk = importedRisk(post, language);
  const warnings = [...new Set([...(JSON.parse(existing.content_warnings) as string[]), ...risk.contentWarnings])];
  return {
    scenarioId,
    postText: post,
    language,
    risk: higherRisk(existing.risk, risk.risk),
    contentWarnings: warnings,
    peer: fillPeer,
    anchors,
  };
}

/** Plans and commits; when the library changed in between (another program imported too), plans once more. */
export async function importCulturecare(
  db: Database,
  args: CulturecareArgs,
  signal?: AbortSignal,
): Promise<CulturecareImportReport> {
  for (let attempt = 0; ; attempt++) {
    const { plan, report } = planCulturecare(db, args);
    if (args.dryRun) return report;
    try {
      report.batchId = (await commitImport(db, plan, signal)).batchId;
      return report;
    } catch (error) {
      if (!(error instanceof ImportRaceError) || attempt > 0) throw error;
    }
  }
}
