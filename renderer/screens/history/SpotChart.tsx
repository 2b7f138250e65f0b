// "Spotting the signals over time": the F1 of each attempt's spotted signals against the expert
// annotations, oldest attempt first, with a short summary beside it.
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { SpotPoint } from '../../../shared/practice/history-series';
import { ChartLegend } from './ChartLegend';
import { AXIS_LABEL, AXIS_TICK, GRID_STROKE, seriesColour } from './chartTheme';
import { ChartTooltip } from './ChartTooltip';
import type { Labels } from './rubricLabels';
import type { HistoryFormat } from './useHistoryFormat';

const TICKS = [0, 0.25, 0.5, 0.75, 1];

export function SpotChart({ points, labels, format }: { points: SpotPoint[]; labels: Labels; format: HistoryFormat }) {
  const { t } = useTranslation();
  const colour = seriesColour(2);
  const byAttempt = new Map(points.map((p) => [String(p.attemptId), p]));
  const data = points.map((p) => ({ attempt: String(p.attemptId), f1: p.f1 }));
  const title = t('history:spot.title');
  const first = points[0];
  const latest = points.at(-1);
  const best = points.reduce((max, p) => Math.max(max, p.f1), 0);

  const renderTooltip = ({ active, label }: TooltipContentProps) => {
    const point = byAttempt.get(String(label));
    if (!active || !point) return null;
    return (
      <ChartTooltip
        heading={format.dateTime(point.at)}
        facts={[
          <bdi key="exercise">{point.exerciseTitle}</bdi>,
          <span key="scenario">
            <bdi>{point.scenarioTitle}</bdi> · {labels.culture(point.cultureId, point.cultureName)}
          </span>,
        ]}
        rows={[{ key: 'f1', name: t('history:spot.f1'), colour, value: format.percent(point.f1) }]}
      />
    );
  };

  return (
    <section className="panel raised hist-chart-card" aria-labelledby="hist-spot-title" data-testid="history-spot">
      <div className="hist-chart-main">
        <h3 id="hist-spot-title">{title}</h3>
        <ChartLegend
          label={t('history:legend')}
          entries={[{ key: 'f1', name: t('history:spot.f1'), colour }]}
          kind="line"
        />
        <p className="hist-axis-title" aria-hidden="true">
          {t('history:spot.yAxis')}
        </p>
        <LineChart
          responsive
          className="hist-chart-canvas is-short"
          data={data}
          margin={{ top: 12, right: 24, bottom: 8, left: 24 }}
          title={title}
          desc={t('history:spot.desc')}
        >
          <CartesianGrid stroke={GRID_STROKE} vertical={false} />
          <XAxis
            dataKey="attempt"
            type="category"
            reversed={format.rtl}
            tickFormatter={(id: string) => {
              const point = byAttempt.get(id);
              return point ? format.shortDate(point.at) : '';
            }}
            tick={AXIS_TICK}
            height={52}
            interval="preserveStartEnd"
            minTickGap={12}
            padding={{ left: 28, right: 28 }}
            label={{ value: t('history:spot.xAxis'), position: 'insideBottom', ...AXIS_LABEL }}
          />
          <YAxis
            type="number"
            domain={[0, 1]}
            ticks={TICKS}
            interval={0}
            tickFormatter={format.percent}
            tick={AXIS_TICK}
            orientation={format.rtl ? 'right' : 'left'}
            width="auto"
          />
          <Tooltip content={renderTooltip} />
          <Line
            dataKey="f1"
            name={t('history:spot.f1')}
            type="linear"
            stroke={colour}
            strokeWidth={2.5}
            dot={{ r: 4, fill: colour, strokeWidth: 0 }}
            activeDot={{ r: 6 }}
            isAnimationActive={false}
          />
        </LineChart>
      </div>
      <div className="hist-summary">
        <dl className="term-grid hist-facts" data-testid="history-spot-summary">
          <dt>{t('history:spot.attempts')}</dt>
          <dd>{format.integer(points.length)}</dd>
          <dt>{t('history:summary.first')}</dt>
          <dd>{first ? format.percent(first.f1) : t('history:missing')}</dd>
          <dt>{t('history:summary.latest')}</dt>
          <dd>{latest ? format.percent(latest.f1) : t('history:missing')}</dd>
          <dt>{t('history:spot.best')}</dt>
          <dd>{format.percent(best)}</dd>
        </dl>
        <p className="hist-note">{t('history:spot.note')}</p>
      </div>
    </section>
  );
}
