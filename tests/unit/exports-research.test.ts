// Research export (JSONL): every line validated with the zod schema, the manifest first (app
// version, rubric versions, judges with models and prompt hashes, settings, date), no profile name
// anywhere in the file (names in free text redacted), pseudonyms that are HMACs with the
// installation's secret, stable across exports and unlike the ids, and filters.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  researchLineSchema,
  researchManifestSchema,
  researchRecordSchema,
  type ResearchManifest,
  type ResearchRecord,
} from '../../shared/domain/research-export';
import type { ExportDescription, ExportFile } from '../../shared/domain/review';
import { RUBRICS } from '../../shared/rubrics/registry';
import { nameRedactor } from '../../electron/services/exports/research/redact';
import { buildClass, COMMENT, NAMES, OVERALL, REPLIES, type ClassFixture } from '../fixtures/exports/class-fixture';

let s: ClassFixture;
beforeAll(async () => (s = await buildClass()), 60_000);
afterAll(() => s.cleanup());

async function exportResearch(
  request: Record<string, unknown> = {},
): Promise<{ file: ExportFile; manifest: ResearchManifest; records: ResearchRecord[] }> {
  const run = await s.task<ExportFile>('exports.create', { kind: 'research_jsonl', ...request });
  const file = run.value;
  expect(file.encoding).toBe('utf8');
  expect(file.content.endsWith('\n')).toBe(true);
  const lines = file.content.trimEnd().split('\n');
  // Every line on its own is valid JSON and passes the schema.
  for (const [index, line] of lines.entries()) {
    const parsed = researchLineSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`line ${index + 1}: ${parsed.error.message}`);
  }
  const manifest = researchManifestSchema.parse(JSON.parse(lines[0]!));
  const records = lines.slice(1).map((line) => researchRecordSchema.parse(JSON.parse(line)));
  return { file, manifest, records };
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex').slice(0, 12);

