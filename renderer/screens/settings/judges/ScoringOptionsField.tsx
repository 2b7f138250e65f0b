// Checkboxes for how a judge is asked: log-probabilities, structured output, rationale before the score.
import { useTranslation } from 'react-i18next';
import type { UseFormRegister } from 'react-hook-form';
import type { JudgeFormValues } from './formValues';

export function ScoringOptionsField({ register }: { register: UseFormRegister<JudgeFormValues> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="field judge-checks">
      <legend>{t('judges:form.scoring')}</legend>
      <label className="judge-check">
        <input type="checkbox" {...register('logprobs')} data-testid="judge-logprobs" />
        <span>
          {t('judges:form.logprobs')}
          <small>{t('judges:form.logprobsHelp')}</small>
        </span>
      </label>
      <label className="judge-check">
        <input type="checkbox" {...register('structuredOutput')} data-testid="judge-structured" />
        <span>
          {t('judges:form.structured')}
          <small>{t('judges:form.structuredHelp')}</small>
        </span>
      </label>
      <label className="judge-check">
        <input type="checkbox" {...register('rationaleFirst')} data-testid="judge-rationale-first" />
        <span>
          {t('judges:form.rationaleFirst')}
          <small>{t('judges:form.rationaleFirstHelp')}</small>
        </span>
      </label>
    </fieldset>
  );
}
