// CultureCare import on the project's own fixture files: every quirk, broken lines, anchoring,
// texts added later, no silent overwrite, dry runs and undo.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CulturecareImportReport, ScenarioDetail } from '../../shared/domain/library';
import { culturecareUid } from '../../electron/services/library/import-culturecare';
import { readFixture } from '../helpers/fixtures';
import { startTestServices } from '../helpers/services';

let s: ReturnType<typeof startTestServices>;
beforeEach(async () => {
  s = startTestServices();
  await s.dispatch('profiles.create', { displayName: 'Prof', role: 'instructor', passcode: 'teach-123' });
  const prof = s.profiles.list()[0]!;
  await s.dispatch('session.switch', { profileId: prof.id, passcode: 'teach-123' });
});
afterEach(() => s.cleanup());

const annotations = () => readFixture('culturecare', 'annotations.jsonl');
async function importFile(extra: Record<string, unknown> = {}): Promise<CulturecareImportReport> {
  const result = await s.dispatch('import.culturecare', {
    fileName: 'annotations.jsonl',
    content: annotations(),
    ...extra,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value as CulturecareImportReport;
}
const scenarioByUid = (uid: string) => {
  const row = s.db.prepare('SELECT id FROM scenario WHERE uid = ?').get(uid) as { id: number } | undefined;
  return row ? s.library.get(row.id) : undefined;
};

describe('CultureCare import without texts', () => {
  it('imports valid records and reports each rejected line with its number and reason', async () => {
    const report = await importFile();
    expect(report.imported).toBe(3);
    expect(report.records).toBe(7);
    expect(report.rejected.map((r) => r.line)).toEqual([2, 6, 7, 8]);
    expect(report.rejected[0]!.reason).toMatch(/not valid JSON/);
    expect(report.rejected[1]!.reason).toMatch(/intensity/);
    expect(report.rejected[2]!.reason).toMatch(/already appeared on line 1/);
    expect(report.rejected[3]!.reason).toMatch(/empathy_score/);
    expect(report.phrasesAnchored).toBe(0);
    expect(report.phrasesNotAnchored).toEqual([]);
  });

  it('creates phrase-only spans marked "text needed" and handles every quirk', async () => {
    await importFile();
    const german = scenarioByUid(culturecareUid('german', 'ab12cd'))!;
    expect(german.textNeeded).toBe(true);
    expect(german.postText).toBeNull();
    expect(german.postSpans.every((sp) => sp.start === null && sp.end === null)).toBe(true);
    expect(german.demographics).toMatchObject({ age: '19', gender: 'female', born_in: 'unknown' });
    expect(german.responses[0]).toMatchObject({ kind: 'peer', text: null, empathy: 4 });
    expect(german.provenance).toMatchObject({ type: 'dataset', dataset: 'CultureCare', postId: 'ab12cd' });

    const quirky = scenarioByUid(culturecareUid('german', 'ef34gh'))!;
    expect(quirky.postSpans.find((sp) => sp.kind === 'distress')!.label).toBeNull();
    expect(quirky.demographics.number_of_people_in_household).toBe('4');
    expect(quirky.responses).toEqual([]);

    const arabic = scenarioByUid(culturecareUid('arabic', 'ij56kl'))!;
    expect(arabic.demographics.age).toBe('unknown');
    const reply = arabic.responses[0]!;
    expect(reply.empathy).toBe(2);
    expect(reply.spans.find((sp) => sp.kind === 'cultural_signal')!.label).toBeNull();
    expect(reply.spans.find((sp) => sp.kind === 'support')!.label).toBeNull();
  });

  it('never overwrites: importing the same file again leaves everything as it was', async () => {
    await importFile();
    const before = scenarioByUid(culturecareUid('german', 'ab12cd'));
    const again = await importFile();
    expect(again.imported).toBe(0);
    expect(again.skippedExisting).toHaveLength(3);
    expect(again.batchId).toBeNull();
    expect(scenarioByUid(culturecareUid('german', 'ab12cd'))).toEqual(before);
  });

  it('a dry run reports without writing', async () => {
    const report = await importFile({ dryRun: true });
    expect(report.imported).toBe(3);
    expect(report.batchId).toBeNull();
    expect(s.db.prepare("SELECT count(*) AS n FROM scenario WHERE source = 'imported'").get()).toEqual({ n: 0 });
    expect(s.db.prepare('SELECT count(*) AS n FROM import_batch').get()).toEqual({ n: 0 });
  });
});

describe('CultureCare import with a texts file', () => {
  it('anchors phrases exactly, then ignoring case, whitespace and quotes, and reports the rest', async () => {
    const report = await importFile({ textsFileName: 'texts.csv', texts: readFixture('culturecare', 'texts.csv') });
    expect(report.rejected.filter((r) => r.file === 'texts.csv')).toEqual([
      { file: 'texts.csv', line: 4, reason: expect.stringMatching(/post_id/) },
    ]);
    const german = scenarioByUid(culturecareUid('german', 'ab12cd'))!;
    expect(german.textNeeded).toBe(false);
    expect(german.language).toBe('de');
    const span = (p: string) => german.postSpans.find((sp) => sp.phrase === p)!;
    expect(german.postText!.slice(span('Ich schlafe kaum noch').start!, span('Ich schlafe kaum noch').end!)).toBe(
      'Ich schlafe kaum noch',
    );
    expect(german.postText!.slice(span('alles fühlt sich grau an').start!, span('alles fühlt sich grau an').end!)).toBe(
      'Alles fühlt sich grau an',
    );
    expect(span('mein Ausbildungsbetrieb').start).toBeNull();
    expect(report.phrasesNotAnchored).toContainEqual({
      uid: culturecareUid('german', 'ab12cd'),
      where: 'post',
      phrase: 'mein Ausbildungsbetrieb',
    });

    const quirky = scenarioByUid(culturecareUid('german', 'ef34gh'))!;
    expect(quirky.postSpans.every((sp) => sp.start !== null)).toBe(true);
    const arabic = scenarioByUid(culturecareUid('arabic', 'ij56kl'))!;
    expect(arabic.language).toBe('ar');
    expect(arabic.responses[0]!.text).toMatch(/^Have you tried/);
    expect(arabic.responses[0]!.spans.find((sp) => sp.kind === 'support')!.start).toBe(0);
    expect(report.phrasesNotAnchored).toContainEqual({
      uid: culturecareUid('arabic', 'ij56kl'),
      where: 'reply',
      phrase: 'evil eye',
    });
    expect(report.phrases).toBe(report.phrasesAnchored + report.phrasesNotAnchored.length);
  });

  it('fills withheld texts of an earlier import without overwriting anything, and undo takes them back', async () => {
    await importFile();
    const later = await importFile({ textsFileName: 'texts.jsonl', texts: readFixture('culturecare', 'texts.jsonl') });
    expect(later.imported).toBe(0);
    expect(later.textsFilled).toBe(1);
    expect(later.rejected.filter((r) => r.file === 'texts.jsonl').map((r) => r.line)).toEqual([2, 3]);
    const filled = scenarioByUid(culturecareUid('german', 'ab12cd'))!;
    expect(filled.postText).toMatch(/^Ich schlafe kaum noch/);
    expect(filled.postSpans.find((sp) => sp.phrase === 'mein Ausbildungsbetrieb')!.start).not.toBeNull();

    const undo = await s.dispatch('import.undo', { batchId: later.batchId });
    expect(undo).toMatchObject({ ok: true, value: { removed: 0, restored: 1 } });
    const restored = scenarioByUid(culturecareUid('german', 'ab12cd'))!;
    expect(restored.postText).toBeNull();
    expect(restored.postSpans.every((sp) => sp.start === null)).toBe(true);
  });

  it('undo removes what an import created and can only run once', async () => {
    const report = await importFile();
    expect((await s.dispatch('import.undo', { batchId: report.batchId })).ok).toBe(true);
    expect(scenarioByUid(culturecareUid('german', 'ab12cd'))).toBeUndefined();
    expect(await s.dispatch('import.undo', { batchId: report.batchId })).toMatchObject({
      ok: false,
      error: { code: 'conflict' },
    });
  });

  it('is refused for trainees', async () => {
    await s.dispatch('profiles.create', { displayName: 'Sam', role: 'trainee' });
    const sam = s.profiles.list().find((p) => p.displayName === 'Sam')!;
    await s.dispatch('session.switch', { profileId: sam.id });
    expect(await s.dispatch('import.culturecare', { fileName: 'a.jsonl', content: annotations() })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
  });
});

describe('language of imported posts', () => {
  it('is detected from the text when it arrives', async () => {
    await importFile({ textsFileName: 'texts.csv', texts: readFixture('culturecare', 'texts.csv') });
    const detail: ScenarioDetail = scenarioByUid(culturecareUid('german', 'ef34gh'))!;
    expect(detail.language).toBe('en');
  });
});
