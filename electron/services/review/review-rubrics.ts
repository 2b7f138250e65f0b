// Which rubrics a supervisor's review rates: the exercise's, and always the expert rubric (Rubric B).
import type { ExerciseConfig } from '../../../shared/domain/practice';

/** Supervisors always rate the final reply on the expert rubric (Rubric B), whatever the exercise scored. */
export const REVIEW_RUBRIC_ID = 'rubric-b';

/** The rubrics a review rates: the exercise's, then Rubric B when the exercise left it out. */
export const reviewRubricIds = (config: Pick<ExerciseConfig, 'rubricIds'>): string[] =>
  config.rubricIds.includes(REVIEW_RUBRIC_ID) ? [...config.rubricIds] : [...config.rubricIds, REVIEW_RUBRIC_ID];
