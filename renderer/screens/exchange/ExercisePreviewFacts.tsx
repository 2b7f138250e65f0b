// What an exercise file holds before it is opened: its status here, version, signing instructor with
// the key fingerprint, scenarios, a first-use note, and where its judges send text. The exchange
// screen and the Opened files card both show it.
import { useTranslation } from 'react-i18next';
import type { ExercisePreview } from '../../../shared/exchange/types';
import { JudgeDestinations } from './JudgeDestinations';

/** The status of an exercise file against what is here, in words. */
export function useExerciseStatusText(): Record<ExercisePreview['status'], string> {
  const { t } = useTranslation();
  return {
    new: t('exchange:openExercise.statusNew'),
    identical: t('exchange:openExercise.statusIdentical'),
    newer: t('exchange:openExercise.statusNewer'),
    older: t('exchange:openExercise.statusOlder'),
  };
}

type Props = {
  preview: ExercisePreview;
  heading: 'h3' | 'h4';
  /** Where the card has no heading of its own, the exercise's title is the first fact, under this label. */
  titleLabel?: string;
};

export function ExercisePreviewFacts({ preview, heading: Heading, titleLabel }: Props) {
  const { t } = useTranslation();
  const statusText = useExerciseStatusText();
  return (
    <>
      <dl className="facts">
        {titleLabel && (
          <>
            <dt>{titleLabel}</dt>
            <dd dir="auto">{preview.title}</dd>
          </>
        )}
        <dt>{t('exchange:openExercise.status')}</dt>
        <dd>{statusText[preview.status]}</dd>
        <dt>{t('exchange:openExercise.version')}</dt>
        <dd>{preview.version}</dd>
        <dt>{t('exchange:openExercise.from')}</dt>
        <dd>
          <span dir="auto">{preview.instructor.name}</span> · <code dir="ltr">{preview.instructor.fingerprint}</code>
        </dd>
        <dt>{t('exchange:openExercise.scenarios')}</dt>
        <dd dir="auto">{preview.scenarios.join(' · ')}</dd>
      </dl>
      {preview.firstUseOfKey && <p role="note">{t('exchange:openExercise.firstUse')}</p>}
      <Heading>{t('exchange:openExercise.judges')}</Heading>
      <JudgeDestinations judges={preview.judges} />
      <p className="muted">{t('exchange:openExercise.consentLater')}</p>
    </>
  );
}
