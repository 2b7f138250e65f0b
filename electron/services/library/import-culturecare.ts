// Imports CultureCare annotation files (JSONL) with an optional texts file. Post texts are withheld
// in the published files, so scenarios arrive with phrase-only spans ("text needed") until a texts
// file anchors them. Valid lines are imported in one transaction; each bad line is reported with its
// number and reason; existing scenarios are never overwritten (a texts file only fills missing text).
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
import { higherRisk, importedRisk } from './import-risk';
import * as q from './queries';
import { readTextsFile, type PostTexts } from './texts-file';

const ROLLBACK = Symbol('dry run');

type Phrase = { phrase: string; kind: SpanKind; label: string | null; note?: string };

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
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      rejected.push({ file: fileName, line, reason: `not valid JSON (${(error as Error).message})` });
      return;
    }
    const parsed = culturecareRecordSchema.safeParse(raw);
    if (!parsed.success) {
      rejected.push({
        file: fileName,
        line,
        reason: parsed.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; '),
      });
      return;
    }
    const empathy = parseEmpathy(parsed.data.response.empathy_score);
    if (empathy === 'invalid') {
      rejected.push({
        file: fileName,
        line,
        reason: `response.empathy_score: "${String(parsed.data.response.empathy_score)}" is not a score from 1 to 5`,
      });
      return;
    }
    const key = `${parsed.data.culture}/${parsed.data.post_id}`;
    if (seen.has(key)) {
      rejected.push({
        file: fileName,
        line,
        reason: `post_id ${parsed.data.post_id} already appeared on line ${seen.get(key)}`,
      });
      return;
    }
    seen.set(key, line);
    out.push({ line, record: parsed.data, empathy });
  });
  return out;
}

export function importCulturecare(
  db: Database,
  args: { fileName: string; content: string; textsFileName?: string; texts?: string; dryRun: boolean },
): CulturecareImportReport {
  const rejected: RejectedLine[] = [];
  const textsFile = args.texts
    ? readTextsFile(args.textsFileName ?? 'texts', args.texts)
    : { texts: new Map<string, PostTexts>(), rejected: [] };
  rejected.push(...textsFile.rejected);
  const records = parseLines(args.fileName, args.content, rejected);
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
  };
  const misses: AnchorMiss[] = report.phrasesNotAnchored;

  const writeSpans = (
    scenarioId: number,
    responseId: number | null,
    text: string | null,
    phrases: Phrase[],
    uid: string,
    where: 'post' | 'reply',
  ) => {
    for (const p of phrases) {
      report.phrases++;
      const anchor = text === null ? null : anchorPhrase(text, p.phrase);
      if (anchor) report.phrasesAnchored++;
      else if (text !== null) misses.push({ uid, where, phrase: p.phrase });
      q.insertSpan(db, {
        scenarioId,
        responseId,
        start: anchor?.start ?? null,
        end: anchor?.end ?? null,
        phrase: p.phrase,
        kind: p.kind,
        label: p.label,
      });
    }
  };

  const anchorExisting = (
    scenarioId: number,
    responseId: number | null,
    text: string,
    uid: string,
    where: 'post' | 'reply',
  ) => {
    const spans = db
      .prepare(
        `SELECT id, phrase FROM span WHERE scenario_id = ? AND response_id ${responseId === null ? 'IS NULL' : '= ?'}`,
      )
      .all(...(responseId === null ? [scenarioId] : [scenarioId, responseId])) as { id: number; phrase: string }[];
    for (const s of spans) {
      report.phrases++;
      const anchor = anchorPhrase(text, s.phrase);
      if (anchor) report.phrasesAnchored++;
      else misses.push({ uid, where, phrase: s.phrase });
      db.prepare('UPDATE span SET start = ?, "end" = ? WHERE id = ?').run(
        anchor?.start ?? null,
        anchor?.end ?? null,
        s.id,
      );
    }
  };

  try {
    db.transaction(() => {
      const created: number[] = [];
      const filled: number[] = [];
      const batchId = Number(
        db.prepare("INSERT INTO import_batch (kind, file_name) VALUES ('culturecare', ?)").run(args.fileName)
          .lastInsertRowid,
      );
      for (const { record, empathy } of records) {
        const cultureId = cultureIdOf(record.culture);
        if (!q.cultureExists(db, cultureId)) {
          q.upsertCulture(db, {
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
            const language = detectLanguage(texts.post, existing.language);
            const risk = importedRisk(texts.post, language);
            const warnings = [
              ...new Set([...(JSON.parse(existing.content_warnings) as string[]), ...risk.contentWarnings]),
            ];
            db.prepare(
              'UPDATE scenario SET post_text = ?, language = ?, risk = ?, content_warnings = ? WHERE id = ?',
            ).run(texts.post, language, higherRisk(existing.risk, risk.risk), JSON.stringify(warnings), existing.id);
            anchorExisting(existing.id, null, texts.post, uid, 'post');
            const peer = db
              .prepare("SELECT id, text FROM response WHERE scenario_id = ? AND kind = 'peer'")
              .get(existing.id) as { id: number; text: string | null } | undefined;
            if (peer && peer.text === null && texts.reply) {
              db.prepare('UPDATE response SET text = ? WHERE id = ?').run(texts.reply, peer.id);
              anchorExisting(existing.id, peer.id, texts.reply, uid, 'reply');
            }
            q.reindexScenario(db, existing.id);
            filled.push(existing.id);
            report.textsFilled++;
          } else report.skippedExisting.push(uid);
          continue;
        }
        const phrases = postPhrases(record);
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
        const scenarioId = q.insertScenario(db, {
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
          importBatchId: batchId,
        });
        writeSpans(scenarioId, null, texts?.post ?? null, phrases, uid, 'post');
        const reply = replyPhrases(record);
        if (reply.length || empathy !== null || texts?.reply) {
          const responseId = q.insertResponse(db, {
            scenarioId,
            kind: 'peer',
            strategy: null,
            text: texts?.reply ?? null,
            empathy,
            provenance,
          });
          writeSpans(scenarioId, responseId, texts?.reply ?? null, reply, uid, 'reply');
        }
        q.reindexScenario(db, scenarioId);
        created.push(scenarioId);
        report.imported++;
      }
      db.prepare('UPDATE import_batch SET undo_data = ? WHERE id = ?').run(
        JSON.stringify({ created, filled }),
        batchId,
      );
      report.batchId = created.length + filled.length > 0 ? batchId : null;
      if (report.batchId === null) db.prepare('DELETE FROM import_batch WHERE id = ?').run(batchId);
      if (args.dryRun) throw ROLLBACK;
    })();
  } catch (error) {
    if (error !== ROLLBACK) throw error;
    report.batchId = null;
  }
  return report;
}
