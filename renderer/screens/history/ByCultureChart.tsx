// "By culture": per culture, the mean of each attempt's final scored version, one bar per item or
// aggregate of the chosen set. Cultures run right to left in Arabic and Hebrew.
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ChartSet, CultureRow } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { ByCultureSummary } from './ByCultureSummary';
import { ChartLegend } from './ChartLegend';
import { AXIS_LABEL, AXIS_TICK, GRID_STROKE, seriesColour } from './chartTheme';
import { ChartTooltip } from './ChartTooltip';
import type { Labels } from './rubricLabels';
import { scaleAxis } from './scaleAxis';
import type { HistoryFormat } from './useHistoryFormat';

type Props = { rubric: Rubric; set: ChartSet; rows: CultureRow[]; labels: Labels; format: HistoryFormat };

/** A bar at the bottom of the scale still shows as a sliver; a missing value draws nothing. */
const minBar = (value: unknown) => (typeof value === 'number' ? 3 : 0);

export function ByCultureChart({ rubric, set, rows, labels, format }: Props) {
  const { t } = useTranslation();
  const axis = scaleAxis(set, labels, format);
  const bars = set.keys.map((key, index) => ({
    key,
    name: labels.dimension(rubric, key),
    colour: seriesColour(index),
  }));
  const byCulture = new Map(rows.map((r) => [r.cultureId, r]));
  const data = rows.map((r) => ({
    cultureId: r.cultureId,
    ...Object.fromEntries(set.keys.map((k) => [k, r.values[k] ?? null])),
  }));
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
            key: bar.key,
            name: bar.name,
            colour: bar.colour,
            kind: 'bar' as const,
            value: typeof value === 'number' ? format.score(value) : t('history:missing'),
          };
        })}
      />
    );
  };

  return (
    <section className="hist-chart-card" aria-labelledby="hist-by-culture-title" data-testid="history-by-culture">
      <div className="hist-chart-main">
        <h3 id="hist-by-culture-title">{title}</h3>
        <ChartLegend label={t('history:legend')} entries={bars} kind="bar" />
        <p className="hist-axis-title" aria-hidden="true">
          {t('history:axis.meanFinalScore')}
        </p>
        <BarChart
          responsive
          className="hist-chart-canvas"
          data={data}
          margin={{ top: 12, right: 24, bottom: 8, left: 24 }}
          barGap={3}
          barCategoryGap="22%"
          title={title}
          desc={t('history:byCulture.desc')}
        >
          <CartesianGrid stroke={GRID_STROKE} vertical={false} />
          <XAxis
            dataKey="cultureId"
            type="category"
            reversed={format.rtl}
            tickFormatter={cultureOf}
            tick={AXIS_TICK}
            height={52}
            label={{ value: t('history:byCulture.xAxis'), position: 'insideBottom', ...AXIS_LABEL }}
          />
          <YAxis
            type="number"
            domain={axis.domain}
            ticks={axis.ticks}
            interval={0}
            tickFormatter={axis.label}
            tick={AXIS_TICK}
            orientation={format.rtl ? 'right' : 'left'}
            width="auto"
          />
          <Tooltip content={renderTooltip} cursor={{ fill: 'rgb(29 92 104 / 8%)' }} />
          {bars.map((bar) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.name}
              fill={bar.colour}
              minPointSize={minBar}
              maxBarSize={44}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </div>
      <ByCultureSummary rubric={rubric} set={set} rows={rows} labels={labels} format={format} />
    </section>
  );
}
