// The key under a chart's heading: one entry per line or bar, with the colour and dash it is drawn in.
import { Swatch } from './Swatch';

export type LegendEntry = { key: string; name: string; colour: string; dash?: string };

export function ChartLegend({ label, entries, kind }: { label: string; entries: LegendEntry[]; kind: 'line' | 'bar' }) {
  return (
    <ul className="bare-list hist-legend" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <Swatch colour={entry.colour} dash={entry.dash} kind={kind} />
          <span>{entry.name}</span>
        </li>
      ))}
    </ul>
  );
}
