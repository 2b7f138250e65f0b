// The vocabulary entries that answer a scale (one digit or letter) and their next-token log-probabilities.
import { normaliseAnswer } from '../../../../shared/scoring/answer-match';
import type { TokenLogprob } from '../../../../shared/scoring/logprobs';

export type VocabToken = { id: number; text: string };

/** Scale keys are single ASCII digits or letters ('4', 'A'); normaliseAnswer lower-cases them. */
const SINGLE_KEY = /^[0-9a-z]$/;
/** Longer vocabulary strings cannot decode to one key ("Ġ4", "▁A", "<0x34>" can). */
const MAX_RAW_LENGTH = 8;

/**
 * Every token that reads as one digit or letter once spaces, quotes, brackets and trailing
 * punctuation are dropped ("4", " 4", "▁A", "4."), as the scoring's answer matching reads them.
 * Which of them belong to a scale is decided later by gEvalScore.
 */
export function findOptionTokens(
  vocab: Iterable<readonly [string, number]>,
  decode: (id: number) => string,
): VocabToken[] {
  const found: VocabToken[] = [];
  for (const [raw, id] of vocab) {
    if (raw.length > MAX_RAW_LENGTH) continue;
    const text = decode(id);
    if (SINGLE_KEY.test(normaliseAnswer(text))) found.push({ id, text });
  }
  return found.sort((a, b) => a.id - b.id);
}

/** Indices of the k largest values, largest first (ties: lower index first). */
export function topIndices(row: ArrayLike<number>, k: number): number[] {
  const top: number[] = [];
  if (k <= 0) return top;
  for (let i = 0; i < row.length; i++) {
    const v = row[i]!;
    if (top.length === k && v <= row[top[k - 1]!]!) continue;
    let at = top.length === k ? k - 1 : top.length;
    while (at > 0 && row[top[at - 1]!]! < v) at--;
    top.splice(at, 0, i);
    if (top.length > k) top.pop();
  }
  return top;
}

/** log(sum(exp(row))), computed stably. */
export function logSumExp(row: ArrayLike<number>): number {
  let max = -Infinity;
  for (let i = 0; i < row.length; i++) if (row[i]! > max) max = row[i]!;
  if (!Number.isFinite(max)) return max;
  let sum = 0;
  for (let i = 0; i < row.length; i++) sum += Math.exp(row[i]! - max);
  return max + Math.log(sum);
}

export type NextToken = {
  /** The most likely next token, decoded. */
  text: string;
  /** Full-softmax log-probabilities of the option tokens and the top-k tokens; tokens that decode alike are merged. */
  logprobs: TokenLogprob[];
};

/** Reads the next-token distribution from the logits of the last position. */
export function readNextToken(
  row: ArrayLike<number>,
  options: readonly VocabToken[],
  topK: number,
  decode: (id: number) => string,
): NextToken {
  if (row.length === 0) throw new Error('The model returned no logits.');
  const norm = logSumExp(row);
  const [best] = topIndices(row, 1);
  const texts = new Map<number, string>(options.map((o) => [o.id, o.text]));
  for (const id of topIndices(row, Math.max(1, topK))) if (!texts.has(id)) texts.set(id, decode(id));
  const byText = new Map<string, number[]>();
  for (const [id, text] of texts) byText.set(text, [...(byText.get(text) ?? []), row[id]!]);
  const logprobs = [...byText]
    .map(([token, logits]) => ({ token, logprob: logSumExp(logits) - norm }))
    .sort((a, b) => b.logprob - a.logprob);
  return { text: texts.get(best!) ?? decode(best!), logprobs };
}
