// The language models local judges can run (models.list, task text-generation); a finished download
// or a deletion refreshes the list through the query cache.
import type { ModelStatus } from '../../../../shared/models/status';
import { useApiQuery } from '../../../api/hooks';

/** Language models can be judges; the others (the sentence encoder) cannot. */
export const isJudgeModel = (model: ModelStatus): boolean => model.task === 'text-generation';

/** The model's files are on this computer (downloaded, or shipped with the app). */
export const isAvailable = (model: ModelStatus): boolean => model.state === 'installed' || model.state === 'bundled';

const judgeModels = (list: ModelStatus[]) => list.filter(isJudgeModel);

export function useJudgeModels(): { models: ModelStatus[] | null; error: unknown } {
  const query = useApiQuery('models.list', {}, { select: judgeModels });
  return { models: query.data ?? null, error: query.error };
}
