// Judge calibration (/calibration): for each AI judge x rubric item, how far the judge agrees with the
// supervisors' blind ratings, with interpretation bands; items under the instructor's threshold are
// marked advisory. Supervisors and instructors; instructors set the threshold.
import '../../styles/calibration.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { CalibrationRow } from '../../../shared/domain/review';
import { requireRubric, type RubricId } from '../../../shared/rubrics/registry';
import { useApiQuery } from '../../api/hooks';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { rubricText } from '../../components/rubricText';
import { useDateFormat } from '../library/useDateFormat';
import { SupervisionNav } from '../review/SupervisionNav';
import { isEnforced } from './advisory';
import { CalibrationEmpty } from './CalibrationEmpty';
import { JudgeTable } from './JudgeTable';
import { RubricTabs } from './RubricTabs';
import { RoleGate } from '../../components/StateCard';
import { StatsHelp } from './StatsHelp';
import { ThresholdPanel } from './ThresholdPanel';
import { useStatFormat } from './useStatFormat';
import { PageHeader } from '../../components/layout/PageHeader';

export function CalibrationScreen() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const staff = profile?.role === 'supervisor' || profile?.role === 'instructor';
  const [rubricId, setRubricId] = useState<RubricId>('rubric-b');
  // A report for another rubric is not shown while the chosen one loads; a new threshold refreshes it.
  const calibration = useApiQuery('calibration.report', { rubricId }, { enabled: staff });
  const report = calibration.data ?? null;
  const error = calibration.error;
  const format = useStatFormat();
  const dateTime = useDateFormat();
  const rubric = requireRubric(rubricId);
  const judges = useMemo(() => groupByJudge(report?.rows ?? []), [report]);

  if (!profile) return <Navigate to="/" replace />;
  if (!staff)
    return (
      <RoleGate
        title={t('calibration:staffOnly.title')}
        body={t('calibration:staffOnly.body')}
        links={[
          { to: '/history', label: t('calibration:staffOnly.toProgress') },
          { to: '/', label: t('calibration:staffOnly.home') },
        ]}
        testId="calibration-staff-only"
      />
    );

  const enforced = report ? isEnforced(report.threshold) : true;

  return (
    <div className="cal-page" data-testid="calibration-screen">
      <SupervisionNav current="calibration" />
      <PageHeader title={t('calibration:title')} lead={t('calibration:lead')} />
      <ErrorText error={error} />
      {report && (
        <ThresholdPanel
          threshold={report.threshold}
          canEdit={profile.role === 'instructor'}
          enforced={enforced}
          format={format}
        />
      )}
      <StatsHelp />
      <div className="spread-row cal-toolbar">
        <RubricTabs
          selected={rubricId}
          onSelect={setRubricId}
          label={t('calibration:rubricSwitcher')}
          testIdPrefix="calibration-rubric"
        />
        {report && (
          <span className="cal-generated muted">
            {t('calibration:generatedAt', { time: dateTime(report.generatedAt) })}
          </span>
        )}
      </div>
      {!report ? (
        !error && (
          <p className="muted" role="status">
            {t('calibration:loading')}
          </p>
        )
      ) : judges.length === 0 ? (
        <CalibrationEmpty rubricName={rubricText(t).rubric(rubricId)} />
      ) : (
        judges.map((judge) => (
          <JudgeTable
            key={judge.judgeId}
            judgeId={judge.judgeId}
            judgeLabel={judge.judgeLabel}
            rows={judge.rows}
            rubric={rubric}
            threshold={report.threshold}
            enforced={enforced}
            format={format}
          />
        ))
      )}
    </div>
  );
}

function groupByJudge(
  rows: readonly CalibrationRow[],
): { judgeId: string; judgeLabel: string; rows: CalibrationRow[] }[] {
  const judges = new Map<string, { judgeId: string; judgeLabel: string; rows: CalibrationRow[] }>();
  for (const row of rows) {
    const judge = judges.get(row.judgeId) ?? { judgeId: row.judgeId, judgeLabel: row.judgeLabel, rows: [] };
    judge.rows.push(row);
    judges.set(row.judgeId, judge);
  }
  return [...judges.values()];
}
