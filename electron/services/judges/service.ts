// Judging inside the app: configure providers (keys to the secret store), test a connection, and
// score a reply or a library response on a rubric with the chosen or default judges.
import { unjudgedRubrics } from '../../../shared/practice/judge-coverage';
import type { Database } from 'better-sqlite3';
import type {
  ConnectionTest,
  ItemJudgement,
  JudgeProvider,
  JudgeProviderSave,
  ScoreRequest,
  BatchScoreRequest,
  ScoreInput,
  ScoreResult,
} from '../../../shared/domain/judging';
import { requireRubric } from '../../../shared/rubrics/registry';
import { buildScoreResult } from '../../../shared/scoring/score-result';
import { AppError } from '../errors';
import { classifyConnectionFailure } from './connection-failure';
import type { Caller } from '../caller';
import { assertNotAwaitingReview } from './blind-guard';
import * as library from '../library/queries';
import type { SecretStore } from '../secrets/store';
import type { TaskContext } from '../tasks';
import { expandJobs, type JudgeText } from './jobs';
import {
  localJudgeFromProvider,
  requireJudgeModel,
  type LocalJudgeContext,
  type LocalModelSource,
} from './local/from-provider';
import type { LocalLlmJudge } from './local/judge';
import { probeLocalJudge } from './local/probe';
import { LocalModelWorkers } from './local/workers';
import {
  deleteProviderRow,
  getProvider,
  judgeFromProvider,
  listProviders,
  secretName,
  upsertProvider,
  type ProviderRecord,
} from './providers';
import { serverSettings } from './server-settings';
import type { ModelJudge } from './types';
import { JudgeScheduler } from './scheduler';
import { sqliteJudgementStore } from './store';

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'judge';

/** How long a local judge's connection test may take: loading a model from disk can take a while. */
const LOCAL_TEST_TIMEOUT_MS = 180_000;

export type JudgingOptions = {
  /** The model list and installed folders (the model manager), for local judges; without it they cannot be used. */
  models?: LocalModelSource;
};

export class JudgingService {
  readonly scheduler: JudgeScheduler;
  /** One worker per local model, reused across runs; stop() ends them. */
  readonly localWorkers = new LocalModelWorkers();
  private readonly models: LocalModelSource | null;

  constructor(
    private readonly db: Database,
    private readonly secrets: SecretStore,
    options: JudgingOptions = {},
  ) {
    this.scheduler = new JudgeScheduler({ store: sqliteJudgementStore(db) });
    this.models = options.models ?? null;
  }

  /** Ends the local models' workers (each finishes the pass in flight); call when the app stops. */
  stop(): Promise<void> {
    return this.localWorkers.close();
  }

  /** The judge for a provider; a local judge shares its model's worker. Throws when a local model is not installed. */
  judgeFor(provider: JudgeProvider): ModelJudge {
    return judgeFromProvider(provider, this.secrets, this.localContext());
  }

  private localContext(): LocalJudgeContext {
    return { models: this.models, workers: this.localWorkers };
  }

  providers(): JudgeProvider[] {
    return listProviders(this.db, this.secrets);
  }

  /**
   * The chosen judges (or the rubric's defaults) that can compare two replies: server judges only,
   * since an in-process judge reads scores from next-token probabilities and writes no verdict.
   */
  pairwiseJudges(
    judgeIds: readonly string[] | undefined,
    rubricId: string,
  ): { provider: JudgeProvider; judge: ModelJudge }[] {
    const providers = judgeIds?.length
      ? judgeIds.map((id) => this.require(id))
      : this.providers().filter((p) => p.defaultFor.includes(rubricId));
    const local = providers.find((p) => p.kind === 'local');
    if (local && judgeIds?.length)
      throw new AppError(
        'invalid_request',
        `${local.label} runs on this computer and scores items one by one; it cannot compare two replies. Choose a server judge.`,
      );
    return providers
      .filter((p) => p.kind !== 'local')
      .map((provider) => ({ provider, judge: this.judgeFor(provider) }));
  }

  /** Whether a rubric has a judge to score it: the chosen ones (all still configured) or its defaults. */
  hasJudges(rubricId: string, judgeIds: readonly string[]): boolean {
    return unjudgedRubrics([rubricId], judgeIds, this.providers()).length === 0;
  }

