// What the Opened files screen calls an exercise or a feedback file, and what it says the file is for:
// a trainee and a supervisor or instructor are told different things.
import type { TFunction } from 'i18next';

export function exchangeFileText(t: TFunction, trainee: boolean) {
  return {
    exercise: {
      kind: t('openedExchange:kind.exercise'),
      intro: <p>{trainee ? t('openedExchange:exercise.forTrainee') : t('openedExchange:exercise.forStaff')}</p>,
    },
    feedback: {
      kind: t('openedExchange:kind.feedback'),
      intro: <p>{trainee ? t('openedExchange:feedback.forTrainee') : t('openedExchange:feedback.forStaff')}</p>,
    },
  };
}
