// History and progress (/history): the signed-in trainee's attempts with every version and its
// scores, charts of the scores per rubric dimension over time and by culture, and spotting F1.
import '../../styles/history.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { spotTimeline } from '../../../shared/practice/history-series';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { AttemptList } from './AttemptList';
import { ChangeTrends } from './ChangeTrends';
import { EmptyHistory } from './EmptyHistory';
import { RubricCharts } from './RubricCharts';
import { makeLabels } from './rubricLabels';
import { SpotChart } from './SpotChart';
import { useHistoryData } from './useHistoryData';
import { useHistoryFormat } from './useHistoryFormat';
import { PageHeader } from '../../components/layout/PageHeader';

export function HistoryScreen() {
  const { t, i18n } = useTranslation();
  const { profile } = useSession();
  const { data, error } = useHistoryData();
  const format = useHistoryFormat();
  const labels = useMemo(() => makeLabels(t, i18n.language), [t, i18n.language]);
  const spotPoints = useMemo(() => (data ? spotTimeline(data.attempts) : []), [data]);

  if (!profile) return <Navigate to="/" replace />;

  return (
    <div className="history" data-testid="history-screen">
      <PageHeader title={t('history:title')} lead={t('history:lead')} />
      <ErrorText error={error} />
      {!data ? (
        !error && (
          <p className="muted" role="status">
            {t('history:loading')}
          </p>
        )
      ) : data.attempts.length === 0 ? (
        <EmptyHistory />
      ) : (
        <>
          <ChangeTrends />
          <RubricCharts attempts={data.attempts} rubrics={data.rubrics} labels={labels} format={format} />
          {spotPoints.length > 0 && (
            <section className="hist-charts" aria-labelledby="hist-spot-section">
              <h2 id="hist-spot-section">{t('history:spot.sectionTitle')}</h2>
              <SpotChart points={spotPoints} labels={labels} format={format} />
            </section>
          )}
          <AttemptList attempts={data.attempts} rubrics={data.rubrics} labels={labels} format={format} />
        </>
      )}
    </div>
  );
}
