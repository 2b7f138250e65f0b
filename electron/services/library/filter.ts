// Filters the library's scenarios and counts facets; each facet is counted with its own filter left
// out, so the numbers say how many scenarios choosing that value would show. Facet values are coded
// as small integers once, when the index is built, so a filter is one pass of integer comparisons and
// counter increments: 10,000 scenarios filter in about a millisecond.
import type { LibraryFacets, LibraryFilter, ScenarioSummary } from '../../../shared/domain/library';

type FacetName = keyof LibraryFacets;

const FACETS: readonly FacetName[] = ['culture', 'language', 'theme', 'risk', 'signalType'];
const valuesOf = (s: ScenarioSummary): readonly (readonly string[])[] => [
  [s.cultureId],
  [s.language],
  s.themes,
  [s.risk],
  s.signalTypes,
];
/** A chosen value no scenario has: nothing matches it. */
const ABSENT = -2;
const ANY = -1;

type Entry = { summary: ScenarioSummary; codes: readonly (readonly number[])[] };

export class LibraryIndex {
  private readonly codesOf = FACETS.map(() => new Map<string, number>());
  private readonly names: string[][] = FACETS.map(() => []);
  private readonly entries: Entry[];

  /** Summaries in list order. */
  constructor(summaries: readonly ScenarioSummary[]) {
    this.entries = summaries.map((summary) => ({
      summary,
      codes: valuesOf(summary).map((values, f) => values.map((v) => this.code(f, v))),
    }));
  }

  get size(): number {
    return this.entries.length;
  }

  /** The scenarios matching the filter (and `keep`, e.g. search hits), in list order, and the facet counts. */
  filter(filter: LibraryFilter, keep?: (id: number) => boolean): { items: ScenarioSummary[]; facets: LibraryFacets } {
    const chosen = FACETS.map((facet, f) => {
      const value = filter[facet];
      return value === undefined ? ANY : (this.codesOf[f]!.get(value) ?? ABSENT);
    });
    const counts = this.names.map((names) => new Int32Array(names.length));
    const items: ScenarioSummary[] = [];
    for (const { summary, codes } of this.entries) {
      if (keep && !keep(summary.id)) continue;
      // Which chosen filters this scenario misses: none → it is listed; exactly one → it still counts for that facet.
      let misses = 0;
      let missed = -1;
      for (let f = 0; f < chosen.length; f++) {
        const want = chosen[f]!;
        if (want !== ANY && !codes[f]!.includes(want)) {
          misses++;
          missed = f;
        }
      }
      if (misses > 1) continue;
      if (misses === 0) items.push(summary);
      for (let f = 0; f < chosen.length; f++) {
        if (misses === 1 && missed !== f) continue;
        const count = counts[f]!;
        for (const code of codes[f]!) count[code]! += 1;
      }
    }
    const facets = Object.fromEntries(
      FACETS.map((facet, f) => [
        facet,
        Object.fromEntries(
          this.names[f]!.flatMap((name, code) => (counts[f]![code] ? [[name, counts[f]![code]]] : [])),
        ),
      ]),
    ) as LibraryFacets;
    return { items, facets };
  }

  private code(facet: number, value: string): number {
    const codes = this.codesOf[facet]!;
    let code = codes.get(value);
    if (code === undefined) {
      code = this.names[facet]!.push(value) - 1;
      codes.set(value, code);
    }
    return code;
  }
}
