// One opened exercise file (.ccexercise): what it is, a preview (title, version, instructor and key
// fingerprint, scenarios, where its judges send text), then Open. A trainee finds it under Practice
// and is asked once for an email or LMS id; staff open it to take in its trainees' submissions.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ExercisePreview } from '../../../shared/exchange/types';
import { api } from '../../api/client';
import { ContactPrompt } from '../exchange/ContactPrompt';
import { ExercisePreviewFacts, useExerciseStatusText } from '../exchange/ExercisePreviewFacts';
import { exchangeFileText } from './exchangeFileText';
import { OpenedFileCard, useOpenedPreview, type OpenedCardProps } from './OpenedFileCard';

export function OpenedExerciseCard(props: OpenedCardProps<ExercisePreview> & { trainee: boolean }) {
  const { t } = useTranslation();
  const { file, trainee, result } = props;
  const open = useOpenedPreview(file, !result, (dryRun) => api.call('files.importExercise', { id: file.id, dryRun }));
  const preview = open.preview;
  const statusText = useExerciseStatusText();

  return (
    <OpenedFileCard
      card={props}
      {...exchangeFileText(t, trainee).exercise}
      run={open}
      action={
        preview && {
          testId: 'opened-open-exercise',
          label: trainee ? t('openedExchange:exercise.open') : t('openedExchange:exercise.openStaff'),
          onClick: () => open.confirm(props.onDone),
        }
      }
    >
      {result ? (
        <>
          <p role="status" data-testid="opened-exercise-done">
            {result.status === 'new' || result.status === 'newer'
              ? t('exchange:openExercise.opened', { title: result.title })
              : statusText[result.status]}{' '}
            {trainee ? (
              <Link to="/practice">{t('openedExchange:exercise.toPractice')}</Link>
            ) : (
              <Link to="/exchange">{t('openedExchange:exercise.toExchange')}</Link>
            )}
          </p>
          {trainee && <ContactPrompt />}
        </>
      ) : (
        preview && (
          <div data-testid="opened-exercise-preview">
            <ExercisePreviewFacts preview={preview} heading="h3" titleLabel={t('openedExchange:exercise.title')} />
          </div>
        )
      )}
    </OpenedFileCard>
  );
}
