// The box a chart shows for the point under the pointer or keyboard focus: a heading, a few facts
// and one row per line or bar with its colour. Missing values are named, never shown as 0. Facts
// follow the interface's direction; callers wrap user text (titles) in <bdi>.
import type { ReactNode } from 'react';
import { Swatch } from './Swatch';

export type TooltipRow = {
  key: string;
  name: string;
  colour: string;
  dash?: string;
  kind?: 'line' | 'bar';
  value: string;
};

export function ChartTooltip({ heading, facts, rows }: { heading: string; facts: ReactNode[]; rows: TooltipRow[] }) {
  return (
    <div className="hist-tooltip">
      <p className="hist-tooltip-heading">{heading}</p>
      {facts.map((fact, index) => (
        <p key={index} className="hist-tooltip-fact">
          {fact}
        </p>
      ))}
      {rows.length > 0 && (
        <ul className="hist-tooltip-rows">
          {rows.map((row) => (
            <li key={row.key}>
              <Swatch colour={row.colour} dash={row.dash} kind={row.kind} />
              <span className="hist-tooltip-name">{row.name}</span>
              <span className="hist-tooltip-value">{row.value}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
