// The text alternative to "By culture": a small table of the mean final scores per culture.
import { useTranslation } from 'react-i18next';
import type { ChartSet, CultureRow } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import type { Labels } from './rubricLabels';
import { SummaryTable } from './SummaryTable';
import type { HistoryFormat } from './useHistoryFormat';

type Props = { rubric: Rubric; set: ChartSet; rows: CultureRow[]; labels: Labels; format: HistoryFormat };

export function ByCultureSummary({ rubric, set, rows, labels, format }: Props) {
  const { t } = useTranslation();
  return (
    <SummaryTable
      testId="history-by-culture-summary"
      caption={t('history:byCulture.summaryCaption')}
      columns={[t('history:summary.culture'), ...set.keys.map((key) => labels.dimension(rubric, key))]}
      notes={[t('history:byCulture.note')]}
      lowerIsBetter={!set.higherIsBetter}
    >
      {rows.map((row) => (
        <tr key={row.cultureId}>
          <th scope="row">
            <span dir="auto">{labels.culture(row.cultureId, row.cultureName)}</span>
            <span className="hist-cell-note">{t('history:byCulture.attempts', { count: row.attempts })}</span>
          </th>
          {set.keys.map((key) => {
            const value = row.values[key];
            return <td key={key}>{typeof value === 'number' ? format.score(value) : t('history:missing')}</td>;
          })}
        </tr>
      ))}
    </SummaryTable>
  );
}
