// Judging as the API exposes it: configured model providers, connection tests and scoring results.
import { z } from 'zod';
import { RUBRIC_IDS } from '../rubrics/registry';
import type { PanelSummary } from '../scoring/panel';
import type { Distribution, JudgementStatus } from '../scoring/judgement';

export type JudgeProvider = {
  id: string;
  label: string;
  kind: 'openai';
  baseUrl: string;
  model: string;
  logprobs: boolean;
  structuredOutput: boolean;
  rationaleFirst: boolean;
  maxConcurrency: number;
  defaultFor: string[];
  hasApiKey: boolean;
  /** Where text goes when this judge is used; offMachine is false for loopback servers. */
  destination: { host: string; offMachine: boolean };
};

export const judgeProviderInputSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/).optional(),
    label: z.string().trim().min(1).max(120),
    baseUrl: z.url({ protocol: /^https?$/ }),
    model: z.string().trim().min(1).max(200),
    /** undefined keeps the stored key, null removes it. */
    apiKey: z.string().min(1).max(1000).nullable().optional(),
    logprobs: z.boolean().default(true),
    structuredOutput: z.boolean().default(true),
    rationaleFirst: z.boolean().default(false),
    maxConcurrency: z.number().int().min(1).max(32).default(4),
    defaultFor: z.array(z.enum(RUBRIC_IDS)).default([]),
  })
  .strict();
export type JudgeProviderInput = z.input<typeof judgeProviderInputSchema>;

export type ConnectionTest = { ok: boolean; latencyMs: number; message: string; logprobs: boolean | null };

export const scoreRequestSchema = z
  .object({
    rubricId: z.enum(RUBRIC_IDS),
    judgeIds: z.array(z.string().max(60)).max(10).optional(),
    items: z.array(z.string().max(60)).max(20).optional(),
    input: z.union([
      z.object({ post: z.string().trim().min(1).max(50_000), reply: z.string().trim().min(1).max(50_000), culture: z.string().max(80).nullish() }).strict(),
      z.object({ responseId: z.number().int().positive() }).strict(),
    ]),
  })
  .strict();
export type ScoreRequest = z.input<typeof scoreRequestSchema>;

export type ItemJudgement = {
  item: string;
  judgeId: string;
  status: JudgementStatus;
  score: number | null;
  option: string | null;
  distribution: Distribution | null;
  rationale: string | null;
  errorMessage: string | null;
  fromCache: boolean;
};

export type ScoreResult = {
  rubricId: string;
  rubricVersion: number;
  judgements: ItemJudgement[];
  /** Per item: mean, spread and disagreement over the judges. */
  panels: Record<string, PanelSummary>;
  /** Per judge: the rubric's aggregates (e.g. Emo., Cult., All). */
  aggregates: Record<string, Record<string, number | null>>;
  /** Which providers received the post and reply. */
  sentTo: { judgeId: string; host: string; offMachine: boolean }[];
  cancelled: boolean;
};
