// The model list (models.list); a finished download or a deletion refreshes it through the query
// cache, and `reload` waits for the fresh list.
import { useCallback } from 'react';
import type { ModelStatus } from '../../../../shared/models/status';
import { useApiQuery } from '../../../api/hooks';

export type ModelsData = { models: ModelStatus[] | null; error: unknown; reload: () => Promise<void> };

export function useModels(): ModelsData {
  const query = useApiQuery('models.list', {});
  const { refetch } = query;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return { models: query.data ?? null, error: query.error, reload };
}
