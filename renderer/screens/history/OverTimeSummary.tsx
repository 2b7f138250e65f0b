// The text alternative to "Scores over time": per line, the first and the latest score and how many
// versions were scored on it.
import { useTranslation } from 'react-i18next';
import type { ChartSet, TimelinePoint } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import type { Labels } from './rubricLabels';
import { SummaryTable } from './SummaryTable';
import type { HistoryFormat } from './useHistoryFormat';

type Props = { rubric: Rubric; set: ChartSet; points: TimelinePoint[]; labels: Labels; format: HistoryFormat };

export function OverTimeSummary({ rubric, set, points, labels, format }: Props) {
  const { t } = useTranslation();
  const show = (value: number | undefined) => (value === undefined ? t('history:missing') : format.score(value));
  /** The columns after the line's name, each read from the scores on that line, oldest first. */
  const columns = [
    { heading: t('history:summary.first'), cell: (scored: number[]) => show(scored[0]) },
    { heading: t('history:summary.latest'), cell: (scored: number[]) => show(scored.at(-1)) },
    { heading: t('history:summary.versions'), cell: (scored: number[]) => format.integer(scored.length) },
  ];
  return (
    <SummaryTable
      testId="history-over-time-summary"
      caption={t('history:overTime.summaryCaption')}
      columns={[t('history:summary.dimension'), ...columns.map((column) => column.heading)]}
      lowerIsBetter={!set.higherIsBetter}
    >
      {set.keys.map((key) => {
        const scored = points.flatMap((p) => {
          const value = p.values[key];
          return typeof value === 'number' ? [value] : [];
        });
        return (
          <tr key={key}>
            <th scope="row">{labels.dimension(rubric, key)}</th>
            {columns.map((column) => (
              <td key={column.heading}>{column.cell(scored)}</td>
            ))}
          </tr>
        );
      })}
    </SummaryTable>
  );
}
