// Loads the signed-in trainee's assigned exercises and the culture list (for culture names).
import { useEffect, useState } from 'react';
import type { Culture } from '../../../../shared/domain/library';
import type { AssignedExercise } from '../../../../shared/domain/practice';
import { api } from '../../../api/client';

export type AssignedLoad =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; exercises: AssignedExercise[]; cultures: Culture[] };

export function useAssigned(profileId: number | null): AssignedLoad {
  const [load, setLoad] = useState<{ profileId: number | null; value: AssignedLoad } | null>(null);
  useEffect(() => {
    if (profileId === null) return;
    let current = true;
    Promise.all([api.call('practice.assigned', {}), api.call('cultures.list', {}).catch((): Culture[] => [])]).then(
      ([exercises, cultures]) => {
        if (current) setLoad({ profileId, value: { status: 'ready', exercises, cultures } });
      },
      (error: unknown) => {
        if (current) setLoad({ profileId, value: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [profileId]);
  return load && load.profileId === profileId ? load.value : { status: 'loading' };
}
