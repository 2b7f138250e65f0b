// The analyzer's input at a boundary (CLI, services): zod schema accepting shared Span objects and library-style annotations.
import { z } from 'zod';
import { CULTURAL_SIGNAL_TYPES, DISTRESS_INTENSITIES, TEXT_LANGUAGES } from '../../../shared/domain/vocabulary';
import type { AnalyzerInput, AnalyzerSpan } from '../../../shared/analyzer/types';

/** A post annotation: `label`, or the library's `intensity` (distress) / `type` (cultural signal). */
const annotationSchema = z
  .object({
    id: z.number().int().nullable().optional(),
    kind: z.enum(['distress', 'cultural_signal', 'support']),
    phrase: z.string().max(2000),
    label: z.string().max(40).nullable().optional(),
    intensity: z.enum(DISTRESS_INTENSITIES).nullable().optional(),
    type: z.enum(CULTURAL_SIGNAL_TYPES).nullable().optional(),
    strategy: z.string().max(40).nullable().optional(),
    start: z.number().int().min(0).nullable().optional(),
    end: z.number().int().min(0).nullable().optional(),
  })
  .passthrough();

export const analyzerInputSchema = z.object({
  reply: z.string().max(20_000),
  post: z.string().max(20_000).nullable().optional(),
  postLanguage: z.enum(TEXT_LANGUAGES).nullable().optional(),
  annotations: z.array(annotationSchema).max(500).optional(),
  spans: z.array(annotationSchema).max(500).optional(),
});
export type AnalyzerInputJson = z.infer<typeof analyzerInputSchema>;

/** Turns validated JSON into the analyzer's input (annotations and spans are both accepted). */
export function toAnalyzerInput(json: AnalyzerInputJson): AnalyzerInput {
  const spans: AnalyzerSpan[] = [...(json.annotations ?? []), ...(json.spans ?? [])].map((a) => ({
    id: a.id ?? null,
    kind: a.kind,
    phrase: a.phrase,
    label: a.label ?? a.intensity ?? a.type ?? a.strategy ?? null,
    start: a.start ?? null,
    end: a.end ?? null,
  }));
  return { reply: json.reply, post: json.post ?? null, postLanguage: json.postLanguage ?? null, spans };
}
