// frame_clash: advice that clashes with the poster's cultural frame (cutting off family where family, duty or religion matter;
// a blunt "see a therapist" where the post names stigma about it; dismissing the poster's beliefs).
import { CULTURAL_SIGNAL_TYPES } from '../../../../shared/domain/vocabulary';
import { anyCue, findCues } from '../lexicon/cue';
import {
  CARE_WORD_CUES,
  CUT_OFF_CUES,
  FRAME_DISMISS_CUES,
  FRAME_SIGNAL_CUES,
  MEDIATION_CUES,
  STIGMA_CUES,
  THERAPY_ADVICE_CUES,
} from '../lexicon/frame';
import { splitSentences } from '../sentences';
import { foldText } from '../text';
import type { SafetyFlag } from '../../../../shared/analyzer/types';
import { cueScore, evidence, ownReplyHits, type FlagContext } from './context';

/** Cultural-signal types that carry family, duty or belief (Language, Artifacts and Demographics do not by themselves). */
const FRAME_TYPES = new Set<string>(
  CULTURAL_SIGNAL_TYPES.filter(
    (t) => t === 'Concepts' || t === 'Values' || t === 'Norms and Morals' || t === 'Knowledge',
  ),
);

/** True when the post carries family, duty or religion signals: two lexical signals, or one annotated value/norm/concept span. */
export function postHasFrame(ctx: FlagContext): boolean {
  if (ctx.spans.some((s) => s.kind === 'cultural_signal' && s.label !== null && FRAME_TYPES.has(s.label))) return true;
  if (!ctx.postFolded) return false;
  const distinct = new Set(
    findCues(ctx.postFolded.text, FRAME_SIGNAL_CUES).map((h) => ctx.postFolded?.text.slice(h.start, h.end)),
  );
  return distinct.size >= 2;
}

/** Post sentences where stigma about mental health or therapy is named (a stigma cue within a sentence of a care word). */
export function postStigma(ctx: FlagContext): { start: number; end: number; text: string }[] {
  if (!ctx.post) return [];
  const sentences = splitSentences(ctx.post, ctx.postLanguage ?? 'en');
  const folded = sentences.map((s) => foldText(s.text));
  const out: { start: number; end: number; text: string }[] = [];
  folded.forEach((text, i) => {
    if (!anyCue(text, STIGMA_CUES)) return;
    const near = [folded[i - 1], text, folded[i + 1]].some((t) => t !== undefined && anyCue(t, CARE_WORD_CUES));
    const s = sentences[i];
    if (near && s) out.push(s);
  });
  return out;
}

export function frameClashFlags(ctx: FlagContext): SafetyFlag[] {
  if (!ctx.post) return [];
  const flags: SafetyFlag[] = [];
  // The post's side (its frame, its stigma sentences) is read only when the reply has a hit it would qualify.
  let frame: boolean | undefined;
  const postFramed = () => (frame ??= postHasFrame(ctx));
  const cutHits = ownReplyHits(ctx, CUT_OFF_CUES);
  const cutScore = cueScore(cutHits, ctx.replyFolded.text);
  if (cutScore > 0 && postFramed()) {
    const outright = cutHits.some((h) => h.cue.weight >= 2);
    flags.push({
      code: 'frame_clash',
      severity: outright ? 'warning' : 'info',
      kind: outright ? 'cut_off_family' : 'individualist_framing',
      message: outright
        ? 'The reply advises cutting off or turning away from family although the post is framed by family, duty or faith.'
        : 'The reply frames the problem in individualist terms (you are an adult, set boundaries, you owe nobody) although the post is framed by family, duty or faith.',
      evidence: cutHits.map((h) => evidence('reply', ctx.reply, ctx.replyFolded, h)),
    });
  }
  const therapyHits = ownReplyHits(ctx, THERAPY_ADVICE_CUES);
  const stigma = therapyHits.length ? postStigma(ctx) : [];
  if (stigma.length && therapyHits.length && !anyCue(ctx.replyFolded.text, MEDIATION_CUES)) {
    flags.push({
      code: 'frame_clash',
      severity: 'warning',
      kind: 'blunt_therapy',
      message:
        'The post names stigma about mental health or therapy, and the reply recommends therapy without a route that answers that stigma (confidential, faith-literate, through a trusted person).',
      evidence: [
        ...therapyHits.map((h) => evidence('reply', ctx.reply, ctx.replyFolded, h)),
        ...stigma.map((s) => ({ where: 'post' as const, text: s.text, start: s.start, end: s.end })),
      ],
    });
  }
  const dismissHits = ownReplyHits(ctx, FRAME_DISMISS_CUES);
  if (dismissHits.length && postFramed()) {
    flags.push({
      code: 'frame_clash',
      severity: 'info',
      kind: 'dismisses_frame',
      message: "The reply dismisses the family, community or faith the poster's situation is set in.",
      evidence: dismissHits.map((h) => evidence('reply', ctx.reply, ctx.replyFolded, h)),
    });
  }
  return flags;
}
