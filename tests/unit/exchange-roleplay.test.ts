// Role-play conversations in submission files: a trainee's conversation for the exercise travels with
// its turns and scores, is imported for the supervisor as a read-only session of the trainee tied to
// the exercise (not among the instructor's role cards), a newer copy replaces it while the
// supervisor's comments stay, a copy already imported is skipped, and undo removes it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignedExercise } from '../../shared/domain/practice';
import type { RoleCard, RoleplayScores, RoleplaySession } from '../../shared/domain/roleplay';
import type {
  ExercisePreview,
  SubmissionExport,
  SubmissionImportReport,
  UndoSubmissionsResult,
} from '../../shared/exchange/types';
import { saveScores } from '../../electron/services/roleplay/scoring';
import { insertSession, insertTurn } from '../../electron/services/roleplay/sessions-queries';
import { startComputers, type Computers } from '../helpers/exchange';

let c: Computers;
let exercise: AssignedExercise;
let sessionId: number;
const SEEKER = 'My parents expect me to take over the shop, and I cannot tell them no.';
const TRAINEE = 'That sounds like a lot of weight to carry. What would saying no mean in your family?';

const upload = (f: SubmissionExport) => ({ fileName: f.fileName, content: f.content, encoding: 'utf8' as const });

beforeAll(async () => {
  c = await startComputers();
  const t = c.traineeA;
  await t.as('trainee');
  const opened = await t.call<ExercisePreview>('exchange.importExercise', {
    fileName: c.exerciseFile.fileName,
    content: c.exerciseFile.content,
    dryRun: false,
  });
  exercise = (await t.call<AssignedExercise[]>('practice.assigned', {})).find((e) => e.id === opened.exerciseId)!;
  // A conversation played on the trainee's computer for the exercise (its card made there by the
  // local instructor profile; playing it needs a chat model, so the turns are written as played).
  await t.as('instructor');
  const card = await t.call<RoleCard>('roleplay.cards.create', { scenarioId: exercise.scenarios[0]!.scenario.id });
  await t.as('trainee');
  const snapshotScenario = JSON.parse(
    (t.db.prepare('SELECT scenario_snapshot FROM attempt LIMIT 1').get() as { scenario_snapshot: string } | undefined)
      ?.scenario_snapshot ?? 'null',
  ) as unknown;
  sessionId = insertSession(t.db, {
    cardId: card.id,
    cardVersion: card.version,
    snapshot: {
      card,
      scenario: (snapshotScenario ?? {
        scenarioId: card.scenarioId,
        title: card.scenarioTitle,
        cultureId: card.cultureId,
        cultureName: card.cultureId,
        language: card.language,
        risk: 'none',
        contentWarnings: [],
        demographics: {},
        postText: SEEKER,
        expertSpans: [],
      }) as never,
    },
    profileId: t.ids.trainee,
    providerId: c.judgeId,
    turnCap: 12,
    coaching: false,
    restartOf: null,
    mode: 'assessment',
    exerciseId: exercise.id,
  });
  insertTurn(t.db, sessionId, 'seeker', SEEKER);
  insertTurn(t.db, sessionId, 'trainee', TRAINEE);
  t.db.prepare("UPDATE roleplay_session SET status = 'ended', end_reason = 'trainee' WHERE id = ?").run(sessionId);
  const scores: RoleplayScores = {
    sessionId,
    judgements: [
      {
        scheme: 'eia',
        item: 'exploration',
        judgeId: 'department-judge',
        status: 'ok',
        score: 4,
        option: '4',
        rationale: 'Asks an open question [T2].',
        citedTurns: [2],
      },
    ],
    pairwise: null,
    sentTo: [{ judgeId: 'department-judge', host: '127.0.0.1', offMachine: false }],
    scoredAt: '2026-11-25T10:00:00.000Z',
  };
  saveScores(t.db, scores);
  await c.supervisor.as('supervisor');
  await c.supervisor.call('exchange.importExercise', {
    fileName: c.exerciseFile.fileName,
    content: c.exerciseFile.content,
    dryRun: false,
  });
}, 120_000);
afterAll(() => c.close());

