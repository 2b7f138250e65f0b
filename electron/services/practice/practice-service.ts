// The trainee's practice: assigned exercises, and an attempt on one scenario through its stages
// (content warning, spot the signals, emotions, draft with AI feedback rounds, reveal, critique).
// Every change is the attempt owner's alone; instructors and supervisors may read attempts.
import type { Database } from 'better-sqlite3';
import type { AnalysisResult } from '../../../shared/analyzer/types';
import {
  CULEMO_EMOTIONS,
  type AssignedExercise,
  type AttemptStage,
  type AttemptState,
  type HistoryAttempt,
  type practiceStageTargets,
  type SignalMarkInput,
  type VersionFeedback,
} from '../../../shared/domain/practice';
import { canAdvance, stageAfterDrafting } from '../../../shared/practice/stages';
import { countWords } from '../../../shared/practice/word-count';
import { getScenarioDetail } from '../library/queries';
import { AppError } from '../errors';
import type { JudgingService } from '../judges/service';
import { critiqueRubric } from '../ratings/critique';
import { writeItemRatings } from '../ratings/queries';
import { requireProfile, type Caller } from '../caller';
import type { TaskContext } from '../tasks';
import { roundsUsed } from './rounds';
import { assertOwner, assertReader, assertStage, requireAttempt } from './access';
import { assignedExercises, cohortOf } from './assigned';
import { attemptState, parseSnapshot, type Viewer } from './attempt-state';
import * as a from './attempts-queries';
import { Coach, type AnalyzerFactory } from './coach';
import { parseConfig, toConfig } from './config';
import { getCritiqueRow, saveCritiqueText, startCritique, submitCritique } from './critique-queries';
import * as ex from './exercises-queries';
import { historyOf } from './history';
import { requireJudgeConsent } from '../exchange/judge-consent';
import { planScoreVersion } from './scoring';
import { standardResponseOf, takeSnapshot } from './snapshot';
import { ensureFeedbackRows, insertVersion, listVersionRows } from './versions-queries';
import { TREND_WINDOW, type ChangeTrends, type VersionCoachNote } from '../../../shared/coach/note';
import { countChangeKinds } from '../../../shared/coach/trends';
import type { SecretStore } from '../secrets/store';
import { planCoachNote } from './coach-note/plan';
import { recentNoteKinds } from './coach-note/queries';

export type PracticeOptions = { analyzer?: AnalyzerFactory; secrets?: SecretStore };

export class PracticeService {
  private readonly coachImpl: Coach;
  /** Versions whose coach's note is being written right now. */
  private readonly notesRunning = new Set<number>();

  constructor(
    private readonly db: Database,
    private readonly judging: JudgingService,
    private readonly options: PracticeOptions = {},
  ) {
    this.coachImpl = new Coach(options.analyzer);
  }

  /** The attempt, checked to be the signed-in profile's own. */
  private own(caller: Caller, attemptId: number): { row: a.AttemptRow; viewer: Viewer } {
    const viewer = requireProfile(caller);
    const row = requireAttempt(this.db, attemptId);
    assertOwner(row, viewer);
    return { row, viewer };
  }

  private state(attemptId: number, viewer: Viewer): AttemptState {
    return attemptState(this.db, requireAttempt(this.db, attemptId), viewer);
  }

  /** Exercises assigned to the signed-in profile (directly or by cohort) with its attempt on each scenario. */
  assigned(caller: Caller): AssignedExercise[] {
    return assignedExercises(this.db, requireProfile(caller).id);
  }

