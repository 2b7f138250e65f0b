// Services for supervision tests: the practice services (instructor, two trainees, a supervisor), a
// second supervisor, and a real chat server whose answers a test scripts per reply and rubric item.
// Log-prob judges read a distribution over the item's answer keys; JSON judges answer
// {"score": key, "rationale": ...}. completeAttempt walks a trainee's attempt to done;
// calibrationClass builds reviewed versions with a known agreement table.
import type { AttemptState, Exercise, VersionFeedback } from '../../shared/domain/practice';
import { RUBRICS } from '../../shared/rubrics/registry';
import type { RubricItem } from '../../shared/rubrics/types';
import { startChatServer, topLogprobs, type RecordedRequest, type Step } from '../fixtures/chat-server';
import { startPracticeServices, type Who } from './practice';

/** What a judge answers for one reply and item: probabilities over answer keys, or one key with a rationale. */
export type Answer = { probabilities: Record<string, number> } | { key: string; rationale: string };
export type Script = (reply: string, item: RubricItem, mode: 'logprobs' | 'json') => Answer;

const ITEMS_BY_NAME = new Map(RUBRICS.flatMap((r) => r.items.map((i) => [i.name, i] as const)));

/** The first key of the item's scale that is a digit 4 (five-point, agreement), else the first key. */
export const defaultScript: Script = (_reply, item, mode) => {
  const keys = item.scale.options.map((o) => o.key);
  if (mode === 'json') return { key: keys.includes('4') ? '4' : keys[0]!, rationale: `Rationale for ${item.name}.` };
  return { probabilities: keys.includes('4') ? { '4': 0.6, '3': 0.4 } : { [keys[0]!]: 1 } };
};

function parseRequest(request: RecordedRequest): { reply: string; item: RubricItem } | null {
  const user = request.body?.messages?.find((m) => m.role === 'user')?.content ?? '';
  const criterion = /^Criterion: (.+)$/m.exec(user)?.[1];
  const item = criterion ? ITEMS_BY_NAME.get(criterion) : undefined;
  const quoted = [...user.matchAll(/"""\n([\s\S]*?)\n"""/g)].map((m) => m[1]!);
  return item ? { reply: quoted.at(-1) ?? '', item } : null;
}

export async function startReviewServices() {
  const s = await startPracticeServices();
  const server = await startChatServer();
  const second = await s.profiles.create(s.session.profile, {
    displayName: 'Dr. Second',
    role: 'supervisor',
    passcode: 'second-123',
  });
  let script: Script = defaultScript;
  server.handle((request): Step => {
    const parsed = parseRequest(request);
    if (!parsed) return { kind: 'error', status: 400, message: 'not a judge prompt' };
    const mode = request.body?.logprobs ? 'logprobs' : 'json';
    const answer = script(parsed.reply, parsed.item, mode);
    if ('probabilities' in answer) return { kind: 'reply', logprobs: topLogprobs(answer.probabilities) };
    return { kind: 'reply', content: JSON.stringify({ score: answer.key, rationale: answer.rationale }) };
  });

  const practiceAs = s.as;
  const as = async (who: Who | 'second') => {
    if (who === 'second') await s.profiles.switchTo(s.session, second.id, 'second-123');
    else await practiceAs(who);
  };

  /** Adds a judge on the test server (as the instructor): log-prob or JSON answers. */
  async function addJudge(label: string, o: { logprobs: boolean; defaultFor?: string[] }): Promise<string> {
    await practiceAs('instructor');
    return (
      await s.call<{ id: string }>('judges.save', {
        label,
        baseUrl: server.baseUrl,
        model: 'fixture-model',
        logprobs: o.logprobs,
        structuredOutput: false,
        defaultFor: o.defaultFor ?? [],
      })
    ).id;
  }

  /**
   * A trainee's attempt on one scenario of the exercise, to done: drafts the text (scored by the
   * exercise's judges when `score`), optionally critiques the Standard response. Leaves the trainee signed in.
   */
  async function completeAttempt(o: {
    exercise: Exercise;
    scenarioIndex?: number;
    who?: 'trainee' | 'other';
    text: string;
    score?: boolean;
    critique?: { text: string; ratings?: Record<string, string> };
  }): Promise<{ attemptId: number; versionId: number; feedback: VersionFeedback[] }> {
    await practiceAs(o.who ?? 'trainee');
    const scenario = o.exercise.scenarios[o.scenarioIndex ?? 0]!;
    let attempt = await s.call<AttemptState>('practice.open', { exerciseId: o.exercise.id, scenarioId: scenario.id });
    attempt = await s.call<AttemptState>('practice.advance', { attemptId: attempt.id, to: 'draft' });
    attempt = await s.call<AttemptState>('practice.submitVersion', {
      attemptId: attempt.id,
      text: o.text,
      forFeedback: true,
    });
    const versionId = attempt.versions.at(-1)!.id;
    let feedback: VersionFeedback[] = [];
    if (o.score !== false) feedback = (await s.task<VersionFeedback[]>('practice.scoreVersion', { versionId })).value;
    for (const to of ['reveal', 'critique'] as const) {
      if (o.exercise.steps.includes(to))
        attempt = await s.call<AttemptState>('practice.advance', { attemptId: attempt.id, to });
    }
    if (o.exercise.steps.includes('critique') && o.critique) {
      await s.call('practice.saveCritique', {
        attemptId: attempt.id,
        text: o.critique.text,
        ratings: o.critique.ratings ?? {},
      });
    }
    await s.call('practice.advance', { attemptId: attempt.id, to: 'done' });
    return { attemptId: attempt.id, versionId, feedback };
  }

  return Object.assign(s, {
    server,
    secondId: second.id,
    as,
    addJudge,
    completeAttempt,
    setScript: (next: Script) => void (script = next),
    close: async () => {
      s.cleanup();
      await server.close();
    },
  });
}

