// An attempt's status as a badge: completed, in progress, or skipped (shown neutrally, not as a failure).
import { useTranslation } from 'react-i18next';
import type { AttemptStatus } from '../../../shared/domain/practice';

export function StatusBadge({ status }: { status: AttemptStatus }) {
  const { t } = useTranslation();
  const text: Record<AttemptStatus, string> = {
    completed: t('history:status.completed'),
    in_progress: t('history:status.in_progress'),
    skipped: t('history:status.skipped'),
  };
  return (
    <span className={`badge hist-status is-${status}`} data-testid="history-status">
      {text[status]}
    </span>
  );
}
