// All safety flags for one analysed reply, in a fixed order: a harmful reply first, then risk.
import type { SafetyFlag } from '../../../../shared/analyzer/types';
import type { FlagContext } from './context';
import { frameClashFlags } from './frame';
import { harmfulReplyFlag } from './harm';
import { riskIgnoredFlag } from './risk';
import { minimisingFlag, toxicPositivityFlag } from './tone';

export type { FlagContext } from './context';

export function safetyFlags(ctx: FlagContext): SafetyFlag[] {
  return [
    harmfulReplyFlag(ctx),
    riskIgnoredFlag(ctx),
    minimisingFlag(ctx),
    toxicPositivityFlag(ctx),
    ...frameClashFlags(ctx),
  ].filter((f): f is SafetyFlag => f !== null);
}
