// Exercise files: an instructor's exercise with its scenarios (annotations, responses), rubric
// versions, steps and settings, and the judges' settings without any API key, signed with the
// instructor's Ed25519 key. Opening one on a trainee's computer checks the hash and signature, trusts
// the instructor's key on first use, and adds the exercise (assigned to the trainee who opened it);
// opening it again changes nothing; a newer version updates the exercise, while attempts already
// started keep the copy they took when they started.
import type { Database } from 'better-sqlite3';
import type { ExerciseConfig } from '../../../shared/domain/practice';
import type { JudgeProvider } from '../../../shared/domain/judging';
import type { ExercisePreview, ExerciseFileExport, JudgeDestination } from '../../../shared/exchange/types';
import { exercisePayloadSchema, type ExercisePayload, type JudgeSettings } from '../../../shared/exchange/schemas';
import { EXERCISE_FILE } from '../../../shared/file-types';
import { getRubric } from '../../../shared/rubrics/registry';
import type { Caller } from '../caller';
import { requireRole } from '../caller';
import { AppError } from '../errors';
import { toPackScenario, writePackScenario } from '../library/pack';
import * as lib from '../library/queries';
import * as ex from '../practice/exercises-queries';
import { ExchangeFileError, readExchangeFile, sha256Hex, writeExchangeFile } from './codec';
import { checkTrust, fingerprint, programme, randomUid, signatureValid, signHash, signingKey } from './identity';
import { exchangeExerciseOf, type ExchangeExerciseRow } from './queries';

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

export const destinationOf = (baseUrl: string): { host: string; offMachine: boolean } => {
  const host = new URL(baseUrl).hostname;
  return { host, offMachine: !LOOPBACK.test(host) };
};

/** The id a judge from a file gets on this computer: the same server and model share one id. */
export const localJudgeId = (programmeId: string, j: Pick<JudgeSettings, 'baseUrl' | 'model'>): string =>
  `x-${sha256Hex(`${programmeId}\n${j.baseUrl}\n${j.model}`).slice(0, 12)}`;

const toSettings = (p: JudgeProvider): JudgeSettings => ({
  id: p.id,
  label: p.label,
  kind: 'openai',
  baseUrl: p.baseUrl,
  model: p.model,
  logprobs: p.logprobs,
  structuredOutput: p.structuredOutput,
  rationaleFirst: p.rationaleFirst,
  serverKind: p.serverKind,
  maxConcurrency: p.maxConcurrency,
});

