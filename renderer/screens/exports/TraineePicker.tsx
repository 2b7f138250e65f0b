// Chooses the trainee a trainee report is about (those in the chosen cohort, or all trainees).
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../shared/domain/profile';
import { SelectField } from '../../components/SelectField';

type Props = {
  trainees: ProfileSummary[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled: boolean;
};

export function TraineePicker({ trainees, ...props }: Props) {
  const { t } = useTranslation();
  const options = trainees.map(({ id, displayName, cohort }) => ({
    value: id,
    label: cohort ? t('exports:traineeInCohort', { name: displayName, cohort }) : displayName,
  }));
  return (
    <SelectField
      {...props}
      label={t('exports:trainee')}
      options={options}
      empty={{ label: t('exports:chooseTrainee'), disabled: true }}
      testId="exports-trainee"
    />
  );
}
