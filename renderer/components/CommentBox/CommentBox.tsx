// The box a reader writes a comment in (a supervisor's comment on words or overall, a comment on a
// role-play turn): its label tied to the text area, free direction for any script, a length cap.
import { useId, type ReactNode } from 'react';

type Props = {
  label: ReactNode;
  /** How the label looks: a form field's, a quiet help line's, or read by screen readers only. */
  labelClassName: string;
  value: string;
  onChange: (text: string) => void;
  testId: string;
  rows?: number;
  maxLength?: number;
  /** The text area's own class. */
  className?: string;
  placeholder?: string;
};

export function CommentBox({
  label,
  labelClassName,
  value,
  onChange,
  testId,
  rows = 4,
  maxLength = 4000,
  ...rest
}: Props) {
  const id = useId();
  return (
    <>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      <textarea
        {...rest}
        id={id}
        rows={rows}
        value={value}
        maxLength={maxLength}
        dir="auto"
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </>
  );
}
