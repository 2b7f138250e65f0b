// Maps every contract method to the service that does the work. Requests arrive already validated.
import type { CallMethod, ParsedRequestOf, ResponseOf, TaskMethod, TaskResultOf } from '../../shared/api/contract';
import type { AppServices } from './app-services';
import { backupDatabase, databaseStatus } from './data/service';
import { RUBRICS } from '../../shared/rubrics/registry';
import { listBatches, undoBatch } from './library/batches';
import { importCulturecare } from './library/import-culturecare';
import { exportPack, importPack } from './library/pack';
import type { TaskFn } from './tasks';

export type CallHandlers = { [M in CallMethod]: (request: ParsedRequestOf<M>) => Promise<ResponseOf<M>> | ResponseOf<M> };
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
      'tasks.cancel': (r) => ({ cancelled: s.tasks.cancel(r.taskId) }),
    },
    tasks: {
      'data.backup': () => (context) => backupDatabase(s.db, s.dataDir, context),
      'judges.score': (r) => s.judging.planScore(r),
      'generate.run': (r) => s.generation.plan(r),
      'models.download': (r) => (context) => s.models.download(r.id, context),
    },
  };
}
