// Supervisors and instructors: one feedback file per trainee with only that trainee's released
// reviews (final ratings, comments, overall comment), to hand back through the LMS.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackExport } from '../../../shared/exchange/types';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { ExchangeCard } from './ExchangeCard';
import { IdSelect } from './IdSelect';
import { SaveFileButton } from './SaveFileButton';

export function FeedbackFilesCard() {
  const { t } = useTranslation();
  const exercises = useApiQuery('exercises.list', { includeArchived: false });
  const profiles = useApiQuery('profiles.list', {});
  const exportFile = useApiMutation('exchange.exportFeedback');
  const [exerciseId, setExerciseId] = useState<number | null>(null);
  const [profileId, setProfileId] = useState<number | null>(null);
  const [file, setFile] = useState<FeedbackExport | null>(null);
  return (
    <ExchangeCard titleId="feedback-files" title={t('exchange:feedback.title')} intro={t('exchange:feedback.intro')}>
      <IdSelect
        label={t('exchange:share.exercise')}
        value={exerciseId}
        options={(exercises.data ?? []).map((e) => ({ id: e.id, label: e.title }))}
        onChange={setExerciseId}
      />
      <IdSelect
        label={t('exchange:submissions.trainee')}
        value={profileId}
        options={(profiles.data ?? [])
          .filter((p) => p.role === 'trainee')
          .map((p) => ({ id: p.id, label: p.displayName }))}
        onChange={setProfileId}
      />
      <button
        type="button"
        disabled={exerciseId === null || profileId === null}
        onClick={() =>
          exerciseId &&
          profileId &&
          void exportFile.mutateAsync({ exerciseId, profileId }).then(setFile, () => undefined)
        }
      >
        {t('exchange:feedback.prepare')}
      </button>
      {exportFile.error !== null && <ErrorText error={exportFile.error} />}
      {file && (
        <div>
          <p>{t('exchange:feedback.holds', { name: file.trainee, reviews: file.reviews, comments: file.comments })}</p>
          <SaveFileButton file={file} />
        </div>
      )}
    </ExchangeCard>
  );
}
