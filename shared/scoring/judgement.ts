// A stored judgement: one judge's result on one rubric item for one text, as services and UI exchange it.
import { z } from 'zod';

export const JUDGEMENT_TARGET_TYPES = ['response', 'draft_version', 'text'] as const;
export type JudgementTargetType = (typeof JUDGEMENT_TARGET_TYPES)[number];

export const JUDGEMENT_STATUSES = ['ok', 'missing', 'error'] as const;
export type JudgementStatus = (typeof JUDGEMENT_STATUSES)[number];

export const judgementTargetSchema = z
  .object({ type: z.enum(JUDGEMENT_TARGET_TYPES), id: z.number().int().positive().nullable() })
  .strict()
  .refine((t) => t.type === 'text' || t.id !== null, 'a response or draft version target needs an id');
export type JudgementTarget = z.infer<typeof judgementTargetSchema>;

/** Probability per option code (sums to 1). */
export const distributionSchema = z.record(z.string(), z.number().min(0).max(1));
export type Distribution = z.infer<typeof distributionSchema>;

export type NewJudgement = {
  target: JudgementTarget;
  textHash: string;
  judgeId: string;
  rubricId: string;
  rubricVersion: number;
  item: string;
  /** Numeric score; null when missing, failed, or the option carries no value (not applicable). */
  score: number | null;
  /** Code of the chosen (or most likely) option; null unless status is ok. */
  option: string | null;
  distribution: Distribution | null;
  rationale: string | null;
  rawOutput: string | null;
  status: JudgementStatus;
  /** For an error, what failed; for a missing result, why the output could not be used. */
  errorMessage: string | null;
  latencyMs: number | null;
  promptTokens: number | null;
  completionTokens: number | null;
  promptHash: string | null;
  /** Hash of the post and culture the text was judged in (shared/scoring/context-hash); null when unknown. */
  contextHash: string | null;
  /** G-Eval: the probability mass the scale's options had among the top tokens (0-1); null for text answers. */
  coverage: number | null;
  cacheKey: string;
};

export type Judgement = NewJudgement & { id: number; createdAt: string };
