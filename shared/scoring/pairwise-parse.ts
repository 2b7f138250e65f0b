// Parses a pairwise judge's output ("A", "B", "tie" or JSON {winner, rationale}) into a verdict.
import { normaliseAnswer } from './answer-match';
import type { PairVerdict } from './pairwise';

export type ParsedPairVerdict =
  { status: 'ok'; verdict: PairVerdict; rationale: string | null } | { status: 'missing'; reason: string };

const WORDS: Readonly<Record<string, PairVerdict>> = {
  a: 'first',
  'reply a': 'first',
  b: 'second',
  'reply b': 'second',
  tie: 'tie',
  equal: 'tie',
  neither: 'tie',
};

export function parsePairVerdict(output: string | null | undefined): ParsedPairVerdict {
  const text = (output ?? '')
    .normalize('NFKC')
    .trim()
    .replace(/^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```$/u, '$1')
    .trim();
  if (text === '') return { status: 'missing', reason: 'empty output' };
  let answer: unknown = text;
  let rationale: string | null = null;
  if (text.startsWith('{')) {
    try {
      const data = JSON.parse(text) as unknown;
      if (typeof data !== 'object' || data === null || Array.isArray(data))
        return { status: 'missing', reason: 'the JSON is not an object' };
      const record = data as Record<string, unknown>;
      answer = record.winner;
      rationale = typeof record.rationale === 'string' && record.rationale.trim() ? record.rationale.trim() : null;
    } catch {
      return { status: 'missing', reason: 'the output is not valid JSON' };
    }
  }
  const key = typeof answer === 'string' ? normaliseAnswer(answer) : '';
  const verdict = Object.hasOwn(WORDS, key) ? WORDS[key] : undefined;
  return verdict ? { status: 'ok', verdict, rationale } : { status: 'missing', reason: 'the output names no reply' };
}
