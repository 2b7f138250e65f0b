// A multi-select shown as toggle chips (one checkbox each), for themes and content warnings.
import type { ReactNode } from 'react';

type Props<V extends string> = {
  legend: string;
  help?: ReactNode;
  options: readonly V[];
  labels: Record<string, string>;
  value: readonly V[];
  onChange: (next: V[]) => void;
  /** When set, unchosen chips are disabled once this many are chosen. */
  max?: number;
  error?: string | null;
  testId: string;
};

export function ChipGroup<V extends string>({
  legend,
  help,
  options,
  labels,
  value,
  onChange,
  max,
  error,
  testId,
}: Props<V>) {
  const full = max !== undefined && value.length >= max;
  const toggle = (option: V, on: boolean) =>
    onChange(on ? options.filter((o) => o === option || value.includes(o)) : value.filter((o) => o !== option));
  return (
    <fieldset className="field ed-chips" data-testid={testId}>
      <legend>{legend}</legend>
      {help && <small>{help}</small>}
      <div className="ed-chip-list">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label key={option} className={`chip ed-chip${checked ? ' selected' : ''}`}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={(e) => toggle(option, e.target.checked)}
                data-testid={`${testId}-${option}`}
              />
              <span>{labels[option] ?? option}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
