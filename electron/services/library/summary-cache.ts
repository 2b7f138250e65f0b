// Every scenario's summary kept in memory (with a column index for filtering and facets, see
// facet-index.ts) and the answers to recent filters, so listing, filtering and paging a
// department-sized library does not read and count every scenario on each request. A change made
// through this connection is applied scenario by scenario: temporary triggers note the ids of
// scenarios whose row or spans changed, and only those summaries are read again and put in their
// place. A commit by another connection (the command line, an import in a worker thread), which
// SQLite reports through PRAGMA data_version (an import also says so through invalidate()), or a
// change to very many scenarios at once, reads every summary again. (An UPDATE that leaves a row as
// it was commits nothing, so data_version rightly stays the same.)
import type { Database, Statement } from 'better-sqlite3';
import type { LibraryFacets, LibraryFilter, ScenarioSummary } from '../../../shared/domain/library';
import { FacetIndex } from './facet-index';
import * as q from './queries';
import { SNIPPET_LENGTH, toSummary, type SummaryRow } from './rows';

/** How many distinct filters' answers are kept (the Library screen's recent choices and searches). */
const KEPT_ANSWERS = 32;
/** Beyond this many changed scenarios, reading everything again is as quick as patching. */
const PATCH_AT_MOST = 500;

export type FilteredLibrary = { items: ScenarioSummary[]; facets: LibraryFacets };
type Criteria = Omit<LibraryFilter, 'offset' | 'limit'>;

/** SQLite's `ORDER BY culture_id, title COLLATE NOCASE, id`: bytes of UTF-8, with A–Z folded for the title. */
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const nocase = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
export function librarySortOrder(a: SummaryRow, b: SummaryRow): number {
  return (
    Buffer.compare(utf8(a.culture_id), utf8(b.culture_id)) ||
    Buffer.compare(utf8(nocase(a.title)), utf8(nocase(b.title))) ||
    a.id - b.id
  );
}

export class LibrarySummaryCache {
  private readonly changed: Statement<[], number>;
  private dataVersion: number | null = null;
  private summaries: ScenarioSummary[] = [];
  /** The sort keys of the summaries, in the same order (a summary does not keep its culture id's raw form). */
  private keys: SummaryRow[] = [];
  private readonly answers = new Map<string, FilteredLibrary>();
  private index: FacetIndex | null = null;

  constructor(private readonly db: Database) {
    db.exec('CREATE TEMP TABLE IF NOT EXISTS library_changed (scenario_id INTEGER PRIMARY KEY)');
    const note = (id: string) => `INSERT OR IGNORE INTO temp.library_changed VALUES (${id});`;
    const triggers: [string, string, string][] = [
      ['scenario', 'INSERT', note('NEW.id')],
      ['scenario', 'UPDATE', note('OLD.id') + note('NEW.id')],
      ['scenario', 'DELETE', note('OLD.id')],
      ['span', 'INSERT', note('NEW.scenario_id')],
      ['span', 'UPDATE', note('OLD.scenario_id') + note('NEW.scenario_id')],
      ['span', 'DELETE', note('OLD.scenario_id')],
      ['scenario_title', 'INSERT', note('NEW.scenario_id')],
      ['scenario_title', 'UPDATE', note('OLD.scenario_id') + note('NEW.scenario_id')],
      ['scenario_title', 'DELETE', note('OLD.scenario_id')],
    ];
    for (const [table, event, body] of triggers)
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS library_changed_${table}_${event.toLowerCase()}
         AFTER ${event} ON main.${table} BEGIN ${body} END`,
      );
    this.changed = db.prepare('SELECT scenario_id FROM temp.library_changed').pluck() as Statement<[], number>;
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
    const options = () => ({ withoutTextNeeded, only: this.searchHits(criteria) });
    if (withoutSignalTypes.size > 0) return this.facetIndex().filter(criteria, { ...options(), withoutSignalTypes });
    const key = JSON.stringify([withoutTextNeeded, Object.entries(criteria).sort(([a], [b]) => a.localeCompare(b))]);
    const kept = this.answers.get(key);
    if (kept) {
      // Most recently used last, so the oldest is the one dropped.
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept;
    }
    const answer = this.facetIndex().filter(criteria, options());
    this.answers.set(key, answer);
    if (this.answers.size > KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    return answer;
  }

  /** The summaries as columns, built on first use after the summaries changed. */
  private facetIndex(): FacetIndex {
    this.index ??= new FacetIndex(this.summaries);
    return this.index;
  }

  /** The ids the search finds, or undefined when there is no search. */
  private searchHits(criteria: Criteria): ReadonlySet<number> | undefined {
    return criteria.query?.trim() ? q.searchScenarioIds(this.db, criteria.query) : undefined;
  }

  /** Reads every summary again at the next request (an import in a worker thread just committed). */
  invalidate(): void {
    this.dataVersion = null;
  }

  private refresh(): void {
    const dataVersion = this.db.pragma('data_version', { simple: true }) as number;
    const changed = this.changed.all();
    if (changed.length > 0) this.db.exec('DELETE FROM temp.library_changed');
    if (dataVersion !== this.dataVersion || changed.length > PATCH_AT_MOST) {
      this.readAll();
      this.dataVersion = dataVersion;
    } else if (changed.length > 0) {
      this.patch(changed);
    } else return;
    this.index = null;
    this.answers.clear();
  }

  private readAll(): void {
    const signalTypes = q.postSignalTypesByScenario(this.db);
    // One character more than a snippet shows is enough to know whether the snippet is cut.
    this.keys = q.scenarioSummaryRows(this.db, SNIPPET_LENGTH + 1);
    this.summaries = this.keys.map((r) => toSummary(r, signalTypes.get(r.id) ?? []));
  }

  /** Reads the changed scenarios again and puts each in its place (a deleted one is left out). */
  private patch(ids: readonly number[]): void {
    const gone = new Set(ids);
    const keys: SummaryRow[] = [];
    const summaries: ScenarioSummary[] = [];
    this.keys.forEach((key, i) => {
      if (gone.has(key.id)) return;
      keys.push(key);
      summaries.push(this.summaries[i]!);
    });
    const signalTypes = q.postSignalTypesByScenario(this.db, ids);
    for (const row of q.scenarioSummaryRowsByIds(this.db, ids, SNIPPET_LENGTH + 1)) {
      let low = 0;
      let high = keys.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (librarySortOrder(keys[middle]!, row) < 0) low = middle + 1;
        else high = middle;
      }
      keys.splice(low, 0, row);
      summaries.splice(low, 0, toSummary(row, signalTypes.get(row.id) ?? []));
    }
    this.keys = keys;
    this.summaries = summaries;
  }
}
