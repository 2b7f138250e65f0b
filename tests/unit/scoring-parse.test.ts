// Parsing a judge's text into a scale option: bare answers, JSON, tolerance, and missing (never 0).
import { describe, expect, it } from 'vitest';
import { requireItem } from '../../shared/rubrics/registry';
import { RUBRIC_B } from '../../shared/rubrics/rubric-b';
import {
  AGREEMENT_SCALE,
  FIVE_POINT_SCALE,
  RISK_HANDLING_SCALE,
  TRAINING_USEFULNESS_SCALE,
  YES_SOMEWHAT_NO_SCALE,
} from '../../shared/rubrics/scales';
import { matchOption, normaliseAnswer } from '../../shared/scoring/answer-match';
import { parseJudgeOutput } from '../../shared/scoring/parse';
import { parsePairVerdict } from '../../shared/scoring/pairwise-parse';

const ok = (option: string, score: number | null, rationale: string | null = null) => ({
  status: 'ok',
  option,
  score,
  rationale,
});

describe('normaliseAnswer', () => {
  it('strips whitespace, quotes, brackets, emphasis, trailing punctuation and tokenizer space markers', () => {
    for (const raw of [
      '4',
      ' 4',
      '4 ',
      '\n4\n',
      '4.',
      '"4"',
      "'4'",
      '`4`',
      '**4**',
      '(4)',
      '4)',
      '４',
      'Ġ4',
      '▁4',
      '“4”',
    ]) {
      expect(normaliseAnswer(raw)).toBe('4');
    }
    expect(normaliseAnswer(' Strongly  Agree. ')).toBe('strongly agree');
  });
});

describe('parseJudgeOutput: bare answers', () => {
  it('reads a digit on a 1-5 scale, tolerant of whitespace and quotes', () => {
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '4')).toEqual(ok('4', 4));
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '  5\n')).toEqual(ok('5', 5));
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '"3"')).toEqual(ok('3', 3));
    expect(parseJudgeOutput(FIVE_POINT_SCALE, "'1'.")).toEqual(ok('1', 1));
  });

  it('reads letter keys exactly and codes and labels on categorical scales case-insensitively', () => {
    expect(parseJudgeOutput(YES_SOMEWHAT_NO_SCALE, 'B')).toEqual(ok('somewhat', 1));
    expect(parseJudgeOutput(YES_SOMEWHAT_NO_SCALE, 'b')).toMatchObject({ status: 'missing' });
    expect(parseJudgeOutput(YES_SOMEWHAT_NO_SCALE, 'No')).toEqual(ok('no', 0));
    expect(parseJudgeOutput(TRAINING_USEFULNESS_SCALE, 'With revision, promising')).toEqual(ok('with_revision', 1));
    expect(parseJudgeOutput(TRAINING_USEFULNESS_SCALE, 'not suitable')).toEqual(ok('not_suitable', 0));
    expect(parseJudgeOutput(AGREEMENT_SCALE, 'Strongly agree')).toEqual(ok('strongly_agree', 5));
    expect(parseJudgeOutput(AGREEMENT_SCALE, 'strongly_disagree')).toEqual(ok('strongly_disagree', 1));
    expect(parseJudgeOutput(AGREEMENT_SCALE, '2')).toEqual(ok('disagree', 2));
  });

  it('a not-applicable answer is a valid option without a numeric score', () => {
    expect(parseJudgeOutput(RISK_HANDLING_SCALE, 'D')).toEqual(ok('not_applicable', null));
    expect(parseJudgeOutput(RISK_HANDLING_SCALE, 'Not applicable')).toEqual(ok('not_applicable', null));
  });

  it('anything else is missing, never 0', () => {
    const garbage = [
      '',
      '   ',
      '0',
      '6',
      '4.5',
      '4/5',
      'Score: 4',
      'four',
      '4 - quite empathetic',
      'I would rate this a 4',
      'The reply is good',
      'A',
      '<think>4</think>',
    ];
    for (const text of garbage) {
      const parsed = parseJudgeOutput(FIVE_POINT_SCALE, text);
      expect(parsed.status, text).toBe('missing');
      expect(parsed).not.toHaveProperty('score');
    }
    expect(parseJudgeOutput(FIVE_POINT_SCALE, null)).toMatchObject({ status: 'missing', reason: 'no output' });
    expect(parseJudgeOutput(YES_SOMEWHAT_NO_SCALE, 'maybe')).toMatchObject({ status: 'missing' });
    expect(parseJudgeOutput(YES_SOMEWHAT_NO_SCALE, 'D')).toMatchObject({ status: 'missing' });
  });
});

