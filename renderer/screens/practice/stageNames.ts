// Translated names of an attempt's stages and of an exercise's steps (each key written out in full).
import type { TFunction } from 'i18next';
import type { AttemptStage, ExerciseStep } from '../../../shared/domain/practice';

export function stageNames(t: TFunction): Record<AttemptStage, string> {
  return {
    warning: t('practice:stage.warning'),
    spot: t('practice:stage.spot'),
    spot_review: t('practice:stage.spot_review'),
    emotions: t('practice:stage.emotions'),
    draft: t('practice:stage.draft'),
    feedback: t('practice:stage.feedback'),
    reveal: t('practice:stage.reveal'),
    critique: t('practice:stage.critique'),
    done: t('practice:stage.done'),
  };
}

export function stepNames(t: TFunction): Record<ExerciseStep, string> {
  return {
    spot: t('practice:step.spot'),
    emotions: t('practice:step.emotions'),
    draft: t('practice:step.draft'),
    reveal: t('practice:step.reveal'),
    critique: t('practice:step.critique'),
  };
}
