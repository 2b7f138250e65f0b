// Pure transforms from the class dashboard's figures to chart rows: one rubric and one set of items
// sharing a scale at a time; spotting sorted from most missed; strategies in the ESConv order.
import type { ClassDashboard, CalibrationRow } from '../../../shared/domain/review';
import { SUPPORT_STRATEGIES } from '../../../shared/domain/vocabulary';
import type { Rubric, ScaleOption } from '../../../shared/rubrics/types';

export type DistributionRow = { item: string; counts: Record<string, number>; total: number };

/** Options of a scale from the lowest value to the highest; options without a value (not applicable) last. */
export function optionsInValueOrder(options: readonly ScaleOption[]): ScaleOption[] {
  return [...options].sort((a, b) => (a.value ?? Number.POSITIVE_INFINITY) - (b.value ?? Number.POSITIVE_INFINITY));
}

export function distributionRows(
  dashboard: ClassDashboard,
  rubricId: string,
  items: readonly string[],
): DistributionRow[] {
  return items.flatMap((item) => {
    const found = dashboard.distributions.find((d) => d.rubricId === rubricId && d.item === item);
    if (!found) return [];
    const total = Object.values(found.counts).reduce((sum, n) => sum + n, 0);
    return total > 0 ? [{ item, counts: found.counts, total }] : [];
  });
}

export type CultureSeries = {
  cultureId: string;
  cultureName: string;
  values: Record<string, number | null>;
  n: Record<string, number>;
};

export function cultureSeries(dashboard: ClassDashboard, rubricId: string, items: readonly string[]): CultureSeries[] {
  const byCulture = new Map<string, CultureSeries>();
  for (const row of dashboard.byCulture) {
    if (row.rubricId !== rubricId || !items.includes(row.item)) continue;
    const series = byCulture.get(row.cultureId) ?? {
      cultureId: row.cultureId,
      cultureName: row.cultureName,
      values: {},
      n: {},
    };
    series.values[row.item] = row.mean;
    series.n[row.item] = row.n;
    byCulture.set(row.cultureId, series);
  }
  return [...byCulture.values()].filter((s) => Object.values(s.n).some((n) => n > 0));
}

export type WeekSeries = { week: string; values: Record<string, number | null>; n: Record<string, number> };

export function weekSeries(dashboard: ClassDashboard, rubricId: string, items: readonly string[]): WeekSeries[] {
  const byWeek = new Map<string, WeekSeries>();
  for (const row of dashboard.overTime) {
    if (row.rubricId !== rubricId || !items.includes(row.item)) continue;
    const series = byWeek.get(row.week) ?? { week: row.week, values: {}, n: {} };
    series.values[row.item] = row.mean;
    series.n[row.item] = row.n;
    byWeek.set(row.week, series);
  }
  return [...byWeek.values()]
    .filter((s) => Object.values(s.n).some((n) => n > 0))
    .sort((a, b) => a.week.localeCompare(b.week));
}

export type SpottingRow = ClassDashboard['spotting'][number] & { key: string };

/** Signals with an expert count, the most missed (lowest recall) first; those with none after them. */
export function spottingRows(dashboard: ClassDashboard): SpottingRow[] {
  return dashboard.spotting
    .map((row) => ({ ...row, key: `${row.kind}:${row.label}` }))
    .sort((a, b) => (a.recall ?? 2) - (b.recall ?? 2) || b.expert - a.expert || a.label.localeCompare(b.label));
}

export type StrategyRow = {
  strategy: string;
  trainees: number | null;
  exemplars: number | null;
  traineeSentences: number;
  exemplarSentences: number;
};

export function strategyRows(dashboard: ClassDashboard): StrategyRow[] {
  const known = new Set<string>(SUPPORT_STRATEGIES);
  const extra = [...new Set(dashboard.strategyMix.map((m) => m.strategy).filter((s) => !known.has(s)))];
  const of = (source: 'trainees' | 'exemplars', strategy: string) =>
    dashboard.strategyMix.find((m) => m.source === source && m.strategy === strategy);
  return [...SUPPORT_STRATEGIES, ...extra].map((strategy) => {
    const trainees = of('trainees', strategy);
    const exemplars = of('exemplars', strategy);
    return {
      strategy,
      trainees: trainees ? trainees.share : null,
      exemplars: exemplars ? exemplars.share : null,
      traineeSentences: trainees?.sentences ?? 0,
      exemplarSentences: exemplars?.sentences ?? 0,
    };
  });
}

export type AgreementItem = { item: string; judges: Record<string, CalibrationRow> };

/** The agreement rows of one rubric, item by item in the rubric's order, each with its judges. */
export function agreementItems(
  rows: readonly CalibrationRow[],
  rubric: Rubric,
): { items: AgreementItem[]; judges: { id: string; label: string }[] } {
  const mine = rows.filter((r) => r.rubricId === rubric.id);
  const judges = [...new Map(mine.map((r) => [r.judgeId, { id: r.judgeId, label: r.judgeLabel }])).values()];
  const items = rubric.items.flatMap((item) => {
    const found = mine.filter((r) => r.item === item.id);
    return found.length > 0 ? [{ item: item.id, judges: Object.fromEntries(found.map((r) => [r.judgeId, r])) }] : [];
  });
  return { items, judges };
}