describe('parseJudgeOutput: JSON', () => {
  it('reads {score, rationale} with a number or a string score', () => {
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '{"score": 4, "rationale": "Warm and specific."}')).toEqual(
      ok('4', 4, 'Warm and specific.'),
    );
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '{"rationale": "Generic.", "score": "2"}')).toEqual(
      ok('2', 2, 'Generic.'),
    );
    expect(parseJudgeOutput(FIVE_POINT_SCALE, ' {\n  "score" : 5\n} ')).toEqual(ok('5', 5));
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '{"Score": 3.0, "rationale": "  "}')).toEqual(ok('3', 3));
    expect(
      parseJudgeOutput(TRAINING_USEFULNESS_SCALE, '{"score": "strong_example", "rationale": "Model reply."}'),
    ).toEqual(ok('strong_example', 2, 'Model reply.'));
    expect(parseJudgeOutput(AGREEMENT_SCALE, '{"score": 4}')).toEqual(ok('agree', 4));
  });

  it('accepts JSON inside a Markdown code fence', () => {
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '```json\n{"score": 3, "rationale": "ok"}\n```')).toEqual(
      ok('3', 3, 'ok'),
    );
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '```\n4\n```')).toEqual(ok('4', 4));
  });

  it('is missing (keeping any rationale) for invalid JSON or an invalid score', () => {
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '{"score": 4')).toMatchObject({
      status: 'missing',
      reason: 'the output is not valid JSON',
    });
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '{"rating": 4}')).toMatchObject({ status: 'missing' });
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '{"score": 0, "rationale": "no"}')).toEqual({
      status: 'missing',
      reason: 'score 0 is not an option of the scale',
      rationale: 'no',
    });
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '{"score": 4.5}')).toMatchObject({ status: 'missing' });
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '{"score": null}')).toMatchObject({ status: 'missing' });
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '{"score": [4]}')).toMatchObject({ status: 'missing' });
    expect(parseJudgeOutput(YES_SOMEWHAT_NO_SCALE, '{"score": 2}')).toMatchObject({ status: 'missing' });
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '[4, 5]')).toMatchObject({ status: 'missing' });
    expect(parseJudgeOutput(FIVE_POINT_SCALE, '[4]')).toEqual(ok('4', 4)); // a bracketed bare answer, like (4)
    expect(parseJudgeOutput(FIVE_POINT_SCALE, 'Here you go: {"score": 4}')).toMatchObject({ status: 'missing' });
  });
});

describe('matchOption', () => {
  it('only matches whole answers', () => {
    const item = requireItem(RUBRIC_B, 'cultural_understanding');
    expect(matchOption(item.scale, 'Partially')?.code).toBe('partially');
    expect(matchOption(item.scale, 'part')).toBeUndefined();
    expect(matchOption(item.scale, '')).toBeUndefined();
  });
});

describe('parsePairVerdict', () => {
  it('reads A, B, tie and JSON {winner, rationale}', () => {
    expect(parsePairVerdict('A')).toEqual({ status: 'ok', verdict: 'first', rationale: null });
    expect(parsePairVerdict(' b. ')).toEqual({ status: 'ok', verdict: 'second', rationale: null });
    expect(parsePairVerdict('Tie')).toEqual({ status: 'ok', verdict: 'tie', rationale: null });
    expect(parsePairVerdict('{"winner": "B", "rationale": "More specific."}')).toEqual({
      status: 'ok',
      verdict: 'second',
      rationale: 'More specific.',
    });
    for (const bad of ['', 'C', 'both', 'constructor', '{"winner": 1}', '{"winner": "A"', '[]', null]) {
      expect(parsePairVerdict(bad).status).toBe('missing');
    }
  });
});
