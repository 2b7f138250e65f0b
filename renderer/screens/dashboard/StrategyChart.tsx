// "Strategy mix": the share of sentences using each support strategy in the trainees' final replies
// beside the culturally adapted exemplar responses of the same scenarios (side-by-side bars), with a
// table of shares and sentence counts.
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ClassDashboard } from '../../../shared/domain/review';
import { vocab } from '../../components/vocab';
import { ChartLegend } from '../history/ChartLegend';
import { AXIS_LABEL, AXIS_TICK, GRID_STROKE, seriesColour } from '../history/chartTheme';
import { ChartTooltip } from '../history/ChartTooltip';
import type { HistoryFormat } from '../history/useHistoryFormat';
import { barEndLabel } from './barEndLabel';
import { ChartCard } from './ChartCard';
import { strategyRows } from './dashboardSeries';

const COLOURS = { trainees: seriesColour(0), exemplars: seriesColour(4) } as const;

export function StrategyChart({ dashboard, format }: { dashboard: ClassDashboard; format: HistoryFormat }) {
  const { t } = useTranslation();
  const v = vocab(t);
  const rows = strategyRows(dashboard);
  const byStrategy = new Map(rows.map((r) => [r.strategy, r]));
  const strategyName = (s: unknown) => v.strategy[String(s)] ?? String(s);
  const series = [
    { key: 'trainees' as const, name: t('dashboard:strategies.trainees'), colour: COLOURS.trainees },
    { key: 'exemplars' as const, name: t('dashboard:strategies.exemplars'), colour: COLOURS.exemplars },
  ];
  const traineeSentences = rows.reduce((sum, r) => sum + r.traineeSentences, 0);
  const exemplarSentences = rows.reduce((sum, r) => sum + r.exemplarSentences, 0);
  const max = Math.max(0.1, ...rows.flatMap((r) => [r.trainees ?? 0, r.exemplars ?? 0]));
  const top = Math.min(1, Math.ceil(max * 10) / 10);
  const ticks = Array.from({ length: Math.round(top * 10) + 1 }, (_, i) => i / 10).filter(
    (_, i, all) => all.length <= 6 || i % 2 === 0,
  );
  const title = t('dashboard:strategies.title');
  const shareText = (share: number | null) => (share === null ? t('dashboard:missing') : format.percent(share));

  const renderTooltip = ({ active, label }: TooltipContentProps) => {
    const row = byStrategy.get(String(label));
    if (!active || !row) return null;
    return (
      <ChartTooltip
        heading={strategyName(row.strategy)}
        facts={[]}
        rows={[
          {
            key: 'trainees',
            name: `${series[0]!.name} (${t('dashboard:strategies.sentences', { count: row.traineeSentences })})`,
            colour: COLOURS.trainees,
            kind: 'bar',
            value: shareText(row.trainees),
          },
          {
            key: 'exemplars',
            name: `${series[1]!.name} (${t('dashboard:strategies.sentences', { count: row.exemplarSentences })})`,
            colour: COLOURS.exemplars,
            kind: 'bar',
            value: shareText(row.exemplars),
          },
        ]}
      />
    );
  };

  const chart = (
    <>
      <ChartLegend label={t('dashboard:legend')} entries={series} kind="bar" />
      <BarChart
        responsive
        layout="vertical"
        className="dash-canvas"
        style={{ blockSize: `${rows.length * 3.2 + 5}rem` }}
        data={rows.map((r) => ({ strategy: r.strategy, trainees: r.trainees, exemplars: r.exemplars }))}
        margin={{ top: 8, right: 48, bottom: 8, left: 48 }}
        barGap={2}
        barCategoryGap="22%"
        title={title}
        desc={t('dashboard:strategies.desc')}
      >
        <CartesianGrid stroke={GRID_STROKE} horizontal={false} />
        <XAxis
          type="number"
          domain={[0, top]}
          ticks={ticks}
          interval={0}
          reversed={format.rtl}
          tickFormatter={format.percent}
          tick={AXIS_TICK}
          height={48}
          label={{ value: t('dashboard:strategies.xAxis'), position: 'insideBottom', ...AXIS_LABEL }}
        />
        <YAxis
          type="category"
          dataKey="strategy"
          tickFormatter={strategyName}
          tick={AXIS_TICK}
          orientation={format.rtl ? 'right' : 'left'}
          width="auto"
        />
        <Tooltip content={renderTooltip} cursor={{ fill: 'rgb(29 92 104 / 8%)' }} />
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.colour} maxBarSize={16} isAnimationActive={false}>
            <LabelList dataKey={s.key} content={barEndLabel(format.rtl, format.percent, '#3b4248', 11)} />
          </Bar>
        ))}
      </BarChart>
    </>
  );

  const summary = (
    <>
      <div className="table-scroll">
        <table className="table dash-table" data-testid="dashboard-strategies-table">
          <caption>{t('dashboard:strategies.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard:strategies.strategy')}</th>
              <th scope="col">{series[0]!.name}</th>
              <th scope="col">{series[1]!.name}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.strategy}>
                <th scope="row">{strategyName(row.strategy)}</th>
                <td>
                  {shareText(row.trainees)}
                  <span className="dash-cell-note">
                    {t('dashboard:strategies.sentences', { count: row.traineeSentences })}
                  </span>
                </td>
                <td>
                  {shareText(row.exemplars)}
                  <span className="dash-cell-note">
                    {t('dashboard:strategies.sentences', { count: row.exemplarSentences })}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="dash-note">{t('dashboard:strategies.note')}</p>
    </>
  );

  return (
    <ChartCard
      id="dash-strategies"
      testId="dashboard-strategies"
      title={title}
      lead={t('dashboard:strategies.lead')}
      empty={traineeSentences + exemplarSentences === 0 ? t('dashboard:strategies.empty') : null}
      chart={chart}
      summary={summary}
    />
  );
}
