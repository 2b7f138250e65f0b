// What the safety-flag rules read: the folded reply and post, the labelled sentences, the post's spans, and helpers for evidence.
import { insideQuotes } from '../negation';
import { findCues, type Cue, type CueHit } from '../lexicon/cue';
import type { TextLanguage } from '../../../../shared/domain/vocabulary';
import type { RiskAssessment } from '../risk-level';
import { unfoldRange, type Folded } from '../text';
import type { AnalyzerSpan, Evidence, SentenceSignal } from '../../../../shared/analyzer/types';

export interface FlagContext {
  reply: string;
  replyFolded: Folded;
  post: string | null;
  postFolded: Folded | null;
  /** The post's language (declared or detected), for its risk cues. */
  postLanguage?: TextLanguage | null;
  sentences: readonly SentenceSignal[];
  spans: readonly AnalyzerSpan[];
  /** The post's risk cues when already assessed (the analyzer does it while the encoder runs); else assessed here. */
  postRisk?: RiskAssessment;
}

export function evidence(
  where: 'reply' | 'post',
  original: string,
  folded: Folded,
  hit: { start: number; end: number },
): Evidence {
  const { start, end } = unfoldRange(folded, hit.start, hit.end);
  return { where, text: original.slice(start, end), start, end };
}

/** The sentence (by index) that contains an original-text offset. */
export const sentenceAt = (sentences: readonly SentenceSignal[], offset: number): SentenceSignal | undefined =>
  sentences.find((s) => offset >= s.start && offset < s.end);

/** Where, in the folded reply, the sentence holding a folded offset starts (0 outside every sentence). */
export function replySentenceStart(ctx: FlagContext, at: number): number {
  const sentence = sentenceAt(ctx.sentences, unfoldRange(ctx.replyFolded, at, at + 1).start);
  return sentence
    ? Math.max(
        0,
        ctx.replyFolded.map.findIndex((o) => o >= sentence.start),
      )
    : 0;
}

/** Cue hits in the reply that the reply itself says: hits in quotation marks or copied from the post are left out. */
export function ownReplyHits(ctx: FlagContext, cues: readonly Cue[]): CueHit[] {
  const text = ctx.replyFolded.text;
  return findCues(text, cues).filter((hit) => {
    const original = unfoldRange(ctx.replyFolded, hit.start, hit.end);
    const sentence = sentenceAt(ctx.sentences, original.start);
    const sentenceStartFolded = sentence ? ctx.replyFolded.map.findIndex((o) => o >= sentence.start) : 0;
    if (insideQuotes(text, Math.max(0, sentenceStartFolded), hit.start)) return false;
    const matched = text.slice(hit.start, hit.end);
    return !(ctx.postFolded && matched.length >= 8 && ctx.postFolded.text.includes(matched));
  });
}

/** Summed weights of distinct matched phrases (a phrase repeated counts once). */
export const cueScore = (hits: readonly CueHit[], text: string): number => {
  const seen = new Map<string, number>();
  for (const h of hits)
    seen.set(text.slice(h.start, h.end), Math.max(seen.get(text.slice(h.start, h.end)) ?? 0, h.cue.weight));
  return [...seen.values()].reduce((a, b) => a + b, 0);
};
