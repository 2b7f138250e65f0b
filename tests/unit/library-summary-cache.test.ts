// The library's summary cache after changes: an edit through the app patches only the changed
// scenarios, and the list is then exactly what reading every summary afresh gives (order, fields,
// signal types, deletions); a change by another program on the same file is seen too.
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../shared/domain/library';
import { DEMOGRAPHIC_FIELDS } from '../../shared/domain/vocabulary';
import { LibrarySummaryCache } from '../../electron/services/library/summary-cache';
import { startLibraryServices } from '../helpers/library';

let s: Awaited<ReturnType<typeof startLibraryServices>>;
beforeEach(async () => {
  s = await startLibraryServices();
});
afterEach(() => s.cleanup());

const input = (title: string, cultureId: string): ScenarioInput => ({
  cultureId,
  title,
  language: 'en',
  postText: 'My family says I should keep this inside and be strong for everyone.',
  risk: 'none',
  themes: [],
  contentWarnings: [],
  demographics: Object.fromEntries(DEMOGRAPHIC_FIELDS.map((f) => [f, ''])) as ScenarioInput['demographics'],
});

/** The list as the app answers it, and as a cache that reads every summary afresh answers it. */
const listed = () => s.library.list(s.session.profile, {});
const fresh = () => new LibrarySummaryCache(s.db).filtered({}).items;

describe('library summary cache', () => {
  it('puts created, renamed, annotated and deleted scenarios exactly where a full read would', () => {
    const culture = s.library.cultures()[0]!.id;
    const before = listed();
    const a = s.library.create(s.session.profile, input('aaa First in the culture', culture));
    const z = s.library.create(s.session.profile, input('Zzz last in the culture', culture));
    // Same title ignoring case: the order falls back to the id, as in SQL.
    const twin = s.library.create(s.session.profile, input('AAA first in the culture', culture));
    let after = listed();
    expect(after.total).toBe(before.total + 3);
    expect(after.items).toEqual(fresh());
    expect(after.items.findIndex((i) => i.id === a.id)).toBeLessThan(after.items.findIndex((i) => i.id === twin.id));

    s.library.update(z.id, input('Ärger, renamed with a non-ASCII first letter', culture));
    s.library.addSpan({
      scenarioId: a.id,
      responseId: null,
      start: 3,
      end: 9,
      kind: 'cultural_signal',
      label: 'Values',
      note: '',
    });
    after = listed();
    expect(after.items).toEqual(fresh());
    expect(after.items.find((i) => i.id === a.id)!.signalTypes).toEqual(['Values']);
    expect(after.items.find((i) => i.id === z.id)!.title).toBe('Ärger, renamed with a non-ASCII first letter');

    s.library.delete(twin.id);
    after = listed();
    expect(after.items).toEqual(fresh());
    expect(after.items.some((i) => i.id === twin.id)).toBe(false);
    // Facets follow the patched list too.
    expect(s.library.list(s.session.profile, { culture }).facets).toEqual(
      new LibrarySummaryCache(s.db).filtered({ culture }).facets,
    );
  });

  it('sees a change another program commits to the same file', () => {
    const first = listed().items[0]!;
    const other = new BetterSqlite3(s.info().databasePath);
    try {
      other.prepare("UPDATE scenario SET title = 'Changed elsewhere' WHERE id = ?").run(first.id);
    } finally {
      other.close();
    }
    const item = listed().items.find((i) => i.id === first.id)!;
    expect(item.title).toBe('Changed elsewhere');
    expect(listed().items).toEqual(fresh());
  });
});
