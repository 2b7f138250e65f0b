// Confirms deleting a downloaded (or partly downloaded) model's files from the data folder.
import { useTranslation } from 'react-i18next';
import type { ModelStatus } from '../../../../shared/models/status';
import { api } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isolate } from '../../../i18n/isolate';
import { clearDownload } from './downloads';
import { formatBytes } from './format';

type Props = { model: ModelStatus; onClose: () => void; onDeleted: () => Promise<void> };

export function DeleteModelDialog({ model, onClose, onDeleted }: Props) {
  const { t, i18n } = useTranslation();
  const partial = model.state === 'partial';
  const body = { name: isolate(model.name), size: formatBytes(model.downloadedBytes, i18n.language) };
  return (
    <ConfirmDialog
      title={partial ? t('models:delete.titlePartial') : t('models:delete.title')}
      onClose={onClose}
      action={async () => {
        await api.call('models.delete', { id: model.id });
        clearDownload(model.id);
        await onDeleted();
      }}
      confirmLabel={t('models:delete.confirm')}
      confirmTestId="model-delete-confirm"
    >
      <p>{partial ? t('models:delete.bodyPartial', body) : t('models:delete.body', body)}</p>
      <p>
        <code dir="ltr" className="model-path">
          {model.location}
        </code>
      </p>
      <p className="muted">{t('models:delete.again')}</p>
    </ConfirmDialog>
  );
}
