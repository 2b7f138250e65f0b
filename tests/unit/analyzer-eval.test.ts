// The analyzer's evaluation on CultureCare annotation files (npm run eval:analyzer): reading support phrases, the metrics
// (accuracy, per-class P/R/F1, macro-F1, majority baseline, confusion), the phrase-level vote, and the script end to end on
// a small fixture file written for these tests.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readSupportPhrases } from '../../electron/services/analyzer/eval/culturecare-phrases';
import { classificationReport } from '../../electron/services/analyzer/eval/metrics';
import { phraseStrategy } from '../../electron/services/analyzer/eval/phrase-strategy';
import type { SentenceSignal } from '../../shared/analyzer/types';
import { fixturePath, readFixture } from '../helpers/fixtures';

const run = promisify(execFile);

describe('reading a CultureCare annotation file for evaluation', () => {
  it('takes every labelled support phrase with its post phrases, counts unlabelled ones and reports bad lines', () => {
    const read = readSupportPhrases(readFixture('analyzer', 'culturecare-eval.jsonl'));
    expect(read.phrases).toHaveLength(8);
    expect(read.unlabelled).toBe(1);
    expect(read.rejected).toEqual([{ line: 3, reason: expect.stringMatching(/not valid JSON/) }]);
    expect(read.phrases[0]).toMatchObject({
      culture: 'German',
      postId: 'tst001',
      strategy: 'Questions',
      postPhrases: 'Ich komme mit der Ausbildung nicht klar',
    });
  });
});

describe('metrics', () => {
  it('computes accuracy, per-class precision/recall/F1, macro-F1 over the classes present, and the majority baseline', () => {
    const r = classificationReport([
      { gold: 'Questions', predicted: 'Questions' },
      { gold: 'Questions', predicted: 'Others' },
      { gold: 'Questions', predicted: 'Questions' },
      { gold: 'Others', predicted: 'Others' },
    ]);
    expect(r.n).toBe(4);
    expect(r.accuracy).toBeCloseTo(0.75);
    expect(r.perClass.Questions).toMatchObject({ support: 3, predicted: 2, correct: 2, precision: 1 });
    expect(r.perClass.Questions.recall).toBeCloseTo(2 / 3);
    expect(r.perClass.Questions.f1).toBeCloseTo(0.8);
    expect(r.perClass.Others.precision).toBeCloseTo(0.5);
    expect(r.perClass.Others.f1).toBeCloseTo(2 / 3);
    // Only Questions and Others occur: macro-F1 is their mean, not diluted by the six absent strategies.
    expect(r.macroF1).toBeCloseTo((0.8 + 2 / 3) / 2);
    expect(r.majority).toEqual({ strategy: 'Questions', accuracy: 0.75 });
    expect(r.confusion.Questions.Others).toBe(1);
    expect(r.confusion.Others.Questions).toBe(0);
  });

  it('counts a strategy that is only ever predicted (precision 0) in the macro-F1', () => {
    const r = classificationReport([
      { gold: 'Questions', predicted: 'Questions' },
      { gold: 'Questions', predicted: 'Information' },
    ]);
    expect(r.macroF1).toBeCloseTo((2 / 3 + 0) / 2);
  });
});

describe('phrase-level strategy', () => {
  const s = (strategy: SentenceSignal['strategy'], confidence: number) => ({ strategy, confidence }) as SentenceSignal;
  it('takes the most frequent sentence strategy; ties go to the larger summed confidence; no sentences is Others', () => {
    expect(phraseStrategy({ sentences: [s('Others', 0.2), s('Questions', 0.5), s('Questions', 0.4)] })).toBe(
      'Questions',
    );
    expect(phraseStrategy({ sentences: [s('Others', 0.2), s('Information', 0.6)] })).toBe('Information');
    expect(phraseStrategy({ sentences: [] })).toBe('Others');
  });
});

describe('npm run eval:analyzer', () => {
  it('prints accuracy, macro-F1, the majority baseline, per-strategy scores and the confusion matrix', async () => {
    const { stdout } = await run(
      'npx',
      ['tsx', 'scripts/eval-analyzer.ts', '--culturecare', fixturePath('analyzer', 'culturecare-eval.jsonl')],
      { cwd: fixturePath('..', '..'), timeout: 120_000 },
    );
    expect(stdout).toMatch(/culturecare-eval\.jsonl: 8 labelled support phrases, 1 without a strategy/);
    expect(stdout).toMatch(/line 3 skipped: not valid JSON/);
    expect(stdout).toMatch(/all files: 8 phrases/);
    expect(stdout).toMatch(
      /accuracy \d\.\d{3} +macro-F1 \d\.\d{3} +majority baseline 0\.250 \(Providing Suggestions\)/,
    );
    for (const name of ['Questions (Qu)', 'Providing Suggestions (PS)', 'Others (Ot)']) expect(stdout).toContain(name);
    expect(stdout).toMatch(/gold \\ pred +Qu +Re +RF +SD +AR +PS +In +Ot/);
    expect(stdout).toMatch(/German: 6 phrases/);
    expect(stdout).toMatch(/Chinese: 2 phrases/);
    // These clear sentences, written for the test, are all labelled right.
    expect(stdout).toMatch(/accuracy 1\.000/);
  }, 120_000);

  it('prints JSON with --json', async () => {
    const { stdout } = await run(
      'npx',
      [
        'tsx',
        'scripts/eval-analyzer.ts',
        '--culturecare',
        fixturePath('analyzer', 'culturecare-eval.jsonl'),
        '--json',
        '--lexicon-only',
      ],
      { cwd: fixturePath('..', '..'), timeout: 120_000 },
    );
    const report = JSON.parse(stdout) as {
      encoder: boolean;
      overall: { n: number; confusion: Record<string, unknown> };
    };
    expect(report.encoder).toBe(false);
    expect(report.overall.n).toBe(8);
    expect(Object.keys(report.overall.confusion)).toHaveLength(8);
  }, 120_000);
});
