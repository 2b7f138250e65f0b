// Role-play with a simulated help-seeker: role cards, sessions (the help-seeker's messages stream
// from a chat model; the trainee's turns get the fast analyzer's coaching), pause, end and restart,
// scoring and comparison of finished sessions, and supervisors' turn-anchored comments.
// Trainees see and play only their own sessions; instructors and supervisors may read all of them.
import type { Database } from 'better-sqlite3';
import type { JudgeProvider } from '../../../shared/domain/judging';
import type {
  RoleplayComment,
  RoleplayComparison,
  RoleplayMode,
  RoleplayScores,
  RoleplaySession,
  RoleplayStatus,
} from '../../../shared/domain/roleplay';
import { AppError } from '../errors';
import { getProvider } from '../judges/providers';
import { ProviderLimits } from '../judges/limiter';
import type { RetryPolicy } from '../judges/retry';
import type { JudgingService } from '../judges/service';
import { getScenarioDetail } from '../library/queries';
import { Coach, type AnalyzerFactory } from '../practice/coach';
import { takeSnapshot } from '../practice/snapshot';
import type { SecretStore } from '../secrets/store';
import { requireProfile, type Caller } from '../caller';
import type { TaskContext } from '../tasks';
import { resolveMode } from './mode';
import { planTurnFeedback } from './turn-feedback';
import { assertSessionOwner, assertSessionReader, isStaff, requireSession, type Viewer } from './access';
import { RoleCards } from './cards';
import { insertComment, listComments } from './comments-queries';
import { judgedSession, loadScores, planSessionCompare, planSessionScore, type ScoringDeps } from './scoring';
import { streamSeekerReply } from './seeker';
import { sessionView } from './session-view';
import {
  getSessionRow,
  insertSession,
  insertTurn,
  listSessionRows,
  listTurns,
  parseSessionSnapshot,
  setTurnCoaching,
  updateSession,
  type SessionRow,
} from './sessions-queries';

export type RoleplayOptions = {
  /** The fast analyzer for coaching (default: the bundled one, loaded on first use). */
  analyzer?: AnalyzerFactory;
  /** Retry and timeout policy for judge calls (tests shorten it). */
  policy?: Partial<RetryPolicy>;
};

export type StartRequest = {
  roleCardId: number;
  providerId: string;
  turnCap: number;
  coaching: boolean;
  exerciseId?: number;
  mode?: RoleplayMode;
};
export type ScoreRequest = {
  sessionId: number;
  judgeIds?: string[];
  eiaMode: 'pointwise' | 'pairwise';
  referenceSessionId?: number;
};

export class RoleplayService {
  readonly cards: RoleCards;
  private readonly coach: Coach;
  private readonly limits = new ProviderLimits();
  /** Sessions whose help-seeker is answering right now (one answer at a time per session). */
  private readonly answering = new Set<number>();

  constructor(
    private readonly db: Database,
    private readonly secrets: SecretStore,
    private readonly judging: JudgingService,
    private readonly options: RoleplayOptions = {},
  ) {
    this.cards = new RoleCards(db);
    this.coach = new Coach(options.analyzer);
  }

  async stop(): Promise<void> {
    await this.coach.dispose();
  }

  private view(id: number): RoleplaySession {
    return sessionView(this.db, this.secrets, requireSession(this.db, id));
  }

  private own(caller: Caller, sessionId: number): SessionRow {
    const row = requireSession(this.db, sessionId);
    assertSessionOwner(row, requireProfile(caller));
    return row;
  }

  private readable(caller: Caller, sessionId: number): SessionRow {
    const row = requireSession(this.db, sessionId);
    assertSessionReader(row, requireProfile(caller));
    return row;
  }

  /** A configured model that can hold a conversation (a server model, not an in-process judge). */
  private chatProvider(providerId: string): JudgeProvider {
    const provider = getProvider(this.db, this.secrets, providerId);
    if (!provider)
      throw new AppError(
        'not_found',
        `There is no model called "${providerId}". An instructor can add one in Settings → AI judges.`,
      );
    if (provider.kind === 'local') {
      throw new AppError(
        'invalid_request',
        `${provider.label} runs on this computer as a scoring judge and cannot hold a conversation. Choose a model on a server.`,
      );
    }
    return provider;
  }

  // ---- sessions -------------------------------------------------------------------------------

  /** Trainees get their own sessions only; staff get everyone's (optionally one profile's). */
  list(caller: Caller, filter: { roleCardId?: number; profileId?: number }): RoleplaySession[] {
    const viewer = requireProfile(caller);
    if (!isStaff(viewer) && filter.profileId !== undefined && filter.profileId !== viewer.id)
      throw new AppError('forbidden', 'Trainees can see only their own role-play sessions.');
    const profileId = isStaff(viewer) ? filter.profileId : viewer.id;
    return listSessionRows(this.db, { cardId: filter.roleCardId, profileId }).map((row) =>
      sessionView(this.db, this.secrets, row),
    );
  }

