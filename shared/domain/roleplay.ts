// Role-play as the API exposes it: help-seeker role cards built from a scenario (versioned,
// reproducible from a seed), multi-turn sessions with a simulated help-seeker, their scoring on
// Hill's Exploration-Insight-Action stages and the cultural and safety rubrics, and comparisons.
import { z } from 'zod';
import type { AnalysisResult } from '../analyzer/types';
import type { PairOutcome, PairwiseTally } from '../scoring/pairwise';
import type { SupportStrategy, TextLanguage } from './vocabulary';
import { UI_LOCALES } from '../i18n/locales';

const id = z.number().int().positive();

export const BIG_FIVE_TRAITS = [
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'neuroticism',
] as const;
export const COGNITIVE_BIASES = [
  'catastrophizing',
  'black_and_white_thinking',
  'overgeneralizing',
  'emotional_reasoning',
] as const;
export const EMOTIONAL_BASELINES = ['hyper_aroused', 'hypo_aroused', 'volatile'] as const;
export const RESPONSE_STYLES = [
  'easily_reassured',
  'needs_logical_explanation',
  'resistant_and_defensive',
  'emotionally_reactive',
] as const;
export const TRUST_LEVELS = ['low', 'guarded', 'open'] as const;
export const SUPPORT_NETWORKS = ['none', 'thin', 'mixed', 'strong'] as const;
export const COPING_STYLES = [
  'avoidant',
  'problem_focused',
  'emotion_focused',
  'religious',
  'social_support_seeking',
] as const;

/** Every attribute of a role card; the instructor may edit or lock any of them. */
export const roleCardAttributesSchema = z
  .object({
    stressor: z.string().trim().min(1).max(400),
    culturalFrame: z.string().trim().min(1).max(800),
    demographics: z.record(z.string(), z.string().max(120)),
    lifeEvents: z.array(z.string().trim().min(1).max(300)).min(1).max(4),
    bigFive: z.object({ trait: z.enum(BIG_FIVE_TRAITS), pole: z.enum(['high', 'low']) }).strict(),
    cognitiveBias: z.enum(COGNITIVE_BIASES),
    emotionalBaseline: z.enum(EMOTIONAL_BASELINES),
    responseStyle: z.enum(RESPONSE_STYLES),
    trust: z.enum(TRUST_LEVELS),
    supportNetwork: z.enum(SUPPORT_NETWORKS),
    copingStyle: z.enum(COPING_STYLES),
    triggers: z.array(z.string().trim().min(1).max(200)).max(5),
    relationshipToListener: z.string().trim().min(1).max(300),
    helpSeekingNorms: z
      .object({ stigma: z.string().max(400), familyRole: z.string().max(400), religion: z.string().max(400) })
      .strict(),
  })
  .strict();
export type RoleCardAttributes = z.infer<typeof roleCardAttributesSchema>;
export type RoleCardAttribute = keyof RoleCardAttributes;
export const ROLE_CARD_ATTRIBUTES = Object.keys(roleCardAttributesSchema.shape) as RoleCardAttribute[];

/** Practice mode gives micro-feedback after each trainee turn; assessment mode gives none and cannot be left by trainees. */
export const ROLEPLAY_MODES = ['practice', 'assessment'] as const;
export type RoleplayMode = (typeof ROLEPLAY_MODES)[number];

/** Feedback on one trainee turn in practice mode: the strategy used, what the help-seeker likely felt, another phrasing. */
export type TurnFeedback = {
  status: 'done' | 'unavailable' | 'failed';
  /** Only when done: shown whole or not at all. */
  feedback: { strategy: SupportStrategy; felt: string; alternative: string } | null;
  errorMessage: string | null;
  createdAt: string;
};

export type RoleCard = {
  id: number;
  scenarioId: number | null;
  scenarioTitle: string;
  cultureId: string;
  language: TextLanguage;
  /** The seed the unlocked attributes were sampled from; the same seed and scenario give the same card. */
  seed: number;
  version: number;
  attributes: RoleCardAttributes;
  /** Attributes the instructor fixed: re-sampling with another seed keeps them. */
  locked: RoleCardAttribute[];
  /** The mode sessions with this card are played in, unless an exercise overrides it. */
  defaultMode: RoleplayMode;
  createdAt: string;
  updatedAt: string;
};

export const roleCardCreateSchema = z
  .object({
    scenarioId: id,
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
  })
  .strict();

export const roleCardUpdateSchema = z
  .object({
    id,
    /** Edited attributes (each edit becomes locked unless listed in `unlock`). */
    attributes: roleCardAttributesSchema.partial().default({}),
    locked: z.array(z.enum(ROLE_CARD_ATTRIBUTES as [RoleCardAttribute, ...RoleCardAttribute[]])).optional(),
    defaultMode: z.enum(ROLEPLAY_MODES).optional(),
    /** Re-sample every unlocked attribute from this seed. */
    reseed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
  })
  .strict();

