// "Progress over time": the class's mean score per week on each item of the chosen set (one line per
// item, dashed patterns as a second cue), with a table of the weekly means and counts. Time runs right
// to left in Arabic and Hebrew, with the score axis on the right.
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ClassDashboard } from '../../../shared/domain/review';
import type { ChartSet } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { ChartLegend } from '../history/ChartLegend';
import { AXIS_LABEL, AXIS_TICK, GRID_STROKE, seriesColour, seriesDash } from '../history/chartTheme';
import { ChartTooltip } from '../history/ChartTooltip';
import type { Labels } from '../history/rubricLabels';
import { scaleAxis } from '../history/scaleAxis';
import type { HistoryFormat } from '../history/useHistoryFormat';
import { ChartCard } from './ChartCard';
import { weekSeries } from './dashboardSeries';
import { weekLabel } from './weekLabel';

type Props = { dashboard: ClassDashboard; rubric: Rubric; set: ChartSet; labels: Labels; format: HistoryFormat };

export function ProgressChart({ dashboard, rubric, set, labels, format }: Props) {
  const { t } = useTranslation();
  const axis = scaleAxis(set, labels, format);
  const weeks = weekSeries(dashboard, rubric.id, set.keys);
  const lines = set.keys.map((key, index) => ({
    key,
    name: labels.dimension(rubric, key),
    colour: seriesColour(index),
    dash: seriesDash(index),
  }));
  const byWeek = new Map(weeks.map((w) => [w.week, w]));
  const data = weeks.map((w) => ({
    week: w.week,
    ...Object.fromEntries(set.keys.map((k) => [k, w.values[k] ?? null])),
  }));
  const title = t('dashboard:overTime.title');
  const label = (week: unknown) => weekLabel(t, format, String(week));
  const valueText = (value: number | null | undefined) =>
    typeof value === 'number' ? format.score(value) : t('dashboard:missing');

  const renderTooltip = ({ active, label: week }: TooltipContentProps) => {
    const row = byWeek.get(String(week));
    if (!active || !row) return null;
    return (
      <ChartTooltip
        heading={label(row.week)}
        facts={[]}
        rows={lines.map((line) => ({
          key: line.key,
          name: `${line.name} (${t('dashboard:nShort', { count: row.n[line.key] ?? 0 })})`,
          colour: line.colour,
          dash: line.dash,
          value: valueText(row.values[line.key]),
        }))}
      />
    );
  };

  const chart = (
    <>
      <ChartLegend label={t('dashboard:legend')} entries={lines} kind="line" />
      <p className="dash-axis-title" aria-hidden="true">
        {t('dashboard:axis.meanScore')}
      </p>
      <LineChart
        responsive
        className="dash-canvas"
        data={data}
        margin={{ top: 12, right: 24, bottom: 8, left: 24 }}
        title={title}
        desc={t('dashboard:overTime.desc')}
      >
        <CartesianGrid stroke={GRID_STROKE} vertical={false} />
        <XAxis
          dataKey="week"
          type="category"
          reversed={format.rtl}
          tickFormatter={label}
          tick={AXIS_TICK}
          height={52}
          interval="preserveStartEnd"
          minTickGap={12}
          padding={{ left: 36, right: 36 }}
          label={{ value: t('dashboard:overTime.xAxis'), position: 'insideBottom', ...AXIS_LABEL }}
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
          allowDecimals
        />
        <Tooltip content={renderTooltip} />
        {lines.map((line) => (
          <Line
            key={line.key}
            dataKey={line.key}
            name={line.name}
            type="linear"
            stroke={line.colour}
            strokeWidth={2.5}
            strokeDasharray={line.dash || undefined}
            dot={{ r: 4, fill: line.colour, strokeWidth: 0 }}
            activeDot={{ r: 6 }}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </>
  );

  const summary = (
    <>
      <div className="table-scroll">
        <table className="table dash-table" data-testid="dashboard-over-time-table">
          <caption>{t('dashboard:overTime.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard:table.week')}</th>
              {lines.map((line) => (
                <th key={line.key} scope="col">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((row) => (
              <tr key={row.week}>
                <th scope="row">{label(row.week)}</th>
                {lines.map((line) => (
                  <td key={line.key}>
                    {valueText(row.values[line.key])}
                    <span className="dash-cell-note">{t('dashboard:nShort', { count: row.n[line.key] ?? 0 })}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!set.higherIsBetter && <p className="dash-note">{t('dashboard:lowerIsBetter')}</p>}
    </>
  );

  return (
    <ChartCard
      id="dash-over-time"
      testId="dashboard-over-time"
      title={title}
      lead={t('dashboard:overTime.lead')}
      empty={weeks.length === 0 ? t('dashboard:overTime.empty') : null}
      chart={chart}
      summary={summary}
    />
  );
}
