// The app's own scenario pack: versioned JSON for sharing scenarios between instructors.
import { z } from 'zod';
import { ADAPTATION_STRATEGIES, CONTENT_WARNINGS, RISK_LEVELS, TEXT_LANGUAGES, THEMES } from '../domain/vocabulary';
import { ANNOTATORS, isLabelValid, RESPONSE_KINDS, SCENARIO_SOURCES, SPAN_KINDS } from '../domain/library';
import { demographicsSchema } from './schema';
import { scenarioTitlesSchema } from './scenario-titles';

export const PACK_FORMAT = 'culturecare-pack';
export const PACK_VERSION = 1;

const packSpanSchema = z
  .object({
    start: z.number().int().min(0).nullable(),
    end: z.number().int().min(1).nullable(),
    phrase: z.string().min(1),
    kind: z.enum(SPAN_KINDS),
    label: z.string().nullable(),
    annotator: z.enum(ANNOTATORS),
    note: z.string(),
  })
  .refine((s) => isLabelValid(s.kind, s.label), { message: 'label does not fit the kind', path: ['label'] })
  .refine((s) => (s.start === null) === (s.end === null) && (s.start === null || s.end! > s.start), {
    message: 'start and end must both be set, end after start',
    path: ['end'],
  });

export const packResponseSchema = z.object({
  kind: z.enum(RESPONSE_KINDS).exclude(['trainee_draft']),
  strategy: z.enum(ADAPTATION_STRATEGIES).nullable(),
  text: z.string().nullable(),
  empathy: z.number().int().min(1).max(5).nullable(),
  provenance: z.record(z.string(), z.unknown()),
  spans: z.array(packSpanSchema),
});

export const packScenarioSchema = z.object({
  uid: z.string().min(1).max(200),
  cultureId: z.string().regex(/^[a-z][a-z0-9-]*$/),
  title: z.string().min(1).max(200),
  language: z.enum(TEXT_LANGUAGES),
  postText: z.string().nullable(),
  demographics: demographicsSchema,
  themes: z.array(z.enum(THEMES)),
  contentWarnings: z.array(z.enum(CONTENT_WARNINGS)),
  risk: z.enum(RISK_LEVELS),
  source: z.enum(SCENARIO_SOURCES),
  provenance: z.record(z.string(), z.unknown()),
  version: z.number().int().min(1),
  postSpans: z.array(packSpanSchema),
  responses: z.array(packResponseSchema),
  /** Titles in other interface languages; files from before they existed have none. */
  titles: scenarioTitlesSchema.optional(),
});
export type PackScenario = z.infer<typeof packScenarioSchema>;

export const packCultureSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string().min(1).max(80),
  languages: z.array(z.enum(TEXT_LANGUAGES)),
  notes: z.string(),
});

/** The envelope; scenarios are checked one by one so a bad entry does not sink the others. */
export const packEnvelopeSchema = z.object({
  format: z.literal(PACK_FORMAT),
  version: z
    .number()
    .int()
    .min(1)
    .max(PACK_VERSION, { message: `this app reads pack format version ${PACK_VERSION} or older` }),
  exportedAt: z.string(),
  appVersion: z.string(),
  /** The profile name of the instructor who chose to sign the pack; absent in unsigned packs. */
  signedBy: z.string().max(80).optional(),
  cultures: z.array(packCultureSchema),
  scenarios: z.array(z.unknown()),
});
export type Pack = Omit<z.infer<typeof packEnvelopeSchema>, 'scenarios'> & { scenarios: PackScenario[] };
