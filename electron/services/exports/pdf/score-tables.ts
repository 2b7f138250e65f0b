// Pieces both PDF reports share: which rubric keys a table shows, a rubric's scales in words, the
// source of a scenario's scores, and the colours of a scale's options (worst to best).
import type { Rubric, Scale, ScaleOption } from '../../../../shared/rubrics/types';
import type { FinalItems } from '../final-scores';
import { scaleText } from '../fields';
import type { ReportText } from '../labels';

/** Item ids, then aggregate ids, of a rubric. */
export const rubricKeys = (rubric: Rubric): string[] => [
  ...rubric.items.map((i) => i.id),
  ...rubric.aggregates.map((a) => a.id),
];

export const keyName = (text: ReportText, rubric: Rubric, key: string): string =>
  rubric.items.some((i) => i.id === key) ? text.itemName(key) : text.aggregateName(key);

/** "Overly positive, Overly negative: Yes = 2, Somewhat = 1, No = 0; …" for the rubric's scales. */
export function scalesLine(text: ReportText, rubric: Rubric): string {
  const byScale = new Map<string, { scale: Scale; items: string[] }>();
  for (const item of rubric.items) {
    const entry = byScale.get(item.scale.id) ?? { scale: item.scale, items: [] };
    entry.items.push(text.itemName(item.id));
    byScale.set(item.scale.id, entry);
  }
  return [...byScale.values()].map((e) => `${text.list(e.items)}: ${scaleText(text, e.scale)}`).join('; ');
}

/** Who the scores of one scenario on one rubric came from: supervisors, the judges, or both. */
export function sourceOf(text: ReportText, items: FinalItems, rubricId: string): string {
  const sources = new Set(Object.values(items[rubricId] ?? {}).map((s) => s.source));
  if (sources.size === 2) return text.t('reports:source.both');
  if (sources.has('supervisor')) return text.t('reports:source.supervisor');
  return text.t('reports:source.judges');
}

const RAMP = ['#a33a2f', '#d9895b', '#c9b99a', '#6b9ea6', '#1d5c68'] as const;
const NOT_APPLICABLE = '#9e9a92';

/** Colour per option code: a ramp from the worst option (red) to the best (teal); options without a value in grey. */
export function optionColours(scale: Scale, higherIsBetter: boolean): Map<string, string> {
  const valued = scale.options
    .filter((o): o is ScaleOption & { value: number } => o.value !== null)
    .sort((a, b) => (higherIsBetter ? a.value - b.value : b.value - a.value));
  const colours = new Map<string, string>();
  valued.forEach((option, i) => {
    const position = valued.length === 1 ? RAMP.length - 1 : Math.round((i * (RAMP.length - 1)) / (valued.length - 1));
    colours.set(option.code, RAMP[position]!);
  });
  for (const option of scale.options) if (option.value === null) colours.set(option.code, NOT_APPLICABLE);
  return colours;
}

/** The option a scenario's score counts as in a distribution: the supervisor's option, else the nearest valued option. */
export function optionFor(scale: Scale, score: { score: number | null; option: string | null }): string | null {
  if (score.option !== null && scale.options.some((o) => o.code === score.option)) return score.option;
  if (score.score === null) return null;
  let best: ScaleOption | null = null;
  for (const option of scale.options) {
    if (option.value === null) continue;
    const distance = Math.abs(option.value - score.score);
    const bestDistance = best?.value === null || best === null ? Infinity : Math.abs(best.value - score.score);
    // Ties (a mean exactly between two options) go to the higher value.
    if (distance < bestDistance || (distance === bestDistance && option.value > (best?.value ?? -Infinity)))
      best = option;
  }
  return best?.code ?? null;
}
