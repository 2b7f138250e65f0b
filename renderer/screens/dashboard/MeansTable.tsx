// The text alternative of a dashboard score chart: one row per week or culture, the mean of each item
// with how many versions it rests on, and a note when lower scores are better.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { ScoreSeries } from '../history/scoreSeries';
import type { HistoryFormat } from '../history/useHistoryFormat';
import { DashTable } from './DashTable';

type Row = { key: string; heading: ReactNode; values: Record<string, number | null>; n: Record<string, number> };

type Props = {
  testId: string;
  caption: string;
  firstColumn: string;
  series: ScoreSeries[];
  rows: Row[];
  lowerIsBetter: boolean;
  format: HistoryFormat;
};

export function MeansTable({ testId, caption, firstColumn, series, rows, lowerIsBetter, format }: Props) {
  const { t } = useTranslation();
  const valueText = (value: number | null | undefined) =>
    typeof value === 'number' ? format.score(value) : t('dashboard:missing');
  return (
    <DashTable
      testId={testId}
      caption={caption}
      columns={[firstColumn, ...series.map((s) => s.name)]}
      note={lowerIsBetter && t('dashboard:lowerIsBetter')}
    >
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row">{row.heading}</th>
          {series.map((s) => (
            <td key={s.key}>
              {valueText(row.values[s.key])}
              <span className="dash-cell-note">{t('dashboard:nShort', { count: row.n[s.key] ?? 0 })}</span>
            </td>
          ))}
        </tr>
      ))}
    </DashTable>
  );
}
