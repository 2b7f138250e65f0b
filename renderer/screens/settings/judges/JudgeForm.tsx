// Add or edit a judge (react-hook-form + judgeProviderInputSchema): name, address, model, API key, scoring options, default rubrics.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { judgeProviderInputSchema, type JudgeProvider, type JudgeProviderInput } from '../../../../shared/domain/judging';
import { api } from '../../../api/client';
import { ErrorText } from '../../../components/ErrorText';
import { isolate } from '../../../i18n/isolate';
import { ApiKeyField, type KeyMode } from './ApiKeyField';
import { BaseUrlExamples } from './BaseUrlExamples';
import { DefaultForField } from './DefaultForField';
import { judgeFormValues } from './formValues';
import { ScoringOptionsField } from './ScoringOptionsField';
import { useJudgeValidation } from './useJudgeValidation';

type Output = z.output<typeof judgeProviderInputSchema>;

type Props = {
  judge: JudgeProvider | null;
  rubricName: (id: string) => string;
  onSaved: (saved: JudgeProvider) => Promise<void>;
  onCancel: () => void;
};

export function JudgeForm({ judge, rubricName, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const message = useJudgeValidation();
  const [serverError, setServerError] = useState<unknown>(null);
  const [keyMode, setKeyModeState] = useState<KeyMode>(judge?.hasApiKey ? 'keep' : 'replace');
  const { register, handleSubmit, control, setValue, setError, clearErrors, formState } = useForm<JudgeProviderInput, unknown, Output>({
    resolver: zodResolver(judgeProviderInputSchema),
    defaultValues: judgeFormValues(judge),
  });
  const { errors } = formState;
  const titleId = judge ? `judge-form-title-${judge.id}` : 'judge-form-title-new';

  const setKeyMode = (mode: KeyMode) => {
    setKeyModeState(mode);
    setValue('apiKey', mode === 'remove' ? null : undefined);
    clearErrors('apiKey');
  };

  const submit = async (values: Output) => {
    setServerError(null);
    if (judge?.hasApiKey && keyMode === 'replace' && !values.apiKey) {
      setError('apiKey', { type: 'required' });
      return;
    }
    const apiKey = keyMode === 'remove' ? null : keyMode === 'keep' ? undefined : values.apiKey;
    try {
      const saved = await api.call('judges.save', { ...values, apiKey });
      await onSaved(saved);
    } catch (error) {
      setServerError(error);
    }
  };

  const fieldError = (text: string | null) =>
    text ? (
      <span className="field-error" role="alert">
        {text}
      </span>
    ) : null;

  return (
    <form className="judge-form" aria-labelledby={titleId} onSubmit={(e) => void handleSubmit(submit)(e)} noValidate data-testid="judge-form">
      <h3 id={titleId}>{judge ? t('judges:form.editTitle', { label: isolate(judge.label) }) : t('judges:form.addTitle')}</h3>
      <div className="judge-form-grid">
        <label className="field">
          <span>{t('judges:form.label')}</span>
          <input {...register('label')} dir="auto" autoComplete="off" autoFocus maxLength={120} aria-invalid={errors.label ? true : undefined} data-testid="judge-label" />
          <small>{t('judges:form.labelHelp')}</small>
          {fieldError(message('label', errors.label))}
        </label>
        <label className="field">
          <span>{t('judges:form.model')}</span>
          <input {...register('model')} dir="ltr" autoComplete="off" spellCheck={false} maxLength={200} aria-invalid={errors.model ? true : undefined} data-testid="judge-model" />
          <small>{t('judges:form.modelHelp')}</small>
          {fieldError(message('model', errors.model))}
        </label>
        <div className="field wide">
          <label className="judge-field-label" htmlFor="judge-base-url">
            {t('judges:form.baseUrl')}
          </label>
          <input
            id="judge-base-url"
            type="url"
            {...register('baseUrl')}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            placeholder="http://127.0.0.1:8000/v1"
            aria-invalid={errors.baseUrl ? true : undefined}
            data-testid="judge-base-url"
          />
          {fieldError(message('baseUrl', errors.baseUrl))}
          <BaseUrlExamples onPick={(url) => setValue('baseUrl', url, { shouldValidate: true, shouldDirty: true })} />
        </div>
        <ApiKeyField
          hasStoredKey={judge?.hasApiKey ?? false}
          mode={keyMode}
          onMode={setKeyMode}
          registration={register('apiKey', { setValueAs: (v: unknown) => (v === '' ? undefined : v) })}
          error={message('apiKey', errors.apiKey)}
        />
        <label className="field">
          <span>{t('judges:form.concurrency')}</span>
          <input type="number" min={1} max={32} step={1} inputMode="numeric" {...register('maxConcurrency', { valueAsNumber: true })} aria-invalid={errors.maxConcurrency ? true : undefined} data-testid="judge-concurrency" />
          <small>{t('judges:form.concurrencyHelp')}</small>
          {fieldError(message('maxConcurrency', errors.maxConcurrency))}
        </label>
        <ScoringOptionsField register={register} />
        <Controller
          control={control}
          name="defaultFor"
          render={({ field }) => <DefaultForField value={field.value ?? []} onChange={field.onChange} rubricName={rubricName} />}
        />
      </div>
      <ErrorText error={serverError} />
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('common:cancel')}
        </button>
        <button type="submit" className="button primary" disabled={formState.isSubmitting} data-testid="judge-save">
          {judge ? t('judges:form.saveChanges') : t('judges:form.add')}
        </button>
      </div>
    </form>
  );
}
