// Services for role-play tests: the practice profiles (instructor, trainees, supervisor), the test
// chat server scripted as the help-seeker (streamed requests) and as the judge (the others), a chat
// model and a judge configured against it, and a role card on a built-in scenario.
import type { ApiError } from '../../shared/api/result';
import type { RoleCard } from '../../shared/domain/roleplay';
import { startChatServer, type ChatServer, type RecordedRequest, type Step } from '../fixtures/chat-server';
import { startPracticeServices } from './practice';

export type TaskOutcome<T> = {
  value: T | null;
  error: ApiError | null;
  outputs: { key: string; text: string }[];
  progress: { done: number; total: number }[];
};

/** The instruction's list of answers ("<1, 2, 3, 4 or 5>", '<"yes", "somewhat" or "no">'). */
const answersOf = (prompt: string): string[] => {
  const list = /"score": <([^>]*)>/.exec(prompt)?.[1] ?? '';
  return list.split(/, | or /).map((s) => s.trim());
};

const userText = (request: RecordedRequest) => request.body?.messages?.find((m) => m.role === 'user')?.content ?? '';

/** A judge that scores 4 on points scales (the last option on categorical ones) and cites turns 2 and 4. */
export function defaultJudgeStep(request: RecordedRequest): Step {
  const prompt = userText(request);
  if (prompt.includes('Conversation A'))
    return { kind: 'reply', content: '{"rationale": "A explores more [A:T2].", "winner": "A"}' };
  const answers = answersOf(prompt);
  const score = answers.includes('4') ? '4' : (answers.at(-1) ?? '"no"');
  return {
    kind: 'reply',
    content: `{"rationale": "Reflects the feelings at [T2] and asks openly at [T4].", "score": ${score}}`,
  };
}

export async function startRoleplayServices() {
  const s = await startPracticeServices();
  const server: ChatServer = await startChatServer();
  /** Scripted help-seeker replies, used in order; when none is left the help-seeker says "Reply <n>." */
  const seekerScript: Step[] = [];
  let seekerCount = 0;
  let judge: (request: RecordedRequest) => Step = defaultJudgeStep;
  server.handle((request) => {
    if (request.body?.stream === true) {
      seekerCount += 1;
      return seekerScript.shift() ?? { kind: 'reply', content: `Reply ${seekerCount}.` };
    }
    return judge(request);
  });

  await s.as('instructor');
  await s.call('judges.save', {
    id: 'chat-model',
    label: 'Chat model',
    baseUrl: server.baseUrl,
    model: 'fixture-seeker',
    logprobs: false,
    defaultFor: [],
  });
  await s.call('judges.save', {
    id: 'judge-one',
    label: 'Judge one',
    baseUrl: server.baseUrl,
    model: 'fixture-judge',
    logprobs: true,
    structuredOutput: true,
    defaultFor: ['rubric-a', 'rubric-b'],
  });
  const card = await s.call<RoleCard>('roleplay.cards.create', { scenarioId: s.scenarioId('builtin:zh-03'), seed: 42 });

  /** Runs a task method and waits for its end, keeping the error (with details) when it fails. */
  async function run<T>(method: string, request: unknown): Promise<TaskOutcome<T>> {
    const outputs: TaskOutcome<T>['outputs'] = [];
    const progress: TaskOutcome<T>['progress'] = [];
    let taskId = '';
    let off = () => {};
    const ended = new Promise<TaskOutcome<T>>((resolve) => {
      off = s.tasks.onEvent((event) => {
        if (event.taskId !== taskId) return;
        if (event.type === 'task.output') outputs.push({ key: event.key, text: event.text });
        else if (event.type === 'task.progress') progress.push({ done: event.done, total: event.total });
        else if (event.type === 'task.done') resolve({ value: event.value as T, error: null, outputs, progress });
        else resolve({ value: null, error: event.error, outputs, progress });
      });
    });
    const started = await s.dispatch(method, request);
    if (!started.ok) {
      off();
      return { value: null, error: started.error, outputs, progress };
    }
    taskId = (started.value as { taskId: string }).taskId;
    try {
      return await ended;
    } finally {
      off();
    }
  }

  /** Runs a task that must succeed. */
  async function ok<T>(
    method: string,
    request: unknown,
  ): Promise<{ value: T; outputs: TaskOutcome<T>['outputs']; progress: TaskOutcome<T>['progress'] }> {
    const outcome = await run<T>(method, request);
    if (outcome.error) throw new Error(`${method}: ${outcome.error.code} ${outcome.error.message}`);
    return { value: outcome.value as T, outputs: outcome.outputs, progress: outcome.progress };
  }

  return Object.assign(s, {
    server,
    card,
    run,
    ok,
    /** Queues the help-seeker's next replies (streamed word by word). */
    seekerSays: (...steps: (string | Step)[]) =>
      void seekerScript.push(
        ...steps.map((x) => (typeof x === 'string' ? ({ kind: 'reply', content: x } as Step) : x)),
      ),
    setJudge: (fn: (request: RecordedRequest) => Step) => void (judge = fn),
    seekerRequests: () => server.chatRequests().filter((r) => r.body?.stream === true),
    judgeRequests: () => server.chatRequests().filter((r) => r.body?.stream !== true),
    close: async () => {
      await s.roleplay.stop();
      s.cleanup();
      await server.close();
    },
  });
}

export type RoleplayServices = Awaited<ReturnType<typeof startRoleplayServices>>;
