// The export request from the screen's choices, or why it is not complete yet (a trainee report needs
// a trainee, an exercise report an exercise).
import type { ExportKind } from '../../../shared/domain/review';
import type { RequestOf } from '../../../shared/api/contract';

export type ExportChoices = { kind: ExportKind; cohort: string; exerciseId: number | null; traineeId: number | null };

export type ExportRequest = RequestOf<'exports.describe'>;

export function exportRequest(
  choices: ExportChoices,
): { request: ExportRequest; missing: null } | { request: null; missing: 'trainee' | 'exercise' } {
  const { kind, cohort, exerciseId, traineeId } = choices;
  if (kind === 'trainee_pdf' && traineeId === null) return { request: null, missing: 'trainee' };
  if (kind === 'exercise_pdf' && exerciseId === null) return { request: null, missing: 'exercise' };
  const request: ExportRequest = { kind };
  if (cohort) request.cohort = cohort;
  if (exerciseId !== null) request.exerciseId = exerciseId;
  if (kind === 'trainee_pdf' && traineeId !== null) request.traineeId = traineeId;
  return { request, missing: null };
}
