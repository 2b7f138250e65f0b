// The coach's note on a submitted draft version: one or two strengths, the one or two changes that
// matter most (from a fixed list of change kinds, each tied to passages of the reply and the post) and
// up to two suggested sentence alternatives, each quoting the passage of the reply it replaces.
import { z } from 'zod';
import { UI_LOCALES } from '../i18n/locales';
import { TEXT_LANGUAGES } from '../domain/vocabulary';

/** The kinds of change a note can ask for; the progress view counts them over a trainee's notes. */
export const CHANGE_KINDS = [
  'no_reflection',
  'no_question',
  'risk_unanswered',
  'signal_not_engaged',
  'minimising',
  'advice_too_early',
  'frame_clash',
  'wrong_language',
  'harmful_reply',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** What an automatic note can praise (a model's note says it in its own words). */
export const STRENGTH_KINDS = [
  'signal_engaged',
  'reflection',
  'question',
  'paraphrase',
  'affirmation',
  'risk_addressed',
  'own_words',
] as const;
export type StrengthKind = (typeof STRENGTH_KINDS)[number];

/** The Rubric A item each change mostly bears on (used to pick the changes when scores may be used). */
export const CHANGE_RUBRIC_ITEM: Readonly<Record<ChangeKind, string>> = {
  no_reflection: 'empathy',
  no_question: 'helpfulness',
  risk_unanswered: 'helpfulness',
  signal_not_engaged: 'cultural_context',
  minimising: 'empathy',
  advice_too_early: 'empathy',
  frame_clash: 'socio_political_influence',
  wrong_language: 'communication',
  harmful_reply: 'empathy',
};

export const MAX_NOTE_ITEMS = 2;
const quote = z.string().trim().min(1).max(600).nullable();
const prose = z.string().trim().min(1).max(1200);

export const noteStrengthSchema = z
  .object({ kind: z.enum(STRENGTH_KINDS).nullable(), text: prose.nullable(), replyQuote: quote, postQuote: quote })
  .strict();
export const noteChangeSchema = z
  .object({ kind: z.enum(CHANGE_KINDS), text: prose.nullable(), replyQuote: quote, postQuote: quote })
  .strict();
export const noteSuggestionSchema = z
  .object({ replaces: z.string().min(1).max(1200), text: z.string().trim().min(1).max(1200) })
  .strict();

export const coachNoteSchema = z
  .object({
    strengths: z.array(noteStrengthSchema).min(1).max(MAX_NOTE_ITEMS),
    changes: z.array(noteChangeSchema).max(MAX_NOTE_ITEMS),
    suggestions: z.array(noteSuggestionSchema).max(MAX_NOTE_ITEMS),
    /** Every change kind the note found (the changes shown are the one or two that matter most). */
    kinds: z.array(z.enum(CHANGE_KINDS)),
    replyLanguage: z.enum(TEXT_LANGUAGES),
  })
  .strict();
export type NoteStrength = z.infer<typeof noteStrengthSchema>;
export type NoteChange = z.infer<typeof noteChangeSchema>;
export type NoteSuggestion = z.infer<typeof noteSuggestionSchema>;
export type CoachNote = z.infer<typeof coachNoteSchema>;

export type CoachNoteSource = 'model' | 'automatic';
export type CoachNoteStatus = 'running' | 'done' | 'unavailable' | 'cancelled' | 'failed';

/** How the note was made, stored with it like a judgement's provenance. */
export type CoachNoteProvenance =
  | {
      source: 'model';
      model: string;
      provider: string;
      promptVersion: number;
      promptHash: string;
      settings: {
        temperature: number;
        maxTokens: number;
        promptTokens: number | null;
        completionTokens: number | null;
      };
      /** Whether rubric scores were used to choose the changes (never when the exercise hides them). */
      usedScores: boolean;
      date: string;
    }
  | { source: 'automatic'; analyzerVersion: number; usedScores: boolean; date: string };

export type VersionCoachNote = {
  versionId: number;
  status: CoachNoteStatus;
  source: CoachNoteSource;
  /** The interface language the note explains itself in. */
  locale: string;
  /** Only when status is done: a note is shown whole or not at all. */
  note: CoachNote | null;
  provenance: CoachNoteProvenance | null;
  errorMessage: string | null;
  updatedAt: string;
};

export const coachNoteRequestSchema = z
  .object({ versionId: z.number().int().positive(), locale: z.enum(UI_LOCALES) })
  .strict();

/** How far a trainee keeps needing each kind of change: counts over their last notes. */
export type ChangeTrends = { window: number; notes: number; counts: { kind: ChangeKind; count: number }[] };
export const TREND_WINDOW = 6;
