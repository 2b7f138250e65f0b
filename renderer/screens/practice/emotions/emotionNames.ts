// Translated names of CuLEmo's six emotions; an exercise's own emotions are shown as the instructor wrote them.
import type { TFunction } from 'i18next';

export function emotionNames(t: TFunction): Record<string, string> {
  return {
    joy: t('practice:emotions.name.joy'),
    fear: t('practice:emotions.name.fear'),
    sadness: t('practice:emotions.name.sadness'),
    anger: t('practice:emotions.name.anger'),
    guilt: t('practice:emotions.name.guilt'),
    neutral: t('practice:emotions.name.neutral'),
  };
}
