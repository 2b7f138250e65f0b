// Where "Continue" leads from a stage: the next stage of this attempt, when it can be reached by advancing.
import { practiceStageTargets, type AttemptStage, type ExerciseConfig } from '../../../../shared/domain/practice';
import { canAdvance, nextStage } from '../../../../shared/practice/stages';

export type StageTarget = (typeof practiceStageTargets)[number];

const isTarget = (stage: AttemptStage): stage is StageTarget =>
  (practiceStageTargets as readonly string[]).includes(stage);

/** The stage practice.advance should move to from `stage`, or null when advancing is not how this stage is left. */
export function continueTarget(config: ExerciseConfig, stage: AttemptStage): StageTarget | null {
  const next = nextStage(config, stage);
  return isTarget(next) && canAdvance(config, stage, next) ? next : null;
}
