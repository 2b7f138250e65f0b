// Settings: the local models (bundled and downloadable), their state, and for instructors download (explicit, with progress) and delete.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelStatus } from '../../../shared/models/status';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { isolate } from '../../i18n/isolate';
import { DeleteModelDialog } from './models/DeleteModelDialog';
import { ModelCard } from './models/ModelCard';
import { useModels } from './models/useModels';
import '../../styles/models.css';

/** <data folder>/models, with the data folder's own path separator. */
const downloadsFolder = (dataDir: string) => `${dataDir}${dataDir.includes('\\') ? '\\' : '/'}models`;

export function ModelsSection() {
  const { t } = useTranslation();
  const { profile, info } = useSession();
  const { models, error, reload } = useModels();
  const [deleting, setDeleting] = useState<ModelStatus | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const canManage = profile?.role === 'instructor';

  const afterDelete = async (model: ModelStatus) => {
    await reload();
    setDeleting(null);
    setDeleted(model.name);
  };

  return (
    <section className="card wide models" aria-labelledby="models-title" data-testid="models-section">
      <div className="models-head">
        <h2 id="models-title">{t('models:title')}</h2>
        <p className="muted">{t('models:intro')}</p>
        <p className="muted">
          {t('models:folder')}{' '}
          <code dir="ltr" className="model-path">
            {downloadsFolder(info.dataDir)}
          </code>
        </p>
        {!canManage && <p className="side-note models-readonly">{t('models:readOnly')}</p>}
        <div role="status" className="models-notice">
          {deleted && <p className="success-text">{t('models:deleted', { name: isolate(deleted) })}</p>}
        </div>
      </div>
      <ErrorText error={error} />
      {models === null ? (
        !error && <p className="muted">{t('models:loading')}</p>
      ) : (
        <ul className="model-list" data-testid="model-list">
          {models.map((model) => (
            <li key={model.id}>
              <ModelCard
                model={model}
                canManage={canManage}
                onDelete={() => {
                  setDeleted(null);
                  setDeleting(model);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteModelDialog model={deleting} onClose={() => setDeleting(null)} onDeleted={() => afterDelete(deleting)} />
      )}
    </section>
  );
}
