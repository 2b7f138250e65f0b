// Chooses which rubric the charts show (Rubric A or Rubric B), as a row of toggle buttons.
import { useTranslation } from 'react-i18next';
import type { Rubric } from '../../../shared/rubrics/types';
import type { Labels } from './rubricLabels';

type Props = { rubrics: Rubric[]; selected: string; onSelect: (id: string) => void; labels: Labels };

export function RubricSwitcher({ rubrics, selected, onSelect, labels }: Props) {
  const { t } = useTranslation();
  return (
    <div className="hist-switcher" role="group" aria-label={t('history:rubricSwitcher')}>
      {rubrics.map((rubric) => (
        <button
          key={rubric.id}
          type="button"
          className={rubric.id === selected ? 'hist-switch is-on' : 'hist-switch'}
          aria-pressed={rubric.id === selected}
          onClick={() => onSelect(rubric.id)}
          data-testid={`history-rubric-${rubric.id}`}
        >
          {labels.rubric(rubric)}
        </button>
      ))}
    </div>
  );
}