describe('research export (JSONL)', () => {
  it('starts with a manifest: app and rubric versions, judges with models and prompt hashes, settings, date', async () => {
    s.db
      .prepare("INSERT INTO app_setting (key, value) VALUES ('calibration.threshold', ?)")
      .run(JSON.stringify({ statistic: 'kappa', minimum: 0.5, minPairs: 12 }));
    const { manifest, records } = await exportResearch();
    expect(manifest.records).toBe(records.length);
    expect(manifest.app.version).toMatch(/\d/);
    expect(Date.now() - Date.parse(manifest.exportedAt)).toBeLessThan(60_000);
    expect(manifest.rubrics.map((r) => [r.id, r.version])).toEqual(RUBRICS.map((r) => [r.id, r.version]));
    expect(manifest.settings.calibrationThreshold).toEqual({ statistic: 'kappa', minimum: 0.5, minPairs: 12 });
    expect(manifest.filters).toEqual({ cohort: null, exercise: null });
    const labA = manifest.judges.find((j) => j.judgeId === 'lab-a')!;
    expect(labA).toMatchObject({
      kind: 'openai',
      model: 'qwen-test-7b',
      endpoint: 'loopback',
      settings: { logprobs: true, structuredOutput: true, rationaleFirst: false },
    });
    expect(labA.promptHashes).toEqual([s.promptHash]);
    expect(labA.settingsHash).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.judges.find((j) => j.judgeId === 'lab-b')).toMatchObject({
      model: 'llama-test-8b',
      endpoint: 'remote',
    });
    // Only the judgements a version's feedback showed are exported: lab-b's judgement of the same
    // text that no feedback shows (rubric version 2) is not.
    expect(manifest.judges.find((j) => j.judgeId === 'lab-b')!.rubricVersions).toEqual([
      { rubricId: 'rubric-a', version: 1 },
    ]);
  });

  it('has one record per attempt with versions, judgements, ratings, reviews and spotting', async () => {
    const { records } = await exportResearch();
    expect(records.map((r) => r.status).sort()).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
      'completed',
      'in_progress',
      'skipped',
    ]);
    const secret = JSON.parse(
      (s.db.prepare("SELECT value FROM app_setting WHERE key = 'research_export_secret'").get() as { value: string })
        .value,
    ) as string;
    const tamZh = records.find((r) => r.attempt === hmac(secret, `attempt:${s.attempts.tamZh.id}`))!;
    expect(tamZh).toMatchObject({
      culture: 'chinese',
      scenario: { uid: 'builtin:zh-03', language: 'en' },
      trainee: hmac(secret, `profile:${s.people.tam}`),
      cohort: hmac(secret, 'cohort:Group A'),
    });
    expect(tamZh.versions.map((v) => [v.number, v.forFeedback, v.final])).toEqual([
      [1, true, false],
      [2, false, true],
    ]);
    const final = tamZh.versions[1]!;
    expect(final.judgements.find((j) => j.judgeId === 'lab-a' && j.item === 'fluency')).toMatchObject({
      score: 5,
      model: 'qwen-test-7b',
      promptHash: s.promptHash,
      rubricVersion: 1,
      source: 'judgement',
    });
    expect(final.judgements.find((j) => j.judgeId === 'lab-b' && j.item === 'knowledge')).toMatchObject({
      status: 'missing',
      score: null,
    });
    expect(tamZh.supervisorRatings).toEqual(
      expect.arrayContaining([
        {
          reviewer: hmac(secret, `profile:${s.people.supervisor}`),
          target: 'reply',
          versionNumber: 2,
          rubricId: 'rubric-a',
          rubricVersion: 1,
          item: 'empathy',
          option: '5',
          score: 5,
        },
      ]),
    );
    const review = tamZh.reviews[0]!;
    expect(review.releasedAt).not.toBeNull();
    expect(review.finals).toEqual(
      expect.arrayContaining([
        { rubricId: 'rubric-a', item: 'knowledge', option: '3', score: 3, source: 'judge', judgeId: 'lab-a' },
      ]),
    );
    expect(review.comments).toEqual([
      expect.objectContaining({
        target: 'reply',
        quote: COMMENT.quote,
        body: 'Good validation of the wish, [name]; name the shame as well.',
      }),
    ]);
    expect(review.overallComment).toBe(OVERALL);
    expect(tamZh.spotting!.score.overall.f1).toBeCloseTo(s.attempts.tamZh.spotScore!.overall.f1!, 10);
    expect(tamZh.spotting!.marks.length).toBeGreaterThan(0);

    const skipped = records.find((r) => r.status === 'skipped')!;
    expect(skipped.versions).toEqual([]);
    // The Arabic reply is exported as written.
    expect(records.some((r) => r.versions.some((v) => v.text === REPLIES.tamAr))).toBe(true);
  });

  it('contains no profile name anywhere, and redacts names inside free text', async () => {
    const { file, records } = await exportResearch();
    for (const name of Object.values(NAMES)) {
      const pattern = new RegExp(
        `(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
        'iu',
      );
      expect(pattern.test(file.content), `"${name}" appears in the export`).toBe(false);
    }
    // Exercise titles and the skip reason are not exported either.
    expect(file.content).not.toContain('Family pressure');
    expect(file.content).not.toContain('Too close to home');
    const tamFinal = records.flatMap((r) => r.versions).find((v) => v.text.startsWith('[name] here'));
    expect(tamFinal?.text).toBe(REPLIES.tamZhFinal.replace('Tam', '[name]'));
  });

  it('gives pseudonyms that differ from the ids and stay the same from one export to the next', async () => {
    const first = await exportResearch();
    const second = await exportResearch();
    expect(second.records.map((r) => [r.attempt, r.trainee, r.cohort, r.exercise])).toEqual(
      first.records.map((r) => [r.attempt, r.trainee, r.cohort, r.exercise]),
    );
    const ids = new Set(Object.values(s.people).map(String));
    for (const r of first.records) {
      for (const pseudonym of [r.attempt, r.trainee, r.exercise]) {
        expect(pseudonym).toMatch(/^[0-9a-f]{12}$/);
        expect(ids.has(pseudonym)).toBe(false);
      }
    }
    // Each trainee keeps one pseudonym across attempts and trainees do not share one.
    const byTrainee = new Set(first.records.map((r) => r.trainee));
    expect(byTrainee.size).toBe(4);
  });

  it('filters by cohort and exercise, and describes its fields and row count first', async () => {
    const description = await s.call<ExportDescription>('exports.describe', {
      kind: 'research_jsonl',
      cohort: 'Group A',
    });
    expect(description.rows).toBe(5);
    expect(description.fields[0]!.name).toBe('manifest');
    expect(description.fields.slice(1).map((f) => f.name)).toEqual(
      Object.keys(researchRecordSchema.shape).filter((k) => k !== 'type'),
    );
    const groupA = await exportResearch({ cohort: 'Group A' });
    expect(groupA.records).toHaveLength(5);
    expect(groupA.manifest.filters.cohort).toBe(groupA.records[0]!.cohort);
    const second = await exportResearch({ exerciseId: s.exercise2.id });
    expect(second.records.map((r) => r.culture).sort()).toEqual(['chinese', 'jewish']);
  });
});

describe('name redaction', () => {
  it('replaces whole names in any script and case, and leaves names inside longer words alone', () => {
    const redact = nameRedactor(['Tam', 'Al', 'نور حداد', '王芳', 'Tam Lee']);
    expect(redact('Thanks TAM, and tam. Tamara stays; Also stays.')).toBe(
      'Thanks [name], and [name]. Tamara stays; Also stays.',
    );
    expect(redact('Tam Lee wrote this')).toBe('[name] wrote this');
    expect(redact('شكراً نور حداد على الرد')).toBe('شكراً [name] على الرد');
    expect(redact('谢谢王芳的回复')).toBe('谢谢[name]的回复');
  });
});
