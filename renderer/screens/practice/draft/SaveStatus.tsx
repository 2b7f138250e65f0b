// The quiet autosave line under the editor: saved (with the time), saving, or not saved and retrying.
import { useTranslation } from 'react-i18next';
import type { AutosaveStatus } from './autosave-queue';

export function SaveStatus({ status }: { status: AutosaveStatus }) {
  const { t, i18n } = useTranslation();
  const time = status.savedAt ? new Date(status.savedAt) : null;
  const clock =
    time && !Number.isNaN(time.getTime())
      ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(time)
      : null;
  let text: string | null = null;
  if (status.state === 'error') text = t('coaching:draft.retrying');
  else if (status.state === 'saving' || status.state === 'pending') text = t('coaching:draft.saving');
  else if (clock) text = t('coaching:draft.saved', { time: clock });
  return (
    <span
      className={`draft-save-status is-${status.state}`}
      role="status"
      data-testid="draft-save-status"
      data-state={status.state}
    >
      {text}
    </span>
  );
}
