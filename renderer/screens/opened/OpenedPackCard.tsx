// One opened scenario pack: its name and size, a preview of what importing would do (for
// instructors), Import and Dismiss. Conflicting scenarios are kept; replacing them is done from the
// library's pack import, which shows each conflict side by side.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OpenedFile } from '../../../shared/api/contract';
import type { PackImportReport } from '../../../shared/domain/library';
import { api } from '../../api/client';
import { ErrorText } from '../../components/ErrorText';

export function OpenedPackCard(props: {
  file: OpenedFile;
  canImport: boolean;
  /** The import's result once this file was imported (kept by the screen). */
  result: PackImportReport | null;
  onDismiss: () => void;
  onImported: (report: PackImportReport) => void;
}) {
  const { t, i18n } = useTranslation();
  const { file, canImport, result } = props;
  const [preview, setPreview] = useState<PackImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const imported = result !== null;
  useEffect(() => {
    if (!canImport || file.problem || imported) return;
    api.call('files.importPack', { id: file.id, dryRun: true }).then(setPreview, setError);
  }, [canImport, file.id, file.problem, imported]);

  const importNow = async () => {
    setBusy(true);
    setError(null);
    try {
      props.onImported(await api.call('files.importPack', { id: file.id, dryRun: false }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, file.sizeBytes / 1024));
  const headingId = `opened-${file.id}`;

  return (
    <section className="card opened-file" aria-labelledby={headingId} data-testid="opened-file">
      <h2 id={headingId}>
        <span dir="auto">{file.fileName}</span>
      </h2>
      <p className="muted">
        {t('opened:kindPack')} · <span>{size}</span>
      </p>

      {file.problem === 'too_large' && <p role="alert">{t('opened:tooLarge')}</p>}
      {file.problem === 'unreadable' && <p role="alert">{t('opened:unreadable')}</p>}
      {!canImport && !file.problem && <p data-testid="opened-instructor-only">{t('opened:instructorOnly')}</p>}
      {error !== null && <ErrorText error={error} />}

      {result ? (
        <p role="status" data-testid="opened-result">
          {t('opened:imported', { count: result.added })} {t('opened:undoHint')}{' '}
          <Link to="/library">{t('opened:toLibrary')}</Link>
        </p>
      ) : (
        preview && (
          <dl className="facts" data-testid="opened-preview">
            <dt>{t('opened:inPack')}</dt>
            <dd>{preview.scenarios}</dd>
            <dt>{t('opened:wouldAdd')}</dt>
            <dd data-testid="opened-would-add">{preview.added}</dd>
            <dt>{t('opened:identical')}</dt>
            <dd>{preview.identical}</dd>
            <dt>{t('opened:conflicts')}</dt>
            <dd>{preview.conflicts.length}</dd>
            <dt>{t('opened:rejected')}</dt>
            <dd>{preview.rejected.length}</dd>
          </dl>
        )
      )}
      {preview && !result && preview.conflicts.length > 0 && <p className="muted">{t('opened:conflictsKept')}</p>}

      {!result && (
        <div className="opened-actions">
          {preview && (
            <button
              type="button"
              className="button primary"
              disabled={busy || preview.added === 0}
              onClick={() => void importNow()}
              data-testid="opened-import"
            >
              {t('opened:import')}
            </button>
          )}
          <button
            type="button"
            className="button secondary"
            onClick={props.onDismiss}
            disabled={busy}
            data-testid="opened-dismiss"
          >
            {t('opened:dismiss')}
          </button>
        </div>
      )}
    </section>
  );
}