  get(caller: Caller, sessionId: number): RoleplaySession {
    return sessionView(this.db, this.secrets, this.readable(caller, sessionId));
  }

  /** A new session on the card as it is now, with the scenario's post and expert spans copied. */
  start(caller: Caller, request: StartRequest): RoleplaySession {
    const viewer = requireProfile(caller);
    const card = this.cards.get(request.roleCardId);
    this.chatProvider(request.providerId);
    const detail = card.scenarioId === null ? undefined : getScenarioDetail(this.db, card.scenarioId);
    if (!detail)
      throw new AppError(
        'invalid_request',
        'The scenario of this role card has been deleted, so no new session can start from it.',
      );
    if (!detail.postText?.trim())
      throw new AppError(
        'invalid_request',
        'The scenario of this role card has no post text, so no session can start from it.',
      );
    const set = resolveMode(this.db, viewer, card, request);
    const id = insertSession(this.db, {
      cardId: card.id,
      cardVersion: card.version,
      snapshot: { card, scenario: takeSnapshot(this.db, { ...detail, postText: detail.postText }) },
      profileId: viewer.id,
      providerId: request.providerId,
      turnCap: request.turnCap,
      // Assessment mode: no help of any kind during the conversation.
      coaching: set.mode === 'practice' && request.coaching,
      restartOf: null,
      mode: set.mode,
      exerciseId: set.exerciseId,
    });
    return this.view(id);
  }

  private assertStatus(row: SessionRow, allowed: RoleplayStatus, action: string): void {
    if (row.status === allowed) return;
    const why =
      row.status === 'ended'
        ? 'the session has ended'
        : row.status === 'paused'
          ? 'the session is paused; resume it first'
          : 'the session is running';
    throw new AppError('conflict', `${action} is not possible: ${why}.`, { status: row.status });
  }

  private assertNotAnswering(row: SessionRow): void {
    if (this.answering.has(row.id))
      throw new AppError('conflict', 'The help-seeker is still answering; wait for the answer.', {
        reason: 'answering',
      });
  }

  /**
   * The help-seeker's next message: the opening one on a session without turns, or, after a failed
   * or cancelled answer (the last turn is the trainee's), the answer asked again. When the last
   * turn is already the help-seeker's there is nothing to ask and the session comes back as it is.
   */
  planOpen(caller: Caller, sessionId: number): (context: TaskContext) => Promise<RoleplaySession> {
    const row = this.own(caller, sessionId);
    this.assertStatus(row, 'active', 'Asking the help-seeker');
    this.assertNotAnswering(row);
    if (listTurns(this.db, row.id).at(-1)?.speaker === 'seeker') return async () => this.view(row.id);
    const provider = this.chatProvider(row.provider_id);
    this.answering.add(row.id);
    return async (context) => {
      try {
        return await this.answer(row.id, provider, context);
      } finally {
        this.answering.delete(row.id);
      }
    };
  }

  /**
   * Stores the trainee's turn at once, then (in the task) adds the analyzer's coaching to it when
   * coaching is on and streams the help-seeker's answer. If the answer fails the turn stays and
   * `planOpen` asks again.
   */
  planSay(caller: Caller, sessionId: number, text: string): (context: TaskContext) => Promise<RoleplaySession> {
    const row = this.own(caller, sessionId);
    this.assertStatus(row, 'active', 'Saying something');
    this.assertNotAnswering(row);
    if (listTurns(this.db, row.id).at(-1)?.speaker === 'trainee') {
      throw new AppError(
        'conflict',
        'The help-seeker has not answered your last message yet. Ask for the answer again before writing more.',
        { reason: 'awaiting_reply', retry: 'roleplay.open' },
      );
    }
    const provider = this.chatProvider(row.provider_id);
    const index = insertTurn(this.db, row.id, 'trainee', text.trim());
    this.answering.add(row.id);
    return async (context) => {
      try {
        const coaching = row.coaching === 1 ? this.coachTurn(row, index, text.trim()) : Promise.resolve();
        const session = await this.answer(row.id, provider, context);
        await coaching;
        return row.coaching === 1 ? this.view(row.id) : session;
      } finally {
        this.answering.delete(row.id);
      }
    };
  }

