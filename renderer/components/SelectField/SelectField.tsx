// One labelled menu in a form: the app's usual field (label, menu, help line, error) whose options
// are a list of values with their labels. With `empty`, a first option stands for no value ("Choose…",
// "None", "Automatic") and the menu reports null for it; option values may be ids (numbers) or
// strings, and the menu reports the chosen option's own value. `inline` sets the label beside the
// menu, for a toolbar.
import { useId, type ReactNode } from 'react';
import { FormField } from '../FormField';
import './select-field.css';

export type SelectOption<V extends string | number> = { value: V; label: string; lang?: string; dir?: string };

type Common<V extends string | number> = {
  label: ReactNode;
  help?: ReactNode;
  error?: string | null;
  options: readonly SelectOption<V>[];
  disabled?: boolean;
  testId?: string;
  inline?: boolean;
};

type Props<V extends string | number> = Common<V> &
  (
    | { value: V; onChange: (next: V) => void; empty?: undefined }
    | { value: V | null; onChange: (next: V | null) => void; empty: { label: string; disabled?: boolean } }
  );

export function SelectField<V extends string | number>(props: Props<V>) {
  const { label, help, error, options, disabled, testId, inline, value, empty } = props;
  const helpId = useId();
  const choose = (raw: string) => {
    const chosen = options.find((o) => String(o.value) === raw);
    if (chosen) props.onChange(chosen.value);
    else if (props.empty) props.onChange(null);
  };
  return (
    <FormField
      label={label}
      help={help}
      helpId={helpId}
      error={error}
      className={inline ? 'select-field-inline' : undefined}
    >
      <select
        value={value === null ? '' : String(value)}
        onChange={(e) => choose(e.target.value)}
        disabled={disabled}
        aria-describedby={help ? helpId : undefined}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
      >
        {empty && (
          <option value="" disabled={empty.disabled}>
            {empty.label}
          </option>
        )}
        {options.map(({ value: v, label: text, lang, dir }) => (
          <option key={v} value={v} lang={lang} dir={dir}>
            {text}
          </option>
        ))}
      </select>
    </FormField>
  );
}
