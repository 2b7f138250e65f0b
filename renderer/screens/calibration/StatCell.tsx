// One statistic in the calibration table: the number with its band badge (and 95% CI for the ICC),
// or, when there is no number, the reason in words. `note` replaces a statistic that does not apply.
import { useTranslation } from 'react-i18next';
import type { BandedStat, BandedStatWithCi } from '../../../shared/stats/calibrate';
import type { Stat } from '../../../shared/stats/result';
import { BandBadge } from './BandBadge';
import { statText } from './statText';
import type { StatFormat } from './useStatFormat';

export type StatCellValue = Stat | BandedStat | BandedStatWithCi | null;

type Props = {
  stat: StatCellValue;
  format: StatFormat;
  /** Shown instead when `stat` is null (the statistic does not apply here). */
  note?: string;
  signed?: boolean;
  testId: string;
};

const bandOf = (stat: Stat | BandedStat | BandedStatWithCi) => ('band' in stat ? stat.band : null);
const ciOf = (stat: Stat | BandedStat | BandedStatWithCi) => ('ci' in stat ? stat.ci : null);

export function StatCell({ stat, format, note, signed = false, testId }: Props) {
  const { t } = useTranslation();
  if (!stat) {
    return (
      <td className="cal-cell is-empty" data-testid={testId} data-state="not-applicable">
        <span className="cal-reason">{note}</span>
      </td>
    );
  }
  if (stat.value === null) {
    return (
      <td className="cal-cell is-empty" data-testid={testId} data-state="missing" data-reason={stat.reason}>
        <span className="cal-reason">{statText(t).reason(stat.reason)}</span>
      </td>
    );
  }
  const band = bandOf(stat);
  const ci = ciOf(stat);
  return (
    <td className="cal-cell" data-testid={testId} data-state="value" data-value={stat.value}>
      <span className="cal-value">{signed ? format.signed(stat.value) : format.coefficient(stat.value)}</span>
      {band && <BandBadge band={band} />}
      {ci && (
        <span className="cal-ci">
          {t('calibration:table.ci', {
            level: format.percent(ci.level),
            lower: format.coefficient(ci.lower),
            upper: format.coefficient(ci.upper),
          })}
        </span>
      )}
    </td>
  );
}
