// Which rubrics AI feedback scores drafts against (Rubric A, Rubric B), named as in Settings.
import { useTranslation } from 'react-i18next';
import { RUBRIC_IDS, type RubricId } from '../../../shared/rubrics/registry';
import type { Rubric } from '../../../shared/rubrics/types';
import { rubricNamer } from '../settings/judges/rubricNames';

type Props = {
  rubrics: readonly Rubric[];
  value: readonly RubricId[];
  onChange: (next: RubricId[]) => void;
  readOnly: boolean;
  error: string | null;
};

export function RubricsField({ rubrics, value, onChange, readOnly, error }: Props) {
  const { t } = useTranslation();
  const name = rubricNamer(t, rubrics);
  const help: Record<RubricId, string> = {
    'rubric-a': t('exercises:rubrics.helpA'),
    'rubric-b': t('exercises:rubrics.helpB'),
  };
  // Rubrics the registry offers, in its order; ids this build has no rubric for are not offered.
  const offered = RUBRIC_IDS.filter((id) => rubrics.length === 0 || rubrics.some((r) => r.id === id));
  const toggle = (id: RubricId, on: boolean) =>
    onChange(on ? offered.filter((r) => r === id || value.includes(r)) : value.filter((r) => r !== id));

  return (
    <fieldset className="field ex-group" data-testid="exercise-rubrics">
      <legend>{t('exercises:rubrics.title')}</legend>
      <small>{t('exercises:rubrics.intro')}</small>
      <ul className="bare-list ex-check-list">
        {offered.map((id) => (
          <li key={id}>
            <label className="ex-check">
              <input
                type="checkbox"
                checked={value.includes(id)}
                disabled={readOnly}
                onChange={(e) => toggle(id, e.target.checked)}
                data-testid={`rubric-${id}`}
              />
              <span className="ex-check-text">
                <span className="ex-check-label">{name(id)}</span>
                <span className="ex-check-help">{help[id]}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
