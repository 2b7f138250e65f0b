// Checks a human rating against its rubric: the item must exist and the option must be on its scale;
// the stored score is the option's value on that scale (null for options without one, e.g. n/a).
import { findItem, getRubric } from '../../../shared/rubrics/registry';
import type { Rubric } from '../../../shared/rubrics/types';
import { AppError } from '../errors';

export function requireRatingRubric(rubricId: string): Rubric {
  const rubric = getRubric(rubricId);
  if (!rubric) throw new AppError('invalid_request', `There is no rubric called "${rubricId}".`);
  return rubric;
}

/** The numeric score of an option code on an item's scale; throws invalid_request for an unknown item or option. */
export function optionScore(rubric: Rubric, itemId: string, code: string): number | null {
  const item = findItem(rubric, itemId);
  if (!item) throw new AppError('invalid_request', `${rubric.name} has no item "${itemId}".`);
  const option = item.scale.options.find((o) => o.code === code);
  if (!option) {
    throw new AppError(
      'invalid_request',
      `"${code}" is not an option for ${item.name}; use one of ${item.scale.options.map((o) => o.code).join(', ')}.`,
    );
  }
  return option.value;
}
