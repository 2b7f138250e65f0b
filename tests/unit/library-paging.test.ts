// The library list in pages over real SQLite: pages add up to the whole filtered list with the same
// total and facets on every page, and the in-memory list follows every change, whether made through
// the service, by SQL on the same connection or by another process's connection.
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../shared/domain/library';
import { startLibraryServices } from '../helpers/library';

let s: Awaited<ReturnType<typeof startLibraryServices>>;
beforeEach(async () => (s = await startLibraryServices()));
afterEach(() => s.cleanup());

describe('library pages', () => {
  it('returns the filtered list page by page with one total and the same facets', () => {
    const whole = s.library.list({ language: 'de' });
    expect(whole.total).toBeGreaterThan(5);
    const pages = [];
    for (let offset = 0; offset < whole.total; offset += 4) {
      const page = s.library.list({ language: 'de', offset, limit: 4 });
      expect(page.total).toBe(whole.total);
      expect(page.facets).toEqual(whole.facets);
      expect(page.items.length).toBeLessThanOrEqual(4);
      pages.push(...page.items);
    }
    expect(pages.map((x) => x.id)).toEqual(whole.items.map((x) => x.id));
    expect(s.library.list({ language: 'de', offset: whole.total, limit: 4 }).items).toEqual([]);
  });

  it('counts each facet with its own filter left out', () => {
    const all = s.library.list({});
    const german = s.library.list({ culture: 'german' });
    expect(german.facets.culture).toEqual(all.facets.culture);
    expect(german.items.every((x) => x.cultureId === 'german')).toBe(true);
    const lang = Object.entries(german.facets.language);
    expect(lang.reduce((n, [, c]) => n + c, 0)).toBe(german.total);
  });

  it('follows edits through the service, SQL on the same connection and another connection', () => {
    const first = s.library.list({ query: 'Renamed by' });
    expect(first.total).toBe(0);
    const target = s.library.list({ culture: 'german', limit: 1 }).items[0]!;
    const detail = s.library.get(target.id);
    s.library.update(target.id, {
      cultureId: detail.cultureId,
      title: 'Renamed by the service',
      language: detail.language,
      postText: detail.postText!,
      risk: detail.risk,
      themes: detail.themes as ScenarioInput['themes'],
      contentWarnings: detail.contentWarnings as ScenarioInput['contentWarnings'],
      demographics: detail.demographics,
    });
    expect(s.library.list({ query: 'Renamed by' }).items.map((x) => x.title)).toEqual(['Renamed by the service']);

    s.db.prepare("UPDATE scenario SET risk = 'acute' WHERE id = ?").run(target.id);
    expect(s.library.list({ risk: 'acute' }).items.map((x) => x.id)).toContain(target.id);

    const other = new BetterSqlite3(s.databasePath);
    other.prepare('DELETE FROM scenario WHERE id = ?').run(target.id);
    other.close();
    expect(s.library.list({}).items.map((x) => x.id)).not.toContain(target.id);
  });

  it('refuses a page size over 500 and a negative offset at the boundary', async () => {
    await expect(s.dispatch('library.list', { limit: 501 })).resolves.toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    await expect(s.dispatch('library.list', { offset: -1 })).resolves.toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });
});
