// An exercise's settings as attempts copy them (ExerciseConfig): built from the input, read back
// from JSON, and the rules that depend on them (what the viewer may see at which stage).
import type { AttemptStage, ExerciseConfig } from '../../../shared/domain/practice';
import type { Role } from '../../../shared/domain/profile';

export const toConfig = (
  input: Omit<ExerciseConfig, 'coachNote' | 'coachSuggestions' | 'coachModelId' | 'roleplayMode'> &
    Partial<ExerciseConfig>,
): ExerciseConfig => ({
  steps: [...input.steps],
  feedbackRounds: input.feedbackRounds,
  customEmotions: [...input.customEmotions],
  rubricIds: [...input.rubricIds],
  judgeIds: [...input.judgeIds],
  aiScoresVisible: input.aiScoresVisible,
  // Exercises and attempts saved before coach's notes existed get the defaults.
  coachNote: input.coachNote ?? true,
  coachSuggestions: input.coachSuggestions ?? true,
  coachModelId: input.coachModelId ?? null,
  roleplayMode: input.roleplayMode ?? 'card',
});

export const parseConfig = (json: string): ExerciseConfig =>
  toConfig(
    JSON.parse(json) as Partial<ExerciseConfig> &
      Omit<ExerciseConfig, 'coachNote' | 'coachSuggestions' | 'coachModelId' | 'roleplayMode'>,
  );

/** AI scores are shown to trainees only when the exercise allows it; instructors and supervisors always see them. */
export const scoresVisibleTo = (config: ExerciseConfig, role: Role): boolean =>
  config.aiScoresVisible || role !== 'trainee';

const AFTER_REVEAL: readonly AttemptStage[] = ['reveal', 'critique', 'done'];

/** The library's responses are shown from the reveal stage on, in exercises that include the reveal. */
export const exemplarsRevealed = (config: ExerciseConfig, stage: AttemptStage): boolean =>
  config.steps.includes('reveal') && AFTER_REVEAL.includes(stage);
