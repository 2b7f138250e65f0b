// A seed input (whole number 0 to 2^31-1, or empty): the same seed and scenario give the same traits.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const MAX_SEED = 2 ** 31 - 1;

/** The seed typed, undefined when the field is empty, or null when it is not a valid seed. */
export function parseSeed(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_SEED ? value : null;
}

type Props = {
  value: string;
  onChange: (value: string) => void;
  label: string;
  help: string;
  disabled?: boolean;
  testId: string;
};

export function SeedField({ value, onChange, label, help, disabled = false, testId }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = parseSeed(value) === null;
  return (
    <div className="field rp-seed">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        dir="ltr"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={`${id}-help`}
        data-testid={testId}
      />
      <small id={`${id}-help`}>{help}</small>
      {invalid && <span className="field-error">{t('roleplay:seed.invalid', { max: MAX_SEED })}</span>}
    </div>
  );
}
