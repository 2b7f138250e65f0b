// "Titles in other languages": one optional title per interface language, each field labelled with
// the language's own name and tagged with its lang and dir; saved with the rest of the scenario.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ScenarioInput } from '../../../shared/domain/library';
import { LOCALE_NATIVE_NAMES, UI_LOCALES, localeDirection } from '../../../shared/i18n/locales';
import { SCENARIO_TITLE_MAX } from '../../../shared/library/scenario-titles';

export function TitlesFields({
  register,
  errors,
}: {
  register: UseFormRegister<ScenarioInput>;
  errors: FieldErrors<ScenarioInput>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="field ed-titles" data-testid="scenario-titles">
      <legend>{t('titles:legend')}</legend>
      <small id="ed-titles-help">{t('titles:help')}</small>
      <div className="ed-field-grid ed-titles-grid">
        {UI_LOCALES.map((locale) => {
          const issue = errors.titles?.[locale];
          const errorId = `ed-title-${locale}-error`;
          return (
            <label className="field" key={locale}>
              <span lang={locale} dir={localeDirection(locale)}>
                {LOCALE_NATIVE_NAMES[locale]}
              </span>
              <input
                {...register(`titles.${locale}`)}
                lang={locale}
                dir={localeDirection(locale)}
                autoComplete="off"
                maxLength={SCENARIO_TITLE_MAX}
                aria-describedby={issue ? `ed-titles-help ${errorId}` : 'ed-titles-help'}
                aria-invalid={issue ? true : undefined}
                data-testid={`scenario-title-${locale}`}
              />
              {issue && (
                <span className="field-error" role="alert" id={errorId}>
                  {t('titles:tooLong', { max: SCENARIO_TITLE_MAX })}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
