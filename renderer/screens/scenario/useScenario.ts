// Loads one scenario (library.get) and the culture list for its culture's name.
import { useEffect, useState } from 'react';
import type { Culture, ScenarioDetail } from '../../../shared/domain/library';
import { api } from '../../api/client';

export type ScenarioLoad =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; scenario: ScenarioDetail; cultures: Culture[] };

type Result = { id: number } & (
  { status: 'error'; error: unknown } | { status: 'ready'; scenario: ScenarioDetail; cultures: Culture[] }
);

/** `version` reloads the same scenario (e.g. after new responses); the old data stays shown meanwhile. */
export function useScenario(id: number, version = 0): ScenarioLoad {
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([api.call('library.get', { id }), api.call('cultures.list', {}).catch((): Culture[] => [])]).then(
      ([scenario, cultures]) => {
        if (current) setResult({ id, status: 'ready', scenario, cultures });
      },
      (error: unknown) => {
        if (current) setResult({ id, status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [id, version]);

  if (!result || result.id !== id) return { status: 'loading' };
  return result;
}
