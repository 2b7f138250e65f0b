// Library domain types: cultures, scenarios, spans and responses as the API returns them.
import { z } from 'zod';
import { scenarioTitlesSchema, type ScenarioTitles } from '../library/scenario-titles';
import {
  ADAPTATION_STRATEGIES,
  CONTENT_WARNINGS,
  CULTURAL_SIGNAL_TYPES,
  DEMOGRAPHIC_FIELDS,
  DISTRESS_INTENSITIES,
  RISK_LEVELS,
  SUPPORT_STRATEGIES,
  TEXT_LANGUAGES,
  THEMES,
  type AdaptationStrategy,
  type DemographicField,
  type RiskLevel,
  type TextLanguage,
} from './vocabulary';

export const SPAN_KINDS = ['distress', 'cultural_signal', 'support'] as const;
export type SpanKind = (typeof SPAN_KINDS)[number];
export const ANNOTATORS = ['expert', 'trainee', 'automatic'] as const;
export const RESPONSE_KINDS = ['peer', 'exemplar', 'generated', 'trainee_draft'] as const;
export type ResponseKind = (typeof RESPONSE_KINDS)[number];
export const SCENARIO_SOURCES = ['built_in', 'imported', 'authored'] as const;
export type ScenarioSource = (typeof SCENARIO_SOURCES)[number];
/**
 * Where a scenario came into this library from (the Library's "Source" filter): shipped with the app, a
 * scenario pack, a CultureCare import, or written here. Derived from the source and the import batch.
 */
export const SCENARIO_ORIGINS = ['built_in', 'pack', 'culturecare', 'authored'] as const;
export type ScenarioOrigin = (typeof SCENARIO_ORIGINS)[number];
/** The "Post text" filter: scenarios whose post is in the library, or those still waiting for it (staff only). */
export const TEXT_STATES = ['available', 'needed'] as const;
export type TextState = (typeof TEXT_STATES)[number];

/** The labels allowed for each span kind; null means "not given" (e.g. a null intensity in a dataset). */
export const LABELS_BY_KIND: Record<SpanKind, readonly string[]> = {
  distress: DISTRESS_INTENSITIES,
  cultural_signal: CULTURAL_SIGNAL_TYPES,
  support: SUPPORT_STRATEGIES,
};
export const isLabelValid = (kind: SpanKind, label: string | null): boolean =>
  label === null || LABELS_BY_KIND[kind].includes(label);

export type Culture = {
  id: string;
  name: string;
  languages: TextLanguage[];
  notes: string;
  builtIn: boolean;
  scenarioCount: number;
};

export type Span = {
  id: number;
  responseId: number | null;
  start: number | null;
  end: number | null;
  phrase: string;
  kind: SpanKind;
  label: string | null;
  annotator: (typeof ANNOTATORS)[number];
  note: string;
};

export type Provenance =
  | { type: 'library'; file: string; version: number }
  | { type: 'authored'; by: string | null }
  | { type: 'dataset'; dataset: 'CultureCare'; postId: string; url: string | null; file: string }
  | { type: 'pack'; file: string; exportedAt: string }
  | {
      type: 'model';
      model: string;
      provider: string;
      promptHash: string;
      settings: Record<string, unknown>;
      date: string;
    };

export type LibraryResponse = {
  id: number;
  kind: ResponseKind;
  strategy: AdaptationStrategy | null;
  text: string | null;
  empathy: number | null;
  provenance: Provenance;
  spans: Span[];
};

export type Demographics = Record<DemographicField, string>;

export type ScenarioSummary = {
  id: number;
  uid: string;
  /** The title in the reader's interface language when the scenario has one, else the written title. */
  title: string;
  /** The language `title` is written in (for its lang and dir). */
  titleLanguage: TextLanguage;
  cultureId: string;
  language: TextLanguage;
  risk: RiskLevel;
  themes: string[];
  contentWarnings: string[];
  source: ScenarioSource;
  origin: ScenarioOrigin;
  textNeeded: boolean;
  signalTypes: string[];
  snippet: string;
};

export type ScenarioDetail = ScenarioSummary & {
  postText: string | null;
  demographics: Demographics;
  provenance: Provenance;
  version: number;
  modified: boolean;
  postSpans: Span[];
  responses: LibraryResponse[];
  /** The title as written, whatever the reader's language (the editor edits this one). */
  writtenTitle: string;
  /** The titles in other interface languages. */
  titles: ScenarioTitles;
};

