// What the safety flags need to know about the post alone (its risk cues, family/duty/faith frame, named stigma): worked out
// once per analysis, while the encoder threads embed the reply's sentences.
import type { RiskAssessment } from '../risk-level';
import type { FlagContext } from './context';
import { postHasFrame, postStigma } from './frame';
import { postRisk } from './risk';

export interface PostFacts {
  risk: RiskAssessment;
  frame: boolean;
  stigma: { start: number; end: number; text: string }[];
}

export type PostContext = Pick<FlagContext, 'post' | 'postFolded' | 'postLanguage' | 'spans'>;

export function postFacts(ctx: PostContext): PostFacts {
  return { risk: postRisk(ctx), frame: postHasFrame(ctx), stigma: postStigma(ctx) };
}
