// The class dashboard (/dashboard): for a cohort and exercise (or all), the score distribution per
// rubric item, scores by culture and week, which signals trainees miss when spotting, the strategy
// mix beside the adapted exemplars, and how far each AI judge agrees with supervisors. Every chart has
// a table beside it. Supervisors and instructors.
import '../../styles/history.css';
import '../../styles/calibration.css';
import '../../styles/dashboard.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartSets } from '../../../shared/practice/history-series';
import { calibrationThresholdSchema } from '../../../shared/domain/review';
import { requireRubric, type RubricId } from '../../../shared/rubrics/registry';
import { useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { RubricTabs } from '../calibration/RubricTabs';
import { RolePage } from '../../components/RolePage';
import { StatusText } from '../../components/StatusText';
import { makeLabels } from '../history/rubricLabels';
import { useHistoryFormat } from '../history/useHistoryFormat';
import { SupervisionFrame } from '../review/SupervisionFrame';
import { AgreementChart } from './AgreementChart';
import { ClassCounts } from './ClassCounts';
import { ClassFilters, type ClassFilter } from './ClassFilters';
import { CultureChart } from './CultureChart';
import { DashboardEmpty } from './DashboardEmpty';
import { DistributionChart } from './DistributionChart';
import { SetPicker } from '../../components/charts/SetPicker';
import { ProgressChart } from './ProgressChart';
import { SpottingChart } from './SpottingChart';
import { StrategyChart } from './StrategyChart';
import { useClassOptions } from './useClassOptions';

/** Without the instructor's threshold the agreement chart still draws, against the default minimum. */
const DEFAULT_THRESHOLD = calibrationThresholdSchema.parse({});

/** The charts of the chosen rubric's item set, in the order they stand. */
const SET_CHARTS = [DistributionChart, CultureChart, ProgressChart];

export function DashboardScreen() {
  return <RolePage screen="dashboard">{() => <Dashboard />}</RolePage>;
}

function Dashboard() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ClassFilter>({ cohort: '', exerciseId: null });
  const [rubricId, setRubricId] = useState<RubricId>('rubric-b');
  const [setIds, setSetIds] = useState<Partial<Record<RubricId, string>>>({});
  const { options, error: optionsError } = useClassOptions();
  const { cohort, exerciseId } = filter;
  const request = { ...(cohort ? { cohort } : {}), ...(exerciseId !== null ? { exerciseId } : {}) };
  // The previous figures stay on screen (marked as loading) until the new ones arrive.
  const query = useApiQuery('dashboard.class', request, { keepPrevious: true });
  const dashboard = query.data ?? null;
  const { error } = query;
  const loading = query.isPlaceholderData || query.isLoading;
  const threshold = useApiQuery('calibration.getThreshold', {}).data ?? DEFAULT_THRESHOLD;
  const format = useHistoryFormat();
  const labels = useMemo(() => makeLabels(t, i18n.language), [t, i18n.language]);
  const rubric = requireRubric(rubricId);
  const sets = useMemo(() => chartSets(rubric).filter((s) => s.kind === 'items'), [rubric]);
  const set = sets.find((s) => s.id === setIds[rubricId]) ?? sets[0];
  /** What every score chart is drawn from. */
  const charts = dashboard && { dashboard, rubric, labels, format };

  return (
    <SupervisionFrame
      section="dashboard"
      className="dash-page"
      busy={loading}
      header={{ title: t('dashboard:title'), lead: t('dashboard:lead') }}
    >
      <ClassFilters options={options} value={filter} onChange={setFilter} testIdPrefix="dashboard-filter" />
      <ErrorText error={error ?? optionsError} />
      {!charts ? (
        !error && <StatusText>{t('dashboard:loading')}</StatusText>
      ) : (
        <>
          <ClassCounts counts={charts.dashboard.counts} format={format} />
          {charts.dashboard.counts.attempts === 0 ? (
            <DashboardEmpty filtered={filter.cohort !== '' || filter.exerciseId !== null} />
          ) : (
            <>
              <section className="dash-section" aria-labelledby="dash-scores-title">
                <div className="spread-row dash-section-head">
                  <h2 id="dash-scores-title">{t('dashboard:scoresTitle')}</h2>
                  <RubricTabs
                    selected={rubricId}
                    onSelect={setRubricId}
                    label={t('dashboard:rubricSwitcher')}
                    testIdPrefix="dashboard-rubric"
                  />
                </div>
                <p className="dash-section-lead">{t('dashboard:scoresLead')}</p>
                {set && (
                  <>
                    <SetPicker
                      rubric={rubric}
                      sets={sets}
                      selected={set.id}
                      onSelect={(id) => setSetIds((all) => ({ ...all, [rubricId]: id }))}
                      labels={labels}
                      label={t('dashboard:set.label')}
                      testId="dashboard-set"
                    />
                    {SET_CHARTS.map((Chart, index) => (
                      <Chart key={index} {...charts} set={set} />
                    ))}
                  </>
                )}
                <AgreementChart {...charts} threshold={threshold} />
              </section>
              <section className="dash-section" aria-labelledby="dash-skills-title">
                <div className="spread-row dash-section-head">
                  <h2 id="dash-skills-title">{t('dashboard:skillsTitle')}</h2>
                </div>
                <SpottingChart {...charts} />
                <StrategyChart {...charts} />
              </section>
            </>
          )}
        </>
      )}
    </SupervisionFrame>
  );
}
