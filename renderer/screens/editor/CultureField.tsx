// The culture of a scenario: a select over cultures.list, plus "Add a culture" (AddCultureButton) for new groups.
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ScenarioInput } from '../../../shared/domain/library';
import { useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { FieldError } from '../../components/FormField';
import { AddCultureButton } from './AddCultureButton';
import { useValidationMessage } from './useValidationMessage';

export function CultureField({ control }: { control: Control<ScenarioInput> }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const list = useApiQuery('cultures.list', {});
  const cultures = list.data ?? [];
  /** Built-in cultures have translated names; instructors' own cultures keep the name they were given. */
  const builtInNames: Record<string, string> = {
    arabic: t('editor:form.cultureNames.arabic'),
    chinese: t('editor:form.cultureNames.chinese'),
    german: t('editor:form.cultureNames.german'),
    jewish: t('editor:form.cultureNames.jewish'),
  };

  return (
    <Controller
      control={control}
      name="cultureId"
      render={({ field, fieldState }) => {
        const error = message('cultureId', fieldState.error);
        return (
          <div className="field">
            <label className="ed-label" htmlFor="ed-culture">
              {t('editor:form.culture')}
            </label>
            <div className="ed-culture-row">
              <select
                id="ed-culture"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.target.value)}
                aria-invalid={error ? true : undefined}
                data-testid="scenario-culture"
              >
                <option value="">{t('editor:form.cultureChoose')}</option>
                {cultures.map((c) => (
                  <option key={c.id} value={c.id} dir="auto">
                    {(c.builtIn && builtInNames[c.id]) || c.name}
                  </option>
                ))}
              </select>
              <AddCultureButton cultures={cultures} onAdded={field.onChange} />
            </div>
            <FieldError text={error} />
            <ErrorText error={list.error} />
          </div>
        );
      }}
    />
  );
}
