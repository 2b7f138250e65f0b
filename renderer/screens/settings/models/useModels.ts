// Loads the model list (models.list) and reloads it after a download finishes or a model is deleted.
import { useCallback, useEffect, useState } from 'react';
import type { ModelStatus } from '../../../../shared/models/status';
import { api } from '../../../api/client';
import { useSettledDownloads } from './downloads';

export type ModelsData = { models: ModelStatus[] | null; error: unknown; reload: () => Promise<void> };

export function useModels(): ModelsData {
  const [models, setModels] = useState<ModelStatus[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const settled = useSettledDownloads();

  const reload = useCallback(async () => {
    try {
      setModels(await api.call('models.list', {}));
      setError(null);
    } catch (e) {
      setError(e);
    }
  }, []);

  useEffect(() => {
    let current = true;
    api.call('models.list', {}).then(
      (list) => current && setModels(list),
      (e: unknown) => current && setError(e),
    );
    return () => {
      current = false;
    };
  }, [settled]);

  return { models, error, reload };
}