/** Writes the signed file of an exercise made on this computer (instructors only). */
export function exportExercise(
  db: Database,
  caller: Caller,
  exerciseId: number,
  providers: readonly JudgeProvider[],
): ExerciseFileExport {
  const instructor = requireRole(caller, ['instructor']);
  const exercise = ex.getExercise(db, exerciseId);
  if (!exercise) throw new AppError('not_found', `There is no exercise with id ${exerciseId}.`);
  const known = exchangeExerciseOf(db, exerciseId);
  if (known?.origin === 'imported')
    throw new AppError(
      'conflict',
      'This exercise came from another instructor’s file; duplicate it to share your own version.',
    );
  const own = programme(db);
  const key = signingKey(db, instructor.id);
  const uid = known?.uid ?? randomUid();
  db.prepare(
    `INSERT INTO exchange_exercise (exercise_id, programme_id, programme_name, uid, origin, file_version, instructor_uid)
     VALUES (?, ?, ?, ?, 'local', ?, ?)
     ON CONFLICT (exercise_id) DO UPDATE SET file_version = excluded.file_version`,
  ).run(exerciseId, own.id, own.name, uid, exercise.version, key.instructorUid);

  const scenarios = exercise.scenarios.map((ref) => {
    const detail = lib.getScenarioDetail(db, ref.id);
    if (!detail) throw new AppError('not_found', `Scenario ${ref.id} of this exercise no longer exists.`);
    return toPackScenario(detail);
  });
  const usedCultures = new Set(scenarios.map((s) => s.cultureId));
  const cultures = lib
    .listCultures(db)
    .filter((c) => usedCultures.has(c.id))
    .map(({ id, name, languages, notes }) => ({ id, name, languages, notes }));
  const chosen = providers.filter((p) => exercise.judgeIds.includes(p.id));
  const serverJudges = chosen.filter((p) => p.kind === 'openai').map(toSettings);
  const leftOut = chosen.filter((p) => p.kind !== 'openai').map((p) => p.label);
  const payload: ExercisePayload = {
    programme: own,
    instructor: { uid: key.instructorUid, name: instructor.displayName, publicKey: key.publicKey },
    exercise: {
      uid,
      version: exercise.version,
      title: exercise.title,
      instructions: exercise.instructions,
      steps: exercise.steps,
      feedbackRounds: exercise.feedbackRounds,
      customEmotions: exercise.customEmotions,
      rubricIds: exercise.rubricIds as ExercisePayload['exercise']['rubricIds'],
      rubricVersions: Object.fromEntries(exercise.rubricIds.map((id) => [id, getRubric(id)?.version ?? 1])),
      aiScoresVisible: exercise.aiScoresVisible,
      coachNote: exercise.coachNote,
      coachSuggestions: exercise.coachSuggestions,
      roleplayMode: exercise.roleplayMode,
      judges: serverJudges,
    },
    cultures,
    scenarios,
  };
  const content = writeExchangeFile('exercise', payload, (hash) => signHash(key, hash));
  const slug = exercise.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return {
    fileName: `${slug || 'exercise'}-v${exercise.version}.${EXERCISE_FILE.extension}`,
    content,
    summary: {
      title: exercise.title,
      version: exercise.version,
      scenarios: scenarios.length,
      responses: scenarios.reduce((n, s) => n + s.responses.length, 0),
      judges: serverJudges.map((j) => ({ label: j.label, model: j.model, ...destinationOf(j.baseUrl) })),
      judgesLeftOut: leftOut,
      fingerprint: fingerprint(key.publicKey),
    },
  };
}

type Checked = { payload: ExercisePayload; contentHash: string };

/** Reads the file and checks hash and signature (trust is checked by the caller). */
export function readExerciseFile(fileName: string, content: string): Checked {
  const file = readExchangeFile(fileName, content, 'exercise', exercisePayloadSchema);
  if (!signatureValid(file.payload.instructor.publicKey, file.contentHash, file.signature))
    throw new ExchangeFileError(
      'bad_signature',
      `${fileName} is not signed by the instructor it names (the signature does not match), so it was not opened.`,
    );
  return { payload: file.payload, contentHash: file.contentHash };
}

function configFrom(payload: ExercisePayload): ExerciseConfig {
  const e = payload.exercise;
  return {
    steps: e.steps,
    feedbackRounds: e.feedbackRounds,
    customEmotions: e.customEmotions,
    rubricIds: e.rubricIds,
    judgeIds: e.judges.map((j) => localJudgeId(payload.programme.id, j)),
    aiScoresVisible: e.aiScoresVisible,
    coachNote: e.coachNote,
    coachSuggestions: e.coachSuggestions,
    // The coach model is one of the instructor's own servers: on the trainee's computer the automatic note is written.
    coachModelId: null,
    roleplayMode: e.roleplayMode,
  };
}

const storedJudges = (payload: ExercisePayload) =>
  payload.exercise.judges.map((j) => ({ ...j, localId: localJudgeId(payload.programme.id, j) }));

function statusOf(existing: ExchangeExerciseRow | undefined, version: number): ExercisePreview['status'] {
  if (!existing) return 'new';
  if (existing.file_version === version) return 'identical';
  return existing.file_version < version ? 'newer' : 'older';
}