  private require(id: string): JudgeProvider {
    const provider = getProvider(this.db, this.secrets, id);
    if (!provider) throw new AppError('not_found', `There is no judge called "${id}".`);
    return provider;
  }

  save(input: JudgeProviderSave): JudgeProvider {
    if (input.kind === 'local') requireJudgeModel(this.models, input.modelId);
    let id = input.id;
    if (!id) {
      const base = slug(input.label);
      id = base;
      for (let n = 2; getProvider(this.db, this.secrets, id); n++) id = `${base}-${n}`;
    }
    const record: ProviderRecord =
      input.kind === 'local'
        ? {
            id,
            label: input.label,
            kind: 'local',
            baseUrl: '',
            model: input.modelId,
            logprobs: true,
            structuredOutput: false,
            rationaleFirst: false,
            maxConcurrency: input.maxConcurrency,
            serverKind: 'this-computer',
            defaultFor: input.defaultFor,
          }
        : {
            id,
            label: input.label,
            kind: 'openai',
            baseUrl: input.baseUrl,
            model: input.model,
            logprobs: input.logprobs,
            structuredOutput: input.structuredOutput,
            rationaleFirst: input.rationaleFirst,
            ...serverSettings(input),
            defaultFor: input.defaultFor,
          };
    upsertProvider(this.db, record);
    // A local judge sends nothing anywhere, so it keeps no key (one stored while it was a server judge goes).
    if (input.kind === 'local' || input.apiKey === null) this.secrets.delete(secretName(id));
    else if (input.apiKey !== undefined) this.secrets.set(secretName(id), input.apiKey);
    return this.require(id);
  }

  delete(id: string): void {
    this.require(id);
    deleteProviderRow(this.db, id);
    this.secrets.delete(secretName(id));
  }

  /**
   * One tiny request: is the server there, does the model answer, does it return log-probs? For a
   * local judge: load its model (in the worker later runs reuse) and score a one-item probe.
   */
  async test(id: string): Promise<ConnectionTest> {
    const provider = this.require(id);
    if (provider.kind === 'local') {
      let judge: LocalLlmJudge;
      try {
        judge = localJudgeFromProvider(provider, this.localContext());
      } catch (error) {
        return {
          ok: false,
          latencyMs: 0,
          message: (error as Error).message,
          logprobs: null,
          local: { loadMs: null, probeScore: null },
        };
      }
      return probeLocalJudge(judge, AbortSignal.timeout(LOCAL_TEST_TIMEOUT_MS));
    }
    const judge = this.judgeFor(provider);
    const started = Date.now();
    try {
      const completion = await judge.complete(
        {
          messages: [{ role: 'user', content: 'Reply with the single digit 3.' }],
          mode: provider.logprobs ? 'logprobs' : 'text',
        },
        AbortSignal.timeout(20_000),
      );
      const latencyMs = Date.now() - started;
      return {
        ok: true,
        latencyMs,
        message: `The model answered "${(completion.text ?? '').trim().slice(0, 40)}".`,
        logprobs: provider.logprobs ? completion.topLogprobs !== null : null,
      };
    } catch (error) {
      return {
        ok: false,
        latencyMs: Date.now() - started,
        message: (error as Error).message,
        logprobs: null,
        failure: classifyConnectionFailure(error, provider.baseUrl),
      };
    }
  }

  private resolveInput(input: ScoreInput): JudgeText {
    if ('responseId' in input) {
      const row = library.getResponseRow(this.db, input.responseId);
      if (!row) throw new AppError('not_found', `There is no response with id ${input.responseId}.`);
      const scenario = library.getScenarioRow(this.db, row.scenario_id)!;
      if (!row.text || !scenario.post_text)
        throw new AppError('invalid_request', 'This response or its post has no text yet, so it cannot be scored.');
      const culture = library.listCultures(this.db).find((c) => c.id === scenario.culture_id)?.name ?? null;
      return {
        input: { post: scenario.post_text, reply: row.text, culture },
        target: { type: 'response', id: row.id },
      };
    }
    return { input, target: { type: 'text', id: null } };
  }

