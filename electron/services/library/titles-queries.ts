// SQL for a scenario's titles in other interface languages (table scenario_title): plain (db, args) functions.
import type { Database } from 'better-sqlite3';
import { UI_LOCALES, type UiLocale } from '../../../shared/i18n/locales';
import type { ScenarioTitles } from '../../../shared/library/scenario-titles';

/** One scenario's titles by locale (empty when it has none). */
export function scenarioTitles(db: Database, scenarioId: number): ScenarioTitles {
  const rows = db.prepare('SELECT locale, title FROM scenario_title WHERE scenario_id = ?').all(scenarioId) as {
    locale: UiLocale;
    title: string;
  }[];
  const titles: ScenarioTitles = {};
  for (const l of UI_LOCALES) {
    const row = rows.find((r) => r.locale === l);
    if (row) titles[l] = row.title;
  }
  return titles;
}

/** Puts exactly these titles on the scenario (a locale left out loses its title). */
export function replaceScenarioTitles(db: Database, scenarioId: number, titles: ScenarioTitles): void {
  db.prepare('DELETE FROM scenario_title WHERE scenario_id = ?').run(scenarioId);
  const insert = db.prepare('INSERT INTO scenario_title (scenario_id, locale, title) VALUES (?, ?, ?)');
  for (const l of UI_LOCALES) {
    const title = titles[l]?.trim();
    if (title) insert.run(scenarioId, l, title);
  }
}

/** The titles in one locale of the given scenarios (all of them without ids), by scenario id. */
export function titlesInLocale(db: Database, locale: UiLocale, ids?: readonly number[]): Map<number, string> {
  const rows = (
    ids
      ? db
          .prepare(
            'SELECT scenario_id, title FROM scenario_title WHERE locale = ? AND scenario_id IN (SELECT value FROM json_each(?))',
          )
          .all(locale, JSON.stringify(ids))
      : db.prepare('SELECT scenario_id, title FROM scenario_title WHERE locale = ?').all(locale)
  ) as { scenario_id: number; title: string }[];
  return new Map(rows.map((r) => [r.scenario_id, r.title]));
}

/** SQL for the text the search index keeps as a scenario's title: the written one and every other. */
export const searchTitleSql = (alias: string) =>
  `concat_ws(char(10), ${alias}.title, (SELECT group_concat(t.title, char(10)) FROM scenario_title t WHERE t.scenario_id = ${alias}.id))`;
