// Importing submission files (supervisors and instructors): many files at once with a preview of
// each (new attempts, newer versions of imported ones, already imported and skipped, or rejected
// with the reason), then the attempts are written like local ones, so review, calibration, the
// dashboard and exports see them. A bad file never blocks the good ones: each file is checked on
// its own and written in its own savepoint. The AI scores in a file are kept apart as "reported by
// the trainee's app". Every import is a batch that can be undone.
import type { Database } from 'better-sqlite3';
import {
  submissionPayloadSchema,
  type SubmissionPayload,
  type SubmittedAttempt,
} from '../../../shared/exchange/schemas';
import type { SubmissionFileOutcome, SubmissionImportReport } from '../../../shared/exchange/types';
import { requireRole, type Caller } from '../caller';
import { AppError } from '../errors';
import * as lib from '../library/queries';
import { parseConfig } from '../practice/config';
import { standardResponseOf } from '../practice/snapshot';
import { listVersionRows } from '../practice/versions-queries';
import { canonicalJson, ExchangeFileError, readExchangeFile, sha256Hex } from './codec';
import { personByPseudonym } from './identity';
import { planRoleplays, writeRoleplay, type RoleplayPlan, type RoleplayUndo } from './roleplay-exchange';
import {
  exchangeAttemptByUid,
  exchangeExerciseByUid,
  knownProgramme,
  type ExchangeAttemptRow,
  type ExchangeExerciseRow,
} from './queries';

export type IncomingFile = { fileName: string; content: string };

type AttemptPlan = {
  record: SubmittedAttempt;
  hash: string;
  status: 'new' | 'newer' | 'skipped';
  existing: ExchangeAttemptRow | undefined;
};
type FilePlan = {
  payload: SubmissionPayload;
  exercise: ExchangeExerciseRow;
  attempts: AttemptPlan[];
  roleplays: RoleplayPlan[];
};

export type UpdatedAttempt = {
  attemptId: number;
  row: Record<string, unknown>;
  marks: unknown[];
  critique: Record<string, unknown> | null;
  ratings: Record<string, unknown>[];
  maxVersion: number;
  hash: string;
  updatedAt: string;
};
export type SubmissionUndo = {
  created: number[];
  createdProfiles: number[];
  updated: UpdatedAttempt[];
} & RoleplayUndo;

const rejected = (fileName: string, error: unknown): SubmissionFileOutcome => ({
  fileName,
  status: 'rejected',
  trainee: null,
  exercise: null,
  attempts: { new: 0, newer: 0, skipped: 0 },
  roleplays: { new: 0, newer: 0, skipped: 0 },
  reason: error instanceof ExchangeFileError ? error.reason : 'invalid',
  message: error instanceof Error ? error.message : String(error),
});

function findExercise(db: Database, fileName: string, payload: SubmissionPayload): ExchangeExerciseRow {
  const candidates = exchangeExerciseByUid(db, payload.exercise.uid);
  const match = candidates.find((c) => c.programme_id === payload.exercise.programmeId);
  if (match) return match;
  if (candidates.length > 0 || !knownProgramme(db, payload.exercise.programmeId))
    throw new ExchangeFileError(
      'other_programme',
      `${fileName} belongs to another programme: its exercise "${payload.exercise.title}" did not come from an exercise file this computer knows.`,
    );
  throw new ExchangeFileError(
    'unknown_exercise',
    `${fileName} is for the exercise "${payload.exercise.title}", which is not on this computer. Open its exercise file first.`,
  );
}

