// The dashboard's strategy mix off the request path: the app's job worker analyses a batch of texts
// with the real analyzer and gives the same strategies as an analyzer in this thread; the mix sends
// only texts it has not seen to the batch, once per dashboard.
import { afterAll, describe, expect, it } from 'vitest';
import { threadId } from 'node:worker_threads';
import type { SupportStrategy } from '../../shared/domain/vocabulary';
import { createAnalyzer } from '../../electron/services/analyzer';
import { StrategyMix, type StrategyBatch, type StrategyText } from '../../electron/services/dashboard/strategy-mix';
import type { AppJobs } from '../../electron/services/jobs/app-jobs';
import { appJobsEntry } from '../../electron/services/jobs/entry';
import { JobRunner } from '../../electron/services/jobs/runner';

const runner = new JobRunner<AppJobs>(
  appJobsEntry(new URL('../../electron/services/jobs/entry.ts', import.meta.url).href),
  {
    databasePath: '/nowhere.sqlite3',
  },
);
afterAll(() => runner.stop());

const post = 'My parents expect me to manage everything alone and I have not slept properly for weeks.';
const texts: Omit<StrategyText, 'source'>[] = [
  {
    text: 'That sounds exhausting. You feel you have to carry all of this by yourself. Have you been able to talk to anyone?',
    post,
    language: 'en',
  },
  {
    text: 'It makes sense that you feel worn out. Many students find that a counsellor at the university can help.',
    post,
    language: 'en',
  },
];

describe('strategy mix in the job worker', () => {
  it('analyses a batch in another thread with the same result as here', async () => {
    const progress: number[] = [];
    const fromWorker = await runner.run('analyzer.strategies', { texts }, { progress: (done) => progress.push(done) });
    const here = await createAnalyzer();
    try {
      for (const [i, t] of texts.entries()) {
        const analysis = await here.analyze({ reply: t.text, post: t.post, postLanguage: t.language });
        expect(fromWorker[i]).toEqual(analysis.sentences.map((s) => s.strategy));
      }
    } finally {
      await here.dispose();
    }
    expect(fromWorker[0]!.length).toBeGreaterThan(1);
    expect(progress).toEqual([1, 2]);
    expect(runner.threads).toBe(1);
  }, 60_000);

  it('sends only unseen texts, once per dashboard, and counts every copy', async () => {
    const batches: number[] = [];
    const batch: StrategyBatch = async (sent) => {
      batches.push(sent.length);
      const inWorker = await runner.run('analyzer.strategies', { texts: sent });
      expect(threadId).toBe(0);
      return inWorker;
    };
    const mix = new StrategyMix(() => Promise.reject(new Error('no analyzer in this thread')), batch);
    const withSources: StrategyText[] = [
      { source: 'trainees', ...texts[0]! },
      { source: 'trainees', ...texts[0]! },
      { source: 'exemplars', ...texts[1]! },
      { source: 'trainees', text: '   ', post, language: 'en' },
    ];
    const first = await mix.mix(withSources);
    const second = await mix.mix(withSources);
    expect(batches).toEqual([2]);
    expect(second).toEqual(first);
    const sentences = (source: string) =>
      first.filter((row) => row.source === source).reduce((sum, row) => sum + row.sentences, 0);
    const perText = (await runner.run('analyzer.strategies', { texts })).map((s: SupportStrategy[]) => s.length);
    expect(sentences('trainees')).toBe(2 * perText[0]!);
    expect(sentences('exemplars')).toBe(perText[1]);
  }, 60_000);
});
