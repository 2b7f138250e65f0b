// A quiet line saying whether the trainee's work is saved, for every step that autosaves.
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/ErrorText';
import type { SaveStatus as Status } from './useAutosave';

export function SaveStatus({ status, error, testId }: { status: Status; error: unknown; testId: string }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const text =
    status === 'pending' || status === 'saving'
      ? t('practice:save.saving')
      : status === 'saved'
        ? t('practice:save.saved')
        : status === 'error'
          ? t('practice:save.failed', { reason: message(error) })
          : t('practice:save.auto');
  return (
    <p
      className={`pr-save${status === 'error' ? ' is-error' : ''}`}
      role="status"
      data-testid={testId}
      data-status={status}
    >
      {text}
    </p>
  );
}
