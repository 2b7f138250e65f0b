// Opened files: what the operating system opened with the app (a double-clicked .ccpack). An
// instructor sees a preview of each scenario pack and imports it (conflicting scenarios are kept;
// undo is in the library's import history) or dismisses it; others are told who can import it.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OpenedFile } from '../../../shared/api/contract';
import type { PackImportReport } from '../../../shared/domain/library';
import { api } from '../../api/client';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { OpenedPackCard } from './OpenedPackCard';
import '../../styles/opened.css';

export function OpenedFilesScreen() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const [files, setFiles] = useState<OpenedFile[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Imported files stop waiting in the services; their results stay on screen until the user leaves.
  const [imported, setImported] = useState<Record<number, { file: OpenedFile; report: PackImportReport }>>({});
  const shown = [...(files ?? []).filter((f) => !imported[f.id]), ...Object.values(imported).map((i) => i.file)].sort(
    (a, b) => a.id - b.id,
  );

  const load = useCallback(() => {
    api.call('files.opened', {}).then(setFiles, setError);
  }, []);
  useEffect(() => {
    if (profile) load();
    // A file opened while this screen is showing arrives with a focus of the window.
    window.addEventListener('focus', load);
    return () => window.removeEventListener('focus', load);
  }, [profile, load]);

  const dismiss = async (id: number) => {
    try {
      await api.call('files.dismiss', { id });
      load();
    } catch (e) {
      setError(e);
    }
  };

  return (
    <div className="opened">
      <h1>{t('opened:title')}</h1>
      {!profile ? (
        <p className="card" data-testid="opened-sign-in">
          {t('opened:signInFirst')} <Link to="/">{t('opened:toProfiles')}</Link>
        </p>
      ) : (
        <>
          {error !== null && <ErrorText error={error} />}
          {files !== null && shown.length === 0 && (
            <p className="card muted" data-testid="opened-empty">
              {t('opened:empty')}
            </p>
          )}
          {shown.map((file) => (
            <OpenedPackCard
              key={file.id}
              file={file}
              canImport={profile.role === 'instructor'}
              result={imported[file.id]?.report ?? null}
              onDismiss={() => void dismiss(file.id)}
              onImported={(report) => setImported((previous) => ({ ...previous, [file.id]: { file, report } }))}
            />
          ))}
        </>
      )}
    </div>
  );
}
