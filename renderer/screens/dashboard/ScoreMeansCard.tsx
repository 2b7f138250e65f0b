// A dashboard card of the class's mean scores on the chosen set: the score chart (lines per week or
// bars per culture, each item's tooltip naming how many versions its mean rests on) with the table
// of the same means and counts beside it, or the card's empty state when there is nothing to draw.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scoreSeries } from '../history/scoreSeries';
import { SetScoreChart, type SetChartContext } from '../history/SetScoreChart';
import { ChartCard } from './ChartCard';
import { MeansTable } from './MeansTable';

type Entry = { values: Record<string, number | null>; n: Record<string, number> };

type Props<T extends Entry> = {
  kind: 'line' | 'bar';
  id: string;
  testId: string;
  context: SetChartContext;
  text: {
    title: string;
    lead: string;
    empty: string;
    desc: string;
    xLabel: string;
    caption: string;
    firstColumn: string;
  };
  entries: readonly T[];
  xKey: string;
  xOf: (entry: T) => string;
  /** What an entry is called (tick, tooltip heading and table row). */
  name: (entry: T) => string;
  /** The table row's heading, when it needs more than the name (user text gets dir="auto"). */
  rowHeading?: (entry: T) => ReactNode;
};

export function ScoreMeansCard<T extends Entry>(props: Props<T>) {
  const { kind, context, text, entries, xOf, name } = props;
  const { t } = useTranslation();
  return (
    <ChartCard
      id={props.id}
      testId={props.testId}
      title={text.title}
      lead={text.lead}
      empty={entries.length === 0 ? text.empty : null}
      chart={
        <SetScoreChart
          kind={kind}
          scope="dashboard"
          context={context}
          text={{ title: text.title, desc: text.desc, axisTitle: t('dashboard:axis.meanScore'), xLabel: text.xLabel }}
          entries={entries}
          xKey={props.xKey}
          xOf={xOf}
          tick={{ text: name }}
          tooltip={{
            heading: name,
            name: (entry, item) => `${item.name} (${t('dashboard:nShort', { count: entry.n[item.key] ?? 0 })})`,
          }}
        />
      }
      summary={
        <MeansTable
          testId={`${props.testId}-table`}
          caption={text.caption}
          firstColumn={text.firstColumn}
          series={scoreSeries(context.rubric, context.set, context.labels, kind)}
          rows={entries.map((entry) => ({
            ...entry,
            key: xOf(entry),
            heading: props.rowHeading?.(entry) ?? name(entry),
          }))}
          lowerIsBetter={!context.set.higherIsBetter}
          format={context.format}
        />
      }
    />
  );
}