  /** Resumes the profile's attempt on this scenario of the exercise, or starts one from a copy of both. */
  open(caller: Caller, exerciseId: number, scenarioId: number): AttemptState {
    const viewer = requireProfile(caller);
    const existing = a.findAttemptRow(this.db, exerciseId, scenarioId, viewer.id);
    if (existing) return attemptState(this.db, existing, viewer);
    const exercise = ex.getExercise(this.db, exerciseId);
    if (!exercise) throw new AppError('not_found', `There is no exercise with id ${exerciseId}.`);
    if (!ex.isAssigned(this.db, exerciseId, viewer.id, cohortOf(this.db, viewer.id)))
      throw new AppError('forbidden', 'This exercise is not assigned to you.');
    if (exercise.archived)
      throw new AppError('forbidden', 'This exercise has been archived, so no new attempts can start.');
    if (!ex.exerciseHasScenario(this.db, exerciseId, scenarioId))
      throw new AppError('not_found', `Scenario ${scenarioId} is not part of this exercise.`);
    const detail = getScenarioDetail(this.db, scenarioId);
    if (!detail) throw new AppError('not_found', `There is no scenario with id ${scenarioId}.`);
    if (detail.postText === null)
      throw new AppError('invalid_request', 'This scenario has no post text yet, so it cannot be practised.');
    const snapshot = takeSnapshot(this.db, { ...detail, postText: detail.postText });
    try {
      const id = a.insertAttempt(this.db, {
        exerciseId,
        exerciseVersion: exercise.version,
        config: toConfig(exercise),
        snapshot,
        profileId: viewer.id,
      });
      return this.state(id, viewer);
    } catch (error) {
      // Opened twice at once (two windows): the other call started it; resume that one.
      const started = a.findAttemptRow(this.db, exerciseId, scenarioId, viewer.id);
      if (started) return attemptState(this.db, started, viewer);
      throw error;
    }
  }

  /** Owners, instructors and supervisors may read an attempt (scores shown as the viewer may see them). */
  get(caller: Caller, attemptId: number): AttemptState {
    const viewer = requireProfile(caller);
    const row = requireAttempt(this.db, attemptId);
    assertReader(row, viewer);
    return attemptState(this.db, row, viewer);
  }

  /** Skips the scenario at any stage before done; recorded, never penalised. Working on it again resumes it. */
  skip(caller: Caller, attemptId: number, reason: string): AttemptState {
    const { row, viewer } = this.own(caller, attemptId);
    if (row.stage === 'done') throw new AppError('conflict', 'This attempt is finished, so it cannot be skipped.');
    const at = a.nowIso();
    a.updateAttempt(this.db, row.id, { status: 'skipped', skipped_at: at, skip_reason: reason.trim() }, at);
    return this.state(row.id, viewer);
  }

  /** Moves to a later stage (or from feedback back to drafting) as the stage rules allow. */
  advance(caller: Caller, attemptId: number, to: (typeof practiceStageTargets)[number]): AttemptState {
    const { row, viewer } = this.own(caller, attemptId);
    const config = parseConfig(row.config);
    if (!canAdvance(config, row.stage, to))
      throw new AppError('conflict', `This attempt cannot move from the ${row.stage} stage to ${to}.`);
    const at = a.nowIso();
    this.db.transaction(() => {
      const fields: Parameters<typeof a.updateAttempt>[2] = { stage: to };
      if (row.status === 'skipped') fields.status = 'in_progress';
      if (to === 'critique') startCritique(this.db, row.id, standardResponseOf(this.db, row.scenario_id));
      if (to === 'done') {
        fields.status = 'completed';
        fields.completed_at = at;
        if (row.stage === 'critique') submitCritique(this.db, row.id, at);
      }
      a.updateAttempt(this.db, row.id, fields, at);
    })();
    return this.state(row.id, viewer);
  }

  /** Replaces the trainee's marks; each must lie inside the post (the phrase is taken from it). */
  saveMarks(caller: Caller, attemptId: number, marks: readonly SignalMarkInput[]): AttemptState {
    const { row, viewer } = this.own(caller, attemptId);
    assertStage(row, ['spot'], 'Marking signals');
    const post = parseSnapshot(row.scenario_snapshot).postText;
    const withPhrases = marks.map((m) => {
      if (m.end > post.length)
        throw new AppError(
          'invalid_request',
          `A mark ends at ${m.end}, after the end of the post (${post.length} characters).`,
        );
      const phrase = post.slice(m.start, m.end);
      if (!phrase.trim())
        throw new AppError('invalid_request', 'A mark must cover some words of the post, not only spaces.');
      return { ...m, phrase };
    });
    this.db.transaction(() => {
      a.replaceMarks(this.db, row.id, withPhrases);
      this.touch(row);
    })();
    return this.state(row.id, viewer);
  }

