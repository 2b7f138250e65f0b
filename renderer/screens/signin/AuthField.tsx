// One labelled input of the sign-in, join and setup forms: its help line and its error are tied to
// the input (aria-describedby), and an input with an error is marked invalid (aria-invalid).
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  help?: string;
  /** This field's own error (validation), shown under it. */
  error?: string | null;
  /** The id of an error shown elsewhere (a refused sign-in) that concerns this field too. */
  alsoDescribedBy?: string | null;
  testId: string;
};

export const AuthField = forwardRef<HTMLInputElement, Props>(function AuthField(
  { label, help, error, alsoDescribedBy, testId, ...input },
  ref,
) {
  const id = useId();
  const helpId = help ? `${id}-help` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, alsoDescribedBy, helpId].filter(Boolean).join(' ');
  return (
    <div className="field auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={ref}
        id={id}
        aria-invalid={error || alsoDescribedBy ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-testid={testId}
      />
      {error && (
        <p className="field-error auth-field-error" id={errorId!} data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
      {help && <small id={helpId!}>{help}</small>}
    </div>
  );
});
