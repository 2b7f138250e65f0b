// One analyzer for a test file: created before its tests, disposed after them. Returns a getter, since
// the analyzer exists only once beforeAll has run.
import { afterAll, beforeAll } from 'vitest';
import { createAnalyzer, type Analyzer } from '../../electron/services/analyzer';

export function useAnalyzer(options?: Parameters<typeof createAnalyzer>[0]): () => Analyzer {
  let analyzer: Analyzer | undefined;
  beforeAll(async () => {
    analyzer = await createAnalyzer(options);
  }, 60_000);
  afterAll(async () => {
    await analyzer?.dispose();
  });
  return () => {
    if (!analyzer) throw new Error('The analyzer is not created yet (use it inside a test).');
    return analyzer;
  };
}
