// CultureCare import sets each scenario's risk level from the analyzer's risk cues (riskLevel): from the post text when a
// texts file supplies it, else from the annotated distress phrases; a texts file added later raises the risk of an earlier
// phrase-only import. Fixtures are written for these tests.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CulturecareImportReport } from '../../shared/domain/library';
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

async function importFile(extra: Record<string, unknown> = {}): Promise<CulturecareImportReport> {
  const result = await s.dispatch('import.culturecare', {
    fileName: 'risk-annotations.jsonl',
    content: readFixture('culturecare', 'risk-annotations.jsonl'),
    ...extra,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value as CulturecareImportReport;
}
const scenario = (culture: string, postId: string) => {
  const row = s.db.prepare('SELECT id FROM scenario WHERE uid = ?').get(culturecareUid(culture, postId)) as
    { id: number } | undefined;
  return row ? s.library.get(row.id) : undefined;
};

describe('CultureCare import: risk level', () => {
  it('sets the risk from the distress phrases when there is no post text', async () => {
    await importFile();
    expect(scenario('chinese', 'rk0001')).toMatchObject({ risk: 'elevated' });
    expect(scenario('german', 'rk0002')).toMatchObject({ risk: 'acute' });
    expect(scenario('arabic', 'rk0004')).toMatchObject({ risk: 'elevated' });
    expect(scenario('jewish', 'rk0003')).toMatchObject({ risk: 'none' });
    expect(scenario('jewish', 'rk0005')).toMatchObject({ risk: 'none' });
  });

  it('adds matching content warnings, so the warning gate names what the post is about', async () => {
    await importFile();
    expect(scenario('chinese', 'rk0001')?.contentWarnings).toEqual(['suicidal-thoughts']);
    expect(scenario('arabic', 'rk0004')?.contentWarnings).toEqual(['abuse']);
    expect(scenario('jewish', 'rk0003')?.contentWarnings).toEqual([]);
  });

  it('reads the post text from a texts file (negated mentions do not count)', async () => {
    await importFile({ textsFileName: 'risk-texts.jsonl', texts: readFixture('culturecare', 'risk-texts.jsonl') });
    expect(scenario('jewish', 'rk0003')).toMatchObject({ risk: 'elevated' });
    expect(scenario('jewish', 'rk0005')).toMatchObject({ risk: 'none' });
  });

  it('raises the risk when a texts file fills the post of an earlier phrase-only import', async () => {
    await importFile();
    expect(scenario('jewish', 'rk0003')).toMatchObject({ risk: 'none' });
    const later = await importFile({
      textsFileName: 'risk-texts.jsonl',
      texts: readFixture('culturecare', 'risk-texts.jsonl'),
    });
    expect(later.textsFilled).toBe(2);
    expect(scenario('jewish', 'rk0003')).toMatchObject({ risk: 'elevated', contentWarnings: ['suicidal-thoughts'] });
  });
});