/** Checks one file and works out what importing it would do, given what earlier files in the batch add. */
function planFile(db: Database, file: IncomingFile, seen: Map<string, string>): FilePlan {
  const { payload } = readExchangeFile(file.fileName, file.content, 'submission', submissionPayloadSchema);
  const exercise = findExercise(db, file.fileName, payload);
  const attempts = payload.attempts.map((record): AttemptPlan => {
    const hash = sha256Hex(canonicalJson(record));
    const existing = exchangeAttemptByUid(db, record.uid);
    const inBatch = seen.get(record.uid);
    let status: AttemptPlan['status'];
    if (inBatch !== undefined) status = inBatch >= record.updatedAt ? 'skipped' : 'newer';
    else if (!existing) status = 'new';
    else if (existing.content_hash === hash || existing.origin_updated_at >= record.updatedAt) status = 'skipped';
    else status = 'newer';
    if (status !== 'skipped') seen.set(record.uid, record.updatedAt);
    return { record, hash, status, existing };
  });
  return { payload, exercise, attempts, roleplays: planRoleplays(db, payload.roleplays, seen) };
}

function outcomeOf(fileName: string, plan: FilePlan): SubmissionFileOutcome {
  const count = (list: { status: AttemptPlan['status'] }[], s: AttemptPlan['status']) =>
    list.filter((a) => a.status === s).length;
  const counts = (list: { status: AttemptPlan['status'] }[]) => ({
    new: count(list, 'new'),
    newer: count(list, 'newer'),
    skipped: count(list, 'skipped'),
  });
  const attempts = counts(plan.attempts);
  const roleplays = counts(plan.roleplays);
  return {
    fileName,
    status: attempts.new + roleplays.new > 0 ? 'new' : attempts.newer + roleplays.newer > 0 ? 'newer' : 'skipped',
    trainee: plan.payload.trainee.displayName,
    exercise: plan.payload.exercise.title,
    attempts,
    roleplays,
    reason: null,
    message: null,
  };
}

/** The local trainee profile for a pseudonym, made (with the name and contact they chose) when new. */
function traineeProfile(db: Database, trainee: SubmissionPayload['trainee'], undo: SubmissionUndo): number {
  const person = personByPseudonym(db, trainee.pseudonym);
  if (person) {
    db.prepare('UPDATE exchange_person SET shown_name = ?, email = ?, lms_id = ? WHERE profile_id = ?').run(
      trainee.displayName,
      trainee.email,
      trainee.lmsId,
      person.profile_id,
    );
    return person.profile_id;
  }
  // The contact stays with the exchange record (for LMS files), never becomes a sign-in address.
  const profileId = Number(
    db.prepare("INSERT INTO profile (display_name, role) VALUES (?, 'trainee')").run(trainee.displayName)
      .lastInsertRowid,
  );
  db.prepare(
    "INSERT INTO exchange_person (profile_id, pseudonym, shown_name, email, lms_id, origin) VALUES (?, ?, ?, ?, ?, 'imported')",
  ).run(profileId, trainee.pseudonym, trainee.displayName, trainee.email, trainee.lmsId);
  undo.createdProfiles.push(profileId);
  return profileId;
}

