// Maps every contract method to the service that does the work. Requests arrive already validated.
import type { CallMethod, ParsedRequestOf, ResponseOf, TaskMethod, TaskResultOf } from '../../shared/api/contract';
import type { AppServices } from './app-services';
import type { HandlerContext } from './dispatcher';
import { listAudit } from './audit/log';
import { listBackups } from './data/backups';
import { databaseStatus } from './data/service';
import { RUBRICS } from '../../shared/rubrics/registry';
import { listBatches, undoBatch } from './library/batches';
import { exportPack } from './library/pack';
import { localizeAssigned, localizeExercises } from './library/localize-titles';
import type { TaskFn } from './tasks';
import { EXERCISE_FILE, FEEDBACK_FILE, SCENARIO_PACK, SUBMISSION_FILE } from '../../shared/file-types';
import { AppError } from './errors';
import { createFirstScreenHandlers } from './first-screen-handlers';
import { setupStatus } from './setup/setup-status';

export type CallHandlers = {
  [M in CallMethod]: (request: ParsedRequestOf<M>, context: HandlerContext) => Promise<ResponseOf<M>> | ResponseOf<M>;
};
export type TaskHandlers = {
  [M in TaskMethod]: (request: ParsedRequestOf<M>, context: HandlerContext) => TaskFn<TaskResultOf<M>>;
};

