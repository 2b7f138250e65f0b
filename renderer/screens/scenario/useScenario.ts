// One scenario (library.get) and the culture list for its culture's name (without it the id stands
// in). New responses written anywhere (generation, the editor) refresh it through the query cache;
// the old data stays shown meanwhile.
import type { Culture, ScenarioDetail } from '../../../shared/domain/library';
import { useApiQuery } from '../../api/hooks';

export type ScenarioLoad =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; scenario: ScenarioDetail; cultures: Culture[] };

export function useScenario(id: number): ScenarioLoad {
  const scenario = useApiQuery('library.get', { id });
  const cultures = useApiQuery('cultures.list', {});
  if (!scenario.data) return scenario.error ? { status: 'error', error: scenario.error } : { status: 'loading' };
  if (!cultures.data && !cultures.error) return { status: 'loading' };
  return { status: 'ready', scenario: scenario.data, cultures: cultures.data ?? [] };
}
