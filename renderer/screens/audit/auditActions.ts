// The actions the audit log records, with their names in the interface language. The keys are the
// services' action names (the audited API methods, the first instructor's setup and failed
// sign-ins); an action missing here is shown by its own name.
import type { TFunction } from 'i18next';

export function auditActionLabels(t: TFunction): Record<string, string> {
  return {
    'accounts.setup': t('accounts:audit.actions.setup'),
    'accounts.create': t('accounts:audit.actions.accountCreate'),
    'accounts.importRoster': t('accounts:audit.actions.importRoster'),
    'accounts.resetPassword': t('accounts:audit.actions.resetPassword'),
    'auth.signIn.failed': t('accounts:audit.actions.signInFailed'),
    'profiles.delete': t('accounts:audit.actions.profileDelete'),
    'profiles.setCohort': t('accounts:audit.actions.setCohort'),
    'profiles.rename': t('accounts:audit.actions.rename'),
    'judges.save': t('accounts:audit.actions.judgeSave'),
    'judges.delete': t('accounts:audit.actions.judgeDelete'),
    'exports.create': t('accounts:audit.actions.exportCreate'),
    'export.pack': t('accounts:audit.actions.exportPack'),
    'review.release': t('accounts:audit.actions.release'),
    'import.culturecare': t('accounts:audit.actions.importCulturecare'),
    'import.pack': t('accounts:audit.actions.importPack'),
    'import.undo': t('accounts:audit.actions.importUndo'),
    'library.deleteScenario': t('accounts:audit.actions.scenarioDelete'),
    'exercises.create': t('accounts:audit.actions.exerciseCreate'),
    'exercises.update': t('accounts:audit.actions.exerciseUpdate'),
    'exercises.duplicate': t('accounts:audit.actions.exerciseDuplicate'),
    'exercises.setArchived': t('accounts:audit.actions.exerciseArchive'),
    'calibration.setThreshold': t('accounts:audit.actions.threshold'),
    'data.backup': t('accounts:audit.actions.backup'),
    'models.download': t('accounts:audit.actions.modelDownload'),
    'models.delete': t('accounts:audit.actions.modelDelete'),
  };
}
