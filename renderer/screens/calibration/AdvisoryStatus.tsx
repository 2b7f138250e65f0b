// The status of one judge x item under the threshold: meets it, or advisory (hidden from trainees only
// when the instructor applies the threshold to trainees), with the reason in words.
import { useTranslation } from 'react-i18next';
import type { CalibrationRow, CalibrationThreshold } from '../../../shared/domain/review';
import { advisoryWhy } from './advisory';
import { statText } from './statText';
import type { StatFormat } from './useStatFormat';

type Props = { row: CalibrationRow; threshold: CalibrationThreshold; enforced: boolean; format: StatFormat };

export function AdvisoryStatus({ row, threshold, enforced, format }: Props) {
  const { t } = useTranslation();
  const why = advisoryWhy(row, threshold);
  const statistic = statText(t).thresholdStatistic(threshold.statistic);
  if (why.kind === 'meets') {
    return (
      <span className="cal-status is-ok" data-status="meets">
        <span aria-hidden="true">✓</span> {t('calibration:status.meets')}
      </span>
    );
  }
  const reason =
    why.kind === 'few_pairs'
      ? t('calibration:status.fewPairs', { count: why.needed, pairs: format.integer(why.pairs) })
      : why.kind === 'no_value'
        ? t('calibration:status.noValue', { statistic })
        : t('calibration:status.below', {
            statistic,
            value: format.coefficient(why.value),
            minimum: format.coefficient(why.minimum),
          });
  return (
    <span className="cal-status-wrap">
      <span className="cal-status is-advisory" data-status={enforced ? 'advisory-hidden' : 'advisory'}>
        <span aria-hidden="true">!</span>{' '}
        {enforced ? t('calibration:status.advisoryHidden') : t('calibration:status.advisory')}
      </span>
      <span className="cal-status-why">{reason}</span>
    </span>
  );
}
