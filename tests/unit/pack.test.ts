// Scenario packs: export, round trip into a fresh data folder, idempotent re-import, conflicts, undo.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PackImportReport } from '../../shared/domain/library';
import { startLibraryServices } from '../helpers/library';

let a: Awaited<ReturnType<typeof startLibraryServices>>;
let b: Awaited<ReturnType<typeof startLibraryServices>>;
beforeEach(async () => {
  a = await startLibraryServices();
  b = await startLibraryServices();
});
afterEach(() => {
  a.cleanup();
  b.cleanup();
});

async function value<T>(svc: typeof a, method: string, request: unknown): Promise<T> {
  const result = await svc.dispatch(method, request);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as T;
}

describe('scenario packs', () => {
  it('round-trips authored scenarios with annotations and responses; re-import changes nothing', async () => {
    const culture = await value<{ id: string }>(a, 'cultures.create', {
      name: 'Korean',
      languages: ['en'],
      notes: 'Added by the instructor',
    });
    const created = a.library.create(a.session.profile, {
      cultureId: culture.id,
      title: 'Han and exam pressure',
      language: 'en',
      postText: 'Since the exam I carry a heavy han that no one at home will name.',
      risk: 'elevated',
      themes: ['achievement-pressure'],
      contentWarnings: ['suicidal-thoughts'],
      demographics: Object.fromEntries(
        [
          'settlement',
          'gender',
          'age',
          'born_in',
          'marital_status',
          'number_of_people_in_household',
          'education',
          'profession',
          'employment',
          'social_class',
          'religion',
        ].map((k) => [k, 'unknown']),
      ) as never,
    });
    const at = created.postText!.indexOf('han');
    a.library.addSpan({
      scenarioId: created.id,
      responseId: null,
      start: at,
      end: at + 3,
      kind: 'cultural_signal',
      label: 'Concepts',
      note: 'Korean han',
    });
    a.library.saveResponse(a.session.profile, {
      scenarioId: created.id,
      kind: 'exemplar',
      strategy: 'cga',
      text: 'That weight you call han sounds very heavy to carry alone.',
      empathy: null,
    });

    const pack = await value<{ content: string; scenarios: number }>(a, 'export.pack', { ids: [created.id] });
    expect(pack.scenarios).toBe(1);
    const first = await value<PackImportReport>(b, 'import.pack', { fileName: 'p.json', content: pack.content });
    expect(first).toMatchObject({ added: 1, identical: 0, conflicts: [], culturesAdded: ['korean'], rejected: [] });
    const imported = b.library.list(b.session.profile, { culture: 'korean' }).items[0]!;
    const detail = b.library.get(imported.id);
    expect(detail.postSpans[0]).toMatchObject({ phrase: 'han', label: 'Concepts', note: 'Korean han' });
    expect(detail.responses[0]).toMatchObject({ strategy: 'cga' });

    const before = b.db.prepare('SELECT count(*) AS n FROM span').get();
    const again = await value<PackImportReport>(b, 'import.pack', { fileName: 'p.json', content: pack.content });
    expect(again).toMatchObject({ added: 0, identical: 1, replaced: 0, conflicts: [], batchId: null });
    expect(b.db.prepare('SELECT count(*) AS n FROM span').get()).toEqual(before);
  });

  it('reports conflicts, replaces only on request, and undo restores the previous version', async () => {
    const pack = await value<{ content: string }>(a, 'export.pack', { culture: 'german' });
    const target = b.library.list(b.session.profile, { culture: 'german' }).items[0]!;
    b.library.update(target.id, { ...b.library.get(target.id), title: 'Changed locally' } as never);

    const preview = await value<PackImportReport>(b, 'import.pack', {
      fileName: 'german.json',
      content: pack.content,
      dryRun: true,
    });
    expect(preview.conflicts).toEqual([
      { uid: target.uid, title: expect.any(String), existingTitle: 'Changed locally' },
    ]);
    expect(preview.identical).toBe(9);
    const kept = await value<PackImportReport>(b, 'import.pack', { fileName: 'german.json', content: pack.content });
    expect(kept.replaced).toBe(0);
    expect(b.library.get(target.id).title).toBe('Changed locally');

    const replaced = await value<PackImportReport>(b, 'import.pack', {
      fileName: 'german.json',
      content: pack.content,
      replace: [target.uid],
    });
    expect(replaced.replaced).toBe(1);
    expect(b.library.get(target.id).title).not.toBe('Changed locally');
    await value(b, 'import.undo', { batchId: replaced.batchId });
    expect(b.library.get(target.id).title).toBe('Changed locally');
  });

  it('keeps valid entries and rejects broken ones with a line and reason; refuses non-packs', async () => {
    const pack = JSON.parse((await value<{ content: string }>(a, 'export.pack', { culture: 'arabic' })).content);
    pack.scenarios[1].risk = 'catastrophic';
    pack.scenarios[2].postSpans[0].label = 'Nonsense';
    pack.scenarios[3].uid = 'pack:new-one';
    const content = JSON.stringify(pack, null, 2);
    const report = await value<PackImportReport>(b, 'import.pack', { fileName: 'broken.json', content });
    expect(report.rejected).toHaveLength(2);
    expect(report.rejected[0]).toMatchObject({
      file: 'broken.json',
      line: expect.any(Number),
      reason: expect.stringMatching(/risk/),
    });
    expect(report.rejected[0]!.line).toBeGreaterThan(1);
    expect(report.added).toBe(1);
    expect(
      await b.dispatch('import.pack', { fileName: 'x.json', content: '{"format": "something-else"}' }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(await b.dispatch('import.pack', { fileName: 'x.json', content: '{nope' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
  });
});
