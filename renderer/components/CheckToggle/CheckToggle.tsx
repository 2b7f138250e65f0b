// A single on/off choice written beside its box ("Show archived", "Only where the ratings differ",
// "Coaching on", "Sign the pack"); each screen gives its own row class.
import type { ReactNode } from 'react';

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The row's class (its screen's spacing). */
  className: string;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
};

export function CheckToggle({ checked, onChange, className, disabled, testId, children }: Props) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
        data-testid={testId}
      />
      <span>{children}</span>
    </label>
  );
}
