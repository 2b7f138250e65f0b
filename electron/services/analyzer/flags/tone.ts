// minimising and toxic_positivity: dismissive wording (not when quoted, reported as someone else's words or denied), and
// cheerfulness with no sentence that acknowledges the distress.
import { anyCue, type CueHit } from '../lexicon/cue';
import { ACKNOWLEDGE_CUES, CHEER_CUES, MINIMISING_CUES, MINIMISING_NOT_OWN } from '../lexicon/tone';
import { foldText } from '../text';
import type { SafetyFlag } from '../../../../shared/analyzer/types';
import { cueScore, evidence, ownReplyHits, replySentenceStart, type FlagContext } from './context';

/** How far before a cue (folded characters, within its sentence) a reporting or denying frame is looked for. */
const FRAME_REACH = 60;

/** True when the words before a hit, in its sentence, report someone else's words or deny it ("you said ...", "I won't tell you ..."). */
function reportedOrDenied(ctx: FlagContext, hit: CueHit): boolean {
  const from = Math.max(replySentenceStart(ctx, hit.start), hit.start - FRAME_REACH);
  return MINIMISING_NOT_OWN.test(ctx.replyFolded.text.slice(from, hit.start));
}

export function minimisingFlag(ctx: FlagContext): SafetyFlag | null {
  const hits = ownReplyHits(ctx, MINIMISING_CUES).filter((h) => !reportedOrDenied(ctx, h));
  const score = cueScore(hits, ctx.replyFolded.text);
  if (!score) return null;
  return {
    code: 'minimising',
    severity: score >= 2 ? 'warning' : 'info',
    kind: score >= 2 ? 'dismissive' : 'downplaying',
    message: 'The reply uses wording that minimises or dismisses what the poster feels.',
    evidence: hits.map((h) => evidence('reply', ctx.reply, ctx.replyFolded, h)),
  };
}

/** Lexical cues of these kinds, on a sentence labelled Reflection of Feelings or Restatement, acknowledge the distress. */
const ACK_CUE_PREFIXES = ['rf.', 're.'];
const FEELING_AFFIRMATION_CUES = new Set(['af.feelingsvalid', 'af.de.bistmehr']);

/** Sentence indexes that acknowledge the poster's distress. */
export function acknowledgingSentences(ctx: FlagContext): number[] {
  return ctx.sentences
    .filter((s) => {
      if (anyCue(foldText(s.text), ACKNOWLEDGE_CUES)) return true;
      if (s.cues.some((c) => FEELING_AFFIRMATION_CUES.has(c))) return true;
      const reflective = s.strategy === 'Reflection of Feelings' || s.strategy === 'Restatement or Paraphrasing';
      return reflective && s.cues.some((c) => ACK_CUE_PREFIXES.some((p) => c.startsWith(p)));
    })
    .map((s) => s.index);
}

export function toxicPositivityFlag(ctx: FlagContext): SafetyFlag | null {
  const hits = ownReplyHits(ctx, CHEER_CUES);
  const exclamations = (ctx.reply.match(/[!！]/g) ?? []).length;
  let score = cueScore(hits, ctx.replyFolded.text);
  if (exclamations >= 3) score += 1;
  if (exclamations >= 5 || /[!！]{2,}/.test(ctx.reply)) score += 1;
  if (score < 2) return null;
  if (acknowledgingSentences(ctx).length > 0) return null;
  const shouting = ctx.sentences
    .filter((s) => /[!！]/.test(s.text))
    .map((s) => ({ where: 'reply' as const, text: s.text, start: s.start, end: s.end }));
  return {
    code: 'toxic_positivity',
    severity: 'warning',
    kind: 'cheer_without_acknowledgement',
    message: 'The reply is cheerful but no sentence acknowledges the distress the poster describes.',
    evidence: hits.length ? hits.map((h) => evidence('reply', ctx.reply, ctx.replyFolded, h)) : shouting,
  };
}
