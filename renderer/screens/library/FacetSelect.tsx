// One library filter as a labelled <select>; each option shows how many scenarios choosing it would show.
import { useId } from 'react';

export type FacetOption = { value: string; label: string };

export function FacetSelect(props: {
  label: string;
  allLabel: string;
  value: string | undefined;
  options: FacetOption[];
  counts: Record<string, number>;
  /** Leave out options no scenario has (long lists such as themes). */
  hideEmpty?: boolean;
  onChange: (value: string) => void;
  testId: string;
}) {
  const id = useId();
  const shown = props.options.filter(
    (o) => !props.hideEmpty || (props.counts[o.value] ?? 0) > 0 || o.value === props.value,
  );
  return (
    <div className={`field lib-facet${props.value ? ' is-set' : ''}`}>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
      >
        <option value="">{props.allLabel}</option>
        {shown.map((o) => {
          const count = props.counts[o.value] ?? 0;
          return (
            // The count in brackets is a number, not wording, so it is not translated.
            <option key={o.value} value={o.value} disabled={count === 0 && o.value !== props.value}>
              {`${o.label} (${count})`}
            </option>
          );
        })}
      </select>
    </div>
  );
}