  private async coachTurn(row: SessionRow, index: number, text: string): Promise<void> {
    try {
      const coaching = await this.coach.analyze(row.id, parseSessionSnapshot(row).scenario, true, text);
      setTurnCoaching(this.db, row.id, index, coaching);
    } catch (error) {
      // Coaching is a help, never a condition: the conversation goes on without it.
      console.warn('[culturecare] role-play coaching failed:', (error as Error).message);
    }
  }

  /** Streams and stores the help-seeker's answer; ends the session at its end marker or at the turn cap. */
  private async answer(sessionId: number, provider: JudgeProvider, context: TaskContext): Promise<RoleplaySession> {
    const row = requireSession(this.db, sessionId);
    const turns = listTurns(this.db, sessionId);
    const traineeTurns = turns.filter((t) => t.speaker === 'trainee').length;
    const closing = traineeTurns >= row.turn_cap;
    const reply = await streamSeekerReply(
      { provider, secrets: this.secrets, snapshot: parseSessionSnapshot(row), turns, closing },
      context,
    );
    if (context.signal.aborted) throw new AppError('cancelled', 'The task was cancelled.');
    const now = getSessionRow(this.db, sessionId);
    // Ended by the trainee while the answer was on its way: the answer is not part of the conversation.
    if (!now || now.status === 'ended') return this.view(sessionId);
    this.db.transaction(() => {
      if (reply.text) insertTurn(this.db, sessionId, 'seeker', reply.text);
      if (closing) updateSession(this.db, sessionId, { status: 'ended', end_reason: 'turn_cap' });
      else if (reply.ended) updateSession(this.db, sessionId, { status: 'ended', end_reason: 'natural' });
    })();
    return this.view(sessionId);
  }

  pause(caller: Caller, sessionId: number): RoleplaySession {
    const row = this.own(caller, sessionId);
    this.assertStatus(row, 'active', 'Pausing');
    updateSession(this.db, row.id, { status: 'paused' });
    return this.view(row.id);
  }

  resume(caller: Caller, sessionId: number): RoleplaySession {
    const row = this.own(caller, sessionId);
    this.assertStatus(row, 'paused', 'Resuming');
    updateSession(this.db, row.id, { status: 'active' });
    return this.view(row.id);
  }

  end(caller: Caller, sessionId: number): RoleplaySession {
    const row = this.own(caller, sessionId);
    if (row.status === 'ended')
      throw new AppError('conflict', 'This session has already ended.', { status: row.status });
    updateSession(this.db, row.id, { status: 'ended', end_reason: 'trainee' });
    return this.view(row.id);
  }

  /** A new session with the same card snapshot, model and settings; the old one ends if it had not. */
  restart(caller: Caller, sessionId: number): RoleplaySession {
    const row = this.own(caller, sessionId);
    this.assertNotAnswering(row);
    this.chatProvider(row.provider_id);
    const id = this.db.transaction(() => {
      if (row.status !== 'ended') updateSession(this.db, row.id, { status: 'ended', end_reason: 'trainee' });
      return insertSession(this.db, {
        cardId: row.card_id,
        cardVersion: row.card_version,
        snapshot: parseSessionSnapshot(row),
        profileId: row.profile_id,
        providerId: row.provider_id,
        turnCap: row.turn_cap,
        coaching: row.coaching === 1,
        restartOf: row.id,
        mode: row.mode,
        exerciseId: row.exercise_id,
      });
    })();
    return this.view(id);
  }

  /** Instructors switch the analyzer's coaching on or off for the session's next turns. */
  setCoaching(caller: Caller, sessionId: number, enabled: boolean): RoleplaySession {
    const row = requireSession(this.db, sessionId);
    if (enabled && row.mode === 'assessment')
      throw new AppError('conflict', 'This session is in assessment mode, which has no coaching.');
    updateSession(this.db, row.id, { coaching: enabled ? 1 : 0 });
    return this.view(row.id);
  }

  /**
   * Changes the session's mode. Trainees may move their own session from practice to assessment, never
   * back; instructors may set either. Assessment mode switches the coaching off.
   */
  setMode(caller: Caller, sessionId: number, mode: RoleplayMode): RoleplaySession {
    const viewer = requireProfile(caller);
    const row = requireSession(this.db, sessionId);
    if (viewer.role !== 'instructor') {
      assertSessionOwner(row, viewer);
      if (row.mode === 'assessment' && mode === 'practice')
        throw new AppError('forbidden', 'Assessment mode cannot be left.');
    }
    if (row.mode === mode) return this.view(row.id);
    updateSession(this.db, row.id, mode === 'assessment' ? { mode, coaching: 0 } : { mode });
    return this.view(row.id);
  }

