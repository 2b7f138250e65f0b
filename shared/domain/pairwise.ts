// Pairwise judging as the API exposes it: which of two replies does better on each rubric item,
// asked in both orders (an inconsistent pair counts as a tie), stored and summed per judge.
import { z } from 'zod';
import { RUBRIC_IDS } from '../rubrics/registry';
import type { PairOutcome, PairwiseTally } from '../scoring/pairwise';

export const pairCompareRequestSchema = z
  .object({
    rubricId: z.enum(RUBRIC_IDS),
    /** Two responses of the same scenario (library, generated). */
    x: z.object({ responseId: z.number().int().positive() }).strict(),
    y: z.object({ responseId: z.number().int().positive() }).strict(),
    judgeIds: z.array(z.string().min(1).max(60)).max(10).optional(),
    items: z.array(z.string().min(1).max(60)).max(20).optional(),
  })
  .strict()
  .refine((r) => r.x.responseId !== r.y.responseId, { message: 'same_reply' });
export type PairCompareRequest = z.input<typeof pairCompareRequestSchema>;

export type PairRunView = {
  verdict: 'first' | 'second' | 'tie' | null;
  rationale: string | null;
  error: string | null;
};

export type PairComparisonView = {
  item: string;
  judgeId: string;
  outcome: PairOutcome;
  /** X shown first, then Y shown first. */
  xFirst: PairRunView;
  yFirst: PairRunView;
  fromCache: boolean;
};

export type PairCompareResult = {
  rubricId: string;
  rubricVersion: number;
  comparisons: PairComparisonView[];
  /** Per judge: X's wins, ties and losses over the items (1 / 0.5 / 0 points). */
  tallies: Record<string, PairwiseTally>;
  sentTo: { judgeId: string; host: string; offMachine: boolean }[];
  cancelled: boolean;
};
