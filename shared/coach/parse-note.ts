// Reads a model's coach's note: JSON (optionally in a code fence) of the expected shape whose every
// quote is an exact passage of the reply or the post. Anything else is unparseable, and the note is
// then shown as unavailable, never in part.
import { z } from 'zod';
import type { TextLanguage } from '../domain/vocabulary';
import { CHANGE_KINDS, MAX_NOTE_ITEMS, type CoachNote } from './note';

const quote = z
  .string()
  .nullish()
  .transform((s) => (s && s.trim() ? s : null));
const modelAnswerSchema = z.object({
  strengths: z
    .array(z.object({ text: z.string().trim().min(1).max(1200), replyQuote: quote }))
    .min(1)
    .max(MAX_NOTE_ITEMS),
  changes: z
    .array(
      z.object({
        kind: z.enum(CHANGE_KINDS),
        text: z.string().trim().min(1).max(1200),
        replyQuote: quote,
        postQuote: quote,
      }),
    )
    .max(MAX_NOTE_ITEMS),
  suggestions: z
    .array(z.object({ replaces: z.string().min(1).max(1200), text: z.string().trim().min(1).max(1200) }))
    .max(MAX_NOTE_ITEMS)
    .default([]),
});

export type ParsedNote = { ok: true; note: CoachNote } | { ok: false; reason: string };

/** The JSON object in a model's answer: the whole answer, or the inside of a ```json fence. */
function jsonText(raw: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(raw);
  return (fenced ? fenced[1]! : raw).trim();
}

export function parseModelNote(
  raw: string,
  context: { reply: string; post: string; replyLanguage: TextLanguage; suggestions: boolean },
): ParsedNote {
  let data: unknown;
  try {
    data = JSON.parse(jsonText(raw));
  } catch {
    return { ok: false, reason: 'The answer is not JSON.' };
  }
  const parsed = modelAnswerSchema.safeParse(data);
  if (!parsed.success)
    return { ok: false, reason: `The answer has the wrong shape: ${parsed.error.issues[0]?.message ?? ''}` };
  const { strengths, changes, suggestions } = parsed.data;
  const inReply = (q: string | null) => q === null || context.reply.includes(q);
  const inPost = (q: string | null) => q === null || context.post.includes(q);
  for (const s of strengths)
    if (!inReply(s.replyQuote)) return { ok: false, reason: 'A strength quotes words that are not in the reply.' };
  for (const c of changes) {
    if (!inReply(c.replyQuote)) return { ok: false, reason: 'A change quotes words that are not in the reply.' };
    if (!inPost(c.postQuote)) return { ok: false, reason: 'A change quotes words that are not in the post.' };
  }
  for (const s of suggestions) {
    if (!context.reply.includes(s.replaces))
      return { ok: false, reason: 'A suggestion does not quote the passage of the reply it replaces.' };
    if (s.text.trim() === s.replaces.trim())
      return { ok: false, reason: 'A suggestion repeats the passage it replaces.' };
  }
  return {
    ok: true,
    note: {
      strengths: strengths.map((s) => ({ kind: null, text: s.text, replyQuote: s.replyQuote, postQuote: null })),
      changes: changes.map((c) => ({ kind: c.kind, text: c.text, replyQuote: c.replyQuote, postQuote: c.postQuote })),
      suggestions: context.suggestions ? suggestions.map((s) => ({ replaces: s.replaces, text: s.text })) : [],
      kinds: [...new Set(changes.map((c) => c.kind))],
      replyLanguage: context.replyLanguage,
    },
  };
}
