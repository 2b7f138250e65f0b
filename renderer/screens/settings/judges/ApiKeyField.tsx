// The API key field: a password input for a new key, or, when one is stored, "A key is stored" with Replace and Remove.
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, FormField } from '../../../components/FormField';

export type KeyMode = 'keep' | 'replace' | 'remove';

type Props = {
  hasStoredKey: boolean;
  mode: KeyMode;
  onMode: (mode: KeyMode) => void;
  registration: UseFormRegisterReturn;
  error: string | null;
};

function KeyInput({
  registration,
  error,
  labelled,
}: {
  registration: UseFormRegisterReturn;
  error: string | null;
  labelled?: string;
}) {
  return (
    <input
      type="password"
      autoComplete="new-password"
      spellCheck={false}
      dir="ltr"
      aria-label={labelled}
      aria-invalid={error ? true : undefined}
      {...registration}
      data-testid="judge-api-key"
    />
  );
}

export function ApiKeyField({ hasStoredKey, mode, onMode, registration, error }: Props) {
  const { t } = useTranslation();
  const errorText = <FieldError text={error} />;

  if (!hasStoredKey)
    return (
      <FormField label={t('judges:form.apiKeyOptional')} help={t('judges:form.apiKeyHelp')} error={error}>
        <KeyInput registration={registration} error={error} />
      </FormField>
    );

  return (
    <fieldset className="field judge-key-field">
      <legend>{t('judges:form.apiKey')}</legend>
      {mode === 'keep' && (
        <div className="judge-key-state">
          <span className="badge tone-info" data-testid="judge-key-stored">
            {t('judges:form.keyStored')}
          </span>
          <div className="judge-key-buttons">
            {(
              [
                ['replace', 'secondary', t('judges:form.keyReplace')],
                ['remove', 'danger', t('judges:form.keyRemove')],
              ] as const
            ).map(([next, tone, label]) => (
              <button
                key={next}
                type="button"
                className={`button ${tone} small`}
                onClick={() => onMode(next)}
                data-testid={`judge-key-${next}`}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
      )}
      {mode === 'replace' && (
        <>
          <KeyInput registration={registration} error={error} labelled={t('judges:form.keyNew')} />
          <button type="button" className="link-button judge-key-undo" onClick={() => onMode('keep')}>
            {t('judges:form.keyKeep')}
          </button>
        </>
      )}
      {mode === 'remove' && (
        <div className="judge-key-state removing" role="status">
          <span>{t('judges:form.keyWillBeRemoved')}</span>
          <button type="button" className="link-button" onClick={() => onMode('keep')}>
            {t('judges:form.keyUndo')}
          </button>
        </div>
      )}
      <small>{t('judges:form.keyNeverShown')}</small>
      {errorText}
    </fieldset>
  );
}
