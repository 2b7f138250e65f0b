// The stages of an attempt in order, which of them an exercise uses, and which moves are allowed.
import type { AttemptStage, ExerciseConfig } from '../domain/practice';

/** The stages this attempt passes through, in order (warning first, done last). */
export function stagesFor(config: Pick<ExerciseConfig, 'steps' | 'feedbackRounds'>): AttemptStage[] {
  const has = (step: ExerciseConfig['steps'][number]) => config.steps.includes(step);
  const stages: AttemptStage[] = ['warning'];
  if (has('spot')) stages.push('spot', 'spot_review');
  if (has('emotions')) stages.push('emotions');
  if (has('draft')) {
    stages.push('draft');
    if (config.feedbackRounds > 0) stages.push('feedback');
  }
  if (has('reveal')) stages.push('reveal');
  if (has('critique')) stages.push('critique');
  stages.push('done');
  return stages;
}

/** The stage after `stage` in this attempt (done stays done). */
export function nextStage(config: Pick<ExerciseConfig, 'steps' | 'feedbackRounds'>, stage: AttemptStage): AttemptStage {
  const stages = stagesFor(config);
  const index = stages.indexOf(stage);
  return stages[Math.min(index + 1, stages.length - 1)] ?? 'done';
}

/** The first stage after drafting and its feedback: where a final version leads. */
export function stageAfterDrafting(config: Pick<ExerciseConfig, 'steps' | 'feedbackRounds'>): AttemptStage {
  const stages = stagesFor(config);
  const last = stages.includes('feedback') ? 'feedback' : 'draft';
  return stages[stages.indexOf(last) + 1] ?? 'done';
}

/**
 * May the attempt move from `from` to `to`? Forward one stage at a time; from feedback back to
 * draft to revise; spot goes to spot_review only by submitting the spotting (not by advancing);
 * draft leaves only by submitting a version.
 */
export function canAdvance(
  config: Pick<ExerciseConfig, 'steps' | 'feedbackRounds'>,
  from: AttemptStage,
  to: AttemptStage,
): boolean {
  if (from === 'feedback' && to === 'draft') return true;
  if (from === 'spot' || from === 'draft') return false;
  if (from === 'feedback') return to === stageAfterDrafting(config);
  return to === nextStage(config, from) && from !== 'done';
}
