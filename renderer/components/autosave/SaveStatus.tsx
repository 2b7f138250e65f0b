// The one quiet line saying whether work is saved: saves automatically, saving, saved (with the time)
// or not saved (why; it tries again by itself).
import { useTranslation } from 'react-i18next';
import './save-status.css';
import { useErrorMessage } from '../ErrorText';
import type { AutosaveStatus } from './autosave-queue';

export function SaveStatus({ status, testId }: { status: AutosaveStatus; testId: string }) {
  const { t, i18n } = useTranslation();
  const message = useErrorMessage();
  const time = status.savedAt ? new Date(status.savedAt) : null;
  const clock =
    time && !Number.isNaN(time.getTime())
      ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(time)
      : null;
  const text =
    status.state === 'pending' || status.state === 'saving'
      ? t('practice:save.saving')
      : status.state === 'error'
        ? t('practice:save.failed', { reason: message(status.error) })
        : status.state === 'saved'
          ? clock
            ? t('practice:save.savedAt', { time: clock })
            : t('practice:save.saved')
          : t('practice:save.auto');
  return (
    <p className={`save-status is-${status.state}`} role="status" data-testid={testId} data-status={status.state}>
      {text}
    </p>
  );
}