  /**
   * Checks the request at once (judges, input, and that no reply is a trainee's the caller has yet to
   * rate blind) and returns the run, so errors come before any task starts.
   */
  planScore(caller: Caller, request: ScoreRequest): (context: TaskContext) => Promise<ScoreResult> {
    const text = this.resolveInput(request.input);
    assertNotAwaitingReview(this.db, caller, [text.input.reply]);
    const run = this.planBatch({ ...request, texts: [text] });
    return async (context) => (await run(context))[0]!;
  }

  /** Many replies on one rubric (the command line's batch judging), each inline or a library response. */
  planBatchRequest(caller: Caller, request: BatchScoreRequest): (context: TaskContext) => Promise<ScoreResult[]> {
    const texts = request.texts.map((input) => this.resolveInput(input));
    assertNotAwaitingReview(
      this.db,
      caller,
      texts.map((t) => t.input.reply),
    );
    return this.planBatch({ ...request, texts });
  }

  /**
   * Many texts on one rubric (the CLI's batch judging); one result per text, in order.
   * onJudgement hears each judgement as its job finishes (index of its text), so scores can stream.
   */
  planBatch(args: {
    rubricId: string;
    judgeIds?: string[];
    items?: string[];
    texts: JudgeText[];
    maxConcurrency?: number;
    onJudgement?: (textIndex: number, judgement: ItemJudgement) => void;
    /** Ask the judges again where a stored judgement is missing (staff's "Re-score missing items"). */
    retryMissing?: boolean;
  }): (context: TaskContext) => Promise<ScoreResult[]> {
    const rubric = requireRubric(args.rubricId);
    const providers = args.judgeIds?.length
      ? args.judgeIds.map((id) => this.require(id))
      : this.providers().filter((p) => p.defaultFor.includes(rubric.id));
    if (providers.length === 0)
      throw new AppError('invalid_request', `No judge is chosen for ${rubric.name}. Add one in Settings, or pick one.`);
    const judges = providers.map((p) => this.judgeFor(p));
    for (const judge of judges)
      this.scheduler.setConcurrency(judge.provider.key, args.maxConcurrency ?? judge.provider.maxConcurrency);
    const jobs = expandJobs({ judges, rubric, items: args.items, texts: args.texts });
    return async (context) => {
      const textIndexOf = (index: number) => args.texts.findIndex((t) => t.input === jobs[index]!.input);
      const toItem = (
        result: Extract<Awaited<ReturnType<JudgeScheduler['run']>>['results'][number], { status: 'done' }>,
      ): ItemJudgement => {
        const job = jobs[result.index]!;
        const j = result.judgement;
        return {
          item: job.itemId,
          judgeId: job.judge.id,
          status: j.status,
          score: j.score,
          option: j.option,
          distribution: j.distribution,
          rationale: j.rationale,
          errorMessage: j.errorMessage,
          fromCache: result.source === 'cache',
          judgementId: j.id,
          coverage: j.coverage,
        };
      };
      const report = await this.scheduler.run(jobs, {
        signal: context.signal,
        retryMissing: args.retryMissing ?? false,
        onProgress: (p) => {
          if (p.last?.status === 'done') args.onJudgement?.(textIndexOf(p.last.index), toItem(p.last));
          context.progress(p.done + p.cancelled, p.total);
        },
      });
      const byText = args.texts.map(() => [] as ItemJudgement[]);
      report.results.forEach((result) => {
        if (result.status === 'done') byText[textIndexOf(result.index)]!.push(toItem(result));
      });
      return byText.map((judgements) => this.summarise(rubric, judges, providers, judgements, report.cancelled));
    };
  }

  private summarise(
    rubric: ReturnType<typeof requireRubric>,
    judges: ReturnType<typeof judgeFromProvider>[],
    providers: JudgeProvider[],
    judgements: ItemJudgement[],
    cancelled: boolean,
  ): ScoreResult {
    return buildScoreResult(rubric, judgements, {
      judgeIds: judges.map((j) => j.id),
      sentTo: providers.map((p) => ({ judgeId: p.id, host: p.destination.host, offMachine: p.destination.offMachine })),
      cancelled,
    });
  }
}
