// Instructor dialog: import a scenario pack. Choosing the file runs a preview (new, identical,
// conflicts); the instructor ticks the conflicts to replace, confirms, and can undo the result.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackImportReport } from '../../../shared/domain/library';
import { api } from '../../api/client';
import { useApiMutation } from '../../api/hooks';
import { Modal } from '../../components/Modal';
import { useToggleSet } from '../../components/useToggleSet';
import { FileField } from './FileField';
import { ImportErrorText } from './ImportErrorText';
import { packCultureNames } from './packCultureNames';
import { PackReportView } from './PackReportView';
import { readImportFile, type ReadFile } from './readImportFile';
import { UndoImport } from './UndoImport';
import { ImportDialogActions } from './ImportDialogActions';

export function PackImportDialog(props: { cultureName: (id: string) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<ReadFile | null>(null);
  const [preview, setPreview] = useState<PackImportReport | null>(null);
  const replace = useToggleSet<string>();
  const importing = useApiMutation('import.pack');
  const [result, setResult] = useState<PackImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const request = useRef(0);
  const [packNames, setPackNames] = useState<Map<string, string>>(new Map());
  const cultureName = (id: string) => packNames.get(id) ?? props.cultureName(id);

  const choose = async (chosen: File | null) => {
    const mine = ++request.current;
    setError(null);
    setPreview(null);
    setFile(null);
    replace.reset();
    if (!chosen) return;
    setBusy(true);
    try {
      const read = await readImportFile(chosen);
      const report = await api.call('import.pack', { fileName: read.name, content: read.content, dryRun: true });
      if (mine === request.current) {
        setFile(read);
        setPackNames(packCultureNames(read.content));
        setPreview(report);
      }
    } catch (e) {
      if (mine === request.current) setError(e);
    } finally {
      if (mine === request.current) setBusy(false);
    }
  };

  const confirm = () => {
    if (!file) return;
    setError(null);
    const body = { fileName: file.name, content: file.content, replace: [...replace.members], dryRun: false };
    void importing.mutateAsync(body).then(setResult, setError);
  };

  return (
    <Modal title={t('library:pack.title')} onClose={props.onClose}>
      <div className="lib-dialog stack">
        <p>{t('library:pack.intro')}</p>
        {result ? (
          <>
            <PackReportView report={result} cultureName={cultureName} />
            {result.batchId !== null && <UndoImport batchId={result.batchId} />}
          </>
        ) : (
          <>
            <FileField
              label={t('library:pack.file')}
              help={t('library:pack.fileHelp')}
              accept=".ccpack,.json,application/vnd.culturecare.pack+json,application/json"
              onFile={(chosen) => void choose(chosen)}
              testId="import-file"
            />
            {busy && !preview && (
              <p className="muted" role="status">
                {t('library:import.checking')}
              </p>
            )}
            {preview && (
              <PackReportView
                report={preview}
                cultureName={cultureName}
                replace={replace.members}
                onReplace={replace.toggle}
              />
            )}
          </>
        )}
        <ImportErrorText error={error} />
        <ImportDialogActions
          done={Boolean(result)}
          canConfirm={!busy && !importing.isPending && Boolean(preview)}
          onClose={props.onClose}
          onConfirm={confirm}
        />
      </div>
    </Modal>
  );
}
