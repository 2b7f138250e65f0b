// The library's summaries as columns of small integers, for filtering and facet counting a
// department-sized library in a few milliseconds. Each value (culture, language, theme, risk,
// signal type, origin) is numbered once when the index is built; a filter then compares numbers
// and counts into typed arrays instead of reading every summary object and hashing its strings.
// The answers are exactly filterScenarios' (filter.ts), which stays the plain reference.
import type { LibraryFacets, LibraryFilter, ScenarioSummary } from '../../../shared/domain/library';

type Criteria = Omit<LibraryFilter, 'offset' | 'limit' | 'query'>;

export type IndexFilterOptions = {
  /** Leave out scenarios still waiting for their post text (what trainees are given). */
  withoutTextNeeded?: boolean;
  /** Only these scenario ids (a search's hits); all when absent. */
  only?: ReadonlySet<number>;
  /** Scenarios whose signal types count as none (what this person may not see yet). */
  withoutSignalTypes?: ReadonlySet<number>;
};

/** Numbers each distinct value in order of first appearance. */
class Dictionary {
  readonly names: string[] = [];
  private readonly numbers = new Map<string, number>();

  number(value: string): number {
    let n = this.numbers.get(value);
    if (n === undefined) {
      n = this.names.length;
      this.names.push(value);
      this.numbers.set(value, n);
    }
    return n;
  }

  /** The value's number, -1 for a value no scenario has, undefined when nothing is chosen. */
  chosen(value: string | undefined): number | undefined {
    if (!value) return undefined;
    return this.numbers.get(value) ?? -1;
  }
}

/** A list column: each scenario's values are `values[start[i]] … values[start[i + 1] - 1]`. */
type ListColumn = { start: Int32Array; values: Int32Array };

function listColumn(lists: readonly (readonly string[])[], dictionary: Dictionary): ListColumn {
  const start = new Int32Array(lists.length + 1);
  let total = 0;
  lists.forEach((list, i) => {
    start[i] = total;
    total += list.length;
  });
  start[lists.length] = total;
  const values = new Int32Array(total);
  let at = 0;
  for (const list of lists) for (const value of list) values[at++] = dictionary.number(value);
  return { start, values };
}

const hasValue = (column: ListColumn, i: number, value: number) => {
  for (let k = column.start[i]!; k < column.start[i + 1]!; k++) if (column.values[k] === value) return true;
  return false;
};

export class FacetIndex {
  private readonly cultures = new Dictionary();
  private readonly languages = new Dictionary();
  private readonly themeNames = new Dictionary();
  private readonly risks = new Dictionary();
  private readonly signalNames = new Dictionary();
  private readonly origins = new Dictionary();
  private readonly ids: Int32Array;
  private readonly culture: Int32Array;
  private readonly language: Int32Array;
  private readonly risk: Int32Array;
  private readonly origin: Int32Array;
  private readonly textNeeded: Uint8Array;
  private readonly themes: ListColumn;
  private readonly signals: ListColumn;

  constructor(private readonly summaries: readonly ScenarioSummary[]) {
    const n = summaries.length;
    this.ids = Int32Array.from(summaries, (s) => s.id);
    this.culture = Int32Array.from(summaries, (s) => this.cultures.number(s.cultureId));
    this.language = Int32Array.from(summaries, (s) => this.languages.number(s.language));
    this.risk = Int32Array.from(summaries, (s) => this.risks.number(s.risk));
    this.origin = Int32Array.from(summaries, (s) => this.origins.number(s.origin));
    this.textNeeded = new Uint8Array(n);
    summaries.forEach((s, i) => (this.textNeeded[i] = s.textNeeded ? 1 : 0));
    this.themes = listColumn(
      summaries.map((s) => s.themes),
      this.themeNames,
    );
    this.signals = listColumn(
      summaries.map((s) => s.signalTypes),
      this.signalNames,
    );
  }

