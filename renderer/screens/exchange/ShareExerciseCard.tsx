// Instructors: write an exercise as a signed file for trainees. The dialog says exactly what the
// file holds (scenarios with annotations and responses, steps, rubrics, judges' servers without any
// API key, the key fingerprint trainees can compare) before it is saved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExerciseFileExport } from '../../../shared/exchange/types';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { JudgeDestinations } from './JudgeDestinations';
import { ExchangeCard } from './ExchangeCard';
import { IdSelect } from './IdSelect';
import { SaveFileButton } from './SaveFileButton';

export function ShareExerciseCard() {
  const { t } = useTranslation();
  const exercises = useApiQuery('exercises.list', { includeArchived: false });
  const exportFile = useApiMutation('exchange.exportExercise');
  const [exerciseId, setExerciseId] = useState<number | null>(null);
  const [file, setFile] = useState<ExerciseFileExport | null>(null);
  return (
    <ExchangeCard titleId="share-exercise" title={t('exchange:share.title')}>
      <IdSelect
        label={t('exchange:share.exercise')}
        value={exerciseId}
        options={(exercises.data ?? []).map((e) => ({ id: e.id, label: e.title }))}
        onChange={(id) => {
          setFile(null);
          setExerciseId(id);
        }}
      />
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
          <SaveFileButton file={file} />
        </div>
      )}
    </ExchangeCard>
  );
}
