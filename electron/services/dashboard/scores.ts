// The class's scores on the final versions of completed attempts: how often each option was given
// per rubric item, and the mean score per item by culture and by ISO week of completion. Means are
// over the versions with a numeric score (n); "not applicable" counts in the distribution only.
import type { ClassDashboard } from '../../../shared/domain/review';
import { getRubric } from '../../../shared/rubrics/registry';
import type { ItemValue } from './final-values';

export type ValuedAttempt = { cultureId: string; cultureName: string; week: string; values: ItemValue[] };

const key = (...parts: string[]) => parts.join('\u0000');

type Mean = { sum: number; n: number };
const addTo = (means: Map<string, Mean>, k: string, score: number | null) => {
  const m = means.get(k) ?? { sum: 0, n: 0 };
  if (score !== null) {
    m.sum += score;
    m.n += 1;
  }
  means.set(k, m);
};
const meanOf = (m: Mean): number | null => (m.n === 0 ? null : m.sum / m.n);

/** rubric id -> item ids in the rubric's order, for the rubrics that occur. */
function itemsInOrder(attempts: readonly ValuedAttempt[]): { rubricId: string; item: string }[] {
  const seen = new Set(attempts.flatMap((a) => a.values.map((v) => key(v.rubricId, v.item))));
  const rubricIds = [...new Set(attempts.flatMap((a) => a.values.map((v) => v.rubricId)))].sort();
  return rubricIds.flatMap((rubricId) =>
    (getRubric(rubricId)?.items ?? [])
      .filter((i) => seen.has(key(rubricId, i.id)))
      .map((i) => ({ rubricId, item: i.id })),
  );
}

export function scoreCharts(
  attempts: readonly ValuedAttempt[],
): Pick<ClassDashboard, 'distributions' | 'byCulture' | 'overTime'> {
  const items = itemsInOrder(attempts);
  const counts = new Map<string, Record<string, number>>();
  for (const { rubricId, item } of items) {
    const scale = getRubric(rubricId)!.items.find((i) => i.id === item)!.scale;
    counts.set(key(rubricId, item), Object.fromEntries(scale.options.map((o) => [o.code, 0])));
  }
  const byCulture = new Map<string, Mean>();
  const overTime = new Map<string, Mean>();
  const cultures = new Map<string, string>();
  for (const attempt of attempts) {
    cultures.set(attempt.cultureId, attempt.cultureName);
    for (const v of attempt.values) {
      const row = counts.get(key(v.rubricId, v.item));
      if (row && v.option !== null && Object.hasOwn(row, v.option)) row[v.option]! += 1;
      addTo(byCulture, key(attempt.cultureId, v.rubricId, v.item), v.score);
      addTo(overTime, key(attempt.week, v.rubricId, v.item), v.score);
    }
  }
  const cultureIds = [...cultures.keys()].sort((a, b) => (cultures.get(a) ?? a).localeCompare(cultures.get(b) ?? b));
  const weeks = [...new Set(attempts.map((a) => a.week))].sort();
  return {
    distributions: items.map(({ rubricId, item }) => ({ rubricId, item, counts: counts.get(key(rubricId, item))! })),
    byCulture: cultureIds.flatMap((cultureId) =>
      items.flatMap(({ rubricId, item }) => {
        const m = byCulture.get(key(cultureId, rubricId, item));
        return m
          ? [{ cultureId, cultureName: cultures.get(cultureId) ?? cultureId, rubricId, item, mean: meanOf(m), n: m.n }]
          : [];
      }),
    ),
    overTime: weeks.flatMap((week) =>
      items.flatMap(({ rubricId, item }) => {
        const m = overTime.get(key(week, rubricId, item));
        return m ? [{ week, rubricId, item, mean: meanOf(m), n: m.n }] : [];
      }),
    ),
  };
}
