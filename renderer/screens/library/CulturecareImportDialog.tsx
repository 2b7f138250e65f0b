// Instructor dialog: import a CultureCare annotation file (JSONL) with an optional texts file. Choosing
// files runs a preview (dry run); confirming imports for real, and the result offers an undo.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CulturecareImportReport } from '../../../shared/domain/library';
import { api } from '../../api/client';
import { Modal } from '../../components/Modal';
import { CulturecareReportView } from './CulturecareReportView';
import { FileField } from './FileField';
import { ImportErrorText } from './ImportErrorText';
import { readImportFile, type ReadFile } from './readImportFile';
import { UndoImport } from './UndoImport';
import { ImportDialogActions } from './ImportDialogActions';

type Files = { annotations: ReadFile | null; texts: ReadFile | null };

/** What each of the two file choosers accepts, and its test id. */
const FILE_KINDS = {
  annotations: { accept: '.jsonl,.json,.txt,application/json', testId: 'import-file' },
  texts: { accept: '.csv,.jsonl,.json,.txt,text/csv', testId: 'import-texts-file' },
} as const;

export function CulturecareImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const words = {
    annotations: { label: t('library:cc.annotationFile'), help: t('library:cc.annotationFileHelp') },
    texts: { label: t('library:cc.textsFile'), help: t('library:cc.textsFileHelp') },
  };
  // The latest choice of files, read synchronously so two quick choices do not overwrite each other.
  const files = useRef<Files>({ annotations: null, texts: null });
  const [preview, setPreview] = useState<CulturecareImportReport | null>(null);
  const [result, setResult] = useState<CulturecareImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const request = useRef(0);

  const run = (next: Files, dryRun: boolean) => {
    if (!next.annotations) return Promise.reject(new Error('no annotation file'));
    return api.call('import.culturecare', {
      fileName: next.annotations.name,
      content: next.annotations.content,
      ...(next.texts ? { textsFileName: next.texts.name, texts: next.texts.content } : {}),
      dryRun,
    });
  };

  /** Previews the current files; only the latest preview is shown. */
  const refreshPreview = async () => {
    const mine = ++request.current;
    setPreview(null);
    setBusy(true);
    try {
      const next = files.current;
      const report = next.annotations ? await run(next, true) : null;
      if (mine === request.current) setPreview(report);
    } catch (e) {
      if (mine === request.current) setError(e);
    } finally {
      if (mine === request.current) setBusy(false);
    }
  };

  const choose = async (which: keyof Files, file: File | null) => {
    setError(null);
    files.current = { ...files.current, [which]: null };
    try {
      const read = file ? await readImportFile(file) : null;
      files.current = { ...files.current, [which]: read };
    } catch (e) {
      setError(e);
    }
    await refreshPreview();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await run(files.current, false));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('library:cc.title')} onClose={onClose}>
      <div className="lib-dialog stack">
        <p>{t('library:cc.intro')}</p>
        <p className="side-note">{t('library:cc.neverOverwritten')}</p>
        {result ? (
          <>
            <CulturecareReportView report={result} />
            {result.batchId !== null && <UndoImport batchId={result.batchId} />}
          </>
        ) : (
          <>
            <div className="lib-file-fields">
              {(['annotations', 'texts'] as const).map((which) => (
                <FileField
                  key={which}
                  {...words[which]}
                  {...FILE_KINDS[which]}
                  onFile={(file) => void choose(which, file)}
                />
              ))}
            </div>
            {busy && !preview && (
              <p className="muted" role="status">
                {t('library:import.checking')}
              </p>
            )}
            {preview && <CulturecareReportView report={preview} />}
          </>
        )}
        <ImportErrorText error={error} />
        <ImportDialogActions
          done={Boolean(result)}
          canConfirm={!busy && Boolean(preview)}
          onClose={onClose}
          onConfirm={() => void confirm()}
        />
      </div>
    </Modal>
  );
}
