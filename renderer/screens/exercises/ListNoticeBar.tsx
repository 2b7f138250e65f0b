// The exercise list's notice after a change ("Exercise saved.", "… archived." with Undo).
import { useTranslation } from 'react-i18next';
import { isolate } from '../../i18n/isolate';
import type { ListNotice } from './listNotice';

export function ListNoticeBar({
  notice,
  onUndoArchive,
  onDismiss,
}: {
  notice: ListNotice;
  onUndoArchive: (id: number) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const title = isolate(notice.title);
  const text = {
    created: t('exercises:notice.created', { title }),
    saved: t('exercises:notice.saved', { title }),
    duplicated: t('exercises:notice.duplicated', { title }),
    archived: t('exercises:notice.archived', { title }),
    unarchived: t('exercises:notice.unarchived', { title }),
  }[notice.kind];
  return (
    <div className="spread-row ex-notice" role="status" data-testid="exercises-notice">
      <span>{text}</span>
      <span className="ex-notice-actions">
        {notice.kind === 'archived' && notice.id !== undefined && (
          <button
            type="button"
            className="link-button"
            onClick={() => onUndoArchive(notice.id as number)}
            data-testid="exercises-undo-archive"
          >
            {t('exercises:notice.undo')}
          </button>
        )}
        <button type="button" className="link-button" onClick={onDismiss}>
          {t('exercises:notice.dismiss')}
        </button>
      </span>
    </div>
  );
}
