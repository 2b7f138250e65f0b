// Chooses which rubric the charts show (Rubric A or Rubric B), as a row of toggle buttons.
import { useTranslation } from 'react-i18next';
import type { Rubric } from '../../../shared/rubrics/types';
import { ToggleGroup } from '../../components/layout/ToggleGroup';
import type { Labels } from './rubricLabels';

type Props = { rubrics: Rubric[]; selected: string; onSelect: (id: string) => void; labels: Labels };

export function RubricSwitcher({ rubrics, selected, onSelect, labels }: Props) {
  const { t } = useTranslation();
  return (
    <ToggleGroup
      label={t('history:rubricSwitcher')}
      options={rubrics.map((rubric) => ({ id: rubric.id, label: labels.rubric(rubric) }))}
      selected={selected}
      onSelect={onSelect}
      testIdPrefix="history-rubric"
    />
  );
}
