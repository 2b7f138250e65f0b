// One opened exercise file (.ccexercise): what it is, a preview (title, version, instructor and key
// fingerprint, scenarios, where its judges send text), then Open. A trainee finds it under Practice
// and is asked once for an email or LMS id; staff open it to take in its trainees' submissions.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OpenedFile } from '../../../shared/api/contract';
import type { ExercisePreview } from '../../../shared/exchange/types';
import { useApiMutation } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { ContactPrompt } from '../exchange/ContactPrompt';
import { OpenedFileHeader } from './OpenedFileHeader';
import { ExercisePreviewFacts, useExerciseStatusText } from '../exchange/ExercisePreviewFacts';

export function OpenedExerciseCard(props: {
  file: OpenedFile;
  trainee: boolean;
  /** The result once opened (kept by the screen after the file stops waiting). */
  result: ExercisePreview | null;
  onDismiss: () => void;
  onDone: (result: ExercisePreview) => void;
}) {
  const { t } = useTranslation();
  const { file, trainee, result } = props;
  const open = useApiMutation('files.importExercise');
  const [preview, setPreview] = useState<ExercisePreview | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (file.problem || result) return;
    open.mutateAsync({ id: file.id, dryRun: true }).then(setPreview, setError);
    // Previewed once per file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file.id, file.problem, result]);
  const statusText = useExerciseStatusText();
  const confirm = async () => {
    setError(null);
    try {
      props.onDone(await open.mutateAsync({ id: file.id, dryRun: false }));
    } catch (e) {
      setError(e);
    }
  };

  return (
    <OpenedFileHeader file={file} kind={t('openedExchange:kind.exercise')}>
      <p>{trainee ? t('openedExchange:exercise.forTrainee') : t('openedExchange:exercise.forStaff')}</p>
      {error !== null && <ErrorText error={error} />}
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
      {!result && (
        <div className="opened-actions">
          {preview && (
            <button
              type="button"
              className="button primary"
              disabled={open.isPending}
              onClick={() => void confirm()}
              data-testid="opened-open-exercise"
            >
              {trainee ? t('openedExchange:exercise.open') : t('openedExchange:exercise.openStaff')}
            </button>
          )}
          <button type="button" className="button secondary" onClick={props.onDismiss} data-testid="opened-dismiss">
            {t('opened:dismiss')}
          </button>
        </div>
      )}
    </OpenedFileHeader>
  );
}
