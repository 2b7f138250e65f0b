// The research export (JSONL): a manifest line, then one record per attempt with pseudonymous ids
// only. The zod schemas are the format's definition: every line the app writes passes them, and
// researchers can validate files with them. RESEARCH_SCHEMA_VERSION changes with any change of shape.
import { z } from 'zod';

export const RESEARCH_SCHEMA_VERSION = 1;

/** First 12 hex digits of HMAC-SHA256(per-install secret, "<kind>:<id>"). */
export const pseudonymSchema = z.string().regex(/^[0-9a-f]{12}$/);
const isoTime = z.iso.datetime({ offset: true });
const score = z.number().finite().nullable();

export const researchJudgeSchema = z
  .object({
    judgeId: z.string().min(1),
    /** null when the judge has been removed from Settings since. */
    kind: z.enum(['openai', 'local']).nullable(),
    model: z.string().nullable(),
    /** Where the judge ran: in the app, on a loopback server, or on another machine. */
    endpoint: z.enum(['in_app', 'loopback', 'remote']).nullable(),
    /** The output-relevant settings (answer mode options) as configured now. */
    settings: z
      .object({ logprobs: z.boolean(), structuredOutput: z.boolean(), rationaleFirst: z.boolean() })
      .strict()
      .nullable(),
    /** SHA-256 of kind, server address, model and settings: changes whenever any of them changes. */
    settingsHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .nullable(),
    /** Every prompt hash among the exported judgements of this judge. */
    promptHashes: z.array(z.string().regex(/^[0-9a-f]{64}$/)),
    rubricVersions: z.array(z.object({ rubricId: z.string(), version: z.number().int().min(1) }).strict()),
    judgements: z.number().int().min(0),
  })
  .strict();

export const researchManifestSchema = z
  .object({
    type: z.literal('manifest'),
    schemaVersion: z.literal(RESEARCH_SCHEMA_VERSION),
    app: z.object({ name: z.literal('CultureCare Trainer'), version: z.string().min(1) }).strict(),
    exportedAt: isoTime,
    filters: z.object({ cohort: pseudonymSchema.nullable(), exercise: pseudonymSchema.nullable() }).strict(),
    records: z.number().int().min(0),
    pseudonyms: z.object({ method: z.string(), kinds: z.array(z.string()), stable: z.literal(true) }).strict(),
    redaction: z.string(),
    rubrics: z.array(
      z
        .object({
          id: z.string(),
          version: z.number().int().min(1),
          items: z.array(
            z
              .object({
                id: z.string(),
                scale: z.string(),
                options: z.array(z.object({ code: z.string(), value: score }).strict()),
              })
              .strict(),
          ),
          aggregates: z.array(z.object({ id: z.string(), inputs: z.array(z.string()) }).strict()),
        })
        .strict(),
    ),
    judges: z.array(researchJudgeSchema),
    analyzer: z.object({ version: z.number().int().min(1) }).strict(),
    spotting: z
      .object({
        matchRule: z
          .object({
            minShareOfSpan: z.number(),
            minWholeWords: z.number().int(),
            minCharsWithoutSpaces: z.number().int(),
            minShareOfMark: z.number(),
            snapToWords: z.boolean(),
            pairing: z.string(),
          })
          .strict(),
      })
      .strict(),
    settings: z
      .object({
        calibrationThreshold: z
          .object({ statistic: z.string(), minimum: z.number(), minPairs: z.number().int() })
          .strict(),
      })
      .strict(),
  })
  .strict();
export type ResearchManifest = z.infer<typeof researchManifestSchema>;

const kindScore = z
  .object({
    expert: z.number().int().min(0),
    marked: z.number().int().min(0),
    matched: z.number().int().min(0),
    precision: score,
    recall: score,
    f1: score,
    labelAgreement: score,
  })
  .strict();

