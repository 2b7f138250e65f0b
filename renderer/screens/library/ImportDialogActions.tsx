// The buttons at the foot of an import dialog (CultureCare folder or pack): Cancel and Import while
// the preview is open, Close once the import is done.
import { useTranslation } from 'react-i18next';

type Props = {
  done: boolean;
  /** A preview is ready and nothing is running. */
  canConfirm: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

export function ImportDialogActions({ done, canConfirm, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <div className="button-row lib-dialog-actions">
      {done ? (
        <button type="button" className="button primary" onClick={onClose} data-testid="import-close">
          {t('library:dialog.close')}
        </button>
      ) : (
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={!canConfirm}
            onClick={onConfirm}
            data-testid="import-confirm"
          >
            {t('library:import.confirm')}
          </button>
        </>
      )}
    </div>
  );
}