describe('role-play conversations in submission files', () => {
  it('travel with the whole exercise’s hand-in, turns and scores included, and come back for the supervisor', async () => {
    const t = c.traineeA;
    const file = await t.call<SubmissionExport>('exchange.exportSubmission', { exerciseId: exercise.id });
    expect(file.summary.attempts).toEqual([]);
    expect(file.summary.roleplays).toEqual([{ scenario: expect.any(String), turns: 2, scored: true }]);
    expect(file.content).toContain(TRAINEE);

    const s = c.supervisor;
    const preview = await s.call<SubmissionImportReport>('exchange.importSubmissions', {
      files: [upload(file)],
      dryRun: true,
    });
    expect(preview.files[0]).toMatchObject({ status: 'new', roleplays: { new: 1, newer: 0, skipped: 0 } });
    const imported = await s.call<SubmissionImportReport>('exchange.importSubmissions', {
      files: [upload(file)],
      dryRun: false,
    });
    expect(imported.totals.new).toBe(1);

    const sessions = await s.call<RoleplaySession[]>('roleplay.sessions', {});
    expect(sessions).toHaveLength(1);
    const session = sessions[0]!;
    expect(session).toMatchObject({ status: 'ended', mode: 'assessment' });
    expect(session.turns.map((x) => [x.index, x.speaker, x.text])).toEqual([
      [1, 'seeker', SEEKER],
      [2, 'trainee', TRAINEE],
    ]);
    // Tied to the supervisor's copy of the exercise, under the trainee's imported profile.
    const local = s.db.prepare('SELECT exercise_id FROM exchange_exercise LIMIT 1').get() as { exercise_id: number };
    expect(session.exerciseId).toBe(local.exercise_id);
    const scores = await s.call<RoleplayScores | null>('roleplay.scores', { sessionId: session.id });
    expect(scores).toMatchObject({ sessionId: session.id, pairwise: null });
    expect(scores!.judgements[0]).toMatchObject({ item: 'exploration', score: 4, citedTurns: [2] });
    // The card exists to hold the conversation: it is not one of this computer's cards.
    expect(await s.call<RoleCard[]>('roleplay.cards.list', {})).toEqual([]);

    // The same file again changes nothing.
    const again = await s.call<SubmissionImportReport>('exchange.importSubmissions', {
      files: [upload(file)],
      dryRun: false,
    });
    expect(again.files[0]).toMatchObject({ status: 'skipped', roleplays: { new: 0, newer: 0, skipped: 1 } });

    // The supervisor comments; a newer hand-in (one more turn) replaces the turns, the comment stays.
    await s.call('roleplay.addComment', { sessionId: session.id, turnIndex: 2, body: 'Good open question.' });
    insertTurn(t.db, sessionId, 'seeker', 'Saying no would feel like leaving them alone.');
    t.db.prepare("UPDATE roleplay_session SET updated_at = '2099-01-01T00:00:00.000Z' WHERE id = ?").run(sessionId);
    const newer = await t.call<SubmissionExport>('exchange.exportSubmission', { exerciseId: exercise.id });
    const second = await s.call<SubmissionImportReport>('exchange.importSubmissions', {
      files: [upload(newer)],
      dryRun: false,
    });
    expect(second.files[0]).toMatchObject({ status: 'newer', roleplays: { newer: 1 } });
    expect((await s.call<RoleplaySession>('roleplay.get', { sessionId: session.id })).turns).toHaveLength(3);
    expect(await s.call<unknown[]>('roleplay.comments', { sessionId: session.id })).toHaveLength(1);

    // Undoing the newer import puts the earlier copy back; undoing the first removes the conversation.
    await s.call<UndoSubmissionsResult>('exchange.undoSubmissions', { batchId: second.batchId, confirm: true });
    expect((await s.call<RoleplaySession>('roleplay.get', { sessionId: session.id })).turns).toHaveLength(2);
    await s.call<UndoSubmissionsResult>('exchange.undoSubmissions', { batchId: imported.batchId, confirm: true });
    expect(await s.call<RoleplaySession[]>('roleplay.sessions', {})).toEqual([]);
    expect(s.db.prepare('SELECT count(*) AS n FROM role_card').get()).toEqual({ n: 0 });
  });

  it('a file whose conversation is malformed is rejected with the reason and nothing is written', async () => {
    const file = await c.traineeA.call<SubmissionExport>('exchange.exportSubmission', { exerciseId: exercise.id });
    const parsed = JSON.parse(file.content) as { payload: { roleplays: { turns: unknown[] }[] } };
    parsed.payload.roleplays[0]!.turns.push(parsed.payload.roleplays[0]!.turns[0]);
    const { payloadHash } = await import('../../electron/services/exchange/codec');
    const content = JSON.stringify({ ...parsed, contentHash: payloadHash(parsed.payload) });
    const report = await c.supervisor.call<SubmissionImportReport>('exchange.importSubmissions', {
      files: [{ fileName: 'dup.ccsubmission', content, encoding: 'utf8' }],
      dryRun: false,
    });
    expect(report.files[0]).toMatchObject({ status: 'rejected', reason: 'invalid' });
    expect(report.files[0]!.message).toMatch(/each turn appears once/);
  });
});