  /**
   * Practice mode's micro-feedback on one trainee turn, from the session's chat model: the strategy
   * used, what the help-seeker likely felt (in `locale`) and another phrasing (in the session's
   * language). Streams how many characters have arrived (key 'feedback'); stored whole or as unavailable.
   */
  planTurnFeedback(
    caller: Caller,
    sessionId: number,
    turnIndex: number,
    locale: string,
  ): (context: TaskContext) => Promise<RoleplaySession> {
    const row = this.own(caller, sessionId);
    if (row.mode !== 'practice')
      throw new AppError('forbidden', 'This session is in assessment mode, which gives no feedback on turns.');
    return planTurnFeedback(
      { db: this.db, secrets: this.secrets, provider: this.chatProvider(row.provider_id), view: (id) => this.view(id) },
      row,
      turnIndex,
      locale,
    );
  }

  // ---- scoring --------------------------------------------------------------------------------

  private scoringDeps(): ScoringDeps {
    return {
      db: this.db,
      secrets: this.secrets,
      judging: this.judging,
      limits: this.limits,
      policy: this.options.policy,
    };
  }

  /** A reference may be any session the viewer can read, or one played by an instructor or supervisor (an exemplar). */
  private reference(caller: Caller, referenceId: number, session: SessionRow): SessionRow {
    const row = requireSession(this.db, referenceId);
    const viewer = requireProfile(caller);
    const ownerRole = (
      this.db.prepare('SELECT role FROM profile WHERE id = ?').get(row.profile_id) as
        { role: Viewer['role'] } | undefined
    )?.role;
    if (row.profile_id !== viewer.id && !isStaff(viewer) && ownerRole === 'trainee')
      throw new AppError('forbidden', "Another trainee's session cannot be your reference.");
    if (row.id === session.id) throw new AppError('invalid_request', 'A session cannot be its own reference.');
    if (row.card_id !== session.card_id)
      throw new AppError('invalid_request', 'The reference session must be played with the same role card.');
    return row;
  }

  /** The owner, instructors and supervisors may score a finished session. */
  planScore(caller: Caller, request: ScoreRequest): (context: TaskContext) => Promise<RoleplayScores> {
    const row = this.readable(caller, request.sessionId);
    const session = judgedSession(row, listTurns(this.db, row.id));
    let reference = null;
    if (request.eiaMode === 'pairwise') {
      if (request.referenceSessionId === undefined)
        throw new AppError(
          'invalid_request',
          'Pairwise E-I-A scoring needs a reference session of the same role card.',
        );
      const refRow = this.reference(caller, request.referenceSessionId, row);
      reference = judgedSession(refRow, listTurns(this.db, refRow.id));
    }
    return planSessionScore(this.scoringDeps(), {
      session,
      judgeIds: request.judgeIds,
      eiaMode: request.eiaMode,
      reference,
    });
  }

  scores(caller: Caller, sessionId: number): RoleplayScores | null {
    const row = this.readable(caller, sessionId);
    return loadScores(this.db, row.id);
  }

  /** Two finished sessions of the same role card, both readable by the viewer, on every E-I-A dimension. */
  planCompare(
    caller: Caller,
    a: number,
    b: number,
    judgeIds?: string[],
  ): (context: TaskContext) => Promise<RoleplayComparison> {
    if (a === b) throw new AppError('invalid_request', 'Choose two different sessions to compare.');
    const rowA = this.readable(caller, a);
    const rowB = this.readable(caller, b);
    if (rowA.card_id !== rowB.card_id)
      throw new AppError('invalid_request', 'Only sessions played with the same role card can be compared.');
    return planSessionCompare(
      this.scoringDeps(),
      judgedSession(rowA, listTurns(this.db, a)),
      judgedSession(rowB, listTurns(this.db, b)),
      judgeIds,
    );
  }

  // ---- comments -------------------------------------------------------------------------------

  comments(caller: Caller, sessionId: number): RoleplayComment[] {
    const row = this.readable(caller, sessionId);
    return listComments(this.db, row.id);
  }

  /** Supervisors and instructors comment on one turn of the transcript. */
  addComment(caller: Caller, sessionId: number, turnIndex: number, body: string): RoleplayComment[] {
    const viewer = requireProfile(caller);
    if (!isStaff(viewer))
      throw new AppError('forbidden', 'Only supervisors and instructors can comment on a transcript.');
    const row = requireSession(this.db, sessionId);
    if (!listTurns(this.db, row.id).some((t) => t.index === turnIndex))
      throw new AppError('invalid_request', `Session ${row.id} has no turn ${turnIndex}.`);
    insertComment(this.db, { sessionId: row.id, turnIndex, body: body.trim(), authorId: viewer.id });
    return listComments(this.db, row.id);
  }
}
