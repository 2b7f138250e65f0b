// Imports under hostile input: a deeply nested pack entry, a byte-order mark, entries without a uid,
// bytes that are not UTF-8, huge span lists and phrases, and texts rows that match nothing. Each
// bad part is refused or cut on its own, with its real line, and the rest still imports.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CulturecareImportReport, PackImportReport } from '../../shared/domain/library';
import { IMPORT_LIMITS } from '../../shared/library/import-limits';
import { DEMOGRAPHIC_FIELDS } from '../../shared/domain/vocabulary';
import { startTestServices } from '../helpers/services';

let s: ReturnType<typeof startTestServices>;
beforeEach(async () => {
  s = startTestServices();
  await s.dispatch('profiles.create', { displayName: 'Prof', role: 'instructor', passcode: 'teach-123' });
  await s.dispatch('session.switch', { profileId: s.profiles.list()[0]!.id, passcode: 'teach-123' });
});
afterEach(() => s.cleanup());

async function value<T>(method: string, request: unknown): Promise<T> {
  const result = await s.dispatch(method, request);
  if (!result.ok) throw new Error(`${method}: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

const record = (postId: string, extra: Record<string, unknown> = {}) => ({
  culture: 'German',
  post_id: postId,
  post: {
    text: null,
    emotional_distress: [{ phrase: 'kaum geschlafen', intensity: 'high' }],
    cultural_signals: [],
    demographic_info: {},
  },
  response: { emotional_support: [], cultural_signals: [], empathy_score: '3' },
  ...extra,
});

const packScenario = (uid: string, extra: Record<string, unknown> = {}) => ({
  uid,
  cultureId: 'german',
  title: `Szenario ${uid}`,
  language: 'de',
  postText: 'Seit Wochen habe ich kaum geschlafen und alles fühlt sich schwer an.',
  demographics: Object.fromEntries(DEMOGRAPHIC_FIELDS.map((f) => [f, 'unknown'])),
  themes: [],
  contentWarnings: [],
  risk: 'none',
  source: 'authored',
  provenance: { type: 'authored', by: null },
  version: 1,
  postSpans: [],
  responses: [],
  ...extra,
});

const pack = (scenarios: unknown[]) =>
  JSON.stringify(
    { format: 'culturecare-pack', version: 1, exportedAt: '2026-01-01', appVersion: 'x', cultures: [], scenarios },
    null,
    2,
  );

const importPack = (content: string) =>
  value<PackImportReport>('import.pack', { fileName: 'p.json', content, replace: [], dryRun: false });
const importCulturecare = (content: string, texts?: string) =>
  value<CulturecareImportReport>('import.culturecare', {
    fileName: 'a.jsonl',
    content,
    ...(texts === undefined ? {} : { textsFileName: 't.csv', texts }),
  });

describe('scenario packs', () => {
  it('rejects a deeply nested entry on its own; the others import', async () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100_000; i++) deep = { nested: deep };
    // JSON.stringify itself cannot write that deep a value: build the text by hand.
    const deepText = `${'{"nested":'.repeat(100_000)}"bottom"${'}'.repeat(100_000)}`;
    const content = pack([packScenario('a'), '__DEEP__', packScenario('c')]).replace(
      '"__DEEP__"',
      JSON.stringify(packScenario('b', { provenance: { type: 'authored', by: null, extra: '__X__' } })).replace(
        '"__X__"',
        deepText,
      ),
    );
    const report = await importPack(content);
    expect(report.added).toBe(2);
    expect(report.rejected).toHaveLength(1);
    expect(report.rejected[0]!.reason).toMatch(/scenario 2 \(b\): nested deeper than \d+ levels/);
    expect(report.rejected[0]!.line).toBe(content.slice(0, content.indexOf('{"uid":"b"')).split('\n').length);
  });

  it('reports entries without a uid at their own line and position', async () => {
    const content = pack([packScenario('a'), { ...packScenario('x'), uid: undefined }, packScenario('c')]);
    const report = await importPack(content);
    expect(report.added).toBe(2);
    const line = content.split('\n').findIndex((l, i, all) => l === '    {' && all[i + 1]!.includes('"cultureId"')) + 1;
    expect(report.rejected).toEqual([{ file: 'p.json', line, reason: expect.stringMatching(/^scenario 2: uid: /) }]);
    expect(line).toBeGreaterThan(1);
  });

  it('cuts span lists and phrases over the limits, and says what was cut', async () => {
    const many = Array.from({ length: IMPORT_LIMITS.spansPerText + 250 }, () => ({
      start: null,
      end: null,
      phrase: 'kaum geschlafen',
      kind: 'distress',
      label: 'high',
      annotator: 'expert',
      note: '',
    }));
    const long = { ...many[0]!, phrase: 'x'.repeat(IMPORT_LIMITS.phraseChars + 1) };
    const report = await importPack(pack([packScenario('a', { postSpans: [long, ...many] })]));
    expect(report.added).toBe(1);
    const spans = s.db.prepare('SELECT count(*) FROM span').pluck().get();
    expect(spans).toBe(IMPORT_LIMITS.spansPerText);
    expect(report.trimmed.map((t) => t.what)).toEqual([
      `post: 1 annotation with a phrase over ${IMPORT_LIMITS.phraseChars} characters left out`,
      `post: ${IMPORT_LIMITS.spansPerText + 250} annotations, the first ${IMPORT_LIMITS.spansPerText} kept`,
    ]);
    expect(report.trimmed[0]).toMatchObject({ uid: 'a', file: 'p.json' });
  });

  it('rejects entries holding bytes that were not valid UTF-8', async () => {
    const report = await importPack(pack([packScenario('a', { title: 'Kaputt \uFFFD Titel' }), packScenario('b')]));
    expect(report.added).toBe(1);
    expect(report.rejected[0]!.reason).toMatch(/scenario 1 \(a\): .*not valid UTF-8/);
  });

  it('reads a pack with a byte-order mark', async () => {
    expect((await importPack(`\uFEFF${pack([packScenario('a')])}`)).added).toBe(1);
  });
});

describe('CultureCare files', () => {
  it('reads a byte-order mark on line 1 as the start of the file, not part of the record', async () => {
    const report = await importCulturecare(`\uFEFF${JSON.stringify(record('p1'))}\n${JSON.stringify(record('p2'))}`);
    expect(report.rejected).toEqual([]);
    expect(report.imported).toBe(2);
  });

  it('reports lines that were not valid UTF-8 instead of importing replaced characters', async () => {
    const bad = JSON.stringify(record('p2')).replace('kaum geschlafen', 'kaum gesch\uFFFDlafen');
    const report = await importCulturecare([JSON.stringify(record('p1')), bad].join('\n'));
    expect(report.imported).toBe(1);
    expect(report.rejected).toEqual([{ file: 'a.jsonl', line: 2, reason: expect.stringMatching(/not valid UTF-8/) }]);
  });

  it('cuts huge phrase lists and phrases, reporting what was cut', async () => {
    const distress = Array.from({ length: IMPORT_LIMITS.spansPerText + 10 }, (_, i) => ({
      phrase: `Satz ${i}`,
      intensity: 'light',
    }));
    distress.push({ phrase: 'y'.repeat(IMPORT_LIMITS.phraseChars + 5), intensity: 'light' });
    const r = record('p1');
    const report = await importCulturecare(JSON.stringify({ ...r, post: { ...r.post, emotional_distress: distress } }));
    expect(report.imported).toBe(1);
    expect(s.db.prepare('SELECT count(*) FROM span').pluck().get()).toBe(IMPORT_LIMITS.spansPerText);
    expect(report.trimmed).toEqual([
      {
        file: 'a.jsonl',
        line: 1,
        uid: 'culturecare:german:p1',
        what: `post: 1 annotation with a phrase over ${IMPORT_LIMITS.phraseChars} characters left out`,
      },
      {
        file: 'a.jsonl',
        line: 1,
        uid: 'culturecare:german:p1',
        what: `post: ${IMPORT_LIMITS.spansPerText + 10} annotations, the first ${IMPORT_LIMITS.spansPerText} kept`,
      },
    ]);
  });

  it('lists texts rows whose post_id matches no record', async () => {
    const texts = [
      'post_id,post_text,reply_text',
      'p1,"Ich habe kaum geschlafen diese Woche.","Das klingt anstrengend."',
      'zz9,"Ein Text ohne Datensatz.","Antwort."',
    ].join('\n');
    const report = await importCulturecare(JSON.stringify(record('p1')), texts);
    expect(report.imported).toBe(1);
    expect(report.textsUnmatched).toEqual([
      { file: 't.csv', line: 3, reason: 'post_id zz9 matches no record in a.jsonl' },
    ]);
  });

  it('refuses a post text over the limit for that record only', async () => {
    const texts = ['post_id,post_text', `p1,"${'a'.repeat(IMPORT_LIMITS.textChars + 1)}"`, 'p2,"Kurzer Text."'].join(
      '\n',
    );
    const report = await importCulturecare(
      [record('p1'), record('p2')].map((r) => JSON.stringify(r)).join('\n'),
      texts,
    );
    expect(report.imported).toBe(2);
    expect(report.rejected).toEqual([
      { file: 't.csv', line: 2, reason: `post_id p1: the post text is over ${IMPORT_LIMITS.textChars} characters` },
    ]);
  });
});
