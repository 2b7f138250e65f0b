// Schema of one line of a CultureCare annotation file, tolerant of the published quirks:
// null intensity or strategy, type "None", numeric ages, "unknown"/"unbekannt", empty empathy.
import { z } from 'zod';
import {
  CULTURAL_SIGNAL_TYPES,
  DEMOGRAPHIC_FIELDS,
  DISTRESS_INTENSITIES,
  SUPPORT_STRATEGIES,
  type DemographicField,
} from '../domain/vocabulary';

const UNKNOWN_VALUES = new Set([
  '',
  'unknown',
  'unbekannt',
  'غير معروف',
  'غير معروفة',
  'לא ידוע',
  '未知',
  'none',
  'n/a',
  'null',
]);

/** Demographic values as text; every way of saying "unknown" becomes "unknown". */
export function normalizeDemographic(value: unknown): string {
  if (value === null || value === undefined) return 'unknown';
  const text = String(value).trim();
  return UNKNOWN_VALUES.has(text.toLowerCase()) ? 'unknown' : text;
}

const phrase = z.string().trim().min(1, 'empty phrase');
const nullableEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === 'None' || v === '' ? null : v), z.enum(values).nullable());

export const culturecareRecordSchema = z.object({
  culture: z.string().trim().min(1).max(80),
  post_id: z.string().trim().min(1).max(40),
  post: z.object({
    text: z.string().optional().nullable(),
    emotional_distress: z
      .array(z.object({ phrase, intensity: nullableEnum(DISTRESS_INTENSITIES).optional() }))
      .default([]),
    cultural_signals: z.array(z.object({ phrase, type: nullableEnum(CULTURAL_SIGNAL_TYPES).optional() })).default([]),
    demographic_info: z.record(z.string(), z.unknown()).default({}),
  }),
  response: z
    .object({
      emotional_support: z
        .array(z.object({ phrase, strategy: nullableEnum(SUPPORT_STRATEGIES).optional() }))
        .default([]),
      cultural_signals: z.array(z.object({ phrase, type: nullableEnum(CULTURAL_SIGNAL_TYPES).optional() })).default([]),
      empathy_score: z.union([z.string(), z.number()]).nullable().optional(),
    })
    .default({ emotional_support: [], cultural_signals: [], empathy_score: null }),
});
export type CulturecareRecord = z.infer<typeof culturecareRecordSchema>;

/** "4 quite empathetic" → 4; "" or missing → null; anything else is an error. */
export function parseEmpathy(value: unknown): number | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const match = /^\s*([1-5])\b/.exec(String(value));
  return match ? Number(match[1]) : 'invalid';
}

export function demographicsOf(record: CulturecareRecord): Record<DemographicField, string> {
  return Object.fromEntries(
    DEMOGRAPHIC_FIELDS.map((f) => [f, normalizeDemographic(record.post.demographic_info[f])]),
  ) as Record<DemographicField, string>;
}
