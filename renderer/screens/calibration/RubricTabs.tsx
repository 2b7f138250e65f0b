// Chooses a rubric (Rubric A or Rubric B) as a row of toggle buttons; used by calibration and the
// class dashboard.
import { useTranslation } from 'react-i18next';
import { RUBRIC_IDS, type RubricId } from '../../../shared/rubrics/registry';
import { ToggleGroup } from '../../components/layout/ToggleGroup';
import { rubricText } from '../../components/rubricText';

type Props = { selected: RubricId; onSelect: (id: RubricId) => void; label: string; testIdPrefix: string };

export function RubricTabs({ selected, onSelect, label, testIdPrefix }: Props) {
  const { t } = useTranslation();
  const text = rubricText(t);
  return (
    <ToggleGroup
      label={label}
      options={RUBRIC_IDS.map((id) => ({ id, label: text.rubric(id) }))}
      selected={selected}
      onSelect={onSelect}
      testIdPrefix={testIdPrefix}
    />
  );
}
