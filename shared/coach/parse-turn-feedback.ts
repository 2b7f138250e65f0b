// Reads a model's micro-feedback on a role-play turn: JSON (optionally fenced) with a known support
// strategy, what the help-seeker likely felt and another phrasing. Anything else is unparseable.
import { z } from 'zod';
import { SUPPORT_STRATEGIES, type SupportStrategy } from '../domain/vocabulary';

const answerSchema = z.object({
  strategy: z.enum(SUPPORT_STRATEGIES),
  felt: z.string().trim().min(1).max(600),
  alternative: z.string().trim().min(1).max(800),
});

export type ParsedTurnFeedback =
  | { ok: true; feedback: { strategy: SupportStrategy; felt: string; alternative: string } }
  | { ok: false; reason: string };

export function parseTurnFeedback(raw: string): ParsedTurnFeedback {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(raw);
  let data: unknown;
  try {
    data = JSON.parse((fenced ? fenced[1]! : raw).trim());
  } catch {
    return { ok: false, reason: 'The answer is not JSON.' };
  }
  const parsed = answerSchema.safeParse(data);
  if (!parsed.success) return { ok: false, reason: 'The answer has the wrong shape.' };
  return { ok: true, feedback: parsed.data };
}
