// Settings: where the data lives, database health, an online backup with progress and cancel, and
// (instructors) the list of backups with restore.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupResult } from '../../../shared/api/contract';
import { api } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { FactList } from '../../components/FactList';
import { BackupList } from './backups/BackupList';
import '../../styles/backups.css';

export function DataSection() {
  const { t, i18n } = useTranslation();
  const { info, profile } = useSession();
  const health = useApiQuery('data.status', {});
  const status = health.data ?? null;
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<BackupResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const abort = useRef<AbortController | null>(null);

  const backup = async () => {
    setError(null);
    setResult(null);
    setProgress({ done: 0, total: 1 });
    abort.current = new AbortController();
    try {
      setResult(
        await api.task(
          'data.backup',
          {},
          { signal: abort.current.signal, onProgress: (done, total) => setProgress({ done, total }) },
        ),
      );
    } catch (e) {
      setError(e);
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  const healthy = status?.integrity.length === 1 && status.integrity[0] === 'ok';
  const size = status
    ? new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        status.sizeBytes / 1024,
      )
    : '';

  return (
    <section className="card" aria-labelledby="data-title">
      <h2 id="data-title">{t('settings:data.title')}</h2>
      <FactList
        className="facts"
        facts={[
          {
            term: t('settings:data.shell'),
            value: info.shell === 'electron' ? t('settings:data.shellDesktop') : t('settings:data.shellBrowser'),
          },
          { term: t('settings:data.folder'), value: info.dataDir, ltr: 'code' },
          { term: t('settings:data.database'), value: info.databasePath, ltr: 'code', note: status && size },
          {
            term: t('settings:data.schema'),
            value: status ? t('settings:data.schemaValue', { version: status.schemaVersion }) : '…',
          },
          {
            term: t('settings:data.integrity'),
            value: status ? (healthy ? t('settings:data.integrityOk') : t('settings:data.integrityProblems')) : '…',
            testId: 'integrity',
          },
          { term: t('settings:data.settingsFile'), value: info.settingsPath, ltr: 'code' },
        ]}
      />
      <div className="backup">
        <p className="muted">{t('settings:data.backupHelp')}</p>
        {progress ? (
          <div className="progress-row">
            <progress max={progress.total} value={progress.done} aria-label={t('settings:data.backingUp')} />
            <button type="button" className="button secondary small" onClick={() => abort.current?.abort()}>
              {t('common:cancel')}
            </button>
          </div>
        ) : (
          <button type="button" className="button primary" onClick={() => void backup()} data-testid="backup">
            {t('settings:data.backup')}
          </button>
        )}
        {result && (
          <p className="success-text" data-testid="backup-done">
            {t('settings:data.backupDone')} <code dir="ltr">{result.path}</code>
          </p>
        )}
        <ErrorText error={error ?? health.error} />
      </div>
      {profile?.role === 'instructor' && <BackupList reloadKey={result} />}
    </section>
  );
}
