// The language models local judges can run (models.list, task text-generation), reloaded when a download finishes.
import { useEffect, useState } from 'react';
import type { ModelStatus } from '../../../../shared/models/status';
import { api } from '../../../api/client';
import { useSettledDownloads } from '../models/downloads';

/** Language models can be judges; the others (the sentence encoder) cannot. */
export const isJudgeModel = (model: ModelStatus): boolean => model.task === 'text-generation';

/** The model's files are on this computer (downloaded, or shipped with the app). */
export const isAvailable = (model: ModelStatus): boolean => model.state === 'installed' || model.state === 'bundled';

export function useJudgeModels(): { models: ModelStatus[] | null; error: unknown } {
  const [models, setModels] = useState<ModelStatus[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const settled = useSettledDownloads();
  useEffect(() => {
    let current = true;
    api.call('models.list', {}).then(
      (list) => {
        if (!current) return;
        setModels(list.filter(isJudgeModel));
        setError(null);
      },
      (e: unknown) => current && setError(e),
    );
    return () => {
      current = false;
    };
  }, [settled]);
  return { models, error };
}
