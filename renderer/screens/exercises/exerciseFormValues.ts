// The exercise form's schema and values: the API's exercise schema without its defaults (the form
// always holds every field), the empty values of a new exercise and those of an existing one.
import { z } from 'zod';
import { exerciseInputSchema, type Exercise } from '../../../shared/domain/practice';

const shape = exerciseInputSchema.shape;
const assignees = shape.assignees.unwrap().shape;

export const exerciseFormSchema = z
  .object({
    title: shape.title,
    instructions: shape.instructions.unwrap(),
    scenarioIds: shape.scenarioIds,
    steps: shape.steps,
    feedbackRounds: shape.feedbackRounds.unwrap(),
    customEmotions: shape.customEmotions.unwrap(),
    rubricIds: shape.rubricIds.unwrap(),
    judgeIds: shape.judgeIds.unwrap(),
    aiScoresVisible: shape.aiScoresVisible.unwrap(),
    coachNote: shape.coachNote.unwrap(),
    coachSuggestions: shape.coachSuggestions.unwrap(),
    coachModelId: shape.coachModelId.unwrap(),
    roleplayMode: shape.roleplayMode.unwrap(),
    assignees: z.object({ profileIds: assignees.profileIds.unwrap(), cohorts: assignees.cohorts.unwrap() }).strict(),
  })
  .strict()
  // AI feedback on drafts needs a rubric to score against.
  .refine((v) => !(v.steps.includes('draft') && v.feedbackRounds > 0) || v.rubricIds.length > 0, {
    path: ['rubricIds'],
    message: 'rubric_required',
  });

export type ExerciseFormValues = z.infer<typeof exerciseFormSchema>;

/** The most items a list schema accepts, found by asking the schema itself (up to 1000). */
function maxItems(schema: z.ZodType, sample: unknown): number {
  let n = 1;
  while (n <= 1000 && schema.safeParse(Array.from({ length: n }, () => sample)).success) n += 1;
  return n - 1;
}

/** Limits read from the schema, so messages and inputs never disagree with it. */
export const LIMITS = {
  titleMax: shape.title.maxLength ?? 0,
  instructionsMax: shape.instructions.unwrap().maxLength ?? 0,
  scenariosMax: maxItems(shape.scenarioIds, 1),
  emotionMax: shape.customEmotions.unwrap().element.maxLength ?? 0,
  emotionsMax: maxItems(shape.customEmotions, 'x'),
  judgesMax: maxItems(shape.judgeIds, 'j'),
} as const;

export const emptyExerciseValues = (): ExerciseFormValues => ({
  title: '',
  instructions: '',
  scenarioIds: [],
  steps: ['spot', 'emotions', 'draft', 'reveal', 'critique'],
  feedbackRounds: 2,
  customEmotions: [],
  rubricIds: ['rubric-a', 'rubric-b'],
  judgeIds: [],
  aiScoresVisible: true,
  coachNote: true,
  coachSuggestions: true,
  coachModelId: null,
  roleplayMode: 'card',
  assignees: { profileIds: [], cohorts: [] },
});

const isRubricId = (id: string): id is ExerciseFormValues['rubricIds'][number] =>
  (shape.rubricIds.unwrap().element.options as readonly string[]).includes(id);

/** An existing exercise as form values; assignees whose profiles were removed since are left out. */
export function exerciseToValues(exercise: Exercise, knownProfileIds: ReadonlySet<number>): ExerciseFormValues {
  return {
    title: exercise.title,
    instructions: exercise.instructions,
    scenarioIds: exercise.scenarios.map((s) => s.id),
    steps: [...exercise.steps],
    feedbackRounds: exercise.feedbackRounds,
    customEmotions: [...exercise.customEmotions],
    rubricIds: exercise.rubricIds.filter(isRubricId),
    judgeIds: [...exercise.judgeIds],
    aiScoresVisible: exercise.aiScoresVisible,
    coachNote: exercise.coachNote,
    coachSuggestions: exercise.coachSuggestions,
    coachModelId: exercise.coachModelId,
    roleplayMode: exercise.roleplayMode,
    assignees: {
      profileIds: exercise.assignees.profileIds.filter((id) => knownProfileIds.has(id)),
      cohorts: [...exercise.assignees.cohorts],
    },
  };
}