export const ROLEPLAY_STATUSES = ['active', 'paused', 'ended'] as const;
export type RoleplayStatus = (typeof ROLEPLAY_STATUSES)[number];
export type RoleplayEndReason = 'natural' | 'turn_cap' | 'trainee';

export type RoleplayTurn = {
  index: number;
  speaker: 'trainee' | 'seeker';
  text: string;
  createdAt: string;
  /** The fast analyzer's coaching on a trainee turn, when coaching is on. */
  coaching: AnalysisResult | null;
  /** Practice mode's micro-feedback on a trainee turn, once asked for. */
  feedback: TurnFeedback | null;
};

export type RoleplaySession = {
  id: number;
  roleCard: RoleCard;
  profileId: number;
  providerId: string;
  /** Where the conversation goes: the model server's host, and whether it leaves this computer. */
  destination: { host: string; offMachine: boolean };
  status: RoleplayStatus;
  endReason: RoleplayEndReason | null;
  /** Maximum trainee turns. */
  turnCap: number;
  coachingEnabled: boolean;
  mode: RoleplayMode;
  /** The exercise the session was started in (its setting may override the card's mode). */
  exerciseId: number | null;
  turns: RoleplayTurn[];
  startedAt: string;
  updatedAt: string;
  /** The session this one restarted (same role card), if any. */
  restartOf: number | null;
};

export const roleplayStartSchema = z
  .object({
    roleCardId: id,
    providerId: z.string().min(1).max(60),
    turnCap: z.number().int().min(2).max(40).default(12),
    coaching: z.boolean().default(true),
    /** Within an assigned exercise (its role-play mode may override the card's default). */
    exerciseId: id.optional(),
    /** Trainees may choose assessment over practice, never the other way round. */
    mode: z.enum(ROLEPLAY_MODES).optional(),
  })
  .strict();

export const turnFeedbackRequestSchema = z
  .object({ sessionId: id, turnIndex: z.number().int().min(1), locale: z.enum(UI_LOCALES) })
  .strict();

export const roleplaySaySchema = z.object({ sessionId: id, text: z.string().trim().min(1).max(4000) }).strict();

/** The 9 Exploration-Insight-Action dimensions (Hill's helping model, as used by ESC-Judge). */
export const EIA_DIMENSIONS = [
  'empathic_understanding',
  'encouragement_of_emotional_expression',
  'exploration_of_thoughts_and_narratives',
  'establish_trusting_foundation',
  'assess_readiness_for_insight',
  'gentle_challenges_and_interpretations',
  'clarify_desired_change',
  'ensure_readiness_and_collaboration',
  'brainstorm_and_evaluate_options',
] as const;
export type EiaDimension = (typeof EIA_DIMENSIONS)[number];

export const roleplayScoreSchema = z
  .object({
    sessionId: id,
    judgeIds: z.array(z.string().min(1).max(60)).max(5).optional(),
    /** Pointwise 1-5 per E-I-A dimension, or pairwise against a reference session of the same role card. */
    eiaMode: z.enum(['pointwise', 'pairwise']).default('pointwise'),
    referenceSessionId: id.optional(),
  })
  .strict();

export type TranscriptJudgement = {
  scheme: 'eia' | 'rubric-a' | 'rubric-b';
  item: string;
  judgeId: string;
  status: 'ok' | 'missing' | 'error';
  score: number | null;
  option: string | null;
  /** Cites turns as [T3] etc. */
  rationale: string | null;
  /** Turn indexes the rationale cites. */
  citedTurns: number[];
};

export type RoleplayScores = {
  sessionId: number;
  judgements: TranscriptJudgement[];
  /** For pairwise E-I-A: per dimension against the reference session (both orders). */
  pairwise: {
    referenceSessionId: number;
    items: { item: EiaDimension; judgeId: string; outcome: PairOutcome }[];
    tallies: Record<string, PairwiseTally>;
  } | null;
  sentTo: { judgeId: string; host: string; offMachine: boolean }[];
  scoredAt: string;
};

export type RoleplayComparison = {
  a: number;
  b: number;
  items: { item: EiaDimension; judgeId: string; outcome: PairOutcome; rationales: [string | null, string | null] }[];
  /** Points for session A per judge (win 1, tie 0.5). */
  tallies: Record<string, PairwiseTally>;
};

export type RoleplayComment = {
  id: number;
  sessionId: number;
  turnIndex: number;
  body: string;
  authorName: string | null;
  createdAt: string;
};