export function createHandlers(s: AppServices): { calls: CallHandlers; tasks: TaskHandlers } {
  /** The interface language the caller reads in (as settings.get reports it), for scenario titles. */
  const readingLocale = (c: HandlerContext) => c.caller?.language ?? s.settings.get().language;
  return {
    calls: {
      ...createFirstScreenHandlers(s),
      'auth.signIn': (r, c) => s.accounts.signIn(c.session, r.login, r.password, c.address),
      'auth.join': (r, c) => s.accounts.join(c.session, r.code, r.password, c.address),
      'auth.setup': (r, c) => s.accounts.setup(c.session, r, c.address),
      'auth.signOutEverywhere': (_r, c) => {
        s.accounts.signOutEverywhere(c.session);
        return null;
      },
      'accounts.list': () => s.accounts.list(),
      'accounts.create': (r, c) => s.accounts.create(c.caller, r),
      'accounts.importRoster': (r, c) => s.accounts.importRoster(c.caller, r.content, r.dryRun),
      'accounts.resetPassword': (r, c) => s.accounts.resetPassword(c.caller, r.profileId),
      'audit.list': (r) => listAudit(s.db, r),
      'session.switch': (r, c) => s.profiles.switchTo(c.session, r.profileId, r.passcode, c.address ?? undefined),
      'session.signOut': (_r, c) => {
        c.session.signOut();
        s.settings.setLastProfile(null);
        return null;
      },
      'profiles.create': (r, c) => s.profiles.create(c.caller, r),
      'profiles.rename': (r, c) => s.profiles.rename(c.caller, r.profileId, r.displayName),
      'profiles.delete': async (r, c) => {
        await s.profiles.delete(c.session, r.profileId, r.passcode, c.address ?? undefined);
        return null;
      },
      'profiles.setCohort': (r) => s.profiles.setCohort(r.profileId, r.cohort),
      'settings.setLanguage': (r, c) => {
        if (c.caller) s.profiles.setLanguage(c.caller.id, r.language);
        const stored = s.mode === 'desktop' || !c.caller ? s.settings.setLanguage(r.language) : s.settings.get();
        return {
          language: r.language,
          languageChosen: true,
          lastProfileId: s.mode === 'server' ? null : stored.lastProfileId,
        };
      },
      'setup.dismiss': (_r, c) => {
        s.settings.dismissSetup(c.caller!.id);
        return setupStatus(s.db, true);
      },
      'data.status': () => databaseStatus(s.db, s.databasePath),
      'data.backups': () => listBackups(s.dataDir),
      'data.restore': (r) => s.restore(r.fileName),
      'cultures.list': (_r, c) => s.library.cultures(c.caller),
      'cultures.create': (r) => s.library.createCulture(r),
      'library.list': (r, c) => s.library.list(c.caller, r, readingLocale(c)),
      'library.get': (r, c) => s.library.view(c.caller, r.id, readingLocale(c)),
      'library.createScenario': (r, c) => s.library.create(c.caller, r),
      'library.updateScenario': ({ id, ...input }) => s.library.update(id, input),
      'library.deleteScenario': (r) => {
        s.library.delete(r.id);
        return null;
      },
      'library.saveResponse': (r, c) => s.library.saveResponse(c.caller, r),
      'spans.add': (r) => s.library.addSpan(r),
      'spans.update': (r) => s.library.updateSpan(r),
      'spans.delete': (r) => s.library.deleteSpan(r.id),
      // Imports run in a worker thread: a large file never holds up other people's requests.
      'import.culturecare': (r) => s.jobs.run('import.culturecare', r).finally(() => s.library.changedElsewhere()),
      'import.pack': (r) => s.jobs.run('import.pack', r).finally(() => s.library.changedElsewhere()),
      'files.opened': () => s.openedFiles.list(),
      'files.importPack': async (r) => {
        const file = s.openedFiles.content(r.id, SCENARIO_PACK.extension);
        // Only a pack that went in leaves the list: a refused one keeps waiting with its reason.
        const report = await s.jobs
          .run('import.pack', { ...file, replace: r.replace, dryRun: r.dryRun })
          .finally(() => s.library.changedElsewhere());
        if (!r.dryRun) s.openedFiles.dismiss(r.id);
        return report;
      },
      'files.dismiss': (r) => {
        s.openedFiles.dismiss(r.id);
        return null;
      },
      'import.list': () => listBatches(s.db),
      'import.undo': (r) => undoBatch(s.db, r.batchId),
      'export.pack': (r, c) =>
        exportPack(s.db, { ids: r.ids, culture: r.culture, signedBy: r.sign ? (c.caller?.displayName ?? null) : null }),
      'rubrics.list': () => [...RUBRICS],
      'judges.list': () => s.judging.providers(),
      'judges.save': (r) => s.judging.save(r),
      'judges.delete': (r) => {
        s.judging.delete(r.id);
        return null;
      },
      'judges.test': (r) => s.judging.test(r.id),
      'secrets.info': () => {
        const info = s.secrets.info();
        const judges = info.unreadable.filter((name) => name.startsWith('judge:')).map((name) => name.slice(6));
        return { storage: info.storage, why: info.why, unreadableJudges: judges };
      },
      'models.list': () => s.models.list(),
      'models.delete': (r) => s.models.delete(r.id),
      'exercises.list': (r, c) => localizeExercises(s.db, readingLocale(c), s.exercises.list(r.includeArchived)),
      'exercises.get': (r, c) => localizeExercises(s.db, readingLocale(c), [s.exercises.get(r.id)])[0]!,
      'exercises.create': (r, c) => s.exercises.create(c.caller, r),
      'exercises.update': ({ id, ...input }) => s.exercises.update(id, input),
      'exercises.duplicate': (r, c) => s.exercises.duplicate(c.caller, r.id, r.title),
      'exercises.setArchived': (r) => s.exercises.setArchived(r.id, r.archived),
      'practice.assigned': (_r, c) => localizeAssigned(s.db, readingLocale(c), s.practice.assigned(c.caller)),
      'practice.open': (r, c) => s.practice.open(c.caller, r.exerciseId, r.scenarioId),
      'practice.get': (r, c) => s.practice.get(c.caller, r.attemptId),
      'practice.skip': (r, c) => s.practice.skip(c.caller, r.attemptId, r.reason),
      'practice.advance': (r, c) => s.practice.advance(c.caller, r.attemptId, r.to),
      'practice.saveMarks': (r, c) => s.practice.saveMarks(c.caller, r.attemptId, r.marks),
      'practice.submitSpotting': (r, c) => s.practice.submitSpotting(c.caller, r.attemptId),
      'practice.saveEmotions': (r, c) => s.practice.saveEmotions(c.caller, r.attemptId, r.emotions),
      'practice.saveDraft': (r, c) => s.practice.saveDraft(c.caller, r.attemptId, r.text),
      'practice.submitVersion': (r, c) => s.practice.submitVersion(c.caller, r.attemptId, r.text, r.forFeedback),
      'practice.coach': (r, c) => s.practice.coach(c.caller, r.attemptId, r.text),
      'practice.saveCritique': (r, c) => s.practice.saveCritique(c.caller, r.attemptId, r.text, r.ratings),
      'practice.history': (_r, c) => s.practice.history(c.caller),
      'practice.changeTrends': (_r, c) => s.practice.changeTrends(c.caller),
      'ratings.save': (r, c) => s.ratings.save(c.caller, r),
      'ratings.list': (r, c) => s.ratings.list(c.caller, r.targetType, r.targetId),
      'roleplay.cards.list': (r) => s.roleplay.cards.list(r.scenarioId),
      'roleplay.cards.get': (r) => s.roleplay.cards.get(r.id),
      'roleplay.cards.create': (r, c) => s.roleplay.cards.create(c.caller, r),
      'roleplay.cards.update': (r) => s.roleplay.cards.update(r),
      'roleplay.sessions': (r, c) => s.roleplay.list(c.caller, r),
      'roleplay.start': (r, c) => s.roleplay.start(c.caller, r),
      'roleplay.get': (r, c) => s.roleplay.get(c.caller, r.sessionId),
      'roleplay.pause': (r, c) => s.roleplay.pause(c.caller, r.sessionId),
      'roleplay.resume': (r, c) => s.roleplay.resume(c.caller, r.sessionId),
      'roleplay.end': (r, c) => s.roleplay.end(c.caller, r.sessionId),
      'roleplay.restart': (r, c) => s.roleplay.restart(c.caller, r.sessionId),
      'roleplay.setMode': (r, c) => s.roleplay.setMode(c.caller, r.sessionId, r.mode),
      'roleplay.setCoaching': (r, c) => s.roleplay.setCoaching(c.caller, r.sessionId, r.enabled),
      'roleplay.scores': (r, c) => s.roleplay.scores(c.caller, r.sessionId),
      'roleplay.comments': (r, c) => s.roleplay.comments(c.caller, r.sessionId),
      'roleplay.addComment': (r, c) => s.roleplay.addComment(c.caller, r.sessionId, r.turnIndex, r.body),
      'review.queue': (r, c) => s.review.queue(c.caller, r),
      'review.get': (r, c) => s.review.get(c.caller, r.attemptId),
      'review.saveBlind': (r, c) => s.review.saveBlind(c.caller, r),
      'review.reconcile': (r, c) => s.review.reconcile(c.caller, r),
      'review.addComment': (r, c) => s.review.addComment(c.caller, r),
      'review.deleteComment': (r, c) => s.review.deleteComment(c.caller, r.attemptId, r.commentId),
      'review.setOverallComment': (r, c) => s.review.setOverallComment(c.caller, r.attemptId, r.text),
      'review.release': (r, c) => s.review.release(c.caller, r.attemptId, r.released),
      'review.released': (r, c) => s.review.released(c.caller, r.attemptId),
      'calibration.report': (r) => s.calibration.report(r.rubricId),
      'calibration.getThreshold': () => s.calibration.threshold(),
      'calibration.setThreshold': (r) => s.calibration.setThreshold(r),
      'dashboard.class': (r, c) => s.dashboard.classDashboard(c.caller, r),
      'exports.describe': (r) => s.exports.describe(r),
      'exchange.exportExercise': (r, c) => s.exchange.exportExercise(c.caller, r.exerciseId),
      'exchange.importExercise': (r, c) => s.exchange.importExercise(c.caller, r),
      'exchange.judgeConsent': (r, c) => s.exchange.judgeConsent(c.caller, r.exerciseId),
      'exchange.allowJudges': (r, c) => s.exchange.allowJudges(c.caller, r.exerciseId),
      'exchange.contact': (_r, c) => s.exchange.contact(c.caller),
      'exchange.setContact': (r, c) => s.exchange.setContact(c.caller, r),
      'exchange.exportSubmission': (r, c) => s.exchange.exportSubmission(c.caller, r),
      'exchange.importSubmissions': (r, c) => s.exchange.importSubmissionUploads(c.caller, r.files, r.dryRun),
      'exchange.batches': (_r, c) => s.exchange.submissionBatches(c.caller),
      'exchange.undoSubmissions': (r, c) => s.exchange.undoSubmissions(c.caller, r.batchId, r.confirm),
      'exchange.reportedScores': (r, c) => s.exchange.reportedScores(c.caller, r.attemptId),
      'exchange.exportFeedback': (r, c) => s.exchange.exportFeedback(c.caller, r),
      'exchange.importFeedback': (r, c) => s.exchange.importFeedback(c.caller, r),
      'exchange.lmsGrades': (r, c) => s.exchange.lmsGrades(c.caller, r),
      'files.importExercise': (r, c) => {
        const file = s.openedFiles.content(r.id, EXERCISE_FILE.extension);
        const preview = s.exchange.importExercise(c.caller, { ...file, dryRun: r.dryRun });
        if (!r.dryRun) s.openedFiles.dismiss(r.id);
        return preview;
      },
      'files.importFeedback': (r, c) => {
        const report = s.exchange.importFeedback(c.caller, s.openedFiles.content(r.id, FEEDBACK_FILE.extension));
        s.openedFiles.dismiss(r.id);
        return report;
      },
      'files.importSubmissions': (r, c) => {
        const files = s.openedFiles
          .contents(r.ids, SUBMISSION_FILE.extension)
          .map((f) => ({ ...f, encoding: 'utf8' as const }));
        const report = s.exchange.importSubmissionUploads(c.caller, files, r.dryRun);
        // Files that went in (or were already in) stop waiting; a rejected one stays with its reason.
        if (!r.dryRun)
          report.files.forEach((f, index) => {
            if (f.status !== 'rejected') s.openedFiles.dismiss(r.ids[index]!);
          });
        return report;
      },
      'files.add': (r) => {
        const added = s.openedFiles.addContent(r.fileName, r.content);
        if (!added)
          throw new AppError(
            'invalid_request',
            `${r.fileName} is not a file this app opens (.ccpack, .ccexercise, .ccsubmission or .ccfeedback).`,
          );
        return added;
      },
      'tasks.cancel': (r, c) => ({ cancelled: s.tasks.cancel(r.taskId, c.session.key) }),
    },
    tasks: {
      'data.backup': () => (context) => s.jobs.run('data.backup', { dataDir: s.dataDir }, context),
      'judges.score': (r, c) => s.judging.planScore(c.caller, r),
      'judges.batch': (r, c) => s.judging.planBatchRequest(c.caller, r),
      'judges.compare': (r) => s.pairwise.planCompare(r),
      'generate.run': (r) => s.generation.plan(r),
      'models.download': (r) => (context) => s.models.download(r.id, context),
      'practice.scoreVersion': (r, c) => s.practice.scoreVersion(c.caller, r.versionId, r.rescoreMissing),
      'practice.coachNote': (r, c) => s.practice.coachNote(c.caller, r.versionId, r.locale),
      'exports.create': (r, c) => s.exports.plan(c.caller, r),
      'roleplay.open': (r, c) => s.roleplay.planOpen(c.caller, r.sessionId),
      'roleplay.say': (r, c) => s.roleplay.planSay(c.caller, r.sessionId, r.text),
      'roleplay.turnFeedback': (r, c) => s.roleplay.planTurnFeedback(c.caller, r.sessionId, r.turnIndex, r.locale),
      'roleplay.score': (r, c) => s.roleplay.planScore(c.caller, r),
      'roleplay.compare': (r, c) => s.roleplay.planCompare(c.caller, r.a, r.b, r.judgeIds),
      'exchange.rescore': (r, c) => s.exchange.planRescore(c.caller, r.attemptId),
    },
  };
}
