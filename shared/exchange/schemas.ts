// The offline class exchange files: an exercise (instructor -> trainees, signed), a submission
// (trainee -> supervisor) and feedback (supervisor -> trainee). Each is JSON with a format name, a
// format version, the app version that wrote it, a payload and the SHA-256 of the payload's
// canonical JSON. Pure zod schemas; the services check hashes and signatures.
import { z } from 'zod';
import { EXERCISE_STEPS, ATTEMPT_STAGES, ATTEMPT_STATUSES } from '../domain/practice';
import { RUBRIC_IDS } from '../rubrics/registry';
import { judgeServerKindSchema } from '../domain/judge-servers';
import { packCultureSchema, packScenarioSchema } from '../library/pack-schema';
import { SPAN_KINDS } from '../domain/library';
import { ROLEPLAY_MODES, ROLEPLAY_STATUSES, roleCardAttributesSchema } from '../domain/roleplay';

export const EXCHANGE_FORMATS = {
  exercise: 'culturecare-exercise',
  submission: 'culturecare-submission',
  feedback: 'culturecare-feedback',
} as const;
export type ExchangeKind = keyof typeof EXCHANGE_FORMATS;

/** The file format version this app writes and the newest it reads. */
export const EXCHANGE_FORMAT_VERSION = 1;

/** Limits that keep a hostile file from taking the app down. */
export const EXCHANGE_LIMITS = {
  fileChars: 20_000_000,
  depth: 40,
  filesPerImport: 2000,
  zipBytes: 200_000_000,
} as const;

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const uidSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const text = (max: number) => z.string().max(max);
const iso = z.string().max(40);

/** Every exchange file's outer shape: what is read before the payload. */
export const envelopeSchema = z
  .object({
    format: z.enum([EXCHANGE_FORMATS.exercise, EXCHANGE_FORMATS.submission, EXCHANGE_FORMATS.feedback]),
    formatVersion: z.number().int().min(1),
    appVersion: text(40),
    exportedAt: iso,
    payload: z.unknown(),
    contentHash: hex64,
    signature: z.string().max(200).optional(),
  })
  .strict();

export const judgeSettingsSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/),
    label: z.string().trim().min(1).max(120),
    kind: z.literal('openai'),
    baseUrl: z.url({ protocol: /^https?$/ }).max(500),
    model: z.string().trim().min(1).max(200),
    logprobs: z.boolean(),
    structuredOutput: z.boolean(),
    rationaleFirst: z.boolean(),
    serverKind: judgeServerKindSchema,
    maxConcurrency: z.number().int().min(1).max(32),
  })
  .strict();
export type JudgeSettings = z.infer<typeof judgeSettingsSchema>;

export const exercisePayloadSchema = z
  .object({
    programme: z.object({ id: uidSchema, name: text(120) }).strict(),
    instructor: z
      .object({ uid: uidSchema, name: z.string().min(1).max(60), publicKey: z.string().min(40).max(200) })
      .strict(),
    exercise: z
      .object({
        uid: uidSchema,
        version: z.number().int().min(1),
        title: z.string().trim().min(1).max(160),
        instructions: text(4000),
        steps: z.array(z.enum(EXERCISE_STEPS)).min(1),
        feedbackRounds: z.number().int().min(0).max(5),
        customEmotions: z.array(z.string().min(1).max(40)).max(8),
        rubricIds: z.array(z.enum(RUBRIC_IDS)),
        rubricVersions: z.record(z.string(), z.number().int().min(1)),
        aiScoresVisible: z.boolean(),
        // The coach's note and the role-play mode (files from before they existed get the app's defaults).
        coachNote: z.boolean().default(true),
        coachSuggestions: z.boolean().default(true),
        roleplayMode: z.enum(['card', 'practice', 'assessment']).default('card'),
        judges: z.array(judgeSettingsSchema).max(10),
      })
      .strict(),
    cultures: z.array(packCultureSchema).max(100),
    scenarios: z.array(packScenarioSchema).min(1).max(50),
  })
  .strict();
export type ExercisePayload = z.infer<typeof exercisePayloadSchema>;

const exerciseRefSchema = z
  .object({ programmeId: uidSchema, uid: uidSchema, version: z.number().int().min(1), title: text(160) })
  .strict();

