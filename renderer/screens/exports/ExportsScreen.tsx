// Exports (/exports): grades as CSV, the research export as JSONL (pseudonymous), a trainee's or an
// exercise's report as PDF, for a cohort and exercise. The screen shows exactly which fields the file
// will contain before anything is written, then creates it (with progress and cancel) and downloads it.
// Supervisors and instructors.
import '../../styles/dashboard.css';
import '../../styles/calibration.css';
import '../../styles/exports.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportKind } from '../../../shared/domain/review';
import { useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { RolePage } from '../../components/RolePage';
import { StatusText } from '../../components/StatusText';
import { useStatFormat } from '../calibration/useStatFormat';
import { ClassFilters, type ClassFilter } from '../dashboard/ClassFilters';
import { useClassOptions } from '../dashboard/useClassOptions';
import { SupervisionFrame } from '../review/SupervisionFrame';
import { CreateExport } from './CreateExport';
import { ExportKindPicker } from './ExportKindPicker';
import { ExportPreview } from './ExportPreview';
import { exportRequest } from './exportRequest';
import { exportText } from './exportText';
import { TraineePicker } from './TraineePicker';

export function ExportsScreen() {
  return <RolePage screen="exports">{() => <Exports />}</RolePage>;
}

function Exports() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ExportKind>('grades_csv');
  const [filter, setFilter] = useState<ClassFilter>({ cohort: '', exerciseId: null });
  const [traineeId, setTraineeId] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const { options, error: optionsError } = useClassOptions();
  const format = useStatFormat();
  const trainees = (options?.trainees ?? []).filter((p) => !filter.cohort || p.cohort === filter.cohort);
  const chosenTrainee = trainees.some((p) => p.id === traineeId) ? traineeId : null;
  const { request, missing } = exportRequest({
    kind,
    cohort: filter.cohort,
    exerciseId: filter.exerciseId,
    traineeId: chosenTrainee,
  });
  // What the chosen export will contain, asked again whenever the choice changes; nothing is written.
  const describe = useApiQuery('exports.describe', request);
  const description = describe.data ?? null;
  const { error } = describe;
  const loading = describe.isLoading;
  const text = exportText(t);

  return (
    <SupervisionFrame
      section="exports"
      className="exp-page"
      header={{ title: t('exports:title'), lead: t('exports:lead') }}
    >
      <ExportKindPicker value={kind} onChange={setKind} disabled={running} />
      <section className="exp-section" aria-labelledby="exp-scope-title">
        <h2 id="exp-scope-title">{t('exports:scopeTitle')}</h2>
        <ClassFilters
          options={options}
          value={filter}
          onChange={setFilter}
          testIdPrefix="exports-filter"
          exerciseRequired={kind === 'exercise_pdf'}
          disabled={running}
        >
          {kind === 'trainee_pdf' && (
            <TraineePicker
              trainees={trainees}
              value={chosenTrainee}
              onChange={setTraineeId}
              disabled={running || !options}
            />
          )}
        </ClassFilters>
        <ErrorText error={optionsError} />
      </section>
      <section className="exp-section card" aria-labelledby="exp-contents-title" data-testid="exports-contents">
        <h2 id="exp-contents-title">{t('exports:contentsTitle', { name: text.name[kind] })}</h2>
        {missing ? (
          <p className="exp-note" data-testid="exports-missing">
            {missing === 'trainee' ? t('exports:missing.trainee') : t('exports:missing.exercise')}
          </p>
        ) : description ? (
          <ExportPreview description={description} format={format} />
        ) : (
          loading && <StatusText>{t('exports:preview.loading')}</StatusText>
        )}
        <ErrorText error={error} />
        <CreateExport
          key={JSON.stringify(request)}
          request={description && request && description.rows > 0 ? request : null}
          onRunning={setRunning}
        />
      </section>
    </SupervisionFrame>
  );
}
