// Instructors: write an exercise as a signed file for trainees. The dialog says exactly what the
// file holds (scenarios with annotations and responses, steps, rubrics, judges' servers without any
// API key, the key fingerprint trainees can compare) before it is saved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExerciseFileExport } from '../../../shared/exchange/types';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { JudgeDestinations } from './JudgeDestinations';
import { downloadFile } from '../../components/downloadFile';

export function ShareExerciseCard() {
  const { t } = useTranslation();
  const exercises = useApiQuery('exercises.list', { includeArchived: false });
  const exportFile = useApiMutation('exchange.exportExercise');
  const [exerciseId, setExerciseId] = useState<number | null>(null);
  const [file, setFile] = useState<ExerciseFileExport | null>(null);
  return (
    <section className="card exchange-card" aria-labelledby="share-exercise">
      <h2 id="share-exercise">{t('exchange:share.title')}</h2>
      <label>
        {t('exchange:share.exercise')}
        <select
          value={exerciseId ?? ''}
          onChange={(e) => {
            setFile(null);
            setExerciseId(e.target.value ? Number(e.target.value) : null);
          }}
        >
          <option value="">{t('exchange:choose')}</option>
          {(exercises.data ?? []).map((e) => (
            <option key={e.id} value={e.id}>
              {e.title}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={exerciseId === null}
        onClick={() => exerciseId && void exportFile.mutateAsync({ exerciseId }).then(setFile, () => undefined)}
      >
        {t('exchange:share.prepare')}
      </button>
      {exportFile.error !== null && <ErrorText error={exportFile.error} />}
      {file && (
        <div data-testid="exercise-summary">
          <p>
            {t('exchange:share.holds', {
              title: file.summary.title,
              version: file.summary.version,
              scenarios: file.summary.scenarios,
              responses: file.summary.responses,
            })}
          </p>
          <JudgeDestinations judges={file.summary.judges} />
          {file.summary.judgesLeftOut.length > 0 && (
            <p>{t('exchange:share.leftOut', { judges: file.summary.judgesLeftOut.join(', ') })}</p>
          )}
          <p className="muted">{t('exchange:share.notIncluded')}</p>
          <p>
            {t('exchange:share.fingerprint')} <code dir="ltr">{file.summary.fingerprint}</code>
          </p>
          <button type="button" onClick={() => downloadFile(file.fileName, file.content)}>
            {t('exchange:save', { file: file.fileName })}
          </button>
        </div>
      )}
    </section>
  );
}
