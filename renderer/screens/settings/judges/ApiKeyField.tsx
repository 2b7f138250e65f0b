// The API key field: a password input for a new key, or, when one is stored, "A key is stored" with Replace and Remove.
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

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
  const errorText = error ? (
    <span className="field-error" role="alert">
      {error}
    </span>
  ) : null;

  if (!hasStoredKey)
    return (
      <label className="field">
        <span>{t('judges:form.apiKeyOptional')}</span>
        <KeyInput registration={registration} error={error} />
        <small>{t('judges:form.apiKeyHelp')}</small>
        {errorText}
      </label>
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
            <button
              type="button"
              className="button secondary small"
              onClick={() => onMode('replace')}
              data-testid="judge-key-replace"
            >
              {t('judges:form.keyReplace')}
            </button>
            <button
              type="button"
              className="button danger small"
              onClick={() => onMode('remove')}
              data-testid="judge-key-remove"
            >
              {t('judges:form.keyRemove')}
            </button>
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
