// Loads the configured judges, where API keys are kept and the rubric list; `reload` after a change.
import { useCallback, useEffect, useState } from 'react';
import type { ResponseOf } from '../../../../shared/api/contract';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import type { Rubric } from '../../../../shared/rubrics/types';
import { api } from '../../../api/client';

export type KeyStorage = ResponseOf<'secrets.info'>;

export type JudgesData = {
  judges: JudgeProvider[] | null;
  storage: KeyStorage | null;
  rubrics: readonly Rubric[];
  error: unknown;
  reload: () => Promise<void>;
};

export function useJudgesData(): JudgesData {
  const [judges, setJudges] = useState<JudgeProvider[] | null>(null);
  const [storage, setStorage] = useState<KeyStorage | null>(null);
  const [rubrics, setRubrics] = useState<readonly Rubric[]>([]);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    api.call('judges.list', {}).then(setJudges, setError);
    api.call('secrets.info', {}).then(setStorage, setError);
    api.call('rubrics.list', {}).then(setRubrics, setError);
  }, []);

  const reload = useCallback(async () => {
    try {
      setJudges(await api.call('judges.list', {}));
      setError(null);
    } catch (e) {
      setError(e);
    }
  }, []);

  return { judges, storage, rubrics, error, reload };
}