  /** Ends the spotting: the expert spans and the comparison with them become visible. */
  submitSpotting(caller: Caller, attemptId: number): AttemptState {
    const { row, viewer } = this.own(caller, attemptId);
    assertStage(row, ['spot'], 'Submitting the spotting');
    const at = a.nowIso();
    this.db.transaction(() => {
      a.updateAttempt(this.db, row.id, { stage: 'spot_review', spot_submitted_at: at }, at);
      a.resumeIfSkipped(this.db, row.id);
    })();
    return this.state(row.id, viewer);
  }

  /** Up to three emotion tags from CuLEmo's labels or the exercise's own. */
  saveEmotions(caller: Caller, attemptId: number, emotions: readonly string[]): AttemptState {
    const { row, viewer } = this.own(caller, attemptId);
    assertStage(row, ['emotions'], 'Tagging emotions');
    const allowed = [...CULEMO_EMOTIONS, ...parseConfig(row.config).customEmotions];
    const tags: string[] = [];
    for (const emotion of emotions) {
      const match = allowed.find((e) => e.toLowerCase() === emotion.trim().toLowerCase());
      if (!match)
        throw new AppError(
          'invalid_request',
          `"${emotion}" is not one of this exercise's emotions (${allowed.join(', ')}).`,
        );
      if (!tags.includes(match)) tags.push(match);
    }
    this.db.transaction(() => {
      a.updateAttempt(this.db, row.id, { emotions: JSON.stringify(tags) });
      a.resumeIfSkipped(this.db, row.id);
    })();
    return this.state(row.id, viewer);
  }

  /** The autosave of the working text: a check and one UPDATE. */
  saveDraft(caller: Caller, attemptId: number, text: string): { savedAt: string } {
    const viewer = requireProfile(caller);
    const head = a.attemptHead(this.db, attemptId);
    if (!head) throw new AppError('not_found', `There is no attempt with id ${attemptId}.`);
    assertOwner(head, viewer);
    assertStage(head, ['draft'], 'Saving the draft');
    const savedAt = a.nowIso();
    this.db.transaction(() => {
      a.saveDraftText(this.db, attemptId, text, savedAt);
      if (head.status === 'skipped') a.resumeIfSkipped(this.db, attemptId);
    })();
    return { savedAt };
  }

  /** Stores the text as the next version: for AI feedback (uses a round) or as the final version. */
  submitVersion(caller: Caller, attemptId: number, text: string, forFeedback: boolean): AttemptState {
    const { row, viewer } = this.own(caller, attemptId);
    assertStage(row, ['draft'], 'Submitting a version');
    const config = parseConfig(row.config);
    if (forFeedback) {
      // Submitting the same text for feedback again is the same round, not a new one.
      const latest = listVersionRows(this.db, row.id).at(-1);
      if (latest && latest.for_feedback === 1 && latest.text === text) {
        a.updateAttempt(this.db, row.id, { stage: 'feedback' }, a.nowIso());
        return this.state(row.id, viewer);
      }
      const used = roundsUsed(this.db, row.id);
      if (config.feedbackRounds === 0)
        throw new AppError('conflict', 'This exercise has no AI feedback rounds; submit your final version.');
      // An exercise from a file: its judges are set up here only once the trainee allows them to receive text.
      requireJudgeConsent(this.db, row.exercise_id);
      const unjudged = config.rubricIds.filter((rubricId) => !this.judging.hasJudges(rubricId, config.judgeIds));
      if (unjudged.length === config.rubricIds.length)
        throw new AppError(
          'conflict',
          'No AI judge is set up for this exercise, so it cannot give feedback now and no round was used. Ask your instructor, or submit your final version.',
          { reason: 'no-judge' },
        );
      if (used >= config.feedbackRounds)
        throw new AppError(
          'conflict',
          `All ${config.feedbackRounds} feedback rounds are used; submit your final version.`,
        );
    }
    const at = a.nowIso();
    this.db.transaction(() => {
      const versionId = insertVersion(this.db, {
        attemptId: row.id,
        text,
        wordCount: countWords(text, parseSnapshot(row.scenario_snapshot).language),
        forFeedback,
        submittedAt: at,
      });
      const fields: Parameters<typeof a.updateAttempt>[2] = { draft_text: text, draft_saved_at: at };
      if (row.status === 'skipped') fields.status = 'in_progress';
      if (forFeedback) {
        ensureFeedbackRows(this.db, versionId, config.rubricIds);
        fields.stage = 'feedback';
      } else {
        const next: AttemptStage = stageAfterDrafting(config);
        fields.stage = next;
        if (next === 'done') {
          fields.status = 'completed';
          fields.completed_at = at;
        }
        if (next === 'critique') startCritique(this.db, row.id, standardResponseOf(this.db, row.scenario_id));
      }
      a.updateAttempt(this.db, row.id, fields, at);
    })();
    return this.state(row.id, viewer);
  }

