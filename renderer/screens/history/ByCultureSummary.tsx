// The text alternative to "By culture": a small table of the mean final scores per culture.
import { useTranslation } from 'react-i18next';
import type { ChartSet, CultureRow } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import type { Labels } from './rubricLabels';
import type { HistoryFormat } from './useHistoryFormat';

type Props = { rubric: Rubric; set: ChartSet; rows: CultureRow[]; labels: Labels; format: HistoryFormat };

export function ByCultureSummary({ rubric, set, rows, labels, format }: Props) {
  const { t } = useTranslation();
  return (
    <div className="hist-summary">
      <table className="table hist-summary-table" data-testid="history-by-culture-summary">
        <caption>{t('history:byCulture.summaryCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history:summary.culture')}</th>
            {set.keys.map((key) => (
              <th key={key} scope="col">
                {labels.dimension(rubric, key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
      <p className="hist-note">{t('history:byCulture.note')}</p>
      {!set.higherIsBetter && <p className="hist-note">{t('history:lowerIsBetter')}</p>}
    </div>
  );
}
