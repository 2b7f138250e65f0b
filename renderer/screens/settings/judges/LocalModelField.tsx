// Local judge: choose one of the installed language models, or (none installed) a hint with a way to Settings → Local models.
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ModelStatus } from '../../../../shared/models/status';
import { isAvailable } from './useJudgeModels';

type Props = {
  /** Judge models from models.list (null while loading). */
  models: ModelStatus[] | null;
  /** The model the judge uses now (editing), kept in the list even when it is no longer installed. */
  current: string | null;
  registration: UseFormRegisterReturn;
  error: string | null;
};

/** Scrolls to Settings → Local models and puts keyboard focus on its first control (e.g. a Download button). */
export function goToLocalModels(): void {
  const section = document.querySelector<HTMLElement>('[data-testid="models-section"]');
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('button, a[href]')?.focus({ preventScroll: true });
}

export function LocalModelField({ models, current, registration, error }: Props) {
  const { t } = useTranslation();
  const choices = (models ?? []).filter((m) => isAvailable(m) || m.id === current);
  const errorText = error ? (
    <span className="field-error" role="alert">
      {error}
    </span>
  ) : null;

  if (models !== null && choices.length === 0)
    return (
      <div className="field wide judge-local-none" data-testid="judge-local-none">
        <span className="judge-field-label">{t('judges:form.localModel')}</span>
        <p>{t('judges:form.localNone')}</p>
        <button
          type="button"
          className="button secondary small"
          onClick={goToLocalModels}
          data-testid="judge-go-models"
        >
          {t('judges:form.goToModels')}
        </button>
        {errorText}
      </div>
    );

  return (
    <label className="field">
      <span>{t('judges:form.localModel')}</span>
      <select
        {...registration}
        disabled={models === null}
        aria-invalid={error ? true : undefined}
        data-testid="judge-local-model"
      >
        <option value="">{t('judges:form.localModelChoose')}</option>
        {choices.map((m) => (
          <option key={m.id} value={m.id}>
            {isAvailable(m) ? m.name : t('judges:form.localModelMissing', { name: m.name })}
          </option>
        ))}
      </select>
      <small>{t('judges:form.localModelHelp')}</small>
      {errorText}
    </label>
  );
}
