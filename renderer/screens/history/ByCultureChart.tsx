// "By culture": per culture, the mean of each attempt's final scored version, one bar per item or
// aggregate of the chosen set. Cultures run right to left in Arabic and Hebrew.
import { useTranslation } from 'react-i18next';
import type { ChartSet, CultureRow } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { ByCultureSummary } from './ByCultureSummary';
import type { Labels } from './rubricLabels';
import { SetScoreChart } from './SetScoreChart';
import type { HistoryFormat } from './useHistoryFormat';

type Props = { rubric: Rubric; set: ChartSet; rows: CultureRow[]; labels: Labels; format: HistoryFormat };

export function ByCultureChart({ rubric, set, rows, labels, format }: Props) {
  const { t } = useTranslation();
  const title = t('history:byCulture.title');
  const cultureOf = (row: CultureRow) => labels.culture(row.cultureId, row.cultureName);

  return (
    <section
      className="panel raised hist-chart-card"
      aria-labelledby="hist-by-culture-title"
      data-testid="history-by-culture"
    >
      <div className="hist-chart-main">
        <h3 id="hist-by-culture-title">{title}</h3>
        <SetScoreChart
          kind="bar"
          scope="history"
          context={{ rubric, set, labels, format }}
          text={{
            title,
            desc: t('history:byCulture.desc'),
            axisTitle: t('history:axis.meanFinalScore'),
            xLabel: t('history:byCulture.xAxis'),
          }}
          entries={rows}
          xKey="cultureId"
          xOf={(row) => row.cultureId}
          tick={{ text: cultureOf }}
          tooltip={{
            heading: cultureOf,
            facts: (row) => [t('history:byCulture.attempts', { count: row.attempts })],
          }}
        />
      </div>
      <ByCultureSummary rubric={rubric} set={set} rows={rows} labels={labels} format={format} />
    </section>
  );
}
