// "Scores over time": one point per scored version, oldest first, one line per item or aggregate of
// the chosen set. Time runs right to left in Arabic and Hebrew, with the score axis on the right.
import type { XAxisTickContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ChartSet, TimelinePoint } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { AXIS_TICK, AXIS_TICK_MUTED } from './chartTheme';
import { OverTimeSummary } from './OverTimeSummary';
import type { Labels } from './rubricLabels';
import { SetScoreChart } from './SetScoreChart';
import type { HistoryFormat } from './useHistoryFormat';

type Props = { rubric: Rubric; set: ChartSet; points: TimelinePoint[]; labels: Labels; format: HistoryFormat };

export function OverTimeChart({ rubric, set, points, labels, format }: Props) {
  const { t } = useTranslation();
  const title = t('history:overTime.title');

  const renderTick = ({ x, y }: XAxisTickContentProps, point: TimelinePoint) => (
    <text x={x} y={y} textAnchor="middle" {...AXIS_TICK}>
      <tspan x={x} dy="1em">
        {format.shortDate(point.submittedAt)}
      </tspan>
      <tspan x={x} dy="1.25em" fill={AXIS_TICK_MUTED}>
        {t('history:overTime.versionTick', { number: point.versionNumber })}
      </tspan>
    </text>
  );

  const facts = (point: TimelinePoint) => [
    <bdi key="exercise">{point.exerciseTitle}</bdi>,
    <span key="scenario">
      <bdi>{point.scenarioTitle}</bdi> · {labels.culture(point.cultureId, point.cultureName)}
    </span>,
    t('history:versionNumber', { number: point.versionNumber }),
  ];

  return (
    <section
      className="panel raised hist-chart-card"
      aria-labelledby="hist-over-time-title"
      data-testid="history-over-time"
    >
      <div className="hist-chart-main">
        <h3 id="hist-over-time-title">{title}</h3>
        <SetScoreChart
          kind="line"
          scope="history"
          context={{ rubric, set, labels, format }}
          text={{
            title,
            desc: t('history:overTime.desc'),
            axisTitle: t('history:axis.meanScore'),
            xLabel: t('history:overTime.xAxis'),
          }}
          entries={points}
          xKey="key"
          xOf={(point) => point.key}
          tick={{ draw: renderTick }}
          xHeight={64}
          tooltip={{ heading: (point) => format.dateTime(point.submittedAt), facts }}
        />
      </div>
      <OverTimeSummary rubric={rubric} set={set} points={points} labels={labels} format={format} />
    </section>
  );
}
