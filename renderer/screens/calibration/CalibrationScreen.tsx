// Judge calibration (/calibration): for each AI judge x rubric item, how far the judge agrees with the
// supervisors' blind ratings, with interpretation bands; items under the instructor's threshold are
// marked advisory. Supervisors and instructors; instructors set the threshold.
import '../../styles/calibration.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalibrationRow } from '../../../shared/domain/review';
import { requireRubric, type RubricId } from '../../../shared/rubrics/registry';
import { useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { rubricText } from '../../components/rubricText';
import { useDateFormat } from '../library/useDateFormat';
import { SupervisionFrame } from '../review/SupervisionFrame';
import { isEnforced } from './advisory';
import { CalibrationEmpty } from './CalibrationEmpty';
import { JudgeTable } from './JudgeTable';
import { RubricTabs } from './RubricTabs';
import { RolePage } from '../../components/RolePage';
import { StatusText } from '../../components/StatusText';
import { StatsHelp } from './StatsHelp';
import { ThresholdPanel } from './ThresholdPanel';
import { useStatFormat } from './useStatFormat';

export function CalibrationScreen() {
  return (
    <RolePage screen="calibration">{(profile) => <Calibration canEdit={profile.role === 'instructor'} />}</RolePage>
  );
}

function Calibration({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [rubricId, setRubricId] = useState<RubricId>('rubric-b');
  // A report for another rubric is not shown while the chosen one loads; a new threshold refreshes it.
  const calibration = useApiQuery('calibration.report', { rubricId });
  const report = calibration.data ?? null;
  const error = calibration.error;
  const format = useStatFormat();
  const dateTime = useDateFormat();
  const rubric = requireRubric(rubricId);
  const judges = useMemo(() => groupByJudge(report?.rows ?? []), [report]);
  const enforced = report ? isEnforced(report.threshold) : true;

  return (
    <SupervisionFrame
      section="calibration"
      className="cal-page"
      header={{ title: t('calibration:title'), lead: t('calibration:lead') }}
    >
      <ErrorText error={error} />
      {report && <ThresholdPanel threshold={report.threshold} canEdit={canEdit} enforced={enforced} format={format} />}
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
        !error && <StatusText>{t('calibration:loading')}</StatusText>
      ) : judges.length === 0 ? (
        <CalibrationEmpty rubricName={rubricText(t).rubric(rubricId)} />
      ) : (
        judges.map((judge) => (
          <JudgeTable
            key={judge.judgeId}
            judge={judge}
            rubric={rubric}
            threshold={report.threshold}
            enforced={enforced}
            format={format}
          />
        ))
      )}
    </SupervisionFrame>
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
