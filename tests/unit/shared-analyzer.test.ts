// Practice and role-play coaching share one analyzer (electron/services/practice/shared-analyzer.ts): loaded once for
// both, a coach's dispose leaves it running for the other, stop() ends it once, and a failed load is tried again.
import { describe, expect, it } from 'vitest';
import { Coach } from '../../electron/services/practice/coach';
import { sharedAnalyzer } from '../../electron/services/practice/shared-analyzer';
import type { Analyzer } from '../../electron/services/analyzer';
import type { ScenarioSnapshot } from '../../shared/domain/practice';
import type { AnalysisResult } from '../../shared/analyzer/types';

function countingAnalyzer(): Analyzer & { analyses: number; disposed: number } {
  const result: AnalysisResult = {
    sentences: [],
    spans: [],
    flags: [],
    language: { reply: null, post: null, expected: null, matches: null },
    meta: { version: 2, encoder: false, languageId: false, ms: 0 },
  };
  return {
    analyses: 0,
    disposed: 0,
    hasEncoder: false,
    hasLanguageId: false,
    async analyze() {
      this.analyses++;
      return result;
    },
    async prepare() {},
    clearCache() {},
    async dispose() {
      this.disposed++;
    },
  };
}

const snapshot = {
  postText: 'A post written for this test.',
  language: 'en',
  expertSpans: [],
} as unknown as ScenarioSnapshot;

describe('shared analyzer', () => {
  it('is loaded once for both coaches, outlives a coach, and is ended once by stop()', async () => {
    const made: ReturnType<typeof countingAnalyzer>[] = [];
    const shared = sharedAnalyzer(async () => {
      const analyzer = countingAnalyzer();
      made.push(analyzer);
      return analyzer;
    });
    const practice = new Coach(shared.factory);
    const roleplay = new Coach(shared.factory);
    await practice.analyze(1, snapshot, false, 'I hear you.');
    await roleplay.analyze(2, snapshot, false, 'That sounds hard.');
    expect(made).toHaveLength(1);
    expect(made[0]?.analyses).toBe(2);

    await practice.dispose();
    expect(made[0]?.disposed).toBe(0);
    await roleplay.analyze(2, snapshot, false, 'Still here for you.');
    expect(made[0]?.analyses).toBe(3);

    await shared.stop();
    await shared.stop();
    expect(made[0]?.disposed).toBe(1);
  });

  it('tries a failed load again on the next use', async () => {
    let attempts = 0;
    const shared = sharedAnalyzer(async () => {
      attempts++;
      if (attempts === 1) throw new Error('models missing');
      return countingAnalyzer();
    });
    await expect(shared.factory()).rejects.toThrow('models missing');
    await expect(shared.factory()).resolves.toBeDefined();
    expect(attempts).toBe(2);
    await shared.stop();
  });

  it('warms up before any coach asks: loaded once and then lent; a failed warm-up can be tried again', async () => {
    const made: ReturnType<typeof countingAnalyzer>[] = [];
    let fail = true;
    const shared = sharedAnalyzer(async () => {
      if (fail) throw new Error('models missing');
      const analyzer = countingAnalyzer();
      made.push(analyzer);
      return analyzer;
    });
    await expect(shared.warm()).rejects.toThrow('models missing');
    fail = false;
    await shared.warm();
    await shared.warm();
    expect(made).toHaveLength(1);
    await new Coach(shared.factory).analyze(1, snapshot, false, 'I hear you.');
    expect(made).toHaveLength(1);
    expect(made[0]?.analyses).toBe(1);
    await shared.stop();
    expect(made[0]?.disposed).toBe(1);
  });
});