function writeVersions(db: Database, attemptId: number, record: SubmittedAttempt, after: number): void {
  const insert = db.prepare(
    'INSERT INTO draft_version (attempt_id, number, text, word_count, for_feedback, submitted_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const reported = db.prepare('INSERT INTO exchange_reported_score (version_id, rubric_id, result) VALUES (?, ?, ?)');
  for (const v of record.versions) {
    if (v.number <= after) continue;
    const versionId = Number(
      insert.run(attemptId, v.number, v.text, v.wordCount, v.forFeedback ? 1 : 0, v.submittedAt).lastInsertRowid,
    );
    for (const score of v.reportedScores) reported.run(versionId, score.rubricId, JSON.stringify(score));
  }
}

function writeDetails(
  db: Database,
  attemptId: number,
  profileId: number,
  scenarioId: number | null,
  r: SubmittedAttempt,
) {
  db.prepare('DELETE FROM signal_mark WHERE attempt_id = ?').run(attemptId);
  const mark = db.prepare(
    'INSERT INTO signal_mark (attempt_id, start, "end", phrase, kind, label) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const m of r.marks) mark.run(attemptId, m.start, m.end, m.phrase, m.kind, m.label);
  db.prepare('DELETE FROM critique WHERE attempt_id = ?').run(attemptId);
  db.prepare("DELETE FROM rating WHERE attempt_id = ? AND role = 'self' AND target_type = 'response'").run(attemptId);
  if (!r.critique) return;
  const standard = standardResponseOf(db, scenarioId);
  db.prepare(
    'INSERT INTO critique (attempt_id, response_id, response_text, text, submitted_at) VALUES (?, ?, ?, ?, ?)',
  ).run(attemptId, standard?.id ?? null, r.critique.responseText, r.critique.text, r.critique.submittedAt);
  if (!standard) return;
  const rating = db.prepare(
    "INSERT INTO rating (target_type, target_id, attempt_id, rubric_id, rubric_version, item, role, rater_id, option_code, score, note) VALUES ('response', ?, ?, ?, ?, ?, 'self', ?, ?, ?, ?)",
  );
  for (const x of r.critique.ratings)
    rating.run(standard.id, attemptId, x.rubricId, x.rubricVersion, x.item, profileId, x.optionCode, x.score, x.note);
}

const ATTEMPT_FIELDS = `status = @status, stage = @stage, emotions = @emotions, spot_submitted_at = @spotSubmittedAt,
  skip_reason = @skipReason, skipped_at = @skippedAt, completed_at = @completedAt, updated_at = @updatedAt`;

const attemptParams = (r: SubmittedAttempt) => ({
  status: r.status,
  stage: r.stage,
  emotions: JSON.stringify(r.emotions),
  spotSubmittedAt: r.spotSubmittedAt,
  skipReason: r.skipReason,
  skippedAt: r.skippedAt,
  completedAt: r.completedAt,
  updatedAt: r.updatedAt,
});

function writeAttempt(db: Database, plan: FilePlan, a: AttemptPlan, batchId: number, undo: SubmissionUndo): void {
  const r = a.record;
  const profileId = traineeProfile(db, plan.payload.trainee, undo);
  const scenarioId = r.scenarioUid === null ? null : (lib.getScenarioRowByUid(db, r.scenarioUid)?.id ?? null);
  if (a.status === 'new') {
    const exercise = db.prepare('SELECT config, version FROM exercise WHERE id = ?').get(plan.exercise.exercise_id) as {
      config: string;
      version: number;
    };
    const attemptId = Number(
      db
        .prepare(
          `INSERT INTO attempt (exercise_id, exercise_version, config, scenario_id, scenario_snapshot, profile_id, started_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          plan.exercise.exercise_id,
          plan.payload.exercise.version,
          JSON.stringify(parseConfig(exercise.config)),
          scenarioId,
          JSON.stringify({ ...r.snapshot, scenarioId }),
          profileId,
          r.startedAt,
        ).lastInsertRowid,
    );
    db.prepare(`UPDATE attempt SET ${ATTEMPT_FIELDS} WHERE id = @id`).run({ ...attemptParams(r), id: attemptId });
    writeVersions(db, attemptId, r, 0);
    writeDetails(db, attemptId, profileId, scenarioId, r);
    db.prepare(
      'INSERT INTO exchange_attempt (attempt_id, origin_uid, content_hash, origin_updated_at, batch_id) VALUES (?, ?, ?, ?, ?)',
    ).run(attemptId, r.uid, a.hash, r.updatedAt, batchId);
    undo.created.push(attemptId);
    return;
  }
  const attemptId = a.existing!.attempt_id;
  const maxVersion = listVersionRows(db, attemptId).at(-1)?.number ?? 0;
  undo.updated.push({
    attemptId,
    row: db.prepare('SELECT * FROM attempt WHERE id = ?').get(attemptId) as Record<string, unknown>,
    marks: db.prepare('SELECT start, "end", phrase, kind, label FROM signal_mark WHERE attempt_id = ?').all(attemptId),
    critique: (db.prepare('SELECT * FROM critique WHERE attempt_id = ?').get(attemptId) ?? null) as Record<
      string,
      unknown
    > | null,
    ratings: db
      .prepare("SELECT * FROM rating WHERE attempt_id = ? AND role = 'self' AND target_type = 'response'")
      .all(attemptId) as Record<string, unknown>[],
    maxVersion,
    hash: a.existing!.content_hash,
    updatedAt: a.existing!.origin_updated_at,
  });
  db.prepare(`UPDATE attempt SET ${ATTEMPT_FIELDS} WHERE id = @id`).run({ ...attemptParams(r), id: attemptId });
  writeVersions(db, attemptId, r, maxVersion);
  writeDetails(db, attemptId, profileId, scenarioId, r);
  db.prepare('UPDATE exchange_attempt SET content_hash = ?, origin_updated_at = ? WHERE attempt_id = ?').run(
    a.hash,
    r.updatedAt,
    attemptId,
  );
}

/** Previews (dryRun) or imports submission files; returns one outcome per file, in order. */
export function importSubmissions(
  db: Database,
  caller: Caller,
  args: { files: IncomingFile[]; dryRun: boolean },
): SubmissionImportReport {
  const profile = requireRole(caller, ['supervisor', 'instructor']);
  if (args.files.length === 0) throw new AppError('invalid_request', 'Choose at least one submission file.');
  const seen = new Map<string, string>();
  const plans = args.files.map((file) => {
    try {
      return { file, plan: planFile(db, file, seen), outcome: null as SubmissionFileOutcome | null };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { file, plan: null, outcome: rejected(file.fileName, error) };
    }
  });
  const files = plans.map((p) => p.outcome ?? outcomeOf(p.file.fileName, p.plan!));
  let batchId: number | null = null;
  if (!args.dryRun && files.some((f) => f.status === 'new' || f.status === 'newer')) {
    db.transaction(() => {
      batchId = Number(
        db
          .prepare("INSERT INTO exchange_batch (kind, files, created_by) VALUES ('submissions', ?, ?)")
          .run(JSON.stringify(files.map((f) => f.fileName)), profile.id).lastInsertRowid,
      );
      const undo: SubmissionUndo = {
        created: [],
        createdProfiles: [],
        updated: [],
        createdRoleplays: [],
        updatedRoleplays: [],
      };
      plans.forEach((p, index) => {
        if (!p.plan) return;
        const plan = p.plan;
        const mark = {
          created: undo.created.length,
          profiles: undo.createdProfiles.length,
          updated: undo.updated.length,
          createdRoleplays: undo.createdRoleplays.length,
          updatedRoleplays: undo.updatedRoleplays.length,
        };
        try {
          db.transaction(() => {
            for (const a of plan.attempts) if (a.status !== 'skipped') writeAttempt(db, plan, a, batchId!, undo);
            const fresh = plan.roleplays.filter((r) => r.status !== 'skipped');
            if (fresh.length === 0) return;
            const target = {
              profileId: traineeProfile(db, plan.payload.trainee, undo),
              exerciseId: plan.exercise.exercise_id,
              batchId: batchId!,
            };
            for (const r of fresh) writeRoleplay(db, r, target, undo);
          })();
        } catch (error) {
          undo.created.length = mark.created;
          undo.createdProfiles.length = mark.profiles;
          undo.updated.length = mark.updated;
          undo.createdRoleplays.length = mark.createdRoleplays;
          undo.updatedRoleplays.length = mark.updatedRoleplays;
          files[index] = rejected(p.file.fileName, error);
        }
      });
      db.prepare('UPDATE exchange_batch SET undo_data = ? WHERE id = ?').run(JSON.stringify(undo), batchId);
    })();
  }
  const count = (s: SubmissionFileOutcome['status']) => files.filter((f) => f.status === s).length;
  return {
    dryRun: args.dryRun,
    batchId,
    files,
    totals: { new: count('new'), newer: count('newer'), skipped: count('skipped'), rejected: count('rejected') },
  };
}
