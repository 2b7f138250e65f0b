// The whole offline round trip across four data folders standing for four computers (instructor,
// two trainees, supervisor), with files passed only as text: the exercise out, both trainees
// complete and hand in, the supervisor previews and imports, reviews blind, releases, sends one
// feedback file per trainee, and each trainee sees only their own; newer submissions, undo (asking
// first when reviewed), reported AI scores until re-scored, and the Moodle and Canvas grade files.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignedExercise, AttemptState, HistoryAttempt } from '../../shared/domain/practice';
import type { ReleasedReview, ReviewQueueItem } from '../../shared/domain/review';
import type {
  ExercisePreview,
  FeedbackExport,
  FeedbackImportReport,
  LmsGradesFile,
  ReportedScores,
  SubmissionBatch,
  SubmissionExport,
  SubmissionImportReport,
  UndoSubmissionsResult,
} from '../../shared/exchange/types';
import { FULL_RUBRIC_B } from '../helpers/review';
import { draftOn, startComputers, type Computers } from '../helpers/exchange';

let c: Computers;
const REPLY_A1 = 'Tam writes: it sounds heavy to carry what the eldest son is expected to do.';
const REPLY_A2 = 'Tam again: wanting to teach small children is not selfish; what does it mean to you?';
const REPLY_B1 = 'Uli writes: being told you waste your education must hurt.';
const CRITIQUE = 'The Standard response jumps to advice.';

const upload = (f: { fileName: string; content: string }) => ({
  fileName: f.fileName,
  content: f.content,
  encoding: 'utf8' as const,
});
const fileOf = (f: { fileName: string; content: string }) => ({ fileName: f.fileName, content: f.content });

/** Opens the exercise file as this trainee, allows its judges and returns the local exercise. */
async function joinExercise(s: Computers['traineeA'], who: 'trainee' | 'other', contact: Record<string, unknown>) {
  await s.as(who);
  await s.call('exchange.setContact', contact);
  const opened = await s.call<ExercisePreview>('exchange.importExercise', {
    fileName: c.exerciseFile.fileName,
    content: c.exerciseFile.content,
    dryRun: false,
  });
  await s.call('exchange.allowJudges', { exerciseId: opened.exerciseId });
  return (await s.call<AssignedExercise[]>('practice.assigned', {}))[0]!;
}

async function finish(s: Computers['traineeA'], attempt: AttemptState, critique: boolean) {
  await s.task('practice.scoreVersion', { versionId: attempt.versions.at(-1)!.id });
  await s.call('practice.advance', { attemptId: attempt.id, to: 'critique' });
  if (critique)
    await s.call('practice.saveCritique', {
      attemptId: attempt.id,
      text: CRITIQUE,
      ratings: { overly_positive: 'no' },
    });
  return s.call<AttemptState>('practice.advance', { attemptId: attempt.id, to: 'done' });
}

const A_RATINGS = {
  'rubric-a': { empathy: '4', helpfulness: '4', socio_political_influence: '3', knowledge: '3', cultural_context: '3' },
  'rubric-b': FULL_RUBRIC_B,
};

let exerciseA: AssignedExercise;
let fileA1: SubmissionExport;
let fileB1: SubmissionExport;
let bAttempt: AttemptState;
beforeAll(async () => {
  c = await startComputers();
  exerciseA = await joinExercise(c.traineeA, 'trainee', {
    shownName: 'Tam K.',
    email: 'tam@uni.example',
    lmsId: 'S1001',
  });
  const a1 = await draftOn(c.traineeA, exerciseA.id, exerciseA.scenarios[0]!.scenario.id, REPLY_A1);
  await finish(c.traineeA, a1, true);
  const a2 = await draftOn(c.traineeA, exerciseA.id, exerciseA.scenarios[1]!.scenario.id, REPLY_A2);
  await finish(c.traineeA, a2, false);
  fileA1 = await c.traineeA.call<SubmissionExport>('exchange.exportSubmission', { exerciseId: exerciseA.id });

  const exerciseB = await joinExercise(c.traineeB, 'other', {
    shownName: 'Uli',
    email: 'uli@uni.example',
    lmsId: null,
  });
  bAttempt = await draftOn(c.traineeB, exerciseB.id, exerciseB.scenarios[0]!.scenario.id, REPLY_B1);
  fileB1 = await c.traineeB.call<SubmissionExport>('exchange.exportSubmission', { exerciseId: exerciseB.id });

  await c.supervisor.as('supervisor');
  await c.supervisor.call('exchange.importExercise', {
    fileName: c.exerciseFile.fileName,
    content: c.exerciseFile.content,
    dryRun: false,
  });
}, 120_000);
afterAll(() => c.close());

