// One option of a checklist in a form: the box, then the option's name and a help line under it
// (an exercise's steps, its judges, its coaching settings).
import type { ReactNode } from 'react';

type Props = {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
  label: ReactNode;
  help: ReactNode;
  /** Classes besides ex-check-label on the name (e.g. a judge's line with its badge). */
  labelClassName?: string;
};

export function CheckOption({ checked, disabled, onChange, testId, label, help, labelClassName }: Props) {
  return (
    <label className="ex-check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <span className="ex-check-text">
        <span className={labelClassName ? `ex-check-label ${labelClassName}` : 'ex-check-label'}>{label}</span>
        <span className="ex-check-help">{help}</span>
      </span>
    </label>
  );
}
