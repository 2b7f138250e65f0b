// Pairwise judge prompts: which of two replies does better on one rubric item (run in both orders).
import { z } from 'zod';
import type { RubricItem } from '../rubrics/types';
import { cultureLine, JUDGE_SYSTEM_PROMPT, nonBlankText, quoted } from './judge-prompt';
import type { ChatMessage, JsonSchemaResponseFormat } from './types';

export const pairwiseInputSchema = z.object({
  post: nonBlankText(50_000),
  first: nonBlankText(50_000),
  second: nonBlankText(50_000),
  culture: z.string().max(80).nullish(),
});
export type PairwiseInput = z.input<typeof pairwiseInputSchema>;

export type PairwisePrompt = { messages: ChatMessage[]; responseFormat: JsonSchemaResponseFormat | null };

/**
 * Asks which reply, A (first) or B (second), does better on the item, or whether they are equal.
 * Callers run it twice with the replies swapped and combine the verdicts (shared/scoring/pairwise).
 */
export function buildPairwisePrompt(
  item: RubricItem,
  input: PairwiseInput,
  options: { structured: boolean },
): PairwisePrompt {
  const { post, first, second, culture } = pairwiseInputSchema.parse(input);
  const answer = options.structured
    ? 'Answer with one JSON object and nothing else: {"winner": <"A", "B" or "tie">, "rationale": "<one or two sentences on why>"}'
    : 'Answer with A, B or tie and nothing else.';
  const user = [
    `Criterion: ${item.name}`,
    `What it measures: ${item.definition}`,
    '',
    'Compare the two replies to the same post on this criterion only. Their order says nothing about their quality.',
    cultureLine(culture),
    '',
    quoted('Post', post),
    '',
    quoted('Reply A', first),
    '',
    quoted('Reply B', second),
    '',
    `Which reply does better on ${item.name}? Say "tie" only if neither is better.`,
    answer,
  ].join('\n');
  const responseFormat: JsonSchemaResponseFormat | null = options.structured
    ? {
        type: 'json_schema',
        json_schema: {
          name: 'pairwise_verdict',
          strict: true,
          schema: {
            type: 'object',
            properties: { winner: { type: 'string', enum: ['A', 'B', 'tie'] }, rationale: { type: 'string' } },
            required: ['winner', 'rationale'],
            additionalProperties: false,
          },
        },
      }
    : null;
  return {
    messages: [
      { role: 'system', content: JUDGE_SYSTEM_PROMPT },
      { role: 'user', content: user },
    ],
    responseFormat,
  };
}