export type ReviewServices = Awaited<ReturnType<typeof startReviewServices>>;

/** Every Rubric B item rated with one option per scale kind (for a submittable blind rating). */
export const FULL_RUBRIC_B: Record<string, string> = {
  overly_positive: 'no',
  overly_negative: 'no',
  cognitive_empathy: 'agree',
  emotional_empathy: 'agree',
  emotion_regulation: 'strongly_agree',
  cultural_understanding: 'partially',
  usefulness_for_training: 'with_revision',
  risk_handling: 'not_applicable',
};

/**
 * Ten versions of one trainee, each scored by `judgeId` (which must be a log-prob judge) on Rubric B
 * and rated blind by the supervisor, forming this 2x2 table on Overly positive (yes / no):
 *
 *                 judge yes  judge no
 *   human yes         3          1
 *   human no          2          4
 *
 * po = .7, pe = .5, so Cohen's kappa (= linear weighted kappa with two categories) is .40.
 * Every other Rubric B item: the supervisor rates as FULL_RUBRIC_B; the judge answers 3.6 on
 * agreement items (rounds to agree) and its first option elsewhere.
 */
export const CALIBRATION_TABLE: readonly { human: 'yes' | 'no'; judge: 'yes' | 'no' }[] = [
  ...Array.from({ length: 3 }, () => ({ human: 'yes', judge: 'yes' }) as const),
  { human: 'yes', judge: 'no' },
  ...Array.from({ length: 2 }, () => ({ human: 'no', judge: 'yes' }) as const),
  ...Array.from({ length: 4 }, () => ({ human: 'no', judge: 'no' }) as const),
];

export const CALIBRATION_SCENARIOS = [
  'zh-01',
  'zh-02',
  'zh-03',
  'zh-04',
  'zh-05',
  'de-01',
  'de-02',
  'de-03',
  'de-04',
  'de-05',
];

export async function calibrationClass(
  s: ReviewServices,
  judgeId: string,
): Promise<{ exercise: Exercise; attempts: { attemptId: number; versionId: number }[] }> {
  s.setScript((reply, item, mode) => {
    if (item.id === 'overly_positive') return { probabilities: { [reply.includes('JUDGE-YES') ? 'A' : 'C']: 1 } };
    return defaultScript(reply, item, mode);
  });
  const exercise = await s.createExercise({
    title: 'Calibration set',
    steps: ['draft'],
    feedbackRounds: 1,
    rubricIds: ['rubric-b'],
    judgeIds: [judgeId],
    scenarioIds: CALIBRATION_SCENARIOS.map((id) => s.scenarioId(`builtin:${id}`)),
  });
  const attempts: { attemptId: number; versionId: number }[] = [];
  for (const [index, cell] of CALIBRATION_TABLE.entries()) {
    const text = `Reply ${index + 1}: that sounds hard, and you are not alone. ${cell.judge === 'yes' ? 'JUDGE-YES' : 'JUDGE-NO'}`;
    const { attemptId, versionId, feedback } = await s.completeAttempt({ exercise, scenarioIndex: index, text });
    if (feedback[0]?.status !== 'done')
      throw new Error(`version ${index + 1} was not scored: ${feedback[0]?.errorMessage}`);
    attempts.push({ attemptId, versionId });
  }
  await s.as('supervisor');
  for (const [index, cell] of CALIBRATION_TABLE.entries()) {
    await s.call('review.saveBlind', {
      attemptId: attempts[index]!.attemptId,
      reply: { 'rubric-b': { ...FULL_RUBRIC_B, overly_positive: cell.human } },
      submit: true,
    });
  }
  return { exercise, attempts };
}
