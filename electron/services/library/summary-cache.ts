// Every scenario's summary kept in memory, with the answers to recent filters, so listing, filtering
// and paging a department-sized library does not read and count every scenario on each request.
// The cache is dropped whenever the library may have changed: a write to the scenario or span tables
// through this connection (counted by temporary triggers) or any commit by another connection (the
// command line, a worker), which SQLite reports through PRAGMA data_version.
import type { Database, Statement } from 'better-sqlite3';
import type { LibraryFacets, LibraryFilter, ScenarioSummary } from '../../../shared/domain/library';
import { filterScenarios } from './filter';
import * as q from './queries';
import { SNIPPET_LENGTH, toSummary } from './rows';

/** How many distinct filters' answers are kept (the Library screen's recent choices and searches). */
const KEPT_ANSWERS = 32;

export type FilteredLibrary = { items: ScenarioSummary[]; facets: LibraryFacets };
type Criteria = Omit<LibraryFilter, 'offset' | 'limit'>;

export class LibrarySummaryCache {
  private readonly changes: Statement<[], number>;
  private stamp: string | null = null;
  private summaries: ScenarioSummary[] = [];
  private readonly answers = new Map<string, FilteredLibrary>();

  constructor(private readonly db: Database) {
    db.exec(`
      CREATE TEMP TABLE IF NOT EXISTS library_changes (n INTEGER NOT NULL);
      INSERT INTO library_changes (n) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM library_changes);
    `);
    for (const table of ['scenario', 'span'])
      for (const event of ['INSERT', 'UPDATE', 'DELETE'])
        db.exec(
          `CREATE TEMP TRIGGER IF NOT EXISTS library_changes_${table}_${event.toLowerCase()}
           AFTER ${event} ON main.${table} BEGIN UPDATE library_changes SET n = n + 1; END`,
        );
    this.changes = db.prepare('SELECT n FROM temp.library_changes').pluck() as Statement<[], number>;
  }

  /**
   * The scenarios matching the criteria, in library order, with the facet counts for them. Scenarios in
   * `withoutSignalTypes` count as having no cultural signal types (what a trainee may not see yet);
   * such answers depend on the person and are not kept. With `withoutTextNeeded`, scenarios still
   * waiting for their post text are left out of the items and every count (what trainees are given).
   */
  filtered(
    criteria: Criteria,
    withoutSignalTypes: ReadonlySet<number> = new Set(),
    withoutTextNeeded = false,
  ): FilteredLibrary {
    this.refresh();
    const options = { withoutTextNeeded };
    if (withoutSignalTypes.size > 0) {
      const pool = this.searched(criteria).map((s) =>
        withoutSignalTypes.has(s.id) && s.signalTypes.length > 0 ? { ...s, signalTypes: [] } : s,
      );
      return filterScenarios(pool, criteria, options);
    }
    const key = JSON.stringify([withoutTextNeeded, Object.entries(criteria).sort(([a], [b]) => a.localeCompare(b))]);
    const kept = this.answers.get(key);
    if (kept) {
      // Most recently used last, so the oldest is the one dropped.
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept;
    }
    const answer = filterScenarios(this.searched(criteria), criteria, options);
    this.answers.set(key, answer);
    if (this.answers.size > KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    return answer;
  }

  /** All summaries, or those the search finds. */
  private searched(criteria: Criteria): ScenarioSummary[] {
    if (!criteria.query?.trim()) return this.summaries;
    const hits = q.searchScenarioIds(this.db, criteria.query);
    return this.summaries.filter((s) => hits.has(s.id));
  }

  private refresh(): void {
    const dataVersion = this.db.pragma('data_version', { simple: true }) as number;
    const stamp = `${dataVersion}:${this.changes.get()}`;
    if (stamp === this.stamp) return;
    const signalTypes = q.postSignalTypesByScenario(this.db);
    // One character more than a snippet shows is enough to know whether the snippet is cut.
    this.summaries = q
      .scenarioSummaryRows(this.db, SNIPPET_LENGTH + 1)
      .map((r) => toSummary(r, signalTypes.get(r.id) ?? []));
    this.answers.clear();
    this.stamp = stamp;
  }
}