export const researchJudgementSchema = z
  .object({
    rubricId: z.string(),
    rubricVersion: z.number().int().min(1),
    item: z.string(),
    judgeId: z.string(),
    model: z.string().nullable(),
    status: z.enum(['ok', 'missing', 'error']),
    score,
    option: z.string().nullable(),
    rationale: z.string().nullable(),
    /** null when the judgement is known only from the feedback the trainee saw (before migration 11, version_feedback). */
    promptHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .nullable(),
    source: z.enum(['judgement', 'version_feedback']),
  })
  .strict();

export const researchRecordSchema = z
  .object({
    type: z.literal('attempt'),
    attempt: pseudonymSchema,
    trainee: pseudonymSchema,
    cohort: pseudonymSchema.nullable(),
    exercise: pseudonymSchema,
    culture: z.string(),
    scenario: z.object({ uid: z.string().nullable(), language: z.string(), risk: z.string() }).strict(),
    status: z.enum(['in_progress', 'completed', 'skipped']),
    stage: z.string(),
    startedAt: isoTime,
    completedAt: isoTime.nullable(),
    steps: z.array(z.string()),
    feedbackRounds: z.number().int().min(0),
    aiScoresVisible: z.boolean(),
    rubricIds: z.array(z.string()),
    spotting: z
      .object({
        submittedAt: isoTime,
        marks: z.array(
          z
            .object({
              start: z.number().int(),
              end: z.number().int(),
              kind: z.string(),
              label: z.string(),
              phrase: z.string(),
            })
            .strict(),
        ),
        score: z.object({ distress: kindScore, cultural_signal: kindScore, overall: kindScore }).strict(),
      })
      .strict()
      .nullable(),
    emotions: z.array(z.string()),
    versions: z.array(
      z
        .object({
          number: z.number().int().min(1),
          text: z.string(),
          wordCount: z.number().int().min(0),
          submittedAt: isoTime,
          forFeedback: z.boolean(),
          final: z.boolean(),
          /** The judgements this version's feedback showed (empty while awaitingReview). */
          judgements: z.array(researchJudgementSchema),
        })
        .strict(),
    ),
    /** The exporter has not rated this attempt blind yet, so its AI values are left out. */
    awaitingReview: z.boolean(),
    /** The final version's score per rubric item under the grading rule, as the exporter may see it. */
    finalScores: z.array(
      z
        .object({
          rubricId: z.string(),
          item: z.string(),
          score,
          option: z.string().nullable(),
          source: z.enum(['supervisor', 'judges']),
        })
        .strict(),
    ),
    supervisorRatings: z.array(
      z
        .object({
          reviewer: pseudonymSchema.nullable(),
          target: z.enum(['reply', 'critique']),
          versionNumber: z.number().int().min(1).nullable(),
          rubricId: z.string(),
          rubricVersion: z.number().int().min(1),
          item: z.string(),
          option: z.string(),
          score,
        })
        .strict(),
    ),
    reviews: z.array(
      z
        .object({
          reviewer: pseudonymSchema.nullable(),
          blindSubmittedAt: isoTime.nullable(),
          releasedAt: isoTime.nullable(),
          finals: z.array(
            z
              .object({
                rubricId: z.string(),
                item: z.string(),
                option: z.string(),
                score,
                source: z.enum(['supervisor', 'judge']),
                judgeId: z.string().nullable(),
              })
              .strict(),
          ),
          comments: z.array(
            z
              .object({
                target: z.enum(['reply', 'critique']),
                start: z.number().int(),
                end: z.number().int(),
                quote: z.string(),
                body: z.string(),
              })
              .strict(),
          ),
          overallComment: z.string(),
        })
        .strict(),
    ),
    critique: z
      .object({
        text: z.string(),
        submittedAt: isoTime.nullable(),
        /** The trainee's Rubric B ratings of the Standard response: item -> option code. */
        traineeRatings: z.record(z.string(), z.string()),
      })
      .strict()
      .nullable(),
  })
  .strict();
export type ResearchRecord = z.infer<typeof researchRecordSchema>;

/** Any line of the file. */
export const researchLineSchema = z.discriminatedUnion('type', [researchManifestSchema, researchRecordSchema]);
