// Four computers for the class exchange, each with its own data folder: the instructor's (with a
// real chat server as the judge), two trainees' and a supervisor's. Files travel between them only
// as the text an export returns, as they would on a USB stick or through the LMS.
import type { ExerciseFileExport } from '../../shared/exchange/types';
import type { AttemptState, Exercise } from '../../shared/domain/practice';
import { startPracticeServices, type PracticeServices } from './practice';
import { startReviewServices, type ReviewServices } from './review';

export type Computers = {
  instructor: ReviewServices;
  traineeA: PracticeServices;
  traineeB: PracticeServices;
  supervisor: PracticeServices;
  judgeId: string;
  exercise: Exercise;
  exerciseFile: ExerciseFileExport;
  close: () => Promise<void>;
};

export async function startComputers(): Promise<Computers> {
  const instructor = await startReviewServices();
  const [traineeA, traineeB, supervisor] = await Promise.all([
    startPracticeServices(),
    startPracticeServices(),
    startPracticeServices(),
  ]);
  const judgeId = await instructor.addJudge('Department judge', { logprobs: true });
  const exercise = await instructor.createExercise({
    title: 'Family pressure',
    steps: ['spot', 'draft', 'critique'],
    feedbackRounds: 2,
    rubricIds: ['rubric-a'],
    judgeIds: [judgeId],
  });
  const exerciseFile = await instructor.call<ExerciseFileExport>('exchange.exportExercise', {
    exerciseId: exercise.id,
  });
  return {
    instructor,
    traineeA,
    traineeB,
    supervisor,
    judgeId,
    exercise,
    exerciseFile,
    close: async () => {
      for (const c of [traineeA, traineeB, supervisor]) c.cleanup();
      await instructor.close();
    },
  };
}

/**
 * A trainee's attempt on one scenario, from the warning to a submitted version (spotting one mark on
 * the way when the exercise has that step). Returns the attempt after the version.
 */
export async function draftOn(
  s: PracticeServices,
  exerciseId: number,
  scenarioId: number,
  text: string,
): Promise<AttemptState> {
  type State = AttemptState;
  let attempt = await s.call<State>('practice.open', { exerciseId, scenarioId });
  if (attempt.config.steps.includes('spot')) {
    attempt = await s.call<State>('practice.advance', { attemptId: attempt.id, to: 'spot' });
    const post = attempt.scenario.postText;
    await s.call('practice.saveMarks', {
      attemptId: attempt.id,
      marks: [{ start: 0, end: Math.min(12, post.length), kind: 'distress', label: 'moderate' }],
    });
    await s.call('practice.submitSpotting', { attemptId: attempt.id });
  }
  attempt = await s.call<State>('practice.advance', { attemptId: attempt.id, to: 'draft' });
  return s.call<State>('practice.submitVersion', { attemptId: attempt.id, text, forFeedback: true });
}
