// Rubric items as radio groups, grouped by the rubric's sheets.
export { named, RubricGroups, RubricOptions } from './RubricRating';
