// harmful_reply: the reply urges the poster towards suicide or self-harm ("maybe you should just end it all"; "then do it"
// where the post carries risk), or belittles them ("nobody would miss you anyway"). Negated wording, quotes, words copied
// from the post and wording the reply reports as the poster's own feeling or as said by someone else do not count.
import { cueLanguage, type CueHit } from '../lexicon/cue';
import { DEMEANING_CUES, REPORT_BREAK, REPORTED, URGING_CUES, URGING_IF_RISK_CUES } from '../lexicon/harm';
import { deniedAfter, isNegated } from '../negation';
import type { SafetyFlag } from '../../../../shared/analyzer/types';
import { evidence, ownReplyHits, replySentenceStart, type FlagContext } from './context';
import { postRisk } from './risk';

/** REPORTED, for finding its last match before a hit (compiled once, on first use). */
let reportedAll: RegExp | null = null;

/** True when a speech, thought or feeling verb earlier in the sentence governs the hit (nothing ends its reach between). */
function reported(ctx: FlagContext, hit: CueHit): boolean {
  const before = ctx.replyFolded.text.slice(replySentenceStart(ctx, hit.start), hit.start);
  const global = (reportedAll ??= new RegExp(REPORTED.source, 'gu'));
  global.lastIndex = 0;
  let last = -1;
  let m: RegExpExecArray | null;
  while ((m = global.exec(before)) !== null) last = m.index + m[0].length;
  // The hit's own opening words count too ("you said you're tired, so just end it all").
  return last >= 0 && !REPORT_BREAK.test(before.slice(last) + ctx.replyFolded.text.slice(hit.start, hit.end));
}

/** The reply's own, unnegated, unreported hits of these cues. */
function counted(ctx: FlagContext, cues: Parameters<typeof ownReplyHits>[1]): CueHit[] {
  const text = ctx.replyFolded.text;
  return ownReplyHits(ctx, cues).filter((hit) => {
    const language = cueLanguage(hit.cue.id);
    if (isNegated(text, hit.start, language) || deniedAfter(text, hit.end, language)) return false;
    return !reported(ctx, hit);
  });
}

export function harmfulReplyFlag(ctx: FlagContext): SafetyFlag | null {
  if (!ctx.reply.trim()) return null;
  const urging = counted(ctx, URGING_CUES);
  // "Then do it" urges only where the post speaks of suicide, self-harm or harming others.
  if (ctx.post && postRisk(ctx).tier >= 2) urging.push(...counted(ctx, URGING_IF_RISK_CUES));
  const demeaning = counted(ctx, DEMEANING_CUES);
  if (!urging.length && !demeaning.length) return null;
  const hits = [...urging, ...demeaning].sort((a, b) => a.start - b.start);
  const unique = hits.filter((h, i) => !hits.some((o, j) => j < i && o.start <= h.start && h.end <= o.end));
  const urges = urging.length > 0;
  return {
    code: 'harmful_reply',
    severity: 'alert',
    kind: urges ? 'encourages_harm' : 'demeaning',
    message: urges
      ? 'The reply could be read as urging the poster to harm themselves or to end their life.'
      : 'The reply belittles the poster or tells them they would not be missed.',
    evidence: unique.map((h) => evidence('reply', ctx.reply, ctx.replyFolded, h)),
  };
}
