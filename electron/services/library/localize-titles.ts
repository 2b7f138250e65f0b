// Puts scenario titles into the reader's interface language wherever a service hands out scenario
// references (exercises, a trainee's assignments): the scenario's title in that language when it
// has one, else the written title, each with its own language.
import type { Database } from 'better-sqlite3';
import type { UiLocale } from '../../../shared/i18n/locales';
import type { TextLanguage } from '../../../shared/domain/vocabulary';
import { resolveScenarioTitle } from '../../../shared/library/scenario-titles';
import { titlesInLocale } from './titles-queries';

type TitledRef = { id: number; title: string; titleLanguage: TextLanguage; language: TextLanguage };

/** The same references, titled for `locale` (null: as written). */
export function localizeRefs<T extends TitledRef>(db: Database, locale: UiLocale | null, refs: readonly T[]): T[] {
  if (!locale || refs.length === 0) return [...refs];
  const titles = titlesInLocale(
    db,
    locale,
    refs.map((r) => r.id).filter((id) => id > 0),
  );
  return refs.map((r) => (titles.has(r.id) ? { ...r, ...resolveScenarioTitle(r, titles.get(r.id), locale) } : r));
}

/** Exercises with their scenarios' titles for `locale`. */
export function localizeExercises<E extends { scenarios: TitledRef[] }>(
  db: Database,
  locale: UiLocale | null,
  list: E[],
): E[] {
  return list.map((e) => ({ ...e, scenarios: localizeRefs(db, locale, e.scenarios) }));
}

/** A trainee's assignments with their scenarios' titles for `locale`. */
export function localizeAssigned<E extends { scenarios: { scenario: TitledRef }[] }>(
  db: Database,
  locale: UiLocale | null,
  list: E[],
): E[] {
  return list.map((e) => {
    const refs = localizeRefs(
      db,
      locale,
      e.scenarios.map((a) => a.scenario),
    );
    return { ...e, scenarios: e.scenarios.map((a, i) => ({ ...a, scenario: refs[i]! })) };
  });
}
