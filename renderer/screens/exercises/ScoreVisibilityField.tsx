// Whether trainees see the AI scores on their drafts, or the scores are kept for the supervisor.
import { useTranslation } from 'react-i18next';

type Props = { value: boolean; onChange: (visible: boolean) => void; readOnly: boolean };

export function ScoreVisibilityField({ value, onChange, readOnly }: Props) {
  const { t } = useTranslation();
  const options = [
    { visible: true, id: 'shown', label: t('exercises:visibility.shown'), help: t('exercises:visibility.shownHelp') },
    {
      visible: false,
      id: 'supervisor',
      label: t('exercises:visibility.supervisor'),
      help: t('exercises:visibility.supervisorHelp'),
    },
  ];
  return (
    <fieldset className="field ex-group" data-testid="exercise-visibility">
      <legend>{t('exercises:visibility.title')}</legend>
      <ul className="bare-list ex-check-list ex-radio-list">
        {options.map((option) => (
          <li key={option.id}>
            <label className={`ex-check ex-radio${value === option.visible ? ' is-on' : ''}`}>
              <input
                type="radio"
                name="aiScoresVisible"
                checked={value === option.visible}
                disabled={readOnly}
                onChange={() => onChange(option.visible)}
                data-testid={`visibility-${option.id}`}
              />
              <span className="ex-check-text">
                <span className="ex-check-label">{option.label}</span>
                <span className="ex-check-help">{option.help}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <small>{t('exercises:visibility.note')}</small>
    </fieldset>
  );
}
