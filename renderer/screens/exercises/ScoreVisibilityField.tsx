// Whether trainees see the AI scores on their drafts, or the scores are kept for the supervisor.
import { useTranslation } from 'react-i18next';
import { CheckOption } from '../../components/CheckOption';

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
      <ul className="bare-list ex-check-list">
        {options.map(({ visible, id, label, help }) => (
          <li key={id}>
            <CheckOption
              radio={{ name: 'aiScoresVisible' }}
              checked={value === visible}
              disabled={readOnly}
              onChange={() => onChange(visible)}
              testId={`visibility-${id}`}
              label={label}
              help={help}
            />
          </li>
        ))}
      </ul>
      <small>{t('exercises:visibility.note')}</small>
    </fieldset>
  );
}
