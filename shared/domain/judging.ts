// Judging as the API exposes it: configured model providers, connection tests and scoring results.
import { z } from 'zod';
import { modelIdSchema } from '../models/manifest';
import { RUBRIC_IDS } from '../rubrics/registry';
import { judgeServerKindSchema, type JudgeServerKind } from './judge-servers';
import type { PanelSummary } from '../scoring/panel';
import type { Distribution, JudgementStatus } from '../scoring/judgement';
import type { ConnectionFailure } from './connection-failure';

/** Where a judge runs: an OpenAI-compatible server, or a local model inside this app. */
export const JUDGE_PROVIDER_KINDS = ['openai', 'local'] as const;
export type JudgeProviderKind = (typeof JUDGE_PROVIDER_KINDS)[number];

export type JudgeProvider = {
  id: string;
  label: string;
  kind: JudgeProviderKind;
  /** The server's base URL; '' for a local judge. */
  baseUrl: string;
  /** The model name on the server; for a local judge, the id of a model in the model list (models/manifest.json). */
  model: string;
  logprobs: boolean;
  structuredOutput: boolean;
  rationaleFirst: boolean;
  maxConcurrency: number;
  /** What kind of server it is (sets the default of maxConcurrency); 'this-computer' for a local judge. */
  serverKind: JudgeServerKind;
  defaultFor: string[];
  hasApiKey: boolean;
  /** Where text goes when this judge is used; offMachine is false for loopback servers and for local judges. */
  destination: { host: string; offMachine: boolean };
};

/** The destination of a local judge: it runs inside the app, so nothing leaves this computer. */
export const LOCAL_DESTINATION = { host: 'this computer', offMachine: false } as const;

const providerIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/);
const providerLabelSchema = z.string().trim().min(1).max(120);
const defaultForSchema = z.array(z.enum(RUBRIC_IDS)).default([]);

/** A judge on an OpenAI-compatible server. `kind` may be left out: older callers and the CLI send none. */
export const openAiJudgeInputSchema = z
  .object({
    kind: z.literal('openai').default('openai'),
    id: providerIdSchema.optional(),
    label: providerLabelSchema,
    baseUrl: z.url({ protocol: /^https?$/ }),
    model: z.string().trim().min(1).max(200),
    /** undefined keeps the stored key, null removes it. */
    apiKey: z.string().min(1).max(1000).nullable().optional(),
    logprobs: z.boolean().default(true),
    structuredOutput: z.boolean().default(true),
    rationaleFirst: z.boolean().default(false),
    /** Left out: guessed from the address (loopback: this computer; known API hosts: commercial; else a department server). */
    serverKind: judgeServerKindSchema.optional(),
    /** Left out: the server kind's default (SERVER_KIND_CONCURRENCY). */
    maxConcurrency: z.number().int().min(1).max(32).optional(),
    defaultFor: defaultForSchema,
  })
  .strict();

/** Most scoring requests a local judge takes at once (its worker runs them one after another). */
export const LOCAL_MAX_CONCURRENCY = 4;

/**
 * A judge running a local language model inside this app. It reads the score from the model's
 * next-token distribution over the scale (one forward pass per item), so it writes no rationale
 * and has no answer-format options. modelId names a language model (task text-generation) in the
 * model list.
 */
export const localJudgeInputSchema = z
  .object({
    kind: z.literal('local'),
    id: providerIdSchema.optional(),
    label: providerLabelSchema,
    modelId: modelIdSchema,
    maxConcurrency: z.number().int().min(1).max(LOCAL_MAX_CONCURRENCY).default(1),
    defaultFor: defaultForSchema,
  })
  .strict();

export const judgeProviderInputSchema = z.discriminatedUnion('kind', [openAiJudgeInputSchema, localJudgeInputSchema]);
export type JudgeProviderInput = z.input<typeof judgeProviderInputSchema>;
/** What judges.save hands the service (defaults applied). */
export type JudgeProviderSave = z.output<typeof judgeProviderInputSchema>;

export type ConnectionTest = {
  ok: boolean;
  latencyMs: number;
  message: string;
  logprobs: boolean | null;
  /** Why a remote judge could not be reached (classified by the service); absent or null otherwise. */
  failure?: ConnectionFailure | null;
  /** Local judges: how long loading the model took (null when it did not load) and the probe reply's score (null when none). */
  local?: { loadMs: number | null; probeScore: number | null };
};

/** What is scored: a post and a reply given inline, or a library response by id. */
export const scoreInputSchema = z.union([
  z
    .object({
      post: z.string().trim().min(1).max(50_000),
      reply: z.string().trim().min(1).max(50_000),
      culture: z.string().max(80).nullish(),
    })
    .strict(),
  z.object({ responseId: z.number().int().positive() }).strict(),
]);
export type ScoreInput = z.input<typeof scoreInputSchema>;

export const scoreRequestSchema = z
  .object({
    rubricId: z.enum(RUBRIC_IDS),
    judgeIds: z.array(z.string().max(60)).max(10).optional(),
    items: z.array(z.string().max(60)).max(20).optional(),
    input: scoreInputSchema,
  })
  .strict();
export type ScoreRequest = z.input<typeof scoreRequestSchema>;

/** Many replies on one rubric at once (research batches from the command line); one result per text, in order. */
export const batchScoreRequestSchema = z
  .object({
    rubricId: z.enum(RUBRIC_IDS),
    judgeIds: z.array(z.string().max(60)).max(10).optional(),
    items: z.array(z.string().max(60)).max(20).optional(),
    texts: z.array(scoreInputSchema).min(1).max(20_000),
    maxConcurrency: z.number().int().min(1).max(64).optional(),
  })
  .strict();
export type BatchScoreRequest = z.input<typeof batchScoreRequestSchema>;

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
  /** The stored judgement row (the one judgement store); absent for judgements not stored. */
  judgementId?: number;
  /** G-Eval: probability mass on the scale's options among the top tokens; null when the text answer was read. */
  coverage?: number | null;
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
