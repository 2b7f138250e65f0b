// Checkboxes for how a judge is asked: log-probabilities, structured output, rationale before the score.
import { useTranslation } from 'react-i18next';
import type { UseFormRegister } from 'react-hook-form';
import type { JudgeFormValues } from './formValues';

type ScoringOption = 'logprobs' | 'structuredOutput' | 'rationaleFirst';

export function ScoringOptionsField({ register }: { register: UseFormRegister<JudgeFormValues> }) {
  const { t } = useTranslation();
  const options: { field: ScoringOption; testId: string; label: string; help: string }[] = [
    {
      field: 'logprobs',
      testId: 'judge-logprobs',
      label: t('judges:form.logprobs'),
      help: t('judges:form.logprobsHelp'),
    },
    {
      field: 'structuredOutput',
      testId: 'judge-structured',
      label: t('judges:form.structured'),
      help: t('judges:form.structuredHelp'),
    },
    {
      field: 'rationaleFirst',
      testId: 'judge-rationale-first',
      label: t('judges:form.rationaleFirst'),
      help: t('judges:form.rationaleFirstHelp'),
    },
  ];
  return (
    <fieldset className="field judge-checks">
      <legend>{t('judges:form.scoring')}</legend>
      {options.map((option) => (
        <label key={option.field} className="judge-check">
          <input type="checkbox" {...register(option.field)} data-testid={option.testId} />
          <span>
            {option.label}
            <small>{option.help}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