  /** Scores a version on the exercise's rubrics (checked now; the returned run is the task). */
  scoreVersion(
    caller: Caller,
    versionId: number,
    rescoreMissing = false,
  ): (context: TaskContext) => Promise<VersionFeedback[]> {
    return planScoreVersion({ db: this.db, judging: this.judging }, versionId, requireProfile(caller), {
      rescoreMissing,
    });
  }

  /** The coach's note on a version (the owner asks; a model writes it, or it is assembled automatically). */
  coachNote(caller: Caller, versionId: number, locale: string): (context: TaskContext) => Promise<VersionCoachNote> {
    return planCoachNote(
      { db: this.db, secrets: this.options.secrets ?? null, coach: this.coachImpl, running: this.notesRunning },
      versionId,
      requireProfile(caller),
      locale,
    );
  }

  /** Which kinds of change the signed-in trainee's last notes asked for, and how often. */
  changeTrends(caller: Caller): ChangeTrends {
    const viewer = requireProfile(caller);
    return countChangeKinds(recentNoteKinds(this.db, viewer.id, TREND_WINDOW), TREND_WINDOW);
  }

  /** Live coaching on the working text from the fast local analyzer. */
  coach(caller: Caller, attemptId: number, text: string): Promise<AnalysisResult> {
    const { row } = this.own(caller, attemptId);
    const config = parseConfig(row.config);
    const snapshot = parseSnapshot(row.scenario_snapshot);
    // Before the trainee has submitted their spotting, the expert spans stay out of the coaching too.
    const spansVisible = !config.steps.includes('spot') || row.spot_submitted_at !== null;
    return this.coachImpl.analyze(row.id, snapshot, spansVisible, text);
  }

  /** The critique text and the Rubric B ratings of the Standard response (stored as self-ratings). */
  saveCritique(caller: Caller, attemptId: number, text: string, ratings: Record<string, string>): AttemptState {
    const { row, viewer } = this.own(caller, attemptId);
    assertStage(row, ['critique'], 'Writing the critique');
    if (!getCritiqueRow(this.db, row.id)) startCritique(this.db, row.id, standardResponseOf(this.db, row.scenario_id));
    const critique = getCritiqueRow(this.db, row.id)!;
    const target = critiqueRubric(this.db, row.id, critique.response_id);
    const rated = Object.keys(ratings).length > 0;
    if (rated && target.targetId === null)
      throw new AppError('invalid_request', 'There is no Standard response to rate in this critique.');
    this.db.transaction(() => {
      saveCritiqueText(this.db, row.id, text);
      if (target.targetId !== null) {
        writeItemRatings(this.db, {
          targetType: 'response',
          targetId: target.targetId,
          attemptId: row.id,
          rubric: target.rubric,
          role: 'self',
          raterId: viewer.id,
          scores: { ...Object.fromEntries(target.rubric.items.map((i) => [i.id, null])), ...ratings },
        });
      }
      this.touch(row);
    })();
    return this.state(row.id, viewer);
  }

  history(caller: Caller): HistoryAttempt[] {
    return historyOf(this.db, requireProfile(caller));
  }

  /** Marks the attempt as worked on now (and no longer skipped). */
  private touch(row: a.AttemptRow): void {
    a.updateAttempt(this.db, row.id, {});
    a.resumeIfSkipped(this.db, row.id);
  }

  async stop(): Promise<void> {
    await this.coachImpl.dispose();
  }
}
