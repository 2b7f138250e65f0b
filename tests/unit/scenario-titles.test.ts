// Scenario titles per interface language: staff set and clear them with the scenario, checked at the
// boundary; a trainee reading in Arabic gets the Arabic title tagged ar (the written title with its
// own language when there is none), in the library, its search and their assignments; the titles
// travel in exercise files, and a file from before them still opens.
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioDetail, ScenarioInput, ScenarioSummary } from '../../shared/domain/library';
import type { AssignedExercise } from '../../shared/domain/practice';
import type { ExerciseFileExport } from '../../shared/exchange/types';
import { payloadHash } from '../../electron/services/exchange/codec';
import { writtenTitleLanguage } from '../../shared/library/scenario-titles';
import { startPracticeServices, type PracticeServices } from '../helpers/practice';

let s: PracticeServices;
beforeEach(async () => {
  s = await startPracticeServices();
});
afterEach(() => s.cleanup());

const ARABIC = 'ضغط العائلة قبل الامتحانات';
const GERMAN = 'Familiendruck vor den Prüfungen';

function inputOf(d: ScenarioDetail): ScenarioInput {
  return {
    cultureId: d.cultureId,
    title: d.writtenTitle,
    language: d.language,
    postText: d.postText ?? '',
    risk: d.risk,
    themes: d.themes as ScenarioInput['themes'],
    contentWarnings: d.contentWarnings as ScenarioInput['contentWarnings'],
    demographics: d.demographics,
  };
}

async function setTitles(who: PracticeServices, id: number, titles: Record<string, string>) {
  await who.as('instructor');
  const detail = await who.call<ScenarioDetail>('library.get', { id });
  return who.call<ScenarioDetail>('library.updateScenario', { id, ...inputOf(detail), titles });
}

const assignedRef = (list: AssignedExercise[], id: number) =>
  list.flatMap((e) => e.scenarios).find((a) => a.scenario.id === id)!.scenario;

describe('scenario titles per language', () => {
  it('are checked when staff save them: known locales, not blank, at most 120 characters', async () => {
    const id = s.scenarioId('builtin:de-01');
    await s.as('instructor');
    const detail = await s.call<ScenarioDetail>('library.get', { id });
    const save = (titles: unknown) => s.failure('library.updateScenario', { id, ...inputOf(detail), titles });
    expect((await save({ fr: 'Titre' })).code).toBe('invalid_request');
    expect((await save({ de: '   ' })).code).toBe('invalid_request');
    expect((await save({ ar: 'ع'.repeat(121) })).code).toBe('invalid_request');
    const saved = await setTitles(s, id, { de: `  ${GERMAN} `, ar: ARABIC });
    expect(saved.titles).toEqual({ de: GERMAN, ar: ARABIC });
    await s.as('trainee');
    expect((await s.failure('library.updateScenario', { id, ...inputOf(detail), titles: {} })).code).toBe('forbidden');
  });

  it('give a trainee reading in Arabic the Arabic title tagged ar, else the written one with its own language', async () => {
    const de = s.scenarioId('builtin:de-01');
    const zh = s.scenarioId('builtin:zh-03');
    await setTitles(s, de, { ar: ARABIC, de: GERMAN });
    await s.createExercise();
    await s.as('trainee');
    await s.call('settings.setLanguage', { language: 'ar' });

    const detail = await s.call<ScenarioDetail>('library.get', { id: de });
    expect(detail).toMatchObject({ title: ARABIC, titleLanguage: 'ar' });
    const other = await s.call<ScenarioDetail>('library.get', { id: zh });
    expect(other.title).toBe(other.writtenTitle);
    expect(other.titleLanguage).toBe(writtenTitleLanguage(other.writtenTitle, other.language));

    // Search finds the scenario by any of its titles, and lists it in the reader's language.
    const found = await s.call<{ items: ScenarioSummary[] }>('library.list', { query: 'Familiendruck' });
    expect(found.items.map((i) => [i.id, i.title, i.titleLanguage])).toEqual([[de, ARABIC, 'ar']]);

    const assigned = await s.call<AssignedExercise[]>('practice.assigned', {});
    expect(assignedRef(assigned, de)).toMatchObject({ title: ARABIC, titleLanguage: 'ar' });
    expect(assignedRef(assigned, zh)).toMatchObject({ title: other.writtenTitle, titleLanguage: other.titleLanguage });

    // In German the German title; cleared, the written title again.
    await s.call('settings.setLanguage', { language: 'de' });
    expect(await s.call<ScenarioDetail>('library.get', { id: de })).toMatchObject({
      title: GERMAN,
      titleLanguage: 'de',
    });
    const written = await setTitles(s, de, {});
    await s.as('trainee');
    const after = await s.call<ScenarioDetail>('library.get', { id: de });
    expect(after).toMatchObject({ title: written.writtenTitle, titles: {} });
    expect(after.titleLanguage).toBe(writtenTitleLanguage(written.writtenTitle, written.language));
    expect((await s.call<{ items: unknown[] }>('library.list', { query: 'Familiendruck' })).items).toEqual([]);
  });

  it('travel in the exercise file; a file without them still opens', async () => {
    const de = s.scenarioId('builtin:de-01');
    await setTitles(s, de, { ar: ARABIC });
    const exercise = await s.createExercise();
    const file = await s.call<ExerciseFileExport>('exchange.exportExercise', { exerciseId: exercise.id });
    const parsed = JSON.parse(file.content) as {
      payload: { scenarios: { uid: string; titles?: Record<string, string> }[]; instructor: { publicKey: string } };
      contentHash: string;
      signature?: string;
    };
    expect(parsed.payload.scenarios.find((x) => x.uid === 'builtin:de-01')!.titles).toEqual({ ar: ARABIC });

    const away = await startPracticeServices();
    try {
      await away.as('trainee');
      await away.call('settings.setLanguage', { language: 'ar' });
      await away.call('exchange.importExercise', { fileName: 'f.ccexercise', content: file.content, dryRun: false });
      const assigned = await away.call<AssignedExercise[]>('practice.assigned', {});
      const ref = assigned.flatMap((e) => e.scenarios).find((a) => a.scenario.title === ARABIC);
      expect(ref?.scenario.titleLanguage).toBe('ar');
    } finally {
      away.cleanup();
    }

    // The same file as an older app wrote it: no titles (signed again, by a key this computer has not met).
    const older = await startPracticeServices();
    try {
      for (const x of parsed.payload.scenarios) delete x.titles;
      const { publicKey, privateKey } = generateKeyPairSync('ed25519');
      parsed.payload.instructor.publicKey = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
      parsed.contentHash = payloadHash(parsed.payload);
      parsed.signature = sign(null, Buffer.from(parsed.contentHash), privateKey).toString('base64');
      await older.as('trainee');
      await older.call('settings.setLanguage', { language: 'ar' });
      await older.call('exchange.importExercise', {
        fileName: 'f.ccexercise',
        content: JSON.stringify(parsed),
        dryRun: false,
      });
      const assigned = await older.call<AssignedExercise[]>('practice.assigned', {});
      const titles = assigned.flatMap((e) => e.scenarios).map((a) => a.scenario.title);
      expect(titles).toHaveLength(2);
      expect(titles).not.toContain(ARABIC);
    } finally {
      older.cleanup();
    }
  });
});
