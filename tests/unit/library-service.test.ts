// The library service over real SQLite with the built-in library: sync, search, facets, edits.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  builtInLibraryChanged,
  loadLibraryFiles,
  syncBuiltInLibrary,
  syncBuiltInLibraryIfChanged,
} from '../../electron/services/library/builtin';
import type { ScenarioDetail } from '../../shared/domain/library';
import { LIBRARY_DIR, startLibraryServices } from '../helpers/library';

let s: Awaited<ReturnType<typeof startLibraryServices>>;
beforeEach(async () => (s = await startLibraryServices()));
afterEach(() => s.cleanup());

const detailOf = (uid: string): ScenarioDetail =>
  s.library.get((s.db.prepare('SELECT id FROM scenario WHERE uid = ?').get(uid) as { id: number }).id);

describe('built-in library sync', () => {
  it('installs all scenarios with anchored spans and the five strategy responses', () => {
    const { items } = s.library.list(s.session.profile, {});
    expect(items.length).toBeGreaterThanOrEqual(40);
    const detail = detailOf('builtin:de-01');
    expect(detail.source).toBe('built_in');
    expect(detail.postSpans.length).toBeGreaterThan(0);
    expect(
      detail.postSpans.every((sp) => sp.start !== null && detail.postText!.slice(sp.start!, sp.end!) === sp.phrase),
    ).toBe(true);
    expect(detail.responses.map((r) => r.strategy)).toEqual([
      null,
      'standard',
      'culture',
      'guided',
      'annotation',
      'cga',
    ]);
  });

  it('does nothing on restart, upgrades unedited built-ins on a newer version and keeps edited ones', () => {
    const files = loadLibraryFiles(LIBRARY_DIR);
    expect(syncBuiltInLibrary(s.db, files)).toEqual({ installed: 0, upgraded: 0, keptEdited: 0, removed: 0 });
    const edited = detailOf('builtin:de-01');
    s.library.updateSpan({ id: edited.postSpans[0]!.id, kind: 'distress', label: 'high', note: 'instructor note' });
    const authored = s.library.create(s.session.profile, {
      cultureId: 'german',
      title: 'My own case',
      language: 'de',
      postText: 'Ein eigener Fall, den ich für den Kurs geschrieben habe.',
      risk: 'none',
      themes: [],
      contentWarnings: [],
      demographics: Object.fromEntries(
        Object.keys(edited.demographics).map((k) => [k, 'unknown']),
      ) as ScenarioDetail['demographics'],
    });

    const german = files.find((f) => f.data.culture.id === 'german')!;
    const newer = {
      ...german,
      data: {
        ...german.data,
        version: german.data.version + 1,
        scenarios: german.data.scenarios.map((x) => (x.id === 'de-02' ? { ...x, title: 'Renamed in v2' } : x)),
      },
    };
    const report = syncBuiltInLibrary(s.db, [newer]);
    expect(report.keptEdited).toBe(1);
    expect(report.upgraded).toBe(german.data.scenarios.length - 1);
    expect(detailOf('builtin:de-02').title).toBe('Renamed in v2');
    expect(detailOf('builtin:de-01').postSpans[0]!.note).toBe('instructor note');
    expect(s.library.get(authored.id).title).toBe('My own case');
  });
});

