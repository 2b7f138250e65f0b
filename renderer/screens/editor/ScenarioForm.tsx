// The scenario metadata form (culture, title, language, post, risk, themes, warnings, demographics), for new and existing scenarios.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { scenarioInputSchema, type ScenarioInput } from '../../../shared/domain/library';
import { CONTENT_WARNINGS, RISK_LEVELS, TEXT_LANGUAGES, THEMES } from '../../../shared/domain/vocabulary';
import { ErrorText } from '../../components/ErrorText';
import { FormField, textFields } from '../../components/FormField';
import { vocab } from '../../components/vocab';
import { ChipGroup } from './ChipGroup';
import { CultureField } from './CultureField';
import { DemographicsFields } from './DemographicsFields';
import { TitlesFields } from './TitlesFields';
import { withoutBlankTitles } from '../../../shared/library/scenario-titles';
import { MAX_THEMES, useValidationMessage } from './useValidationMessage';

type Props = {
  mode: 'new' | 'edit';
  defaultValues: ScenarioInput;
  onSubmit: (values: ScenarioInput) => Promise<void>;
  /** Shown under the post text (e.g. how annotations follow an edited text). */
  postNote?: ReactNode;
};

export function ScenarioForm({ mode, defaultValues, onSubmit, postNote }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const message = useValidationMessage();
  const [serverError, setServerError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, control, reset, formState } = useForm<ScenarioInput>({
    // An emptied title field clears that language's title rather than failing the check.
    resolver: (values, context, options) =>
      zodResolver(scenarioInputSchema)({ ...values, titles: withoutBlankTitles(values.titles) }, context, options),
    defaultValues,
  });
  const language = useWatch({ control, name: 'language' });
  const { errors } = formState;
  const fields = textFields({ register, errors, message });

  // The two single choices beside the culture, and the two chip groups under the post.
  const choices: {
    name: 'language' | 'risk';
    label: string;
    options: readonly string[];
    labels: Record<string, string>;
    testId: string;
  }[] = [
    {
      name: 'language',
      label: t('editor:form.language'),
      options: TEXT_LANGUAGES,
      labels: v.textLanguage,
      testId: 'scenario-language',
    },
    { name: 'risk', label: t('editor:form.risk'), options: RISK_LEVELS, labels: v.risk, testId: 'scenario-risk' },
  ];
  const chips: ({ name: 'themes' | 'contentWarnings' } & Omit<
    ComponentProps<typeof ChipGroup<string>>,
    'value' | 'onChange'
  >)[] = [
    {
      name: 'themes',
      legend: t('editor:form.themes'),
      help: t('editor:form.themesHelp', { count: MAX_THEMES }),
      options: THEMES,
      labels: v.theme,
      max: MAX_THEMES,
      error: message('themes', errors.themes),
      testId: 'scenario-themes',
    },
    {
      name: 'contentWarnings',
      legend: t('editor:form.warnings'),
      help: t('editor:form.warningsHelp'),
      options: CONTENT_WARNINGS,
      labels: v.warning,
      testId: 'scenario-warnings',
    },
  ];

  const submit = async (values: ScenarioInput) => {
    setServerError(null);
    setSaved(false);
    try {
      await onSubmit(values);
      if (mode === 'edit') {
        reset(values);
        setSaved(true);
      }
    } catch (error) {
      setServerError(error);
    }
  };

  return (
    <form
      className="ed-form"
      onSubmit={(e) => void handleSubmit(submit)(e)}
      onChange={() => setSaved(false)}
      noValidate
    >
      <div className="ed-form-row">
        <CultureField control={control} />
        {choices.map((c) => (
          <FormField key={c.name} label={c.label}>
            <select {...register(c.name)} data-testid={c.testId}>
              {c.options.map((o) => (
                <option key={o} value={o}>
                  {c.labels[o]}
                </option>
              ))}
            </select>
          </FormField>
        ))}
      </div>
      <p className="muted ed-form-hint">
        {t('editor:form.cultureHelp')} {t('editor:form.riskHelp')}
      </p>

      {fields.line('title', {
        label: t('editor:form.title'),
        help: t('editor:form.titleHelp'),
        maxLength: 120,
        testId: 'scenario-title',
      })}
      <TitlesFields register={register} errors={errors} />

      {fields.area('postText', {
        label: t('editor:form.post'),
        help: t('editor:form.postHelp'),
        lang: language,
        rows: 10,
        className: 'ed-post-input',
        testId: 'scenario-post',
      })}
      {postNote}

      {chips.map(({ name, ...chip }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => <ChipGroup<string> {...chip} value={field.value} onChange={field.onChange} />}
        />
      ))}
      <DemographicsFields control={control} errors={errors} />

      <ErrorText error={serverError} />
      <div className="ed-form-actions">
        <span className="ed-form-state" role="status">
          {saved ? t('editor:form.saved') : mode === 'edit' && formState.isDirty ? t('editor:form.unsaved') : ''}
        </span>
        <button type="submit" className="button primary" disabled={formState.isSubmitting} data-testid="scenario-save">
          {mode === 'new' ? t('editor:form.create') : t('editor:form.save')}
        </button>
      </div>
    </form>
  );
}