const itemJudgementSchema = z
  .object({
    item: text(60),
    judgeId: text(200),
    status: z.enum(['ok', 'missing', 'error']),
    score: z.number().finite().nullable(),
    option: text(60).nullable(),
    distribution: z.unknown().nullable(),
    rationale: text(20_000).nullable(),
    errorMessage: text(2000).nullable(),
    fromCache: z.boolean(),
    /** G-Eval: probability mass on the scale's options (null when the text answer was read). */
    coverage: z.number().min(0).max(1).nullable().optional(),
  })
  .strict();

export const scoreResultSchema = z
  .object({
    rubricId: z.enum(RUBRIC_IDS),
    rubricVersion: z.number().int().min(1),
    judgements: z.array(itemJudgementSchema).max(500),
    panels: z.record(z.string(), z.unknown()),
    aggregates: z.record(z.string(), z.record(z.string(), z.number().nullable())),
    sentTo: z.array(z.object({ judgeId: text(200), host: text(300), offMachine: z.boolean() }).strict()).max(20),
    cancelled: z.boolean(),
  })
  .strict();

const spanSchema = z
  .object({
    id: z.number().int(),
    responseId: z.number().int().nullable(),
    start: z.number().int().min(0).nullable(),
    end: z.number().int().min(1).nullable(),
    phrase: text(2000),
    kind: z.enum(SPAN_KINDS),
    label: text(60).nullable(),
    annotator: z.enum(['expert', 'trainee', 'automatic']),
    note: text(2000),
  })
  .strict();

export const snapshotSchema = z
  .object({
    scenarioId: z.number().int().nullable(),
    title: text(200),
    cultureId: text(40),
    cultureName: text(80),
    language: z.enum(['en', 'de', 'ar', 'he', 'zh']),
    risk: z.enum(['none', 'elevated', 'acute']),
    contentWarnings: z.array(text(40)).max(20),
    demographics: z.record(z.string(), z.unknown()),
    postText: z.string().min(1).max(50_000),
    expertSpans: z.array(spanSchema).max(500),
  })
  .strict();

const ratingSchema = z
  .object({
    rubricId: text(40),
    rubricVersion: z.number().int().min(1),
    item: text(60),
    optionCode: text(60),
    score: z.number().finite().nullable(),
    note: text(4000),
  })
  .strict();

export const submittedAttemptSchema = z
  .object({
    uid: uidSchema,
    scenarioUid: text(200).nullable(),
    updatedAt: iso,
    status: z.enum(ATTEMPT_STATUSES),
    stage: z.enum(ATTEMPT_STAGES),
    startedAt: iso,
    completedAt: iso.nullable(),
    skippedAt: iso.nullable(),
    skipReason: text(2000).nullable(),
    emotions: z.array(text(40)).max(8),
    spotSubmittedAt: iso.nullable(),
    snapshot: snapshotSchema,
    marks: z
      .array(
        z
          .object({
            start: z.number().int().min(0),
            end: z.number().int().min(1),
            phrase: text(2000),
            kind: z.enum(['distress', 'cultural_signal']),
            label: text(60),
          })
          .strict(),
      )
      .max(500),
    versions: z
      .array(
        z
          .object({
            number: z.number().int().min(1),
            text: z.string().min(1).max(20_000),
            wordCount: z.number().int().min(0),
            forFeedback: z.boolean(),
            submittedAt: iso,
            reportedScores: z.array(scoreResultSchema).max(5),
          })
          .strict(),
      )
      .max(50),
    critique: z
      .object({
        responseText: text(50_000),
        text: text(20_000),
        submittedAt: iso.nullable(),
        ratings: z.array(ratingSchema).max(50),
      })
      .strict()
      .nullable(),
  })
  .strict()
  .refine((a) => a.versions.every((v, i) => v.number === i + 1), {
    message: 'versions must be numbered 1, 2, 3 ... in order',
    path: ['versions'],
  });
export type SubmittedAttempt = z.infer<typeof submittedAttemptSchema>;

export const traineeIdentitySchema = z
  .object({
    pseudonym: z.string().regex(/^[0-9a-f]{32}$/),
    displayName: z.string().trim().min(1).max(60),
    email: z.email().max(254).nullable(),
    lmsId: z.string().trim().min(1).max(100).nullable(),
  })
  .strict();

