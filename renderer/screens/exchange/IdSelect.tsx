// A labelled choice of one record by id (an exercise, a trainee) with "Choose…" as the empty
// choice, for the exchange cards that prepare a file for one of them.
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  value: number | null;
  options: readonly { id: number; label: string }[];
  onChange: (id: number | null) => void;
};

export function IdSelect({ label, value, options, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <label>
      {label}
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('exchange:choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
