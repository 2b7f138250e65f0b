// The 11 demographic fields of a post; an empty field is stored as "unknown", as in the research data.
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ScenarioInput } from '../../../shared/domain/library';
import { DEMOGRAPHIC_FIELDS } from '../../../shared/domain/vocabulary';
import { vocab } from '../../components/vocab';
import { UNKNOWN } from './scenarioFormValues';
import { useValidationMessage } from './useValidationMessage';

export function DemographicsFields({
  control,
  errors,
}: {
  control: Control<ScenarioInput>;
  errors: FieldErrors<ScenarioInput>;
}) {
  const { t } = useTranslation();
  const v = vocab(t);
  const message = useValidationMessage();
  return (
    <fieldset className="field ed-demographics">
      <legend>{t('editor:form.demographics')}</legend>
      <small>{t('editor:form.demographicsHelp')}</small>
      <div className="ed-field-grid ed-demographics-grid">
        {DEMOGRAPHIC_FIELDS.map((field) => (
          <Controller
            key={field}
            control={control}
            name={`demographics.${field}`}
            render={({ field: input }) => {
              const error = message('demographic', errors.demographics?.[field]);
              return (
                <label className="field">
                  <span>{v.demographic[field]}</span>
                  <input
                    name={input.name}
                    ref={input.ref}
                    onBlur={input.onBlur}
                    value={input.value === UNKNOWN ? '' : input.value}
                    onChange={(e) => input.onChange(e.target.value.trim() === '' ? UNKNOWN : e.target.value)}
                    placeholder={v.demographicValue(UNKNOWN)}
                    dir="auto"
                    autoComplete="off"
                    maxLength={120}
                    data-testid={`scenario-demographic-${field}`}
                  />
                  {error && (
                    <span className="field-error" role="alert">
                      {error}
                    </span>
                  )}
                </label>
              );
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
