// library.list in pages, over real SQLite with the built-in library: pages add up to the whole list
// in order with the same total and facets, and the in-memory summaries follow every change: an edit
// through the service, a span added, and a write by another process's connection (the command line).
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filterScenarios } from '../../electron/services/library/filter';
import { startLibraryServices } from '../helpers/library';

let s: Awaited<ReturnType<typeof startLibraryServices>>;
beforeEach(async () => (s = await startLibraryServices()));
afterEach(() => s.cleanup());

describe('library pages', () => {
  it('add up to the whole list, in order, each with the total and the facets of all matches', () => {
    const all = s.library.list(s.session.profile, { culture: 'german' });
    expect(all.total).toBeGreaterThan(5);
    const pages = [0, 4, 8, 12].map((offset) =>
      s.library.list(s.session.profile, { culture: 'german', offset, limit: 4 }),
    );
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(all.items.map((i) => i.id));
    for (const page of pages) {
      expect(page.total).toBe(all.total);
      expect(page.facets).toEqual(all.facets);
      expect(page.items.length).toBeLessThanOrEqual(4);
    }
    expect(s.library.list(s.session.profile, { culture: 'german', offset: 10_000, limit: 4 })).toMatchObject({
      items: [],
      total: all.total,
    });
  });

  it('counts each facet with its own filter left out, as filtering every facet separately would', () => {
    const everything = s.library.list(s.session.profile, {}).items;
    const filter = { culture: 'arabic', risk: everything.find((x) => x.cultureId === 'arabic')!.risk };
    const { facets, items } = filterScenarios(everything, filter);
    expect(items.every((x) => x.cultureId === 'arabic' && x.risk === filter.risk)).toBe(true);
    const cultures = Object.fromEntries(
      [...new Set(everything.map((x) => x.cultureId))]
        .map((c) => [c, everything.filter((x) => x.cultureId === c && x.risk === filter.risk).length] as const)
        .filter(([, n]) => n > 0),
    );
    expect(facets.culture).toEqual(cultures);
    const risks = everything
      .filter((x) => x.cultureId === 'arabic')
      .reduce<Record<string, number>>((acc, x) => ({ ...acc, [x.risk]: (acc[x.risk] ?? 0) + 1 }), {});
    expect(facets.risk).toEqual(risks);
  });
});

describe('the kept summaries', () => {
  it('follow edits, new spans and deletions made through the app', () => {
    const first = s.library.list(s.session.profile, { limit: 1 }).items[0]!;
    const detail = s.library.get(first.id);
    s.library.update(first.id, {
      cultureId: detail.cultureId,
      title: 'Renamed while listed',
      language: detail.language,
      postText: detail.postText!,
      risk: detail.risk,
      themes: detail.themes as never,
      contentWarnings: detail.contentWarnings as never,
      demographics: detail.demographics,
    });
    expect(s.library.list(s.session.profile, { query: 'Renamed while' }).items.map((i) => i.id)).toEqual([first.id]);
    expect(s.library.list(s.session.profile, {}).items.find((i) => i.id === first.id)!.title).toBe(
      'Renamed while listed',
    );

    // A cultural signal of a type the post did not have yet: the signal-type facet counts it at once.
    const types = ['Concepts', 'Knowledge', 'Values', 'Norms and Morals', 'Language', 'Artifacts', 'Demographics'];
    const missing = types.find((t) => !first.signalTypes.includes(t))!;
    const before = s.library.list(s.session.profile, { signalType: missing as never }).total;
    s.library.addSpan({
      scenarioId: first.id,
      responseId: null,
      start: 0,
      end: 5,
      kind: 'cultural_signal',
      label: missing,
      note: '',
    });
    expect(s.library.list(s.session.profile, { signalType: missing as never }).total).toBe(before + 1);

    const authored = s.library.create(s.session.profile, {
      cultureId: detail.cultureId,
      title: 'Written for this class',
      language: detail.language,
      postText: detail.postText!,
      risk: detail.risk,
      themes: [],
      contentWarnings: [],
      demographics: detail.demographics,
    });
    expect(s.library.list(s.session.profile, { query: 'Written for this' }).total).toBe(1);
    s.library.delete(authored.id);
    expect(s.library.list(s.session.profile, {}).items.some((i) => i.id === authored.id)).toBe(false);
  });

  it('follow a write by another connection, as the command line makes', () => {
    const before = s.library.list(s.session.profile, {});
    const victim = before.items.find((i) => i.source === 'built_in')!;
    const other = new BetterSqlite3(s.databasePath);
    other.prepare('UPDATE scenario SET title = ? WHERE id = ?').run('Changed elsewhere', victim.id);
    other.close();
    const after = s.library.list(s.session.profile, {});
    expect(after.items.find((i) => i.id === victim.id)!.title).toBe('Changed elsewhere');
    expect(after.total).toBe(before.total);
  });

  it('refuses a page size over the limit', async () => {
    const { libraryFilterSchema } = await import('../../shared/domain/library');
    expect(libraryFilterSchema.safeParse({ limit: 5000 }).success).toBe(false);
    expect(libraryFilterSchema.safeParse({ offset: -1 }).success).toBe(false);
  });
});
