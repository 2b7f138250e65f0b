// One model: name, state, facts, and what can be done with it (nothing for bundled ones; download or delete for instructors).
import { useTranslation } from 'react-i18next';
import type { ModelStatus } from '../../../../shared/models/status';
import { SettingsCard } from '../../../components/SettingsCard';
import { DownloadPanel } from './DownloadPanel';
import { useDownload } from './downloads';
import { ModelFacts } from './ModelFacts';
import { ModelPinsView } from './ModelPinsView';
import { StateBadge } from './StateBadge';

type Props = { model: ModelStatus; canManage: boolean; onDelete: () => void };

export function ModelCard({ model, canManage, onDelete }: Props) {
  const { t } = useTranslation();
  const view = useDownload(model.id);
  const running = view?.status === 'running';
  const canDownload = canManage && !model.bundled && model.state !== 'installed';
  const canDelete =
    canManage &&
    !model.bundled &&
    !running &&
    !model.downloading &&
    (model.state === 'installed' || model.state === 'partial');

  const deleteButton = (
    <button type="button" className="button danger small" onClick={onDelete} data-testid={`model-delete-${model.id}`}>
      {model.state === 'partial' ? t('models:delete.buttonPartial') : t('models:delete.button')}
    </button>
  );

  return (
    <SettingsCard
      kind="model"
      id={model.id}
      title={model.name}
      titleDir="ltr"
      badge={<StateBadge id={model.id} state={model.state} downloading={running || model.downloading} />}
    >
      <ModelFacts model={model} />
      {model.pins && <ModelPinsView pins={model.pins} />}
      {model.bundled && (
        <p className="model-note">
          {model.state === 'missing' ? t('models:bundled.missing') : t('models:bundled.note')}
        </p>
      )}
      {view?.status === 'done' && model.state === 'installed' && (
        <p className="success-text model-note" role="status">
          {t('models:download.done')}
        </p>
      )}
      {canDownload && <DownloadPanel model={model} extra={canDelete && deleteButton} />}
      {canDelete && !canDownload && <div className="model-actions">{deleteButton}</div>}
    </SettingsCard>
  );
}
