// "By culture": per culture, the mean of each attempt's final scored version, one bar per item or
// aggregate of the chosen set. Cultures run right to left in Arabic and Hebrew.
import type { TooltipContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ChartSet, CultureRow } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { ByCultureSummary } from './ByCultureSummary';
import { ChartTooltip } from './ChartTooltip';
import type { Labels } from './rubricLabels';
import { scaleAxis } from './scaleAxis';
import { ScoreChart } from './ScoreChart';
import { chartRows, scoreSeries } from './scoreSeries';
import type { HistoryFormat } from './useHistoryFormat';

type Props = { rubric: Rubric; set: ChartSet; rows: CultureRow[]; labels: Labels; format: HistoryFormat };

export function ByCultureChart({ rubric, set, rows, labels, format }: Props) {
  const { t } = useTranslation();
  const bars = scoreSeries(rubric, set, labels, 'bar');
  const byCulture = new Map(rows.map((r) => [r.cultureId, r]));
  const title = t('history:byCulture.title');
  const cultureOf = (id: unknown) => {
    const row = byCulture.get(String(id));
    return row ? labels.culture(row.cultureId, row.cultureName) : String(id);
  };

  const renderTooltip = ({ active, payload, label }: TooltipContentProps) => {
    const row = byCulture.get(String(label));
    if (!active || !row) return null;
    const values = new Map((payload ?? []).map((entry) => [String(entry.dataKey), entry.value]));
    return (
      <ChartTooltip
        heading={cultureOf(row.cultureId)}
        facts={[t('history:byCulture.attempts', { count: row.attempts })]}
        rows={bars.map((bar) => {
          const value = values.get(bar.key);
          return {
            ...bar,
            kind: 'bar' as const,
            value: typeof value === 'number' ? format.score(value) : t('history:missing'),
          };
        })}
      />
    );
  };

  return (
    <section
      className="panel raised hist-chart-card"
      aria-labelledby="hist-by-culture-title"
      data-testid="history-by-culture"
    >
      <div className="hist-chart-main">
        <h3 id="hist-by-culture-title">{title}</h3>
        <ScoreChart
          kind="bar"
          title={title}
          desc={t('history:byCulture.desc')}
          legendLabel={t('history:legend')}
          axisTitle={t('history:axis.meanFinalScore')}
          classes={{ axisTitle: 'hist-axis-title', canvas: 'hist-chart-canvas' }}
          series={bars}
          data={chartRows(rows, 'cultureId', (r) => r.cultureId, set.keys)}
          xKey="cultureId"
          xLabel={t('history:byCulture.xAxis')}
          xTick={{ text: cultureOf }}
          axis={scaleAxis(set, labels, format)}
          rtl={format.rtl}
          tooltip={renderTooltip}
        />
      </div>
      <ByCultureSummary rubric={rubric} set={set} rows={rows} labels={labels} format={format} />
    </section>
  );
}
