// Picks another session of the same role card (the pairwise reference, or the one to compare
// with), each named by its number and start date.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleplaySession } from '../../../../shared/domain/roleplay';
import { useDateFormat } from '../../library/useDateFormat';

type Props = {
  label: string;
  sessions: readonly RoleplaySession[];
  value: number | null;
  onChange: (id: number) => void;
  disabled: boolean;
  testId: string;
};

export function SessionSelect({ label, sessions, value, onChange, disabled, testId }: Props) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(Number(e.target.value))}
        disabled={disabled}
        data-testid={testId}
      >
        {sessions.map((o) => (
          <option key={o.id} value={o.id}>
            {t('roleplay:scores.referenceOption', { id: o.id, date: date(o.startedAt) })}
          </option>
        ))}
      </select>
    </div>
  );
}
