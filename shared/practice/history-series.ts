// Shapes a trainee's history (practice.history) into chart series: per rubric, one point per scored
// version over time (item means over judges and the rubric's aggregates), the mean of each attempt's
// final scored version per culture, and spotting F1 over time. A missing score is never 0: items no
// judge could score are left out (null), and points with no score at all are not plotted.
import type { HistoryAttempt, HistoryScore } from '../domain/practice';
import { computeAggregates, meanOfPresent } from '../rubrics/aggregate';
import type { Rubric, RubricItem, Scale } from '../rubrics/types';

type HistoryVersion = HistoryAttempt['versions'][number];

/** Values by item id and aggregate id; null (or absent) when missing. */
export type SeriesValues = Record<string, number | null>;

export type TimelinePoint = {
  /** `${attemptId}:${versionNumber}`, unique over the history. */
  key: string;
  attemptId: number;
  versionId: number;
  versionNumber: number;
  submittedAt: string;
  exerciseTitle: string;
  scenarioTitle: string;
  cultureId: string;
  cultureName: string;
  values: SeriesValues;
};

export type CultureRow = {
  cultureId: string;
  cultureName: string;
  /** Attempts whose final scored version counts towards this row. */
  attempts: number;
  values: SeriesValues;
};

export type SpotPoint = {
  attemptId: number;
  /** When the attempt started (spotting is its first step). */
  at: string;
  exerciseTitle: string;
  scenarioTitle: string;
  cultureId: string;
  cultureName: string;
  f1: number;
};

/** A set of lines that share one scale, so they can share a y axis. */
export type ChartSet = {
  /** 'aggregates', or `${groupId}:${scaleId}`. */
  id: string;
  kind: 'aggregates' | 'items';
  /** The rubric group of the items; null for the aggregates. */
  groupId: string | null;
  /** Item ids or aggregate ids, in rubric order. */
  keys: string[];
  scale: Scale;
  /** False when a higher value is worse for every line in the set (e.g. Overly positive). */
  higherIsBetter: boolean;
};

export type ScaleTick = { value: number; code: string; label: string };

const isScore = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/** Per item of the rubric: the mean over the judges that scored it; items no judge scored are left out. */
export function itemMeans(scores: readonly HistoryScore[], rubricId: string): Record<string, number> {
  const byItem = new Map<string, (number | null)[]>();
  for (const s of scores) {
    if (s.rubricId !== rubricId) continue;
    const list = byItem.get(s.item) ?? [];
    list.push(s.score);
    byItem.set(s.item, list);
  }
  const means: Record<string, number> = {};
  for (const [item, values] of byItem) {
    const mean = meanOfPresent(values);
    if (mean !== null) means[item] = mean;
  }
  return means;
}

/** The version's item means and the rubric's aggregates; null when no item of the rubric has a score. */
export function versionValues(version: Pick<HistoryVersion, 'scores'>, rubric: Rubric): SeriesValues | null {
  const means = itemMeans(version.scores, rubric.id);
  const values: SeriesValues = {};
  let any = false;
  for (const item of rubric.items) {
    const mean = means[item.id];
    values[item.id] = isScore(mean) ? mean : null;
    if (isScore(mean)) any = true;
  }
  if (!any) return null;
  return { ...values, ...computeAggregates(rubric, means) };
}

const byTimeThenAttempt = (a: TimelinePoint, b: TimelinePoint) =>
  time(a.submittedAt) - time(b.submittedAt) || a.attemptId - b.attemptId || a.versionNumber - b.versionNumber;

/** One point per version scored on this rubric, oldest first. */
export function rubricTimeline(attempts: readonly HistoryAttempt[], rubric: Rubric): TimelinePoint[] {
  const points: TimelinePoint[] = [];
  for (const attempt of attempts) {
    for (const version of attempt.versions) {
      const values = versionValues(version, rubric);
      if (!values) continue;
      points.push({
        key: `${attempt.attemptId}:${version.number}`,
        attemptId: attempt.attemptId,
        versionId: version.id,
        versionNumber: version.number,
        submittedAt: version.submittedAt,
        exerciseTitle: attempt.exerciseTitle,
        scenarioTitle: attempt.scenarioTitle,
        cultureId: attempt.cultureId,
        cultureName: attempt.cultureName,
        values,
      });
    }
  }
  return points.sort(byTimeThenAttempt);
}

/** The attempt's latest version that has a score on this rubric, with its values; null when none has. */
export function finalScored(
  attempt: HistoryAttempt,
  rubric: Rubric,
): { version: HistoryVersion; values: SeriesValues } | null {
  const newestFirst = [...attempt.versions].sort((a, b) => b.number - a.number);
  for (const version of newestFirst) {
    const values = versionValues(version, rubric);
    if (values) return { version, values };
  }
  return null;
}

/**
 * Per culture: the mean over attempts of each attempt's final scored version, per item and
 * aggregate (missing values skipped). Cultures without any scored attempt are left out.
 */
