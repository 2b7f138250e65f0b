// The library's column index answers every filter exactly as the plain reference (filterScenarios)
// does: items in order and every facet count, with searches, trainees' withheld posts and signal
// types a person may not see yet; values no scenario has match nothing.
import { describe, expect, it } from 'vitest';
import type { LibraryFilter, ScenarioSummary } from '../../shared/domain/library';
import { FacetIndex } from '../../electron/services/library/facet-index';
import { filterScenarios } from '../../electron/services/library/filter';

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const some = <T>(values: readonly T[]): T[] => values.filter(() => next() < 0.35);
  return { next, pick, some };
}

const CULTURES = ['arabic', 'chinese', 'german', 'jewish', 'turkish'];
const LANGUAGES = ['ar', 'zh', 'de', 'he', 'en'] as const;
const THEMES = ['family', 'work', 'gender-roles', 'migration', 'study', 'religion'];
const RISKS = ['none', 'elevated', 'acute'] as const;
const SIGNALS = ['Knowledge', 'Values', 'Norms', 'Practices'];
const ORIGINS = ['built_in', 'pack', 'culturecare', 'authored'] as const;

function library(seed: number, size: number): ScenarioSummary[] {
  const g = generator(seed);
  return Array.from({ length: size }, (_, i) => {
    const themes = g.some(THEMES);
    if (themes.length > 0 && g.next() < 0.1) themes.push(themes[0]!); // a repeated value counts twice in both
    return {
      id: i + 1,
      uid: `u${i}`,
      title: `Scenario ${i}`,
      titleLanguage: 'en',
      cultureId: g.pick(CULTURES),
      language: g.pick(LANGUAGES),
      risk: g.pick(RISKS),
      themes,
      contentWarnings: [],
      source: 'authored',
      origin: g.pick(ORIGINS),
      textNeeded: g.next() < 0.2,
      signalTypes: g.some(SIGNALS),
      snippet: '',
    } as ScenarioSummary;
  });
}

function criteria(seed: number): LibraryFilter {
  const g = generator(seed);
  const maybe = <T>(values: readonly T[]) => (g.next() < 0.4 ? g.pick(values) : undefined);
  const filter: LibraryFilter = {
    culture: maybe([...CULTURES, 'nowhere']),
    language: maybe(LANGUAGES),
    theme: maybe(THEMES) as LibraryFilter['theme'],
    risk: maybe(RISKS),
    signalType: maybe(SIGNALS) as LibraryFilter['signalType'],
    origin: maybe(ORIGINS),
    text: maybe(['available', 'needed'] as const),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as LibraryFilter;
}

describe('library facet index', () => {
  const all = library(7, 400);
  const index = new FacetIndex(all);

  it('gives the same items and facet counts as the reference for many filters', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const filter = criteria(seed);
      for (const withoutTextNeeded of [false, true]) {
        expect(index.filter(filter, { withoutTextNeeded }), JSON.stringify(filter)).toEqual(
          filterScenarios(all, filter, { withoutTextNeeded }),
        );
      }
    }
  });

  it('filters a search’s hits only', () => {
    const hits = new Set(all.filter((s) => s.id % 3 === 0).map((s) => s.id));
    for (let seed = 1; seed <= 50; seed++) {
      const filter = criteria(seed);
      expect(index.filter(filter, { only: hits })).toEqual(
        filterScenarios(
          all.filter((s) => hits.has(s.id)),
          filter,
        ),
      );
    }
  });

  it('treats signal types a person may not see yet as none, in the items and the counts', () => {
    const hidden = new Set(all.filter((s) => s.id % 4 === 1).map((s) => s.id));
    const pool = all.map((s) => (hidden.has(s.id) && s.signalTypes.length > 0 ? { ...s, signalTypes: [] } : s));
    for (let seed = 1; seed <= 80; seed++) {
      const filter = criteria(seed);
      const answer = index.filter(filter, { withoutSignalTypes: hidden, withoutTextNeeded: true });
      expect(answer).toEqual(filterScenarios(pool, filter, { withoutTextNeeded: true }));
      for (const item of answer.items) if (hidden.has(item.id)) expect(item.signalTypes).toEqual([]);
    }
  });

  it('answers an empty library', () => {
    expect(new FacetIndex([]).filter({ culture: 'arabic' })).toEqual(filterScenarios([], { culture: 'arabic' }));
  });
});