  /** The matching summaries in library order and the facet counts (each facet without its own filter). */
  filter(criteria: Criteria, options: IndexFilterOptions = {}): { items: ScenarioSummary[]; facets: LibraryFacets } {
    const { only, withoutSignalTypes } = options;
    const withoutTextNeeded = options.withoutTextNeeded === true;
    const culture = this.cultures.chosen(criteria.culture);
    const language = this.languages.chosen(criteria.language);
    const theme = this.themeNames.chosen(criteria.theme);
    const risk = this.risks.chosen(criteria.risk);
    const signal = this.signalNames.chosen(criteria.signalType);
    const origin = this.origins.chosen(criteria.origin);
    const text = criteria.text === undefined ? undefined : criteria.text === 'needed' ? 1 : 0;
    const counts = {
      culture: new Int32Array(this.cultures.names.length),
      language: new Int32Array(this.languages.names.length),
      theme: new Int32Array(this.themeNames.names.length),
      risk: new Int32Array(this.risks.names.length),
      signal: new Int32Array(this.signalNames.names.length),
      origin: new Int32Array(this.origins.names.length),
      text: new Int32Array(2),
    };
    const items: ScenarioSummary[] = [];
    const noSignals = (i: number) => withoutSignalTypes !== undefined && withoutSignalTypes.has(this.ids[i]!);
    for (let i = 0; i < this.summaries.length; i++) {
      if (only && !only.has(this.ids[i]!)) continue;
      const needed = this.textNeeded[i]!;
      if (withoutTextNeeded && needed) continue;
      const cultureOk = culture === undefined || this.culture[i] === culture;
      const languageOk = language === undefined || this.language[i] === language;
      const themeOk = theme === undefined || hasValue(this.themes, i, theme);
      const riskOk = risk === undefined || this.risk[i] === risk;
      const signalOk = signal === undefined || (!noSignals(i) && hasValue(this.signals, i, signal));
      const originOk = origin === undefined || this.origin[i] === origin;
      const textOk = text === undefined || needed === text;
      const failures = +!cultureOk + +!languageOk + +!themeOk + +!riskOk + +!signalOk + +!originOk + +!textOk;
      if (failures > 1) continue;
      const every = failures === 0;
      if (every) {
        const summary = this.summaries[i]!;
        // What this person may not see yet is not in the answer either.
        items.push(noSignals(i) && summary.signalTypes.length > 0 ? { ...summary, signalTypes: [] } : summary);
      }
      if (every || !cultureOk) counts.culture[this.culture[i]!]! += 1;
      if (every || !languageOk) counts.language[this.language[i]!]! += 1;
      if (every || !themeOk)
        for (let k = this.themes.start[i]!; k < this.themes.start[i + 1]!; k++)
          counts.theme[this.themes.values[k]!]! += 1;
      if (every || !riskOk) counts.risk[this.risk[i]!]! += 1;
      if ((every || !signalOk) && !noSignals(i))
        for (let k = this.signals.start[i]!; k < this.signals.start[i + 1]!; k++)
          counts.signal[this.signals.values[k]!]! += 1;
      if (every || !originOk) counts.origin[this.origin[i]!]! += 1;
      if (every || !textOk) counts.text[needed]! += 1;
    }
    const named = (names: readonly string[], n: Int32Array) => {
      const out: Record<string, number> = {};
      names.forEach((name, k) => {
        if (n[k]! > 0) out[name] = n[k]!;
      });
      return out;
    };
    const textCounts: Record<string, number> = {};
    if (counts.text[0]! > 0) textCounts.available = counts.text[0]!;
    if (counts.text[1]! > 0) textCounts.needed = counts.text[1]!;
    return {
      items,
      facets: {
        culture: named(this.cultures.names, counts.culture),
        language: named(this.languages.names, counts.language),
        theme: named(this.themeNames.names, counts.theme),
        risk: named(this.risks.names, counts.risk),
        signalType: named(this.signalNames.names, counts.signal),
        origin: named(this.origins.names, counts.origin),
        text: textCounts,
      },
    };
  }
}
