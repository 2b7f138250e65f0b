// One option of a checklist in a form: the box (or, in a group of radio options, the radio), then the
// option's name and a help line under it (an exercise's steps, its judges, its coaching settings, who
// sees its scores).
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
  /** A radio option of the group `name` instead of a checkbox. */
  radio?: { name: string };
};

export function CheckOption({ checked, disabled, onChange, testId, label, help, labelClassName, radio }: Props) {
  return (
    <label className="ex-check">
      <input
        type={radio ? 'radio' : 'checkbox'}
        name={radio?.name}
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
