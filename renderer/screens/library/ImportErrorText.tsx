// Shows what went wrong with an import: the file itself (empty, too large) or the services' answer,
// with the services' own explanation underneath, since it names the exact problem.
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../api/client';
import { ErrorText } from '../../components/ErrorText';
import { ImportFileProblem } from './readImportFile';

export function ImportErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  if (error instanceof ImportFileProblem) {
    return (
      <p className="error-text" role="alert">
        {error.problem === 'empty' ? t('library:import.fileEmpty') : t('library:import.fileTooLarge')}
      </p>
    );
  }
  return (
    <div className="lib-import-error">
      <ErrorText error={error} />
      {error instanceof ApiCallError && error.code === 'invalid_request' && (
        <p className="muted lib-error-detail" dir="auto">
          {t('library:import.errorDetail')} {error.message}
        </p>
      )}
    </div>
  );
}
