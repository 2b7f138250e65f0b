// One labelled form field in the app's usual layout: the label text, the control, a help line and
// the field's own error (announced). FieldInput and FieldTextArea add the control itself, marked
// invalid while the field has an error, so a form lists only what differs between its fields.
import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

type FrameProps = {
  label: ReactNode;
  help?: ReactNode;
  /** This field's own error, shown under it (role="alert"). */
  error?: string | null;
  className?: string;
};

type FieldProps = FrameProps & {
  children: ReactNode;
  /** The help line's id, for the control's aria-describedby. */ helpId?: string;
};

export function FormField({ label, help, error, className, children, helpId }: FieldProps) {
  return (
    <label className={className ? `field ${className}` : 'field'}>
      <span>{label}</span>
      {children}
      {help && <small id={helpId}>{help}</small>}
      <FieldError text={error} />
    </label>
  );
}

/** A field's own error line, announced when it appears; nothing without one. */
export function FieldError({ text }: { text?: string | null }) {
  return text ? (
    <span className="field-error" role="alert">
      {text}
    </span>
  ) : null;
}

type ControlProps = FrameProps & { testId: string; fieldClassName?: string };

export const FieldInput = forwardRef<HTMLInputElement, ControlProps & InputHTMLAttributes<HTMLInputElement>>(
  function FieldInput({ label, help, error, fieldClassName, testId, ...input }, ref) {
    return (
      <FormField label={label} help={help} error={error} className={fieldClassName}>
        <input {...input} ref={ref} aria-invalid={error ? true : undefined} data-testid={testId} />
      </FormField>
    );
  },
);

export const FieldTextArea = forwardRef<
  HTMLTextAreaElement,
  ControlProps & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function FieldTextArea({ label, help, error, fieldClassName, testId, ...textarea }, ref) {
  return (
    <FormField label={label} help={help} error={error} className={fieldClassName}>
      <textarea {...textarea} ref={ref} aria-invalid={error ? true : undefined} data-testid={testId} />
    </FormField>
  );
});
