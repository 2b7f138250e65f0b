// Parses a judge's text output into a scale option: a bare key/code/label or JSON {score, rationale}.
import type { Scale } from '../rubrics/types';
import { matchOption } from './answer-match';

export type ParsedJudgement =
  | { status: 'ok'; option: string; score: number | null; rationale: string | null }
  | { status: 'missing'; reason: string; rationale: string | null };

const missing = (reason: string, rationale: string | null = null): ParsedJudgement => ({
  status: 'missing',
  reason,
  rationale,
});

/** Removes one surrounding Markdown code fence (```json ... ```), if present. */
function stripFence(text: string): string {
  const fenced = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```$/u.exec(text);
  return fenced ? (fenced[1] ?? '').trim() : text;
}

const hasDigitKeys = (scale: Scale): boolean => scale.options.every((o) => /^[0-9]$/.test(o.key));

function fromScoreValue(scale: Scale, value: unknown, rationale: string | null): ParsedJudgement {
  let answer: string;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || !hasDigitKeys(scale))
      return missing(`score ${value} is not an option of the scale`, rationale);
    answer = String(value);
  } else if (typeof value === 'string') {
    answer = value;
  } else {
    return missing('the JSON has no usable score', rationale);
  }
  const option = matchOption(scale, answer);
  if (!option) return missing(`score ${JSON.stringify(value)} is not an option of the scale`, rationale);
  return { status: 'ok', option: option.code, score: option.value, rationale };
}

function fromJson(scale: Scale, text: string): ParsedJudgement {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return missing('the output is not valid JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return missing('the JSON is not an object');
  const entries = Object.entries(data as Record<string, unknown>);
  const field = (name: string) => entries.find(([key]) => key.trim().toLowerCase() === name)?.[1];
  const rawRationale = field('rationale');
  const rationale = typeof rawRationale === 'string' && rawRationale.trim() ? rawRationale.trim() : null;
  return fromScoreValue(scale, field('score'), rationale);
}

/**
 * Turns a judge's output into a score on the scale. Accepted: a bare answer ("4", " 4.", '"B"',
 * "Strongly agree", "yes") or a JSON object with a score (number or string) and an optional
 * rationale, possibly inside a code fence. Anything else is `missing` (never 0).
 */
export function parseJudgeOutput(scale: Scale, output: string | null | undefined): ParsedJudgement {
  if (output === null || output === undefined) return missing('no output');
  const text = stripFence(output.normalize('NFKC').trim());
  if (text === '') return missing('empty output');
  if (text.startsWith('{')) return fromJson(scale, text);
  const option = matchOption(scale, text);
  if (!option) return missing('the output is not an option of the scale');
  return { status: 'ok', option: option.code, score: option.value, rationale: null };
}
