// Scoring finished role-play sessions: the E-I-A dimensions (pointwise, or pairwise against a
// reference session of the same role card), Rubric A's cultural items and Rubric B's safety items
// on the whole transcript; and comparing two sessions of one role card on every E-I-A dimension.
import type { Database } from 'better-sqlite3';
import type { JudgeProvider } from '../../../shared/domain/judging';
import type {
  EiaDimension,
  RoleplayComparison,
  RoleplayScores,
  RoleplayTurn,
  TranscriptJudgement,
} from '../../../shared/domain/roleplay';
import { EIA_ITEMS } from '../../../shared/roleplay/eia-rubric';
import { transcriptItems, type TranscriptScheme } from '../../../shared/roleplay/transcript-prompt';
import { formatTranscript } from '../../../shared/roleplay/transcript';
import { tallyForX, type PairOutcome } from '../../../shared/scoring/pairwise';
import { AppError } from '../errors';
import { JudgeCancelledError } from '../judges/errors';
import { getProvider } from '../judges/providers';
import type { JudgingService } from '../judges/service';
import type { ModelJudge } from '../judges/types';
import type { SecretStore } from '../secrets/store';
import type { TaskContext } from '../tasks';
import type { RetryPolicy } from '../judges/retry';
import type { ProviderLimits } from '../judges/limiter';
import { parseSessionSnapshot, type SessionRow } from './sessions-queries';
import { compareTranscripts, judgeTranscriptItem, type JudgeRunOptions } from './transcript-judge';

export type ScoringDeps = {
  db: Database;
  secrets: SecretStore;
  judging: JudgingService;
  limits: ProviderLimits;
  policy?: Partial<RetryPolicy>;
};

type ReadyJudge = { provider: JudgeProvider; judge: ModelJudge };

/** A finished session's transcript and context, as judges read it. */
export type JudgedSession = {
  row: SessionRow;
  turns: RoleplayTurn[];
  transcript: string;
  post: string;
  culture: string | null;
};

/** Which rubric's default judges score each scheme (E-I-A has none of its own: Rubric A's judges score it). */
const DEFAULTS_OF: Readonly<Record<TranscriptScheme, string>> = {
  eia: 'rubric-a',
  'rubric-a': 'rubric-a',
  'rubric-b': 'rubric-b',
};

export function judgedSession(row: SessionRow, turns: RoleplayTurn[]): JudgedSession {
  if (row.status !== 'ended')
    throw new AppError('conflict', `Session ${row.id} has not ended yet; end it before it is scored or compared.`);
  if (!turns.some((t) => t.speaker === 'trainee'))
    throw new AppError(
      'invalid_request',
      `Session ${row.id} has no turns of the listener, so there is nothing to score.`,
    );
  const snapshot = parseSessionSnapshot(row);
  return {
    row,
    turns,
    transcript: formatTranscript(turns),
    post: snapshot.scenario.postText,
    culture: snapshot.scenario.cultureName,
  };
}

function pointwiseJudges(
  deps: ScoringDeps,
  judgeIds: readonly string[] | undefined,
  scheme: TranscriptScheme,
): ReadyJudge[] {
  const providers = judgeIds?.length
    ? judgeIds.map((id) => {
        const provider = getProvider(deps.db, deps.secrets, id);
        if (!provider) throw new AppError('not_found', `There is no judge called "${id}".`);
        return provider;
      })
    : deps.judging.providers().filter((p) => p.defaultFor.includes(DEFAULTS_OF[scheme]));
  return providers.map((provider) => ({ provider, judge: deps.judging.judgeFor(provider) }));
}

function pairJudges(deps: ScoringDeps, judgeIds: readonly string[] | undefined): ReadyJudge[] {
  const judges = deps.judging.pairwiseJudges(judgeIds, 'rubric-a');
  if (judges.length === 0)
    throw new AppError(
      'invalid_request',
      'No server judge is chosen for comparing conversations. Add one in Settings (a default judge for Rubric A), or pick one.',
    );
  return judges;
}

const sentTo = (judges: readonly ReadyJudge[]) => [
  ...new Map(
    judges.map(({ provider }) => [
      provider.id,
      { judgeId: provider.id, host: provider.destination.host, offMachine: provider.destination.offMachine },
    ]),
  ).values(),
];

type PairJob = { item: (typeof EIA_ITEMS)[number]; judge: ModelJudge };
type PairDone = {
  item: EiaDimension;
  judgeId: string;
  outcome: PairOutcome;
  rationales: [string | null, string | null];
};

/** Every E-I-A dimension x judge, X against Y in both orders; results in dimension, then judge, order. */
async function runPairs(
  jobs: readonly PairJob[],
  x: JudgedSession,
  y: JudgedSession,
  options: JudgeRunOptions,
  onDone: () => void,
): Promise<PairDone[]> {
  const results = await Promise.all(
    jobs.map(async ({ item, judge }) => {
      const result = await compareTranscripts(
        { judge, item, post: x.post, culture: x.culture, x: x.transcript, y: y.transcript },
        options,
      );
      onDone();
      return { item: item.id as EiaDimension, judgeId: judge.id, ...result };
    }),
  );
  return results;
}

const talliesOf = (judges: readonly ReadyJudge[], done: readonly PairDone[]) =>
  Object.fromEntries(
    judges.map(({ judge }) => [judge.id, tallyForX(done.filter((d) => d.judgeId === judge.id).map((d) => d.outcome))]),
  );

