// Chooses a rubric (Rubric A or Rubric B) as a row of toggle buttons; used by calibration and the
// class dashboard.
import { useTranslation } from 'react-i18next';
import { RUBRIC_IDS, type RubricId } from '../../../shared/rubrics/registry';
import { rubricText } from '../../components/rubricText';

type Props = { selected: RubricId; onSelect: (id: RubricId) => void; label: string; testIdPrefix: string };

export function RubricTabs({ selected, onSelect, label, testIdPrefix }: Props) {
  const { t } = useTranslation();
  const text = rubricText(t);
  return (
    <div className="cal-switcher" role="group" aria-label={label}>
      {RUBRIC_IDS.map((id) => (
        <button
          key={id}
          type="button"
          className={id === selected ? 'cal-switch is-on' : 'cal-switch'}
          aria-pressed={id === selected}
          onClick={() => onSelect(id)}
          data-testid={`${testIdPrefix}-${id}`}
        >
          {text.rubric(id)}
        </button>
      ))}
    </div>
  );
}
