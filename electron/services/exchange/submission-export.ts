// Submission files: a trainee's attempts on one exercise (one attempt or all), with every version's
// text (diffs are recomputed from them), the AI scores their app produced with the judgement
// records (only when the exercise shows them to the trainee), spotting, emotions and the critique with its ratings, the
// role-play conversations of the exercise with their scores, under a pseudonymous trainee id,
// the name the trainee chose to show and their LMS contact. Nobody else's work, no keys, no passcodes.
import type { Database } from 'better-sqlite3';
import type { ScoreResult } from '../../../shared/domain/judging';
import type { SubmissionExport } from '../../../shared/exchange/types';
import type { SubmissionPayload, SubmittedAttempt } from '../../../shared/exchange/schemas';
import { SUBMISSION_FILE } from '../../../shared/file-types';
import { RUBRICS } from '../../../shared/rubrics/registry';
import { requireProfile, type Caller } from '../caller';
import { AppError } from '../errors';
import { attemptRowsOf, listMarks, type AttemptRow } from '../practice/attempts-queries';
import { parseSnapshot } from '../practice/attempt-state';
import { parseConfig } from '../practice/config';
import { getCritiqueRow } from '../practice/critique-queries';
import * as ex from '../practice/exercises-queries';
import { feedbackByVersion, listVersionRows } from '../practice/versions-queries';
import { writeExchangeFile } from './codec';
import { attemptUid, ensureLocalPerson, programme, randomUid } from './identity';
import { exchangeExerciseOf } from './queries';
import { roleplayRecords } from './roleplay-exchange';

function critiqueOf(db: Database, attemptId: number): SubmittedAttempt['critique'] {
  const row = getCritiqueRow(db, attemptId);
  if (!row) return null;
  const ratings = db
    .prepare(
      "SELECT rubric_id, rubric_version, item, option_code, score, note FROM rating WHERE attempt_id = ? AND role = 'self' AND target_type = 'response' ORDER BY rubric_id, item",
    )
    .all(attemptId) as {
    rubric_id: string;
    rubric_version: number;
    item: string;
    option_code: string;
    score: number | null;
    note: string;
  }[];
  return {
    responseText: row.response_text,
    text: row.text,
    submittedAt: row.submitted_at,
    ratings: ratings.map((r) => ({
      rubricId: r.rubric_id,
      rubricVersion: r.rubric_version,
      item: r.item,
      optionCode: r.option_code,
      score: r.score,
      note: r.note,
    })),
  };
}

function attemptRecord(db: Database, pseudonym: string, row: AttemptRow): SubmittedAttempt {
  const versions = listVersionRows(db, row.id);
  const feedback = feedbackByVersion(
    db,
    versions.map((v) => v.id),
  );
  const snapshot = parseSnapshot(row.scenario_snapshot);
  // Scores the exercise keeps for the supervisor never reach the trainee, so they are not in the trainee's file
  // either: the supervisor's own judges score those versions after the import.
  const scoresShown = parseConfig(row.config).aiScoresVisible;
  const scenarioUid =
    row.scenario_id === null
      ? null
      : ((db.prepare('SELECT uid FROM scenario WHERE id = ?').get(row.scenario_id) as { uid: string } | undefined)
          ?.uid ?? null);
  return {
    uid: attemptUid(pseudonym, row.id),
    scenarioUid,
    updatedAt: row.updated_at,
    status: row.status,
    stage: row.stage,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    skippedAt: row.skipped_at,
    skipReason: row.skip_reason,
    emotions: JSON.parse(row.emotions) as string[],
    spotSubmittedAt: row.spot_submitted_at,
    snapshot: snapshot as SubmittedAttempt['snapshot'],
    marks: listMarks(db, row.id).map(({ start, end, phrase, kind, label }) => ({ start, end, phrase, kind, label })),
    versions: versions.map((v) => ({
      number: v.number,
      text: v.text,
      wordCount: v.word_count,
      forFeedback: v.for_feedback === 1,
      submittedAt: v.submitted_at,
      reportedScores: (scoresShown ? (feedback.get(v.id) ?? []) : [])
        .filter((f) => f.status === 'done' && f.result !== null)
        // The judgement row ids are this computer's own: they mean nothing on the supervisor's.
        .map((f) => {
          const result = f.result as ScoreResult;
          return {
            ...result,
            judgements: result.judgements.map(({ judgementId: _local, ...judgement }) => judgement),
          } as SubmittedAttempt['versions'][number]['reportedScores'][number];
        }),
    })),
    critique: critiqueOf(db, row.id),
  };
}

/** The trainee's own attempts on the exercise (or the one attempt) as a submission file. */
export function exportSubmission(
  db: Database,
  caller: Caller,
  args: { exerciseId: number; attemptId?: number },
): SubmissionExport {
  const profile = requireProfile(caller);
  const exercise = ex.getExercise(db, args.exerciseId);
  if (!exercise) throw new AppError('not_found', `There is no exercise with id ${args.exerciseId}.`);
  const rows = attemptRowsOf(db, profile.id).filter(
    (r) => r.exercise_id === args.exerciseId && (args.attemptId === undefined || r.id === args.attemptId),
  );
  if (args.attemptId !== undefined && rows.length === 0)
    throw new AppError('forbidden', 'You can hand in only your own attempts.');
  const person = ensureLocalPerson(db, profile);
  // Role-play conversations of the exercise travel with all attempts (not with a single one).
  const roleplays =
    args.attemptId === undefined ? roleplayRecords(db, person.pseudonym, profile.id, args.exerciseId) : [];
  if (rows.length === 0 && roleplays.length === 0)
    throw new AppError('invalid_request', 'You have not started this exercise yet.');
  let ref = exchangeExerciseOf(db, args.exerciseId);
  if (!ref) {
    // An exercise made on this computer: it gets its exchange id now, as an export would give it.
    const own = programme(db);
    db.prepare(
      "INSERT INTO exchange_exercise (exercise_id, programme_id, programme_name, uid, origin, file_version) VALUES (?, ?, ?, ?, 'local', ?)",
    ).run(args.exerciseId, own.id, own.name, randomUid(), exercise.version);
    ref = exchangeExerciseOf(db, args.exerciseId)!;
  }
  const attempts = rows.map((r) => attemptRecord(db, person.pseudonym, r));
  const payload: SubmissionPayload = {
    exercise: { programmeId: ref.programme_id, uid: ref.uid, version: ref.file_version, title: exercise.title },
    trainee: {
      pseudonym: person.pseudonym,
      displayName: person.shown_name,
      email: person.email,
      lmsId: person.lms_id,
    },
    rubricVersions: Object.fromEntries(RUBRICS.map((r) => [r.id, r.version])),
    attempts,
    roleplays,
  };
  const stamp = new Date().toISOString().slice(0, 10);
  const safeName = person.shown_name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 30);
  return {
    fileName: `${safeName || 'trainee'}-${stamp}.${SUBMISSION_FILE.extension}`,
    content: writeExchangeFile('submission', payload),
    summary: {
      exercise: exercise.title,
      shownName: person.shown_name,
      email: person.email,
      lmsId: person.lms_id,
      attempts: attempts.map((a) => ({
        scenario: a.snapshot.title,
        status: a.status,
        versions: a.versions.length,
        scores: a.versions.reduce((n, v) => n + v.reportedScores.length, 0),
        critique: a.critique !== null && a.critique.text !== '',
      })),
      roleplays: roleplays.map((r) => ({
        scenario: r.card.scenarioTitle,
        turns: r.turns.length,
        scored: r.scores !== null,
      })),
    },
  };
}
