// What an import will write, worked out before any write lock is taken: new scenarios with their
// annotations and responses, scenarios a pack replaces, and texts filled into earlier imports.
// Also the cutting of annotations that go over the import limits, with a note of what was cut.
import type { ScenarioTitles } from '../../../shared/library/scenario-titles';
import type { Provenance, ScenarioSource, SpanKind } from '../../../shared/domain/library';
import { IMPORT_LIMITS } from '../../../shared/library/import-limits';
import type { AdaptationStrategy, RiskLevel, TextLanguage } from '../../../shared/domain/vocabulary';

export type PlannedSpan = {
  start: number | null;
  end: number | null;
  phrase: string;
  kind: SpanKind;
  label: string | null;
  annotator: 'expert' | 'trainee' | 'automatic';
  note: string;
};

export type PlannedResponse = {
  kind: 'peer' | 'exemplar' | 'generated';
  strategy: AdaptationStrategy | null;
  text: string | null;
  empathy: number | null;
  provenance: Provenance | Record<string, unknown>;
  spans: PlannedSpan[];
};

export type PlannedScenario = {
  uid: string;
  cultureId: string;
  title: string;
  language: TextLanguage;
  postText: string | null;
  demographics: Record<string, string>;
  themes: string[];
  contentWarnings: string[];
  risk: RiskLevel;
  source: ScenarioSource;
  provenance: Provenance | Record<string, unknown>;
  version: number;
  postSpans: PlannedSpan[];
  responses: PlannedResponse[];
  /** Titles in other interface languages (absent: a replaced scenario keeps its own). */
  titles?: ScenarioTitles;
  /** An existing scenario this one replaces, as it was when the plan was made (checked again at commit). */
  replaces?: { id: number; updatedAt: string };
};

/** Texts for a scenario imported earlier without them, with its phrase-only spans now anchored. */
export type PlannedFill = {
  scenarioId: number;
  postText: string;
  language: TextLanguage;
  /** The risk and content warnings after the text: never lower than before. */
  risk: RiskLevel;
  contentWarnings: string[];
  peer: { responseId: number; text: string } | null;
  anchors: { spanId: number; start: number | null; end: number | null }[];
};

export type PlannedCulture = { id: string; name: string; languages: string[]; notes: string; builtIn: boolean };

export type ImportPlan = {
  kind: 'culturecare' | 'pack';
  fileName: string;
  cultures: PlannedCulture[];
  scenarios: PlannedScenario[];
  fills: PlannedFill[];
  /** The undo record, given the ids of the scenarios created and the cultures actually added. */
  undoData: (created: number[], culturesAdded: string[]) => Record<string, unknown>;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Applies the limits to the annotations of one text: phrases over the limit are left out, then only
 * the first spansPerText are kept; spans whose offsets fall outside the text are left out. Returns the
 * kept spans and a sentence for each cut, prefixed with where (e.g. "post").
 */
export function trimSpans<T extends { phrase: string; start?: number | null; end?: number | null }>(
  spans: readonly T[],
  where: string,
  textLength: number | null,
): { kept: T[]; notes: string[] } {
  const notes: string[] = [];
  const shortEnough = spans.filter((s) => s.phrase.length <= IMPORT_LIMITS.phraseChars);
  const long = spans.length - shortEnough.length;
  if (long > 0) {
    notes.push(
      `${where}: ${plural(long, 'annotation with a phrase', 'annotations with phrases')} over ${IMPORT_LIMITS.phraseChars} characters left out`,
    );
  }
  const inside = shortEnough.filter(
    (s) => s.start === null || s.start === undefined || textLength === null || (s.end ?? 0) <= textLength,
  );
  if (inside.length < shortEnough.length) {
    notes.push(
      `${where}: ${plural(shortEnough.length - inside.length, 'annotation', 'annotations')} outside the text left out`,
    );
  }
  if (inside.length > IMPORT_LIMITS.spansPerText) {
    notes.push(`${where}: ${inside.length} annotations, the first ${IMPORT_LIMITS.spansPerText} kept`);
    return { kept: inside.slice(0, IMPORT_LIMITS.spansPerText), notes };
  }
  return { kept: inside, notes };
}
