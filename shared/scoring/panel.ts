// Judge panels: several judges' scores on one item summarised as mean, spread, SD and a disagreement flag.
import type { Scale } from '../rubrics/types';
import { mean, populationSd, presentValues } from './stats';

export type PanelMember = {
  judgeId: string;
  status: 'ok' | 'missing' | 'error';
  score: number | null;
  option: string | null;
};

export type PanelSummary = {
  /** Judges with a usable result (status ok). */
  scored: number;
  /** Judges whose result is missing or failed; they are left out of every statistic. */
  unscored: number;
  mean: number | null;
  min: number | null;
  max: number | null;
  /** max - min over the numeric scores. */
  spread: number | null;
  /** Population SD of the numeric scores. */
  sd: number | null;
  /** How many judges chose each option (scale order). */
  optionCounts: Record<string, number>;
  /** The option most judges chose; null on a tie for first place or with no options. */
  majorityOption: string | null;
  /**
   * Points scales: the spread reaches the scale's threshold (2 points on a 5-point scale).
   * Categorical scales: the judges did not all choose the same option.
   */
  disagreement: boolean;
};

const EPSILON = 1e-9;

export function summarisePanel(scale: Scale, members: readonly PanelMember[]): PanelSummary {
  const ok = members.filter((m) => m.status === 'ok');
  const values = presentValues(ok.map((m) => m.score));
  const optionCounts: Record<string, number> = Object.fromEntries(scale.options.map((o) => [o.code, 0]));
  for (const m of ok) if (m.option !== null && Object.hasOwn(optionCounts, m.option)) optionCounts[m.option]! += 1;
  const ranked = Object.entries(optionCounts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  const majorityOption =
    ranked.length > 0 && (ranked.length === 1 || ranked[0]![1] > ranked[1]![1]) ? ranked[0]![0] : null;
  const min = values.length ? Math.min(...values) : null;
  const max = values.length ? Math.max(...values) : null;
  const spread = min === null || max === null ? null : max - min;
  const disagreement =
    scale.kind === 'points'
      ? spread !== null && scale.disagreementSpread !== null && spread >= scale.disagreementSpread - EPSILON
      : ranked.length > 1;
  return {
    scored: ok.length,
    unscored: members.length - ok.length,
    mean: mean(values),
    min,
    max,
    spread,
    sd: populationSd(values),
    optionCounts,
    majorityOption,
    disagreement,
  };
}
