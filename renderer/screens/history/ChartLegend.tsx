// The key under a chart's heading: one entry per line or bar, with the colour and dash it is drawn in
// (names isolated, as some are user text), and any further entries the chart draws itself.
import type { ReactNode } from 'react';
import { Swatch } from './Swatch';

export type LegendEntry = { key: string; name: string; colour: string; dash?: string };

type Props = { label: string; entries: LegendEntry[]; kind: 'line' | 'bar'; children?: ReactNode };

export function ChartLegend({ label, entries, kind, children }: Props) {
  return (
    <ul className="bare-list hist-legend" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <Swatch colour={entry.colour} dash={entry.dash} kind={kind} />
          <bdi>{entry.name}</bdi>
        </li>
      ))}
      {children}
    </ul>
  );
}