export type LibraryFacets = Record<
  'culture' | 'language' | 'theme' | 'risk' | 'signalType' | 'origin' | 'text',
  Record<string, number>
>;

export const libraryFilterSchema = z
  .object({
    culture: z.string().max(40).optional(),
    language: z.enum(TEXT_LANGUAGES).optional(),
    theme: z.enum(THEMES).optional(),
    risk: z.enum(RISK_LEVELS).optional(),
    signalType: z.enum(CULTURAL_SIGNAL_TYPES).optional(),
    origin: z.enum(SCENARIO_ORIGINS).optional(),
    /** Trainees never see scenarios whose text is needed, whatever this says. */
    text: z.enum(TEXT_STATES).optional(),
    query: z.string().max(200).optional(),
    /** A page of the matches (the Library screen loads pages as the person scrolls); all of them without a limit. */
    offset: z.number().int().min(0).max(1_000_000).optional(),
    limit: z.number().int().min(1).max(1_000).optional(),
  })
  .strict();
export type LibraryFilter = z.infer<typeof libraryFilterSchema>;

export const demographicsInputSchema = z.object(
  Object.fromEntries(DEMOGRAPHIC_FIELDS.map((f) => [f, z.string().trim().max(120)])) as Record<
    DemographicField,
    z.ZodString
  >,
);

export const scenarioInputSchema = z
  .object({
    cultureId: z.string().min(1).max(40),
    title: z.string().trim().min(3).max(120),
    language: z.enum(TEXT_LANGUAGES),
    postText: z.string().trim().min(20).max(20_000),
    risk: z.enum(RISK_LEVELS),
    themes: z.array(z.enum(THEMES)).max(6),
    contentWarnings: z.array(z.enum(CONTENT_WARNINGS)).max(9),
    demographics: demographicsInputSchema,
    /** Titles per interface language; omitted: those already set stay as they are. */
    titles: scenarioTitlesSchema.optional(),
  })
  .strict();
export type ScenarioInput = z.infer<typeof scenarioInputSchema>;

export const spanInputSchema = z
  .object({
    scenarioId: z.number().int().positive(),
    responseId: z.number().int().positive().nullable(),
    start: z.number().int().min(0),
    end: z.number().int().min(1),
    kind: z.enum(SPAN_KINDS),
    label: z.string().max(40).nullable(),
    note: z.string().max(500).default(''),
  })
  .strict()
  .refine((s) => s.end > s.start, { message: 'end must be after start', path: ['end'] })
  .refine((s) => isLabelValid(s.kind, s.label), { message: 'label does not fit the kind', path: ['label'] });

export const responseInputSchema = z
  .object({
    scenarioId: z.number().int().positive(),
    kind: z.enum(['peer', 'exemplar']),
    strategy: z.enum(ADAPTATION_STRATEGIES).nullable(),
    text: z.string().trim().min(1).max(20_000),
    empathy: z.number().int().min(1).max(5).nullable(),
  })
  .strict()
  .refine((r) => (r.kind === 'exemplar') === (r.strategy !== null), {
    message: 'exemplars have a strategy, peer replies do not',
    path: ['strategy'],
  });

export type AnchorMiss = { uid: string; where: 'post' | 'reply'; phrase: string };
export type RejectedLine = { file: string; line: number; reason: string };
/** Part of a record that was over an import limit and left out; the rest of the record was imported. */
export type TrimmedNote = { file: string; line: number; uid: string; what: string };

export type CulturecareImportReport = {
  dryRun: boolean;
  batchId: number | null;
  records: number;
  imported: number;
  textsFilled: number;
  skippedExisting: string[];
  phrases: number;
  phrasesAnchored: number;
  phrasesNotAnchored: AnchorMiss[];
  rejected: RejectedLine[];
  /** Annotations cut because a record went over the import limits. */
  trimmed: TrimmedNote[];
  /** Rows of the texts file whose post_id matches no record: nothing was done with them. */
  textsUnmatched: RejectedLine[];
};

export type PackConflict = { uid: string; title: string; existingTitle: string };
export type PackImportReport = {
  dryRun: boolean;
  batchId: number | null;
  scenarios: number;
  added: number;
  identical: number;
  replaced: number;
  conflicts: PackConflict[];
  culturesAdded: string[];
  rejected: RejectedLine[];
  /** Annotations or responses cut because an entry went over the import limits. */
  trimmed: TrimmedNote[];
};

export type ImportBatch = {
  id: number;
  kind: 'culturecare' | 'pack';
  fileName: string;
  createdAt: string;
  scenarios: number;
  undoneAt: string | null;
};