function writeScenarios(db: Database, payload: ExercisePayload): number[] {
  for (const c of payload.cultures) if (!lib.cultureExists(db, c.id)) lib.upsertCulture(db, { ...c, builtIn: false });
  return payload.scenarios.map((s) => {
    const row = lib.getScenarioRowByUid(db, s.uid);
    if (!row) return writePackScenario(db, s, { batchId: null });
    const current = toPackScenario(lib.getScenarioDetail(db, row.id)!);
    const same =
      JSON.stringify({ ...current, provenance: null, version: null }) ===
      JSON.stringify({ ...s, provenance: null, version: null });
    if (!same) writePackScenario(db, s, { id: row.id, batchId: null });
    return row.id;
  });
}

/**
 * Previews (dryRun) or opens an exercise file. Trainees who open it get it assigned; staff get it in
 * their exercise list (to review the submissions). A different key for a known instructor is refused.
 */
export function importExercise(
  db: Database,
  caller: Caller,
  args: { fileName: string; content: string; dryRun: boolean },
): ExercisePreview {
  const profile = requireRole(caller, ['trainee', 'supervisor', 'instructor']);
  const { payload } = readExerciseFile(args.fileName, args.content);
  const run = () => {
    const trust = checkTrust(db, payload.instructor, !args.dryRun);
    const existing = db
      .prepare('SELECT * FROM exchange_exercise WHERE programme_id = ? AND uid = ?')
      .get(payload.programme.id, payload.exercise.uid) as ExchangeExerciseRow | undefined;
    const status = statusOf(existing, payload.exercise.version);
    let exerciseId = existing?.exercise_id ?? null;
    let assignedNow = false;
    if (!args.dryRun) {
      const e = payload.exercise;
      const fields = { title: e.title, instructions: e.instructions, config: configFrom(payload) };
      if (status === 'new' || status === 'newer') {
        const scenarioIds = writeScenarios(db, payload);
        if (status === 'new') exerciseId = ex.insertExercise(db, { ...fields, createdBy: null });
        else ex.updateExercise(db, exerciseId!, fields);
        db.prepare('UPDATE exercise SET version = ?, archived = 0 WHERE id = ?').run(e.version, exerciseId);
        ex.replaceExerciseScenarios(db, exerciseId!, scenarioIds);
        const judges = JSON.stringify(storedJudges(payload));
        if (status === 'new')
          db.prepare(
            `INSERT INTO exchange_exercise (exercise_id, programme_id, programme_name, uid, origin, file_version, instructor_uid, judges)
             VALUES (?, ?, ?, ?, 'imported', ?, ?, ?)`,
          ).run(
            exerciseId,
            payload.programme.id,
            payload.programme.name,
            e.uid,
            e.version,
            payload.instructor.uid,
            judges,
          );
        else
          db.prepare(
            `UPDATE exchange_exercise SET file_version = ?, programme_name = ?,
               judges_allowed_at = CASE WHEN judges = ? THEN judges_allowed_at ELSE NULL END, judges = ?,
               imported_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE exercise_id = ?`,
          ).run(e.version, payload.programme.name, judges, judges, exerciseId);
      }
      if (profile.role === 'trainee' && exerciseId !== null && existing?.origin !== 'local') {
        assignedNow =
          db
            .prepare('INSERT OR IGNORE INTO exercise_assignee (exercise_id, profile_id, cohort) VALUES (?, ?, NULL)')
            .run(exerciseId, profile.id).changes > 0;
      }
    }
    return { trust, status, exerciseId, assignedNow };
  };
  const outcome = args.dryRun ? run() : db.transaction(run)();
  const judges: JudgeDestination[] = payload.exercise.judges.map((j) => ({
    label: j.label,
    model: j.model,
    ...destinationOf(j.baseUrl),
  }));
  return {
    dryRun: args.dryRun,
    fileName: args.fileName,
    status: outcome.status,
    exerciseId: outcome.exerciseId,
    title: payload.exercise.title,
    version: payload.exercise.version,
    scenarios: payload.scenarios.map((s) => s.title),
    instructor: { name: payload.instructor.name, fingerprint: fingerprint(payload.instructor.publicKey) },
    programmeName: payload.programme.name,
    firstUseOfKey: outcome.trust.firstUse,
    assignedNow: outcome.assignedNow,
    judges,
  };
}
