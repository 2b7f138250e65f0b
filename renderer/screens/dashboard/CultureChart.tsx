// "By culture": per culture, the class's mean final score on each item of the chosen set (grouped
// bars), with a table of the means and how many versions each rests on. Cultures run right to left
// in Arabic and Hebrew, with the score axis on the right.
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ClassDashboard } from '../../../shared/domain/review';
import type { ChartSet } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { ChartLegend } from '../history/ChartLegend';
import { AXIS_LABEL, AXIS_TICK, GRID_STROKE, seriesColour } from '../history/chartTheme';
import { ChartTooltip } from '../history/ChartTooltip';
import type { Labels } from '../history/rubricLabels';
import { scaleAxis } from '../history/scaleAxis';
import type { HistoryFormat } from '../history/useHistoryFormat';
import { ChartCard } from './ChartCard';
import { cultureSeries } from './dashboardSeries';

type Props = { dashboard: ClassDashboard; rubric: Rubric; set: ChartSet; labels: Labels; format: HistoryFormat };

const minBar = (value: unknown) => (typeof value === 'number' ? 3 : 0);

export function CultureChart({ dashboard, rubric, set, labels, format }: Props) {
  const { t } = useTranslation();
  const axis = scaleAxis(set, labels, format);
  const rows = cultureSeries(dashboard, rubric.id, set.keys);
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
  const cultureOf = (id: unknown) => {
    const row = byCulture.get(String(id));
    return row ? labels.culture(row.cultureId, row.cultureName) : String(id);
  };
  const title = t('dashboard:byCulture.title');
  const valueText = (value: number | null | undefined) =>
    typeof value === 'number' ? format.score(value) : t('dashboard:missing');

  const renderTooltip = ({ active, label }: TooltipContentProps) => {
    const row = byCulture.get(String(label));
    if (!active || !row) return null;
    return (
      <ChartTooltip
        heading={cultureOf(row.cultureId)}
        facts={[]}
        rows={bars.map((bar) => ({
          key: bar.key,
          name: `${bar.name} (${t('dashboard:nShort', { count: row.n[bar.key] ?? 0 })})`,
          colour: bar.colour,
          kind: 'bar' as const,
          value: valueText(row.values[bar.key]),
        }))}
      />
    );
  };

  const chart = (
    <>
      <ChartLegend label={t('dashboard:legend')} entries={bars} kind="bar" />
      <p className="dash-axis-title" aria-hidden="true">
        {t('dashboard:axis.meanScore')}
      </p>
      <BarChart
        responsive
        className="dash-canvas"
        data={data}
        margin={{ top: 12, right: 24, bottom: 8, left: 24 }}
        barGap={3}
        barCategoryGap="22%"
        title={title}
        desc={t('dashboard:byCulture.desc')}
      >
        <CartesianGrid stroke={GRID_STROKE} vertical={false} />
        <XAxis
          dataKey="cultureId"
          type="category"
          reversed={format.rtl}
          tickFormatter={cultureOf}
          tick={AXIS_TICK}
          height={52}
          label={{ value: t('dashboard:byCulture.xAxis'), position: 'insideBottom', ...AXIS_LABEL }}
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
        {/* Right to left, the first item's bar stands rightmost in each group, as in the key. */}
        {(format.rtl ? [...bars].reverse() : bars).map((bar) => (
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
    </>
  );

  const summary = (
    <>
      <div className="table-scroll">
        <table className="table dash-table" data-testid="dashboard-by-culture-table">
          <caption>{t('dashboard:byCulture.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard:table.culture')}</th>
              {bars.map((bar) => (
                <th key={bar.key} scope="col">
                  {bar.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.cultureId}>
                <th scope="row">
                  <span dir="auto">{cultureOf(row.cultureId)}</span>
                </th>
                {bars.map((bar) => (
                  <td key={bar.key}>
                    {valueText(row.values[bar.key])}
                    <span className="dash-cell-note">{t('dashboard:nShort', { count: row.n[bar.key] ?? 0 })}</span>
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
      id="dash-by-culture"
      testId="dashboard-by-culture"
      title={title}
      lead={t('dashboard:byCulture.lead')}
      empty={rows.length === 0 ? t('dashboard:byCulture.empty') : null}
      chart={chart}
      summary={summary}
    />
  );
}
