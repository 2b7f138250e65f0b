// Services for practice tests: the built-in library, an instructor (signed in), two trainees (one
// in cohort "Group A") and a supervisor; calls through the dispatcher as any of them, tasks with
// their progress and streamed output, and a ready-made exercise.
import type { ApiError } from '../../shared/api/result';
import type { Exercise, ExerciseInput } from '../../shared/domain/practice';
import { startLibraryServices } from './library';

export type Who = 'instructor' | 'trainee' | 'other' | 'supervisor';

export type TaskRun<T> = {
  value: T;
  progress: { done: number; total: number }[];
  outputs: { key: string; text: string }[];
};

export async function startPracticeServices(dataDir?: string) {
  const s = await startLibraryServices(dataDir);
  const instructor = s.profiles.list().find((p) => p.role === 'instructor')!;
  const trainee = await s.profiles.create(s.session.profile, {
    displayName: 'Tam',
    role: 'trainee',
    cohort: 'Group A',
  });
  const other = await s.profiles.create(s.session.profile, { displayName: 'Uli', role: 'trainee' });
  const supervisor = await s.profiles.create(s.session.profile, {
    displayName: 'Dr. Sup',
    role: 'supervisor',
    passcode: 'super-123',
  });
  const ids: Record<Who, number> = {
    instructor: instructor.id,
    trainee: trainee.id,
    other: other.id,
    supervisor: supervisor.id,
  };
  const passcodes: Partial<Record<Who, string>> = { instructor: 'teach-123', supervisor: 'super-123' };

  const as = async (who: Who) => {
    await s.profiles.switchTo(s.session, ids[who], passcodes[who]);
  };

  async function call<T>(method: string, request: unknown): Promise<T> {
    const result = await s.dispatch(method, request);
    if (!result.ok) throw new Error(`${method}: ${result.error.code} ${result.error.message}`);
    return result.value as T;
  }

  async function failure(method: string, request: unknown): Promise<ApiError> {
    const result = await s.dispatch(method, request);
    if (result.ok) throw new Error(`${method} was expected to fail but succeeded`);
    return result.error;
  }

  /** Runs a task method through the dispatcher and waits for its end, collecting progress and output. */
  async function task<T>(method: string, request: unknown): Promise<TaskRun<T>> {
    const progress: TaskRun<T>['progress'] = [];
    const outputs: TaskRun<T>['outputs'] = [];
    let taskId = '';
    let off = () => {};
    const done = new Promise<T>((resolve, reject) => {
      off = s.tasks.onEvent((event) => {
        if (event.taskId !== taskId) return;
        if (event.type === 'task.progress') progress.push({ done: event.done, total: event.total });
        else if (event.type === 'task.output') outputs.push({ key: event.key, text: event.text });
        else if (event.type === 'task.done') resolve(event.value as T);
        else reject(new Error(`${event.error.code}: ${event.error.message}`));
      });
    });
    taskId = (await call<{ taskId: string }>(method, request)).taskId;
    try {
      return { value: await done, progress, outputs };
    } finally {
      off();
    }
  }

  const scenarioId = (uid: string) =>
    (s.db.prepare('SELECT id FROM scenario WHERE uid = ?').get(uid) as { id: number }).id;

  /** Creates an exercise as the instructor, who stays signed in. */
  async function createExercise(overrides: Partial<ExerciseInput> = {}): Promise<Exercise> {
    await as('instructor');
    return call<Exercise>('exercises.create', {
      title: 'Family pressure',
      instructions: 'Read the post, spot the signals, then reply.',
      scenarioIds: [scenarioId('builtin:zh-03'), scenarioId('builtin:de-01')],
      steps: ['spot', 'emotions', 'draft', 'reveal', 'critique'],
      feedbackRounds: 2,
      rubricIds: ['rubric-a'],
      assignees: { profileIds: [ids.trainee], cohorts: [] },
      ...overrides,
    });
  }

  /**
   * A default judge for both rubrics at an address nothing listens on, for tests that submit for
   * feedback but never score (feedback without any judge is refused). Leaves the instructor signed in.
   */
  async function addIdleJudge(): Promise<void> {
    await as('instructor');
    await call('judges.save', {
      id: 'idle',
      label: 'Idle',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      logprobs: false,
      structuredOutput: false,
      defaultFor: ['rubric-a', 'rubric-b'],
    });
  }

  return Object.assign(s, { ids, as, call, failure, task, scenarioId, createExercise, addIdleJudge });
}

export type PracticeServices = Awaited<ReturnType<typeof startPracticeServices>>;
