// The library list's working set, kept in memory between calls: an index of every scenario's summary
// (in list order, with coded facet values), recent search hits and recent filter results, rebuilt only
// when the library changed. A change on this connection is counted by temporary triggers on the
// scenario, span and response tables; one by another process (the CLI) shows in PRAGMA data_version.
// So listing, filtering and paging 10,000 scenarios reads no rows while nothing changed.
import type { Database } from 'better-sqlite3';
import type { LibraryFacets, LibraryFilter, ScenarioSummary } from '../../../shared/domain/library';
import { LibraryIndex } from './filter';
import * as q from './queries';
import { toSummary } from './rows';

const WATCHED = ['scenario', 'span', 'response'] as const;
const KEPT = 16;

type Filtered = { items: ScenarioSummary[]; facets: LibraryFacets };

function installChangeCounter(db: Database): void {
  db.exec('CREATE TEMP TABLE IF NOT EXISTS library_changes (n INTEGER NOT NULL)');
  if (!db.prepare('SELECT 1 FROM temp.library_changes').get())
    db.exec('INSERT INTO temp.library_changes (n) VALUES (0)');
  for (const table of WATCHED)
    for (const event of ['INSERT', 'UPDATE', 'DELETE'])
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS library_changed_${table}_${event.toLowerCase()} AFTER ${event} ON main.${table}
         BEGIN UPDATE temp.library_changes SET n = n + 1; END`,
      );
}

/** A small least-recently-used map. */
function remember<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= KEPT) map.delete(map.keys().next().value!);
  } else map.delete(key);
  map.set(key, value);
  return value;
}

export class LibraryListCache {
  private stamp = '';
  private index = new LibraryIndex([]);
  private readonly searches = new Map<string, Set<number>>();
  private readonly results = new Map<string, Filtered>();
  private readonly readStamp: () => string;

  constructor(private readonly db: Database) {
    installChangeCounter(db);
    const counter = db.prepare('SELECT n FROM temp.library_changes').pluck();
    const dataVersion = db.prepare('PRAGMA data_version').pluck();
    this.readStamp = () => `${String(dataVersion.get())}:${String(counter.get())}`;
  }

  /** The scenarios matching the filter's facets and search (paging ignored), in list order, and the facet counts. */
  filter(filter: LibraryFilter): Filtered {
    this.refresh();
    const { offset: _offset, limit: _limit, ...criteria } = filter;
    const query = criteria.query?.trim() ?? '';
    const key = JSON.stringify({ ...criteria, query });
    return remember(this.results, key, () => {
      const hits = query ? this.search(query) : null;
      return this.index.filter(criteria, hits ? (id) => hits.has(id) : undefined);
    });
  }

  /** Ids of scenarios whose title, post or responses contain the query. */
  private search(query: string): Set<number> {
    return remember(this.searches, query, () => q.searchScenarioIds(this.db, query));
  }

  private refresh(): void {
    const stamp = this.readStamp();
    if (stamp === this.stamp) return;
    const signalTypes = q.postSignalTypesByScenario(this.db);
    this.index = new LibraryIndex(q.scenarioSummaryRows(this.db).map((r) => toSummary(r, signalTypes.get(r.id) ?? [])));
    this.searches.clear();
    this.results.clear();
    this.stamp = stamp;
  }
}
