// Add or edit a judge (react-hook-form, validated with judgeProviderInputSchema): where it runs, then a local model or a server (address, model, API key, scoring options), concurrency, default rubrics.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LOCAL_MAX_CONCURRENCY,
  type JudgeProvider,
  type JudgeProviderKind,
  type JudgeProviderSave,
} from '../../../../shared/domain/judging';
import type { JudgeServerKind } from '../../../../shared/domain/judge-servers';
import type { ModelStatus } from '../../../../shared/models/status';
import { api } from '../../../api/client';
import { ConfirmRow } from '../../../components/ConfirmRow/ConfirmRow';
import { ErrorText } from '../../../components/ErrorText';
import { textFields } from '../../../components/FormField';
import { isolate } from '../../../i18n/isolate';
import { ApiKeyField, type KeyMode } from './ApiKeyField';
import { BaseUrlExamples } from './BaseUrlExamples';
import { DefaultForField } from './DefaultForField';
import {
  defaultConcurrency,
  inferServerKind,
  judgeFormResolver,
  judgeFormValues,
  type JudgeFormValues,
} from './formValues';
import { KindField } from './KindField';
import { LocalModelField } from './LocalModelField';
import { ScoringOptionsField } from './ScoringOptionsField';
import { ServerKindField } from './ServerKindField';
import { useJudgeValidation } from './useJudgeValidation';

const EXAMPLE_URL = 'http://127.0.0.1:8000/v1';

type Props = {
  judge: JudgeProvider | null;
  /** Judge models from models.list (null while loading). */
  models: ModelStatus[] | null;
  rubricName: (id: string) => string;
  onSaved: (saved: JudgeProvider) => Promise<void>;
  onCancel: () => void;
};

