// The text alternative to "Scores over time": per line, the first and the latest score and how many
// versions were scored on it.
import { useTranslation } from 'react-i18next';
import type { ChartSet, TimelinePoint } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { DataTable } from '../../components/DataTable/DataTable';
import type { Labels } from './rubricLabels';
import type { HistoryFormat } from './useHistoryFormat';

type Props = { rubric: Rubric; set: ChartSet; points: TimelinePoint[]; labels: Labels; format: HistoryFormat };

export function OverTimeSummary({ rubric, set, points, labels, format }: Props) {
  const { t } = useTranslation();
  const show = (value: number | undefined) => (value === undefined ? t('history:missing') : format.score(value));
  return (
    <div className="hist-summary">
      <DataTable
        className="table hist-summary-table"
        testId="history-over-time-summary"
        caption={t('history:overTime.summaryCaption')}
        columns={[
          t('history:summary.dimension'),
          t('history:summary.first'),
          t('history:summary.latest'),
          t('history:summary.versions'),
        ]}
      >
        {set.keys.map((key) => {
          const scored = points.flatMap((p) => {
            const value = p.values[key];
            return typeof value === 'number' ? [value] : [];
          });
          return (
            <tr key={key}>
              <th scope="row">{labels.dimension(rubric, key)}</th>
              <td>{show(scored[0])}</td>
              <td>{show(scored.at(-1))}</td>
              <td>{format.integer(scored.length)}</td>
            </tr>
          );
        })}
      </DataTable>
      {!set.higherIsBetter && <p className="hist-note">{t('history:lowerIsBetter')}</p>}
    </div>
  );
}
