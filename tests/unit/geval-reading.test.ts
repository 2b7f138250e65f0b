// Weak G-Eval readings are not stored as scores (issue 11, observation 6): every Unicode decimal digit
// names its point, letter options are matched exactly (the article "a" is not option A), a reading
// whose valid options hold less than the coverage floor falls back to the text answer (else missing),
// and the coverage is kept with the judgement.
import { describe, expect, it } from 'vitest';
import { scoreItemOnce } from '../../electron/services/judges/score-item';
import type { Completion, ModelJudge } from '../../electron/services/judges/types';
import { buildJudgePrompt } from '../../shared/prompts/judge-prompt';
import { RUBRIC_A } from '../../shared/rubrics/rubric-a';
import { FIVE_POINT_SCALE, YES_PARTIALLY_NO_SCALE } from '../../shared/rubrics/scales';
import { asciiDigits, matchOption } from '../../shared/scoring/answer-match';
import { COVERAGE_FLOOR, gEvalScore, type TokenLogprob } from '../../shared/scoring/logprobs';

const lp = (entries: [string, number][]): TokenLogprob[] =>
  entries.map(([token, p]) => ({ token, logprob: Math.log(p) }));

describe('digits of every script', () => {
  it('reads {"٤": 0.9, "3": 0.1} as 3.9 from all of the mass, not 3 from a tenth of it', () => {
    const r = gEvalScore(
      FIVE_POINT_SCALE,
      lp([
        ['٤', 0.9],
        ['3', 0.1],
      ]),
    );
    expect(r).toMatchObject({ status: 'ok', option: '4' });
    if (r.status !== 'ok') throw new Error('not ok');
    expect(r.score).toBeCloseTo(3.9, 12);
    expect(r.coverage).toBeCloseTo(1, 12);
  });

  it('maps every Unicode decimal digit to its value', () => {
    const fours = [
      '4',
      '٤',
      '۴',
      '४',
      '৪',
      '੪',
      '૪',
      '୪',
      '௪',
      '౪',
      '೪',
      '൪',
      '๔',
      '໔',
      '༤',
      '၄',
      '៤',
      '᠔',
      '４',
      '𝟒',
      '𝟜',
    ];
    for (const four of fours) expect(asciiDigits(four), four).toBe('4');
    // Every character Unicode calls a decimal digit maps to one of 0-9, in order within its run.
    for (let code = 0; code < 0x20000; code++) {
      const ch = String.fromCodePoint(code);
      if (!/^\p{Nd}$/u.test(ch)) continue;
      expect(asciiDigits(ch)).toMatch(/^[0-9]$/);
    }
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(matchOption(FIVE_POINT_SCALE, ' ۵.')?.code).toBe('5');
  });
});

describe('letter options', () => {
  it('matches "A" but not the article "a"', () => {
    expect(matchOption(YES_PARTIALLY_NO_SCALE, 'A')?.code).toBe('yes');
    expect(matchOption(YES_PARTIALLY_NO_SCALE, ' A')?.code).toBe('yes');
    expect(matchOption(YES_PARTIALLY_NO_SCALE, 'a')).toBeUndefined();
    expect(matchOption(YES_PARTIALLY_NO_SCALE, ' a')).toBeUndefined();
    // Codes and labels are still read whatever their case.
    expect(matchOption(YES_PARTIALLY_NO_SCALE, 'YES')?.code).toBe('yes');
    expect(matchOption(YES_PARTIALLY_NO_SCALE, 'partially')?.code).toBe('partially');
  });

  it('gives no mass to option A for the token "a"', () => {
    const r = gEvalScore(
      YES_PARTIALLY_NO_SCALE,
      lp([
        ['a', 0.3],
        ['B', 0.4],
        ['C', 0.3],
      ]),
    );
    if (r.status !== 'ok') throw new Error('expected a reading');
    expect(r.distribution.yes).toBe(0);
    expect(r.option).toBe('partially');
    expect(r.coverage).toBeCloseTo(0.7, 12);
  });
});

describe('coverage floor', () => {
  it('is a half of the mass', () => {
    expect(COVERAGE_FLOOR).toBe(0.5);
  });

  it('does not make a score of a reading that put most of the mass elsewhere', () => {
    const r = gEvalScore(
      FIVE_POINT_SCALE,
      lp([
        ['The', 0.7],
        ['3', 0.1],
        ['4', 0.05],
      ]),
    );
    expect(r).toMatchObject({ status: 'missing' });
    expect(r.coverage).toBeCloseTo(0.15, 12);
  });

  const item = RUBRIC_A.items[0]!;
  const judgeAnswering = (completion: Partial<Completion>): ModelJudge => ({
    id: 'fake',
    kind: 'remote',
    label: 'Fake',
    capabilities: { logprobs: true, structuredOutput: false, streaming: false, pairwise: false },
    provider: { key: 'fake', maxConcurrency: 1 },
    settingsFingerprint: 'fake',
    scoring: { mode: 'logprobs', rationaleFirst: false },
    complete: () =>
      Promise.resolve({
        text: null,
        topLogprobs: null,
        promptTokens: null,
        completionTokens: null,
        structuredFallback: false,
        ...completion,
      }),
  });
  const prompt = buildJudgePrompt(item, { post: 'I cannot sleep.', reply: 'That sounds hard.' }, { mode: 'logprobs' });

  it('below the floor reads the text answer and keeps the coverage', async () => {
    const outcome = await scoreItemOnce(
      judgeAnswering({
        text: '4',
        topLogprobs: lp([
          ['The', 0.8],
          ['4', 0.1],
          ['2', 0.1],
        ]),
      }),
      item,
      prompt,
      new AbortController().signal,
    );
    expect(outcome).toMatchObject({ status: 'ok', score: 4, option: '4', distribution: null });
    expect(outcome.coverage).toBeCloseTo(0.2, 12);
  });

  it('below the floor with no readable text answer is missing, not a score', async () => {
    const outcome = await scoreItemOnce(
      judgeAnswering({
        text: 'The reply',
        topLogprobs: lp([
          ['The', 0.9],
          ['3', 0.1],
        ]),
      }),
      item,
      prompt,
      new AbortController().signal,
    );
    expect(outcome).toMatchObject({ status: 'missing', score: null, option: null });
    expect(outcome.coverage).toBeCloseTo(0.1, 12);
    expect(outcome.missingReason).toMatch(/10%/);
  });

  it('at or above the floor keeps the weighted mean', async () => {
    const outcome = await scoreItemOnce(
      judgeAnswering({
        text: 'The',
        topLogprobs: lp([
          ['The', 0.4],
          ['4', 0.3],
          ['2', 0.3],
        ]),
      }),
      item,
      prompt,
      new AbortController().signal,
    );
    expect(outcome.status).toBe('ok');
    expect(outcome.score).toBeCloseTo(3, 12);
    expect(outcome.coverage).toBeCloseTo(0.6, 12);
  });
});
