// A dashboard chart's frame: heading, one line on what it shows, the chart with its key, and the
// text alternative (a table with the counts) beside or below it; an empty state instead when there
// is nothing to draw.
import type { ReactNode } from 'react';

type Props = {
  id: string;
  title: string;
  lead: string;
  testId: string;
  /** Shown instead of chart and table when there is nothing to draw. */
  empty: string | null;
  chart: ReactNode;
  summary: ReactNode;
  /** 'side': table beside the chart on wide screens; 'stacked': table below (wide tables). */
  layout?: 'side' | 'stacked';
};

export function ChartCard({ id, title, lead, testId, empty, chart, summary, layout = 'side' }: Props) {
  const titleId = `${id}-title`;
  return (
    <section className="panel raised dash-card" aria-labelledby={titleId} data-testid={testId}>
      <header className="dash-card-head">
        <h3 id={titleId}>{title}</h3>
        <p className="dash-card-lead">{lead}</p>
      </header>
      {empty !== null ? (
        <p className="dash-no-data" data-testid={`${testId}-empty`}>
          {empty}
        </p>
      ) : (
        <div className={`dash-card-body is-${layout}`}>
          <div className="dash-chart">{chart}</div>
          <div className="dash-summary">{summary}</div>
        </div>
      )}
    </section>
  );
}