export function JudgeForm({ judge, models, rubricName, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<unknown>(null);
  const [keyMode, setKeyModeState] = useState<KeyMode>(judge?.hasApiKey ? 'keep' : 'replace');
  const { register, handleSubmit, control, setValue, getValues, setError, clearErrors, formState } = useForm<
    JudgeFormValues,
    unknown,
    JudgeProviderSave
  >({
    resolver: judgeFormResolver,
    defaultValues: judgeFormValues(judge),
  });
  const kind = useWatch({ control, name: 'kind' });
  const serverKind = useWatch({ control, name: 'serverKind' });
  const message = useJudgeValidation(kind);
  const { errors } = formState;
  const fields = textFields({ register, errors, message });
  const titleId = judge ? `judge-form-title-${judge.id}` : 'judge-form-title-new';

  const setKeyMode = (mode: KeyMode) => {
    setKeyModeState(mode);
    setValue('apiKey', mode === 'remove' ? null : undefined);
    clearErrors('apiKey');
  };

  const chooseKind = (next: JudgeProviderKind) => {
    setValue('kind', next);
    // A new judge starts with the new kind's usual number of requests, unless one was typed.
    if (!formState.dirtyFields.maxConcurrency)
      setValue(
        'maxConcurrency',
        judge?.kind === next ? judge.maxConcurrency : defaultConcurrency(next, getValues('serverKind')),
      );
    clearErrors();
  };

  /** A server kind sets the number of requests at once, unless one was typed (or the judge being edited keeps its own). */
  const chooseServerKind = (next: JudgeServerKind, fromAddress = false) => {
    if (fromAddress && formState.dirtyFields.serverKind) return;
    setValue('serverKind', next, { shouldDirty: !fromAddress });
    if (!formState.dirtyFields.maxConcurrency) {
      const keep = judge && judge.kind === 'openai' && judge.serverKind === next;
      setValue('maxConcurrency', keep ? judge.maxConcurrency : defaultConcurrency('openai', next));
    }
  };

  // An address on this computer or of a known API tells the kind, until the instructor picks one.
  const guessServerKind = (url: string) => {
    if (!judge) chooseServerKind(inferServerKind(url), true);
  };

  const modelRegistration = register('modelId', {
    onChange: (e: { target: { value: string } }) => {
      // An empty name takes the chosen model's name.
      const chosen = models?.find((m) => m.id === e.target.value);
      if (chosen && !getValues('label').trim())
        setValue('label', chosen.name, { shouldValidate: formState.isSubmitted });
    },
  });

  const submit = async (values: JudgeProviderSave) => {
    setServerError(null);
    if (values.kind === 'local') {
      try {
        await onSaved(await api.call('judges.save', values));
      } catch (error) {
        setServerError(error);
      }
      return;
    }
    if (judge?.hasApiKey && keyMode === 'replace' && !values.apiKey) {
      setError('apiKey', { type: 'required' });
      return;
    }
    const apiKey = keyMode === 'remove' ? null : keyMode === 'keep' ? undefined : values.apiKey;
    try {
      await onSaved(await api.call('judges.save', { ...values, apiKey }));
    } catch (error) {
      setServerError(error);
    }
  };

  const concurrency = fields.number('maxConcurrency', {
    label: t('judges:form.concurrency'),
    help:
      kind === 'local'
        ? t('judges:form.concurrencyLocalHelp', { max: LOCAL_MAX_CONCURRENCY })
        : t('judges:form.concurrencyHelp'),
    min: 1,
    max: kind === 'local' ? LOCAL_MAX_CONCURRENCY : 32,
    testId: 'judge-concurrency',
  });

  return (
    <form
      className="judge-form"
      aria-labelledby={titleId}
      onSubmit={(e) => void handleSubmit(submit)(e)}
      noValidate
      data-testid="judge-form"
    >
      <h3 id={titleId}>
        {judge ? t('judges:form.editTitle', { label: isolate(judge.label) }) : t('judges:form.addTitle')}
      </h3>
      <div className="judge-form-grid">
        <KindField value={kind} onChange={chooseKind} />
        {fields.line('label', {
          label: t('judges:form.label'),
          help: t('judges:form.labelHelp'),
          autoFocus: true,
          maxLength: 120,
          testId: 'judge-label',
        })}
        {kind === 'local' ? (
          <>
            <LocalModelField
              models={models}
              current={judge?.kind === 'local' ? judge.model : null}
              registration={modelRegistration}
              error={message('modelId', errors.modelId)}
            />
            {concurrency}
            <div className="field judge-local-scoring">
              <span className="judge-field-label">{t('judges:form.scoring')}</span>
              <p>{t('judges:form.localScoring')}</p>
            </div>
          </>
        ) : (
          <>
            {fields.code('model', {
              label: t('judges:form.model'),
              help: t('judges:form.modelHelp'),
              maxLength: 200,
              testId: 'judge-model',
            })}
            <div className="field wide">
              {fields.code(
                'baseUrl',
                { label: t('judges:form.baseUrl'), type: 'url', placeholder: EXAMPLE_URL, testId: 'judge-base-url' },
                { onChange: (e: { target: { value: string } }) => guessServerKind(e.target.value) },
              )}
              <BaseUrlExamples
                onPick={(url) => {
                  setValue('baseUrl', url, { shouldValidate: true, shouldDirty: true });
                  guessServerKind(url);
                }}
              />
            </div>
            <ServerKindField value={serverKind} onChange={(next) => chooseServerKind(next)} />
            <ApiKeyField
              hasStoredKey={judge?.hasApiKey ?? false}
              mode={keyMode}
              onMode={setKeyMode}
              registration={register('apiKey', { setValueAs: (v: unknown) => (v === '' ? undefined : v) })}
              error={message('apiKey', errors.apiKey)}
            />
            {concurrency}
            <ScoringOptionsField register={register} />
          </>
        )}
        <Controller
          control={control}
          name="defaultFor"
          render={({ field }) => (
            <DefaultForField value={field.value} onChange={field.onChange} rubricName={rubricName} />
          )}
        />
      </div>
      <ErrorText error={serverError} />
      <ConfirmRow
        onCancel={onCancel}
        confirmLabel={judge ? t('judges:form.saveChanges') : t('judges:form.add')}
        confirmTestId="judge-save"
        confirmDisabled={formState.isSubmitting}
      />
    </form>
  );
}
