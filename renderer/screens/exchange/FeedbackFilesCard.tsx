// Supervisors and instructors: one feedback file per trainee with only that trainee's released
// reviews (final ratings, comments, overall comment), to hand back through the LMS.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackExport } from '../../../shared/exchange/types';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { downloadFile } from '../../components/downloadFile';

export function FeedbackFilesCard() {
  const { t } = useTranslation();
  const exercises = useApiQuery('exercises.list', { includeArchived: false });
  const profiles = useApiQuery('profiles.list', {});
  const exportFile = useApiMutation('exchange.exportFeedback');
  const [exerciseId, setExerciseId] = useState<number | null>(null);
  const [profileId, setProfileId] = useState<number | null>(null);
  const [file, setFile] = useState<FeedbackExport | null>(null);
  return (
    <section className="card exchange-card" aria-labelledby="feedback-files">
      <h2 id="feedback-files">{t('exchange:feedback.title')}</h2>
      <p className="muted">{t('exchange:feedback.intro')}</p>
      <label>
        {t('exchange:share.exercise')}
        <select
          value={exerciseId ?? ''}
          onChange={(e) => setExerciseId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('exchange:choose')}</option>
          {(exercises.data ?? []).map((e) => (
            <option key={e.id} value={e.id}>
              {e.title}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('exchange:submissions.trainee')}
        <select value={profileId ?? ''} onChange={(e) => setProfileId(e.target.value ? Number(e.target.value) : null)}>
          <option value="">{t('exchange:choose')}</option>
          {(profiles.data ?? [])
            .filter((p) => p.role === 'trainee')
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.displayName}
              </option>
            ))}
        </select>
      </label>
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
          <button type="button" onClick={() => downloadFile(file.fileName, file.content)}>
            {t('exchange:save', { file: file.fileName })}
          </button>
        </div>
      )}
    </section>
  );
}
