// Checkboxes choosing the rubrics a judge scores by default (Rubric A, Rubric B).
import { useTranslation } from 'react-i18next';
import { RUBRIC_IDS, type RubricId } from '../../../../shared/rubrics/registry';

const TEST_IDS: Record<RubricId, string> = {
  'rubric-a': 'judge-default-rubric-a',
  'rubric-b': 'judge-default-rubric-b',
};

type Props = { value: RubricId[]; onChange: (value: RubricId[]) => void; rubricName: (id: string) => string };

export function DefaultForField({ value, onChange, rubricName }: Props) {
  const { t } = useTranslation();
  const toggle = (id: RubricId, on: boolean) => onChange(RUBRIC_IDS.filter((r) => (r === id ? on : value.includes(r))));
  return (
    <fieldset className="field judge-checks">
      <legend>{t('judges:form.defaultFor')}</legend>
      {RUBRIC_IDS.map((id) => (
        <label key={id} className="judge-check">
          <input
            type="checkbox"
            checked={value.includes(id)}
            onChange={(e) => toggle(id, e.target.checked)}
            data-testid={TEST_IDS[id]}
          />
          <span>{rubricName(id)}</span>
        </label>
      ))}
      <small>{t('judges:form.defaultForHelp')}</small>
    </fieldset>
  );
}