export function rubricByCulture(attempts: readonly HistoryAttempt[], rubric: Rubric): CultureRow[] {
  const groups = new Map<string, { name: string; finals: SeriesValues[] }>();
  for (const attempt of attempts) {
    const final = finalScored(attempt, rubric);
    if (!final) continue;
    const group = groups.get(attempt.cultureId) ?? { name: attempt.cultureName, finals: [] };
    group.finals.push(final.values);
    groups.set(attempt.cultureId, group);
  }
  const keys = [...rubric.items.map((i) => i.id), ...rubric.aggregates.map((a) => a.id)];
  return [...groups.entries()]
    .map(([cultureId, { name, finals }]) => ({
      cultureId,
      cultureName: name,
      attempts: finals.length,
      values: Object.fromEntries(keys.map((key) => [key, meanOfPresent(finals.map((v) => v[key]))])),
    }))
    .sort((a, b) => (a.cultureId < b.cultureId ? -1 : a.cultureId > b.cultureId ? 1 : 0));
}

/** Spotting F1 per attempt that has one, oldest first. */
export function spotTimeline(attempts: readonly HistoryAttempt[]): SpotPoint[] {
  return attempts
    .filter((a): a is HistoryAttempt & { spotF1: number } => isScore(a.spotF1))
    .map((a) => ({
      attemptId: a.attemptId,
      at: a.startedAt,
      exerciseTitle: a.exerciseTitle,
      scenarioTitle: a.scenarioTitle,
      cultureId: a.cultureId,
      cultureName: a.cultureName,
      f1: a.spotF1,
    }))
    .sort((a, b) => time(a.at) - time(b.at) || a.attemptId - b.attemptId);
}

/** The scale an aggregate's values live on: the scale of its first item input, followed through aggregates. */
function aggregateScale(rubric: Rubric, id: string, seen: Set<string> = new Set()): Scale | null {
  const item = rubric.items.find((i) => i.id === id);
  if (item) return item.scale;
  const aggregate = rubric.aggregates.find((a) => a.id === id);
  if (!aggregate || seen.has(id)) return null;
  seen.add(id);
  for (const input of aggregate.inputs) {
    const scale = aggregateScale(rubric, input, seen);
    if (scale) return scale;
  }
  return null;
}

/**
 * The line sets a chart can show for the rubric: its aggregates first (when it has any), then per
 * group the items that share a scale, in rubric order. Every set has one scale, so one y axis.
 */
export function chartSets(rubric: Rubric): ChartSet[] {
  const sets: ChartSet[] = [];
  const aggregateKeys = rubric.aggregates.map((a) => a.id);
  const scale = aggregateKeys.length > 0 ? aggregateScale(rubric, aggregateKeys[0]!) : null;
  if (scale && aggregateKeys.every((key) => aggregateScale(rubric, key)?.id === scale.id)) {
    sets.push({
      id: 'aggregates',
      kind: 'aggregates',
      groupId: null,
      keys: aggregateKeys,
      scale,
      higherIsBetter: true,
    });
  }
  const itemSets = new Map<string, { groupId: string; scale: Scale; items: RubricItem[] }>();
  const groupOrder = new Map(rubric.groups.map((g, index) => [g.id, index]));
  const ordered = [...rubric.items].sort((a, b) => (groupOrder.get(a.group) ?? 0) - (groupOrder.get(b.group) ?? 0));
  for (const item of ordered) {
    const id = `${item.group}:${item.scale.id}`;
    const set = itemSets.get(id) ?? { groupId: item.group, scale: item.scale, items: [] };
    set.items.push(item);
    itemSets.set(id, set);
  }
  for (const [id, set] of itemSets) {
    sets.push({
      id,
      kind: 'items',
      groupId: set.groupId,
      keys: set.items.map((i) => i.id),
      scale: set.scale,
      higherIsBetter: set.items.some((i) => i.higherIsBetter),
    });
  }
  return sets;
}

/** The scale's options that carry a value, lowest value first (one per value), for y axis ticks. */
export function scaleTicks(scale: Scale): ScaleTick[] {
  const ticks = new Map<number, ScaleTick>();
  for (const option of scale.options) {
    if (option.value === null || ticks.has(option.value)) continue;
    ticks.set(option.value, { value: option.value, code: option.code, label: option.label });
  }
  return [...ticks.values()].sort((a, b) => a.value - b.value);
}

/** Attempts with the most recently started first. */
export function newestFirst(attempts: readonly HistoryAttempt[]): HistoryAttempt[] {
  return [...attempts].sort((a, b) => time(b.startedAt) - time(a.startedAt) || b.attemptId - a.attemptId);
}

/** The latest version of each rubric id in the list (rubrics.list may hold several versions). */
export function latestRubrics(rubrics: readonly Rubric[]): Rubric[] {
  const latest = new Map<string, Rubric>();
  for (const rubric of rubrics) {
    const known = latest.get(rubric.id);
    if (!known || rubric.version > known.version) latest.set(rubric.id, rubric);
  }
  return [...latest.values()];
}
