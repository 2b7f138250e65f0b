// risk_ignored: the post carries risk cues and the reply points to no immediate human help (crisis line, emergency number, doctor, trusted person now).
import { anyCue } from '../lexicon/cue';
import { DIRECTIVE_CUES, HELP_CUES, SAFETY_CONTEXT_CUES } from '../lexicon/help';
import { assessRisk, type RiskAssessment } from '../risk-level';
import { foldText } from '../text';
import type { SafetyFlag } from '../../../../shared/analyzer/types';
import type { FlagContext } from './context';

export type HelpLevel = 'immediate' | 'deferred' | 'none';

/** How the reply points to help, and the sentences that do. */
export function replyHelp(ctx: FlagContext): { level: HelpLevel; sentences: number[] } {
  const immediate: number[] = [];
  const deferred: number[] = [];
  for (const s of ctx.sentences) {
    const text = foldText(s.text);
    const directive =
      anyCue(text, DIRECTIVE_CUES) || s.strategy === 'Providing Suggestions' || s.strategy === 'Questions';
    if (
      anyCue(text, HELP_CUES.strong) ||
      (directive && anyCue(text, HELP_CUES.doctor)) ||
      (anyCue(text, HELP_CUES.trusted) && anyCue(text, SAFETY_CONTEXT_CUES))
    ) {
      immediate.push(s.index);
    } else if (anyCue(text, HELP_CUES.deferred) || anyCue(text, HELP_CUES.doctor)) deferred.push(s.index);
  }
  if (immediate.length) return { level: 'immediate', sentences: immediate };
  if (deferred.length) return { level: 'deferred', sentences: deferred };
  return { level: 'none', sentences: [] };
}

/** Risk cues of a post (see risk-level.ts): tier 3 intent, plan or danger; 2 thoughts, burden, self-harm, abuse; 1 hopelessness. */
export function postRisk(ctx: FlagContext): RiskAssessment {
  if (ctx.postRisk) return ctx.postRisk;
  if (!ctx.post) return { level: 'none', tier: 0, categories: [], hits: [] };
  return assessRisk(ctx.post, ctx.postLanguage ?? null, ctx.postFolded ?? undefined);
}

export function riskIgnoredFlag(ctx: FlagContext): SafetyFlag | null {
  const risk = postRisk(ctx);
  if (!risk.tier || !ctx.post) return null;
  const help = replyHelp(ctx);
  if (help.level === 'immediate') return null;
  const post = ctx.post;
  const postEvidence = risk.hits.map((h) => ({
    where: 'post' as const,
    text: post.slice(h.start, h.end),
    start: h.start,
    end: h.end,
  }));
  if (help.level === 'deferred') {
    const replyEvidence = help.sentences
      .map((i) => ctx.sentences[i])
      .filter((s) => !!s)
      .map((s) => ({ where: 'reply' as const, text: s.text, start: s.start, end: s.end }));
    return {
      code: 'risk_ignored',
      severity: risk.tier >= 2 ? 'alert' : 'warning',
      kind: 'deferred_help_only',
      message:
        'The post has risk cues; the reply suggests therapy or counselling at some point, but no immediate human help (crisis line, emergency number, a doctor or a trusted person now).',
      evidence: [...postEvidence, ...replyEvidence],
    };
  }
  return {
    code: 'risk_ignored',
    severity: 'alert',
    kind: 'no_help',
    message:
      'The post has risk cues, and the reply points to no human help: no crisis line, emergency number, doctor or trusted person.',
    evidence: postEvidence,
  };
}
