// An exercise edited to drop a scenario a trainee has already started: the attempt stays in the
// trainee's Practice list, marked as removed from the exercise, and still opens with its draft.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AssignedExercise, AttemptState, Exercise } from '../../shared/domain/practice';
import { startPracticeServices, type PracticeServices } from '../helpers/practice';

let s: PracticeServices;
beforeEach(async () => (s = await startPracticeServices()));
afterEach(() => s.cleanup());

describe('a scenario removed from an exercise', () => {
  it('keeps the started attempt listed, marked as removed, with its draft', async () => {
    const exercise = await s.createExercise({ steps: ['draft'] });
    const [first, second] = exercise.scenarios;
    await s.as('trainee');
    const attempt = await s.call<AttemptState>('practice.open', { exerciseId: exercise.id, scenarioId: first!.id });
    await s.call('practice.advance', { attemptId: attempt.id, to: 'draft' });
    await s.call('practice.saveDraft', { attemptId: attempt.id, text: 'What I had typed so far.' });

    await s.as('instructor');
    await s.call<Exercise>('exercises.update', {
      id: exercise.id,
      title: exercise.title,
      instructions: exercise.instructions,
      scenarioIds: [second!.id],
      steps: exercise.steps,
      feedbackRounds: exercise.feedbackRounds,
      rubricIds: exercise.rubricIds,
      assignees: exercise.assignees,
    });

    await s.as('trainee');
    const [listed] = await s.call<AssignedExercise[]>('practice.assigned', {});
    expect(listed!.scenarios.map((x) => [x.scenario.id, x.removed, x.attempt?.id ?? null])).toEqual([
      [second!.id, false, null],
      [first!.id, true, attempt.id],
    ]);
    expect(listed!.scenarios[1]!.scenario.title).toBe(first!.title);
    const reopened = await s.call<AttemptState>('practice.get', { attemptId: attempt.id });
    expect(reopened.draft.text).toBe('What I had typed so far.');
  });
});
