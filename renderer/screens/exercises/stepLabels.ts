// Translated names and one-line explanations of an exercise's steps, and of CuLEmo's emotion labels.
// Each key is written out in full so `npm run check:i18n` can see it.
import type { TFunction } from 'i18next';
import type { ExerciseStep } from '../../../shared/domain/practice';

export function stepLabels(t: TFunction): Record<ExerciseStep, { label: string; help: string }> {
  return {
    spot: { label: t('exercises:steps.spot.label'), help: t('exercises:steps.spot.help') },
    emotions: { label: t('exercises:steps.emotions.label'), help: t('exercises:steps.emotions.help') },
    draft: { label: t('exercises:steps.draft.label'), help: t('exercises:steps.draft.help') },
    reveal: { label: t('exercises:steps.reveal.label'), help: t('exercises:steps.reveal.help') },
    critique: { label: t('exercises:steps.critique.label'), help: t('exercises:steps.critique.help') },
  };
}

export function emotionLabels(t: TFunction): Record<string, string> {
  return {
    joy: t('exercises:emotion.joy'),
    fear: t('exercises:emotion.fear'),
    sadness: t('exercises:emotion.sadness'),
    anger: t('exercises:emotion.anger'),
    guilt: t('exercises:emotion.guilt'),
    neutral: t('exercises:emotion.neutral'),
  };
}
