// Chooses the trainee a trainee report is about (those in the chosen cohort, or all trainees).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../shared/domain/profile';

type Props = {
  trainees: ProfileSummary[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled: boolean;
};

export function TraineePicker({ trainees, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('exports:trainee')}</label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        disabled={disabled}
        data-testid="exports-trainee"
      >
        <option value="" disabled>
          {t('exports:chooseTrainee')}
        </option>
        {trainees.map((trainee) => (
          <option key={trainee.id} value={trainee.id}>
            {trainee.cohort
              ? t('exports:traineeInCohort', { name: trainee.displayName, cohort: trainee.cohort })
              : trainee.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}
