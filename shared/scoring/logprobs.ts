// G-Eval scoring: the probability-weighted mean over a scale's options from the first token's log-probs.
import type { Scale } from '../rubrics/types';
import { matchOption } from './answer-match';

export type TokenLogprob = { token: string; logprob: number };

export type LogprobScore =
  | {
      status: 'ok';
      /** Probability-weighted mean of the option values; null when the most likely option has no value. */
      score: number | null;
      /** The most likely option. */
      option: string;
      /** Probability of every option, renormalised over the scale's valid options (sums to 1). */
      distribution: Record<string, number>;
      /** Probability mass the valid options had before renormalising (how sure the model was of the format). */
      coverage: number;
    }
  | {
      status: 'missing';
      reason: string;
      /** The mass the valid options had (0 when none appeared); below COVERAGE_FLOOR the reading is not used. */
      coverage: number;
    };

/**
 * Least probability mass the scale's options must have among the top tokens for the weighted mean to
 * be a score. Below it the model was mostly saying something else, and the text answer is read instead.
 */
export const COVERAGE_FLOOR = 0.5;

/**
 * Scores from the top log-probabilities of the first generated token. Tokens that name the same
 * option ("4", " 4", "4.", "٤") are summed; tokens naming no option are ignored and the rest
 * renormalised. When no option appears, or the options hold less than COVERAGE_FLOOR of the mass, the
 * result is missing (never 0), with the coverage kept.
 */
export function gEvalScore(
  scale: Scale,
  topLogprobs: readonly TokenLogprob[],
  floor: number = COVERAGE_FLOOR,
): LogprobScore {
  const mass = new Map<string, number>(scale.options.map((o) => [o.code, 0]));
  const seen = new Set<string>();
  for (const { token, logprob } of topLogprobs) {
    if (seen.has(token) || !Number.isFinite(logprob)) continue;
    seen.add(token);
    const option = matchOption(scale, token);
    if (option) mass.set(option.code, (mass.get(option.code) ?? 0) + Math.exp(logprob));
  }
  const total = [...mass.values()].reduce((a, b) => a + b, 0);
  if (!(total > 0)) return { status: 'missing', reason: 'no option of the scale among the top tokens', coverage: 0 };
  const coverage = Math.min(1, total);
  if (coverage < floor - 1e-9)
    return {
      status: 'missing',
      reason: `the scale's options had only ${Math.round(coverage * 100)}% of the probability (below ${Math.round(floor * 100)}%)`,
      coverage,
    };
  const distribution: Record<string, number> = {};
  let best = scale.options[0]!;
  for (const option of scale.options) {
    distribution[option.code] = (mass.get(option.code) ?? 0) / total;
    if (distribution[option.code]! > distribution[best.code]!) best = option;
  }
  let weighted = 0;
  let valued = 0;
  for (const option of scale.options) {
    if (option.value === null) continue;
    weighted += distribution[option.code]! * option.value;
    valued += distribution[option.code]!;
  }
  const score = best.value === null || valued === 0 ? null : weighted / valued;
  return { status: 'ok', score, option: best.code, distribution, coverage };
}
