// Before any text leaves a computer for an imported exercise's judges, the person is shown which
// server each judge sends text to and asked to allow it; only then are the judges set up here (with
// no API key: none travels in a file). Scoring an attempt on such an exercise is refused until then.
import type { Database } from 'better-sqlite3';
import type { JudgeProviderSave } from '../../../shared/domain/judging';
import type { JudgeConsent } from '../../../shared/exchange/types';
import type { JudgeSettings } from '../../../shared/exchange/schemas';
import { AppError } from '../errors';
import { destinationOf } from './exercise-file';
import { exchangeExerciseOf } from './queries';

type StoredJudge = JudgeSettings & { localId: string };

const judgesOf = (json: string): StoredJudge[] => JSON.parse(json) as StoredJudge[];

export function judgeConsent(db: Database, exerciseId: number): JudgeConsent {
  const row = exchangeExerciseOf(db, exerciseId);
  const judges = row?.origin === 'imported' ? judgesOf(row.judges) : [];
  return {
    exerciseId,
    needed: judges.length > 0 && row?.judges_allowed_at === null,
    allowedAt: row?.judges_allowed_at ?? null,
    judges: judges.map((j) => ({ label: j.label, model: j.model, ...destinationOf(j.baseUrl) })),
  };
}

/** Sets up the exercise's judges on this computer and records the consent. */
export function allowJudges(
  db: Database,
  exerciseId: number,
  save: (input: JudgeProviderSave) => unknown,
): JudgeConsent {
  const row = exchangeExerciseOf(db, exerciseId);
  if (!row || row.origin !== 'imported')
    throw new AppError('not_found', 'This exercise did not come in an exercise file, so it has no judges to allow.');
  for (const j of judgesOf(row.judges))
    save({
      kind: 'openai',
      id: j.localId,
      label: j.label,
      baseUrl: j.baseUrl,
      model: j.model,
      logprobs: j.logprobs,
      structuredOutput: j.structuredOutput,
      rationaleFirst: j.rationaleFirst,
      serverKind: j.serverKind,
      maxConcurrency: j.maxConcurrency,
      defaultFor: [],
    });
  db.prepare(
    "UPDATE exchange_exercise SET judges_allowed_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE exercise_id = ?",
  ).run(exerciseId);
  return judgeConsent(db, exerciseId);
}

/** Refuses scoring while an imported exercise's judges have not been allowed on this computer. */
export function requireJudgeConsent(db: Database, exerciseId: number): void {
  const consent = judgeConsent(db, exerciseId);
  if (consent.needed)
    throw new AppError(
      'forbidden',
      `This exercise's judges send your text to ${consent.judges.map((j) => j.host).join(', ')}. Allow them first (Practice → the exercise → Allow judges).`,
      { reason: 'judges_not_allowed' },
    );
}