describe('start-up library check', () => {
  it('skips validating the library when nothing is newer, and syncs when a file version rises or a culture is new', () => {
    expect(builtInLibraryChanged(s.db, LIBRARY_DIR)).toBe(false);
    expect(syncBuiltInLibraryIfChanged(s.db, LIBRARY_DIR)).toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'cc-lib-'));
    try {
      cpSync(LIBRARY_DIR, dir, { recursive: true });
      const file = loadLibraryFiles(dir).find((f) => f.data.culture.id === 'german')!;
      const raw = JSON.parse(readFileSync(join(dir, file.name), 'utf8')) as { version: number };
      writeFileSync(join(dir, file.name), JSON.stringify({ ...raw, version: raw.version + 1 }));
      expect(builtInLibraryChanged(s.db, dir)).toBe(true);
      expect(syncBuiltInLibraryIfChanged(s.db, dir)?.upgraded).toBeGreaterThan(0);
      expect(builtInLibraryChanged(s.db, dir)).toBe(false);
      s.db.prepare("DELETE FROM library_file WHERE culture_id = 'german'").run();
      expect(builtInLibraryChanged(s.db, dir)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('browsing', () => {
  it('filters by culture, language, theme, risk and signal type with facet counts', () => {
    const all = s.library.list(s.session.profile, {});
    expect(all.facets.culture).toMatchObject({ arabic: 10, chinese: 10, german: 10, jewish: 10 });
    const german = s.library.list(s.session.profile, { culture: 'german' });
    expect(german.items.every((i) => i.cultureId === 'german')).toBe(true);
    // The culture facet still counts every culture, so the user sees what switching would show.
    expect(german.facets.culture.arabic).toBe(10);
    expect(german.facets.language.de).toBe(german.items.filter((i) => i.language === 'de').length);
    const risky = s.library.list(s.session.profile, { risk: 'acute' });
    expect(risky.items.length).toBeGreaterThan(0);
    expect(risky.items.every((i) => i.risk === 'acute')).toBe(true);
    const values = s.library.list(s.session.profile, { signalType: 'Values' });
    expect(values.items.every((i) => i.signalTypes.includes('Values'))).toBe(true);
  });

  it('searches posts and responses in any script', () => {
    const hebrew = s.library.list(s.session.profile, {}).items.find((i) => i.language === 'he')!;
    const word = detailOf(hebrew.uid)
      .postText!.split(/\s+/)
      .find((w) => w.length >= 4)!;
    expect(s.library.list(s.session.profile, { query: word }).items.map((i) => i.uid)).toContain(hebrew.uid);
    const chinese = s.library.list(s.session.profile, {}).items.find((i) => i.language === 'zh')!;
    const twoChars = detailOf(chinese.uid)
      .postText!.replace(/[^\p{Script=Han}]/gu, '')
      .slice(0, 2);
    expect(s.library.list(s.session.profile, { query: twoChars }).items.map((i) => i.uid)).toContain(chinese.uid);
    expect(s.library.list(s.session.profile, { query: 'Bürgergeld' }).items.length).toBeGreaterThan(0);
    expect(s.library.list(s.session.profile, { query: 'zzzz-no-such-text' }).items).toEqual([]);
    expect(s.library.list(s.session.profile, { query: '"unbalanced' }).items).toEqual([]);
  });
});

describe('editing', () => {
  it('adds, updates and deletes spans with validation, marking built-ins as edited', async () => {
    const d = detailOf('builtin:zh-02');
    const added = await s.dispatch('spans.add', {
      scenarioId: d.id,
      responseId: null,
      start: 0,
      end: 4,
      kind: 'cultural_signal',
      label: 'Values',
      note: '',
    });
    expect(added).toMatchObject({ ok: true, value: { phrase: d.postText!.slice(0, 4), label: 'Values' } });
    expect(
      await s.dispatch('spans.add', {
        scenarioId: d.id,
        responseId: null,
        start: 0,
        end: 4,
        kind: 'distress',
        label: 'Values',
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(
      await s.dispatch('spans.add', {
        scenarioId: d.id,
        responseId: null,
        start: 0,
        end: 999999,
        kind: 'distress',
        label: 'high',
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    const id = (added as { value: { id: number } }).value.id;
    expect(await s.dispatch('spans.update', { id, kind: 'distress', label: 'light' })).toMatchObject({
      ok: true,
      value: { kind: 'distress', label: 'light' },
    });
    expect(await s.dispatch('spans.delete', { id })).toMatchObject({ ok: true, value: { id } });
    expect(detailOf('builtin:zh-02').modified).toBe(true);
  });

  it('re-anchors post spans by phrase when the post text changes', () => {
    const created = s.library.create(s.session.profile, {
      cultureId: 'jewish',
      title: 'Case',
      language: 'en',
      postText: 'I feel alone at shul every Shabbat.',
      risk: 'none',
      themes: [],
      contentWarnings: [],
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
      ) as ScenarioDetail['demographics'],
    });
    const span = s.library.addSpan({
      scenarioId: created.id,
      responseId: null,
      start: 2,
      end: 14,
      kind: 'distress',
      label: 'moderate',
      note: '',
    });
    expect(span.phrase).toBe('feel alone a');
    const updated = s.library.update(created.id, {
      ...created,
      cultureId: 'jewish',
      postText: 'Lately I feel alone at shul.',
      themes: [],
      contentWarnings: [],
    } as never);
    const moved = updated.postSpans[0]!;
    expect(updated.postText!.slice(moved.start!, moved.end!)).toBe('feel alone a');
  });

  it('refuses to delete built-in scenarios and lets trainees read but not write', async () => {
    expect(await s.dispatch('library.deleteScenario', { id: detailOf('builtin:ar-01').id })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    await s.profiles.create(s.session.profile, { displayName: 'Sam', role: 'trainee' });
    await s.profiles.switchTo(s.session, s.profiles.list().find((p) => p.displayName === 'Sam')!.id);
    expect((await s.dispatch('library.list', {})).ok).toBe(true);
    expect(await s.dispatch('spans.delete', { id: 1 })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });
});
