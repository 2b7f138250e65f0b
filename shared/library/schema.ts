// Zod schema for the built-in scenario library data files under assets/library/.
// Annotations are written as exact phrases; the loader anchors them to offsets.
import { z } from 'zod';
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
} from '../domain/vocabulary';

const phrase = z.string().min(1);

export const distressAnnotationSchema = z.object({
  kind: z.literal('distress'),
  phrase,
  intensity: z.enum(DISTRESS_INTENSITIES),
});

export const culturalSignalAnnotationSchema = z.object({
  kind: z.literal('cultural_signal'),
  phrase,
  type: z.enum(CULTURAL_SIGNAL_TYPES),
});

export const supportAnnotationSchema = z.object({
  kind: z.literal('support'),
  phrase,
  strategy: z.enum(SUPPORT_STRATEGIES),
});

export const postAnnotationSchema = z.discriminatedUnion('kind', [
  distressAnnotationSchema,
  culturalSignalAnnotationSchema,
]);
export const responseAnnotationSchema = z.discriminatedUnion('kind', [
  supportAnnotationSchema,
  culturalSignalAnnotationSchema,
]);

export const demographicsSchema = z.object(
  Object.fromEntries(DEMOGRAPHIC_FIELDS.map((field) => [field, z.string().min(1)])) as Record<
    (typeof DEMOGRAPHIC_FIELDS)[number],
    z.ZodString
  >,
);

export const libraryResponseSchema = z.object({
  text: z.string().min(40),
  annotations: z.array(responseAnnotationSchema).min(1),
});

export const libraryScenarioSchema = z.object({
  id: z.string().regex(/^[a-z]{2}-\d{2}$/),
  title: z.string().min(3).max(80),
  language: z.enum(TEXT_LANGUAGES),
  post: z.string().min(200),
  themes: z.array(z.enum(THEMES)).min(1).max(4),
  contentWarnings: z.array(z.enum(CONTENT_WARNINGS)),
  risk: z.enum(RISK_LEVELS),
  demographics: demographicsSchema,
  postAnnotations: z.array(postAnnotationSchema).min(4),
  peerReply: libraryResponseSchema.extend({ empathy: z.number().int().min(1).max(5) }),
  responses: z.object(
    Object.fromEntries(ADAPTATION_STRATEGIES.map((s) => [s, libraryResponseSchema])) as Record<
      (typeof ADAPTATION_STRATEGIES)[number],
      typeof libraryResponseSchema
    >,
  ),
});
export type LibraryScenario = z.infer<typeof libraryScenarioSchema>;

export const libraryCultureFileSchema = z.object({
  format: z.literal('culturecare-library'),
  /** Bumped whenever the file's content changes, so installed copies can be upgraded. */
  version: z.number().int().min(1),
  culture: z.object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    name: z.string().min(1),
    languages: z.array(z.enum(TEXT_LANGUAGES)).min(1),
    notes: z.string(),
  }),
  scenarios: z.array(libraryScenarioSchema).min(1),
});
export type LibraryCultureFile = z.infer<typeof libraryCultureFileSchema>;

export type LibraryProblem = { scenarioId: string; message: string };

/** Checks what zod cannot: unique ids, and that every annotated phrase occurs in its text. */
export function findLibraryProblems(file: LibraryCultureFile): LibraryProblem[] {
  const problems: LibraryProblem[] = [];
  const seen = new Set<string>();
  const check = (scenarioId: string, where: string, text: string, phrases: { phrase: string }[]) => {
    for (const { phrase: p } of phrases) {
      if (!text.includes(p)) problems.push({ scenarioId, message: `${where}: phrase not found: "${p}"` });
    }
  };
  for (const s of file.scenarios) {
    if (seen.has(s.id)) problems.push({ scenarioId: s.id, message: 'duplicate id' });
    seen.add(s.id);
    check(s.id, 'post', s.post, s.postAnnotations);
    check(s.id, 'peerReply', s.peerReply.text, s.peerReply.annotations);
    for (const [strategy, r] of Object.entries(s.responses)) check(s.id, strategy, r.text, r.annotations);
    const kinds = new Set(s.postAnnotations.map((a) => a.kind));
    if (!kinds.has('distress') || !kinds.has('cultural_signal')) {
      problems.push({ scenarioId: s.id, message: 'post needs both distress and cultural_signal annotations' });
    }
    if (s.risk !== 'none' && s.contentWarnings.length === 0) {
      problems.push({ scenarioId: s.id, message: 'a risk scenario needs a content warning' });
    }
  }
  return problems;
}