describe('the class round trip', () => {
  it('hands in only the trainee’s own work under a pseudonym, with what the file holds stated', () => {
    expect(fileA1.summary).toMatchObject({ shownName: 'Tam K.', email: 'tam@uni.example', lmsId: 'S1001' });
    expect(fileA1.summary.attempts.map((a) => a.status)).toEqual(['completed', 'completed']);
    expect(fileA1.summary.attempts[0]).toMatchObject({ versions: 1, critique: true });
    expect(fileA1.summary.attempts[0]!.scores).toBeGreaterThan(0);
    const file = JSON.parse(fileA1.content) as { payload: { trainee: { pseudonym: string } } };
    expect(file.payload.trainee.pseudonym).toMatch(/^[0-9a-f]{32}$/);
    expect(fileA1.content).not.toContain('Uli');
    expect(fileA1.content).not.toMatch(/passcode|apiKey|teach-123/i);
    expect(fileB1.content).not.toContain(REPLY_A1);
  });

  it('previews, imports into the review queue, skips what was imported and keeps reported scores apart', async () => {
    const preview = await c.supervisor.call<SubmissionImportReport>('exchange.importSubmissions', {
      files: [upload(fileA1), upload(fileB1)],
      dryRun: true,
    });
    expect(preview.files.map((f) => [f.status, f.trainee, f.attempts.new])).toEqual([
      ['new', 'Tam K.', 2],
      ['new', 'Uli', 1],
    ]);
    expect(c.supervisor.db.prepare('SELECT count(*) AS n FROM exchange_attempt').get()).toEqual({ n: 0 });

    const imported = await c.supervisor.call<SubmissionImportReport>('exchange.importSubmissions', {
      files: [upload(fileA1), upload(fileB1)],
      dryRun: false,
    });
    expect(imported.batchId).toEqual(expect.any(Number));
    const queue = await c.supervisor.call<ReviewQueueItem[]>('review.queue', {});
    // Uli's attempt is still in progress, so only Tam's two wait for review.
    expect(queue.map((q) => q.trainee.name).sort()).toEqual(['Tam K.', 'Tam K.']);

    const again = await c.supervisor.call<SubmissionImportReport>('exchange.importSubmissions', {
      files: [upload(fileA1)],
      dryRun: false,
    });
    expect(again).toMatchObject({ batchId: null, totals: { new: 0, newer: 0, skipped: 1, rejected: 0 } });

    const attemptId = queue[0]!.attemptId;
    // Blind first: no reported AI score before the supervisor's own rating.
    const before = await c.supervisor.call<ReportedScores>('exchange.reportedScores', { attemptId });
    expect(before.versions[0]).toMatchObject({ reported: [], rescored: false });
    // Reported scores never count as this computer's judgements.
    expect(c.supervisor.db.prepare('SELECT count(*) AS n FROM version_feedback').get()).toEqual({ n: 0 });
    expect(c.supervisor.db.prepare('SELECT count(*) AS n FROM judgement').get()).toEqual({ n: 0 });
  });

  it('shows a newer submission of an attempt as newer, adds its versions, and undoes it', async () => {
    await c.traineeB.as('other');
    const attempt = await c.traineeB.call<AttemptState>('practice.advance', { attemptId: bAttempt.id, to: 'critique' });
    await c.traineeB.call('practice.saveCritique', { attemptId: bAttempt.id, text: CRITIQUE, ratings: {} });
    await c.traineeB.call('practice.advance', { attemptId: bAttempt.id, to: 'done' });
    const fileB2 = await c.traineeB.call<SubmissionExport>('exchange.exportSubmission', {
      exerciseId: attempt.exerciseId,
    });
    const report = await c.supervisor.call<SubmissionImportReport>('exchange.importSubmissions', {
      files: [upload(fileB2)],
      dryRun: false,
    });
    expect(report.files[0]).toMatchObject({ status: 'newer', attempts: { newer: 1 } });
    const uli = c.supervisor.db
      .prepare(
        "SELECT a.id, a.status FROM attempt a JOIN profile p ON p.id = a.profile_id WHERE p.display_name = 'Uli'",
      )
      .get() as { id: number; status: string };
    expect(uli.status).toBe('completed');

    const undone = await c.supervisor.call<UndoSubmissionsResult>('exchange.undoSubmissions', {
      batchId: report.batchId,
    });
    expect(undone).toMatchObject({ needsConfirmation: false, restored: 1, removed: 0 });
    expect(c.supervisor.db.prepare('SELECT status FROM attempt WHERE id = ?').get(uli.id)).toEqual({
      status: 'in_progress',
    });
    // Imported again, it is newer again.
    const redo = await c.supervisor.call<SubmissionImportReport>('exchange.importSubmissions', {
      files: [upload(fileB2)],
      dryRun: false,
    });
    expect(redo.files[0]!.status).toBe('newer');
  });

  it('reviews blind, releases, and each trainee opens only their own feedback', async () => {
    await c.supervisor.as('supervisor');
    const queue = await c.supervisor.call<ReviewQueueItem[]>('review.queue', {});
    const forA = queue.find(
      (q) => q.trainee.name === 'Tam K.' && q.scenario.title === exerciseA.scenarios[0]!.scenario.title,
    )!;
    const forB = queue.find((q) => q.trainee.name === 'Uli')!;
    for (const item of [forA, forB]) {
      await c.supervisor.call('review.saveBlind', { attemptId: item.attemptId, reply: A_RATINGS, submit: true });
      // The grades count reconciled (final) ratings: keep the supervisor's own on each rated item.
      for (const [itemId, option] of Object.entries(A_RATINGS['rubric-a']))
        await c.supervisor.call('review.reconcile', {
          attemptId: item.attemptId,
          rubricId: 'rubric-a',
          item: itemId,
          decision: { override: option },
        });
      await c.supervisor.call('review.addComment', {
        attemptId: item.attemptId,
        target: 'reply',
        start: 0,
        end: 3,
        body: `Note for ${item.trainee.name}`,
      });
      await c.supervisor.call('review.setOverallComment', { attemptId: item.attemptId, text: 'Warm and specific.' });
      await c.supervisor.call('review.release', { attemptId: item.attemptId, released: true });
    }
    // After the blind review the trainee's reported scores are visible, labelled as such; re-scoring adds this computer's own.
    const reported = await c.supervisor.call<ReportedScores>('exchange.reportedScores', { attemptId: forA.attemptId });
    expect(reported.versions[0]!.reported[0]).toMatchObject({ rubricId: 'rubric-a' });
    await c.supervisor.call('exchange.allowJudges', { exerciseId: forA.exercise.id });
    await c.supervisor.task('exchange.rescore', { attemptId: forA.attemptId });
    expect(
      (await c.supervisor.call<ReportedScores>('exchange.reportedScores', { attemptId: forA.attemptId })).versions[0]!
        .rescored,
    ).toBe(true);

    const tamProfile = queue.find((q) => q.trainee.name === 'Tam K.')!.trainee.id;
    const feedbackA = await c.supervisor.call<FeedbackExport>('exchange.exportFeedback', {
      profileId: tamProfile,
      exerciseId: forA.exercise.id,
    });
    const feedbackB = await c.supervisor.call<FeedbackExport>('exchange.exportFeedback', {
      profileId: forB.trainee.id,
      exerciseId: forB.exercise.id,
    });
    expect(feedbackA).toMatchObject({ reviews: 1, comments: 1 });
    expect(feedbackA.content).not.toContain('Note for Uli');

    await c.traineeA.as('trainee');
    const opened = await c.traineeA.call<FeedbackImportReport>('exchange.importFeedback', fileOf(feedbackA));
    expect(opened).toMatchObject({ reviews: 1, comments: 1, unchanged: 0 });
    expect((await c.traineeA.call<FeedbackImportReport>('exchange.importFeedback', fileOf(feedbackA))).unchanged).toBe(
      1,
    );
    const other = await c.traineeA.failure('exchange.importFeedback', fileOf(feedbackB));
    expect(other).toMatchObject({ code: 'forbidden', details: { reason: 'other_trainee' } });

    const history = await c.traineeA.call<HistoryAttempt[]>('practice.history', {});
    const reviewed = history.find((h) => h.releasedReviews === 1)!;
    const released = await c.traineeA.call<ReleasedReview[]>('review.released', { attemptId: reviewed.attemptId });
    expect(released).toHaveLength(1);
    expect(released[0]).toMatchObject({
      supervisorName: 'Dr. Sup',
      overallComment: 'Warm and specific.',
      comments: [{ body: 'Note for Tam K.', authorName: 'Dr. Sup', quote: REPLY_A1.slice(0, 3) }],
      finalVersion: { text: REPLY_A1 },
    });
    expect(released[0]!.finalRatings).toContainEqual({ rubricId: 'rubric-a', item: 'empathy', option: '4', score: 4 });

    await c.traineeB.as('other');
    await c.traineeB.call('exchange.importFeedback', fileOf(feedbackB));
    const bReleased = await c.traineeB.call<ReleasedReview[]>('review.released', { attemptId: bAttempt.id });
    expect(bReleased[0]!.comments.map((x) => x.body)).toEqual(['Note for Uli']);
  });

  it('writes Moodle and Canvas grade files in their import layouts, with the grading rule', async () => {
    await c.supervisor.as('supervisor');
    const moodle = await c.supervisor.call<LmsGradesFile>('exchange.lmsGrades', { kind: 'moodle' });
    const m = Papa.parse<string[]>(moodle.content, { skipEmptyLines: true }).data;
    expect(m[0]).toEqual(['Email address', 'ID number', 'Full name', 'Family pressure']);
    // Tam: one completed scenario released with All = 3.5 -> 62.5; the other has no released or own-judge rating of All.
    const rows = new Map(m.slice(1).map((r) => [r[0], r]));
    expect(rows.get('tam@uni.example')?.slice(1, 3)).toEqual(['S1001', 'Tam K.']);
    expect(rows.get('uli@uni.example')?.[3]).toBe('62.5');
    expect(moodle.rule).toMatch(/Rubric A "All"/);
    // One row per trainee who handed in (the supervisor's own local profiles have no work here).
    expect(m).toHaveLength(3);
    expect(moodle.unmatched).toEqual([]);

    const canvas = await c.supervisor.call<LmsGradesFile>('exchange.lmsGrades', { kind: 'canvas' });
    const k = Papa.parse<string[]>(canvas.content, { skipEmptyLines: true }).data;
    expect(k[0]).toEqual(['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section', 'Family pressure']);
    expect(k[1]).toEqual(['Points Possible', '', '', '', '', '100']);
    expect(k.find((r) => r[0] === 'Tam K.')?.slice(1, 4)).toEqual(['', 'S1001', 'tam@uni.example']);
  });

  it('asks before undoing an import whose attempts were reviewed, and keeps the reviews as a record', async () => {
    await c.supervisor.as('supervisor');
    const batches = await c.supervisor.call<SubmissionBatch[]>('exchange.batches', {});
    const first = batches.at(-1)!;
    expect(first.reviewed).toBeGreaterThan(0);
    const asked = await c.supervisor.call<UndoSubmissionsResult>('exchange.undoSubmissions', { batchId: first.id });
    expect(asked).toMatchObject({ needsConfirmation: true, removed: 0 });
    expect((await c.supervisor.call<ReviewQueueItem[]>('review.queue', {})).length).toBeGreaterThan(0);
    const done = await c.supervisor.call<UndoSubmissionsResult>('exchange.undoSubmissions', {
      batchId: first.id,
      confirm: true,
    });
    expect(done.removed).toBe(3);
    const record = c.supervisor.db.prepare('SELECT undone_reviews FROM exchange_batch WHERE id = ?').get(first.id) as {
      undone_reviews: string;
    };
    expect(record.undone_reviews).toContain('Note for Tam K.');
    expect(c.supervisor.db.pragma('foreign_key_check')).toEqual([]);
  });
});