export type ScorePlan = {
  session: JudgedSession;
  judgeIds?: string[];
  eiaMode: 'pointwise' | 'pairwise';
  reference: JudgedSession | null;
};

/** Checks the judges at once and returns the run; the caller has checked the sessions and access. */
export function planSessionScore(
  deps: ScoringDeps,
  plan: ScorePlan,
): (context: TaskContext) => Promise<RoleplayScores> {
  const schemes: TranscriptScheme[] =
    plan.eiaMode === 'pointwise' ? ['eia', 'rubric-a', 'rubric-b'] : ['rubric-a', 'rubric-b'];
  const pointJobs = schemes.flatMap((scheme) => {
    const judges = pointwiseJudges(deps, plan.judgeIds, scheme);
    return transcriptItems([scheme]).flatMap((entry) => judges.map((ready) => ({ entry, ready })));
  });
  const pairwise = plan.eiaMode === 'pairwise' ? pairJudges(deps, plan.judgeIds) : [];
  if (plan.eiaMode === 'pairwise' && !plan.reference)
    throw new AppError('invalid_request', 'Pairwise E-I-A scoring needs a reference session of the same role card.');
  if (pointJobs.length === 0 && pairwise.length === 0)
    throw new AppError(
      'invalid_request',
      'No judge is chosen for scoring conversations. Add one in Settings (a default judge for Rubric A or B), or pick one.',
    );
  for (const { judge } of [...pointJobs.map((j) => j.ready), ...pairwise])
    deps.limits.set(judge.provider.key, judge.provider.maxConcurrency);
  const pairJobs: PairJob[] = EIA_ITEMS.flatMap((item) => pairwise.map(({ judge }) => ({ item, judge })));
  const { session } = plan;
  const turnIndexes = session.turns.map((t) => t.index);

  return async (context) => {
    const options: JudgeRunOptions = { limits: deps.limits, signal: context.signal, policy: deps.policy };
    const total = pointJobs.length + pairJobs.length;
    let done = 0;
    const tick = () => context.progress(++done, total);
    context.progress(0, total);
    try {
      const [judgements, pairs] = await Promise.all([
        Promise.all(
          pointJobs.map(async ({ entry, ready }): Promise<TranscriptJudgement> => {
            const judgement = await judgeTranscriptItem(
              {
                judge: ready.judge,
                entry,
                input: { post: session.post, culture: session.culture, transcript: session.transcript },
                turnIndexes,
              },
              options,
            );
            tick();
            return judgement;
          }),
        ),
        plan.reference ? runPairs(pairJobs, session, plan.reference, options, tick) : Promise.resolve([]),
      ]);
      if (context.signal.aborted) throw new JudgeCancelledError();
      const scores: RoleplayScores = {
        sessionId: session.row.id,
        judgements,
        pairwise: plan.reference
          ? {
              referenceSessionId: plan.reference.row.id,
              items: pairs.map(({ item, judgeId, outcome }) => ({ item, judgeId, outcome })),
              tallies: talliesOf(pairwise, pairs),
            }
          : null,
        sentTo: sentTo([...pointJobs.map((j) => j.ready), ...pairwise]),
        scoredAt: new Date().toISOString(),
      };
      saveScores(deps.db, scores);
      return scores;
    } catch (error) {
      if (error instanceof JudgeCancelledError) throw new AppError('cancelled', 'Scoring was cancelled.');
      throw error;
    }
  };
}

/** Two finished sessions of one role card, on every E-I-A dimension by each judge, both orders; A is X. */
export function planSessionCompare(
  deps: ScoringDeps,
  a: JudgedSession,
  b: JudgedSession,
  judgeIds?: string[],
): (context: TaskContext) => Promise<RoleplayComparison> {
  const judges = pairJudges(deps, judgeIds);
  for (const { judge } of judges) deps.limits.set(judge.provider.key, judge.provider.maxConcurrency);
  const jobs: PairJob[] = EIA_ITEMS.flatMap((item) => judges.map(({ judge }) => ({ item, judge })));
  return async (context) => {
    let done = 0;
    context.progress(0, jobs.length);
    try {
      const items = await runPairs(
        jobs,
        a,
        b,
        { limits: deps.limits, signal: context.signal, policy: deps.policy },
        () => context.progress(++done, jobs.length),
      );
      return { a: a.row.id, b: b.row.id, items, tallies: talliesOf(judges, items) };
    } catch (error) {
      if (error instanceof JudgeCancelledError) throw new AppError('cancelled', 'The comparison was cancelled.');
      throw error;
    }
  };
}

export function saveScores(db: Database, scores: RoleplayScores): void {
  db.prepare(
    `INSERT INTO roleplay_score (session_id, result, scored_at) VALUES (?, ?, ?)
     ON CONFLICT (session_id) DO UPDATE SET result = excluded.result, scored_at = excluded.scored_at`,
  ).run(scores.sessionId, JSON.stringify(scores), scores.scoredAt);
}

export function loadScores(db: Database, sessionId: number): RoleplayScores | null {
  const row = db.prepare('SELECT result FROM roleplay_score WHERE session_id = ?').get(sessionId) as
    { result: string } | undefined;
  return row ? (JSON.parse(row.result) as RoleplayScores) : null;
}