/** One role-play conversation of the exercise: the card and scenario it was played with, every turn, and its scores. */
export const submittedRoleplaySchema = z
  .object({
    uid: uidSchema,
    scenarioUid: text(200).nullable(),
    startedAt: iso,
    updatedAt: iso,
    status: z.enum(ROLEPLAY_STATUSES),
    endReason: z.enum(['natural', 'turn_cap', 'trainee']).nullable(),
    mode: z.enum(ROLEPLAY_MODES),
    turnCap: z.number().int().min(2).max(40),
    card: z
      .object({
        scenarioTitle: text(200),
        cultureId: text(40),
        language: z.enum(['en', 'de', 'ar', 'he', 'zh']),
        seed: z.number().int().min(0),
        version: z.number().int().min(1),
        attributes: roleCardAttributesSchema,
      })
      .strict(),
    scenario: snapshotSchema,
    turns: z
      .array(
        z
          .object({
            index: z.number().int().min(0),
            speaker: z.enum(['trainee', 'seeker']),
            text: z.string().min(1).max(20_000),
            createdAt: iso,
          })
          .strict(),
      )
      .max(200),
    scores: z
      .object({
        judgements: z
          .array(
            z
              .object({
                scheme: z.enum(['eia', 'rubric-a', 'rubric-b']),
                item: text(60),
                judgeId: text(200),
                status: z.enum(['ok', 'missing', 'error']),
                score: z.number().finite().nullable(),
                option: text(60).nullable(),
                rationale: text(20_000).nullable(),
                citedTurns: z.array(z.number().int().min(0)).max(200),
              })
              .strict(),
          )
          .max(500),
        sentTo: z.array(z.object({ judgeId: text(200), host: text(300), offMachine: z.boolean() }).strict()).max(20),
        scoredAt: iso,
      })
      .strict()
      .nullable(),
  })
  .strict()
  .refine((r) => new Set(r.turns.map((t) => t.index)).size === r.turns.length, {
    message: 'each turn appears once',
    path: ['turns'],
  });
export type SubmittedRoleplay = z.infer<typeof submittedRoleplaySchema>;

export const submissionPayloadSchema = z
  .object({
    exercise: exerciseRefSchema,
    trainee: traineeIdentitySchema,
    rubricVersions: z.record(z.string(), z.number().int().min(1)),
    attempts: z.array(submittedAttemptSchema).max(50),
    /** Role-play conversations of the exercise (files from before they travelled have none). */
    roleplays: z.array(submittedRoleplaySchema).max(50).default([]),
  })
  .strict()
  .refine((p) => p.attempts.length + p.roleplays.length > 0, {
    message: 'a submission holds at least one attempt or role-play conversation',
    path: ['attempts'],
  });
export type SubmissionPayload = z.infer<typeof submissionPayloadSchema>;

export const feedbackPayloadSchema = z
  .object({
    exercise: exerciseRefSchema,
    trainee: z.object({ pseudonym: z.string().regex(/^[0-9a-f]{32}$/) }).strict(),
    reviews: z
      .array(
        z
          .object({
            attemptUid: uidSchema,
            reviewerName: text(60).nullable(),
            releasedAt: iso,
            overallComment: text(20_000),
            finals: z
              .array(
                z
                  .object({
                    rubricId: text(40),
                    item: text(60),
                    optionCode: text(60),
                    score: z.number().finite().nullable(),
                  })
                  .strict(),
              )
              .max(100),
            comments: z
              .array(
                z
                  .object({
                    target: z.enum(['reply', 'critique']),
                    versionNumber: z.number().int().min(1).nullable(),
                    start: z.number().int().min(0),
                    end: z.number().int().min(1),
                    quote: text(20_000),
                    body: z.string().min(1).max(4000),
                    createdAt: iso,
                  })
                  .strict(),
              )
              .max(500),
          })
          .strict(),
      )
      .max(200),
  })
  .strict();
export type FeedbackPayload = z.infer<typeof feedbackPayloadSchema>;

/** Why a file in a submission import was not taken. */
export const REJECT_REASONS = [
  'corrupt',
  'wrong_hash',
  'newer_app',
  'too_large',
  'too_deep',
  'not_submission',
  'unknown_exercise',
  'other_programme',
  'invalid',
  'bad_signature',
  'key_mismatch',
  'duplicate',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
