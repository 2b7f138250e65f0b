// The buttons at the foot of an import dialog (CultureCare folder or pack): Cancel and Import while
// the preview is open, Close once the import is done.
import { useTranslation } from 'react-i18next';
import { ConfirmRow } from '../../components/ConfirmRow/ConfirmRow';

type Props = {
  done: boolean;
  /** A preview is ready and nothing is running. */
  canConfirm: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

export function ImportDialogActions({ done, canConfirm, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  return done ? (
    <div className="button-row lib-dialog-actions">
      <button type="button" className="button primary" onClick={onClose} data-testid="import-close">
        {t('library:dialog.close')}
      </button>
    </div>
  ) : (
    <ConfirmRow
      className="lib-dialog-actions"
      onCancel={onClose}
      onConfirm={onConfirm}
      confirmLabel={t('library:import.confirm')}
      confirmTestId="import-confirm"
      confirmDisabled={!canConfirm}
    />
  );
}
