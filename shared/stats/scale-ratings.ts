// Ratings on a rubric scale: option codes or (possibly fractional) scores resolved to options, and grouped.
import type { Scale, ScaleOption } from '../rubrics/types';
import { isPresent, type Maybe } from './pairs';

/** A rating as callers have it: an option code ('agree', '4'), a numeric score (4, 3.62), or missing. */
export type RatingInput = Maybe<string | number>;

export type ResolvedRating =
  | { readonly kind: 'missing' }
  /** An unknown option code or a number on a scale without numeric options; left out and counted. */
  | { readonly kind: 'invalid' }
  | {
      readonly kind: 'rated';
      /** The option: the one named by the code, or the nearest numeric option to a score. */
      readonly option: ScaleOption;
      /** The number to use in numeric statistics: a score as given (unrounded), else the option's value (null for "not applicable"). */
      readonly score: number | null;
    };

export type RatedRating = Extract<ResolvedRating, { kind: 'rated' }>;

/**
 * The option whose numeric value is closest to `score`. An exact tie (3.5 between 3 and 4) goes to the
 * higher value, as Math.round does. Options without a value (not applicable) are never chosen.
 * Undefined when the scale has no numeric options or the score is not finite.
 */
export function nearestOption(scale: Scale, score: number): ScaleOption | undefined {
  if (!Number.isFinite(score)) return undefined;
  let best: ScaleOption | undefined;
  let bestDistance = Infinity;
  let bestValue = -Infinity;
  for (const option of scale.options) {
    if (option.value === null) continue;
    const distance = Math.abs(option.value - score);
    if (distance < bestDistance || (distance === bestDistance && option.value > bestValue)) {
      best = option;
      bestDistance = distance;
      bestValue = option.value;
    }
  }
  return best;
}

/**
 * Resolves a rating against the scale. A string must be one of the scale's option codes. A number is kept
 * as the score for numeric statistics and rounded to the nearest option for categorical ones (kappa, exact
 * agreement): this is how a judge's fractional expected score (from log-probabilities) is compared.
 */
export function resolveRating(scale: Scale, rating: RatingInput): ResolvedRating {
  if (!isPresent(rating)) return { kind: 'missing' };
  if (typeof rating === 'string') {
    const option = scale.options.find((o) => o.code === rating);
    return option ? { kind: 'rated', option, score: option.value } : { kind: 'invalid' };
  }
  const option = nearestOption(scale, rating);
  return option ? { kind: 'rated', option, score: rating } : { kind: 'invalid' };
}

/** True when some group joins two or more options; false for identity groups (1-5, yes/somewhat/no). */
export const hasGrouping = (scale: Scale): boolean => scale.groups.length < scale.options.length;

/**
 * Maps option codes through the scale's groups (Strongly agree and Agree -> agree; strong example and with
 * revision -> promising) so grouped agreement and kappa can be computed on the result. Missing or unknown
 * codes become null, which the statistics treat as missing.
 */
export function groupCodes(scale: Scale, codes: readonly Maybe<string>[]): (string | null)[] {
  const groups = new Map(scale.options.map((o) => [o.code, o.group]));
  return codes.map((code) => (isPresent(code) ? (groups.get(code) ?? null) : null));
}
