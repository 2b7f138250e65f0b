// Maps every contract method to the service that does the work. Requests arrive already validated.
import type { CallMethod, ParsedRequestOf, ResponseOf, TaskMethod, TaskResultOf } from '../../shared/api/contract';
import type { AppServices } from './app-services';
import { backupDatabase, databaseStatus } from './data/service';
import { RUBRICS } from '../../shared/rubrics/registry';
import { listBatches, undoBatch } from './library/batches';
import { importCulturecare } from './library/import-culturecare';
import { exportPack, importPack } from './library/pack';
import type { TaskFn } from './tasks';
import { SCENARIO_PACK } from '../../shared/file-types';

export type CallHandlers = {
  [M in CallMethod]: (request: ParsedRequestOf<M>) => Promise<ResponseOf<M>> | ResponseOf<M>;
};
export type TaskHandlers = { [M in TaskMethod]: (request: ParsedRequestOf<M>) => TaskFn<TaskResultOf<M>> };

export function createHandlers(s: AppServices): { calls: CallHandlers; tasks: TaskHandlers } {
  return {
    calls: {
      'app.info': () => s.info(),
      'session.get': () => ({ profile: s.session.profile }),
      'session.switch': (r) => s.profiles.switchTo(r.profileId, r.passcode),
      'session.signOut': () => {
        s.session.signOut();
        s.settings.setLastProfile(null);
        return null;
      },
      'profiles.list': () => s.profiles.list(),
      'profiles.create': (r) => s.profiles.create(r),
      'profiles.rename': (r) => s.profiles.rename(r.profileId, r.displayName),
      'profiles.delete': async (r) => {
        await s.profiles.delete(r.profileId, r.passcode);
        return null;
      },
      'profiles.setCohort': (r) => s.profiles.setCohort(r.profileId, r.cohort),
      'settings.get': () => s.settings.get(),
      'settings.setLanguage': (r) => s.settings.setLanguage(r.language),
      'data.status': () => databaseStatus(s.db, s.databasePath),
      'cultures.list': () => s.library.cultures(),
      'cultures.create': (r) => s.library.createCulture(r),
      'library.list': (r) => s.library.list(r),
      'library.get': (r) => s.library.get(r.id),
      'library.createScenario': (r) => s.library.create(r),
      'library.updateScenario': ({ id, ...input }) => s.library.update(id, input),
      'library.deleteScenario': (r) => {
        s.library.delete(r.id);
        return null;
      },
      'library.saveResponse': (r) => s.library.saveResponse(r),
      'spans.add': (r) => s.library.addSpan(r),
      'spans.update': (r) => s.library.updateSpan(r),
      'spans.delete': (r) => s.library.deleteSpan(r.id),
      'import.culturecare': (r) => importCulturecare(s.db, r),
      'import.pack': (r) => importPack(s.db, r),
      'files.opened': () => s.openedFiles.list(),
      'files.importPack': (r) => {
        const file = s.openedFiles.content(r.id, SCENARIO_PACK.extension);
        const report = importPack(s.db, { ...file, replace: r.replace, dryRun: r.dryRun });
        if (!r.dryRun) s.openedFiles.dismiss(r.id);
        return report;
      },
      'files.dismiss': (r) => {
        s.openedFiles.dismiss(r.id);
        return null;
      },
      'import.list': () => listBatches(s.db),
      'import.undo': (r) => undoBatch(s.db, r.batchId),
      'export.pack': (r) => exportPack(s.db, r),
      'rubrics.list': () => [...RUBRICS],
      'judges.list': () => s.judging.providers(),
      'judges.save': (r) => s.judging.save(r),
      'judges.delete': (r) => {
        s.judging.delete(r.id);
        return null;
      },
      'judges.test': (r) => s.judging.test(r.id),
      'secrets.info': () => ({ storage: s.secrets.kind }),
      'models.list': () => s.models.list(),
      'models.delete': (r) => s.models.delete(r.id),
      'exercises.list': (r) => s.exercises.list(r.includeArchived),
      'exercises.get': (r) => s.exercises.get(r.id),
      'exercises.create': (r) => s.exercises.create(r),
      'exercises.update': ({ id, ...input }) => s.exercises.update(id, input),
      'exercises.duplicate': (r) => s.exercises.duplicate(r.id, r.title),
      'exercises.setArchived': (r) => s.exercises.setArchived(r.id, r.archived),
      'practice.assigned': () => s.practice.assigned(),
      'practice.open': (r) => s.practice.open(r.exerciseId, r.scenarioId),
      'practice.get': (r) => s.practice.get(r.attemptId),
      'practice.skip': (r) => s.practice.skip(r.attemptId, r.reason),
      'practice.advance': (r) => s.practice.advance(r.attemptId, r.to),
      'practice.saveMarks': (r) => s.practice.saveMarks(r.attemptId, r.marks),
      'practice.submitSpotting': (r) => s.practice.submitSpotting(r.attemptId),
      'practice.saveEmotions': (r) => s.practice.saveEmotions(r.attemptId, r.emotions),
      'practice.saveDraft': (r) => s.practice.saveDraft(r.attemptId, r.text),
      'practice.submitVersion': (r) => s.practice.submitVersion(r.attemptId, r.text, r.forFeedback),
      'practice.coach': (r) => s.practice.coach(r.attemptId, r.text),
      'practice.saveCritique': (r) => s.practice.saveCritique(r.attemptId, r.text, r.ratings),
      'practice.history': () => s.practice.history(),
      'ratings.save': (r) => s.ratings.save(r),
      'ratings.list': (r) => s.ratings.list(r.targetType, r.targetId),
      'roleplay.cards.list': (r) => s.roleplay.cards.list(r.scenarioId),
      'roleplay.cards.get': (r) => s.roleplay.cards.get(r.id),
      'roleplay.cards.create': (r) => s.roleplay.cards.create(r),
      'roleplay.cards.update': (r) => s.roleplay.cards.update(r),
      'roleplay.sessions': (r) => s.roleplay.list(r),
      'roleplay.start': (r) => s.roleplay.start(r),
      'roleplay.get': (r) => s.roleplay.get(r.sessionId),
      'roleplay.pause': (r) => s.roleplay.pause(r.sessionId),
      'roleplay.resume': (r) => s.roleplay.resume(r.sessionId),
      'roleplay.end': (r) => s.roleplay.end(r.sessionId),
      'roleplay.restart': (r) => s.roleplay.restart(r.sessionId),
      'roleplay.setCoaching': (r) => s.roleplay.setCoaching(r.sessionId, r.enabled),
      'roleplay.scores': (r) => s.roleplay.scores(r.sessionId),
      'roleplay.comments': (r) => s.roleplay.comments(r.sessionId),
      'roleplay.addComment': (r) => s.roleplay.addComment(r.sessionId, r.turnIndex, r.body),
      'review.queue': (r) => s.review.queue(r),
      'review.get': (r) => s.review.get(r.attemptId),
      'review.saveBlind': (r) => s.review.saveBlind(r),
      'review.reconcile': (r) => s.review.reconcile(r),
      'review.addComment': (r) => s.review.addComment(r),
      'review.deleteComment': (r) => s.review.deleteComment(r.attemptId, r.commentId),
      'review.setOverallComment': (r) => s.review.setOverallComment(r.attemptId, r.text),
      'review.release': (r) => s.review.release(r.attemptId, r.released),
      'review.released': (r) => s.review.released(r.attemptId),
      'calibration.report': (r) => s.calibration.report(r.rubricId),
      'calibration.getThreshold': () => s.calibration.threshold(),
      'calibration.setThreshold': (r) => s.calibration.setThreshold(r),
      'dashboard.class': (r) => s.dashboard.classDashboard(r),
      'exports.describe': (r) => s.exports.describe(r),
      'tasks.cancel': (r) => ({ cancelled: s.tasks.cancel(r.taskId) }),
    },
    tasks: {
      'data.backup': () => (context) => backupDatabase(s.db, s.dataDir, context),
      'judges.score': (r) => s.judging.planScore(r),
      'judges.compare': (r) => s.pairwise.planCompare(r),
      'generate.run': (r) => s.generation.plan(r),
      'models.download': (r) => (context) => s.models.download(r.id, context),
      'practice.scoreVersion': (r) => s.practice.scoreVersion(r.versionId),
      'exports.create': (r) => s.exports.plan(r),
      'roleplay.open': (r) => s.roleplay.planOpen(r.sessionId),
      'roleplay.say': (r) => s.roleplay.planSay(r.sessionId, r.text),
      'roleplay.score': (r) => s.roleplay.planScore(r),
      'roleplay.compare': (r) => s.roleplay.planCompare(r.a, r.b, r.judgeIds),
    },
  };
}
