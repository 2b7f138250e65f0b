// Instructor dialog: says exactly what an export pack contains, then writes the chosen scenarios to a file.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { ConfirmRow } from '../../components/ConfirmRow/ConfirmRow';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { downloadFile } from '../../components/downloadFile';
import { SignPackField } from './SignPackField';

export function ExportDialog(props: {
  ids: number[];
  onClose: () => void;
  onDone: (fileName: string, count: number) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sign, setSign] = useState(false);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const pack = await api.call('export.pack', { ids: props.ids, sign });
      downloadFile(pack.fileName, pack.content);
      props.onDone(pack.fileName, pack.scenarios);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Modal title={t('library:export.title')} onClose={props.onClose}>
      <div className="lib-dialog stack" data-testid="export-dialog">
        <p className="lib-export-count">{t('library:export.count', { count: props.ids.length })}</p>
        <div>
          <p className="lib-export-heading">{t('library:export.contains')}</p>
          <ul className="lib-export-list">
            <li>{t('library:export.texts')}</li>
            <li>{t('library:export.metadata')}</li>
            <li>{t('library:export.annotations')}</li>
            <li>{t('library:export.responses')}</li>
          </ul>
        </div>
        <p className="side-note">{t('library:export.excludes')}</p>
        <SignPackField sign={sign} onChange={setSign} />
        <p className="muted">{t('library:export.sharing')}</p>
        <ErrorText error={error} />
        <ConfirmRow
          className="lib-dialog-actions"
          onCancel={props.onClose}
          onConfirm={() => void save()}
          confirmLabel={t('library:export.confirm')}
          confirmTestId="export-confirm"
          confirmDisabled={busy || props.ids.length === 0}
        />
      </div>
    </Modal>
  );
}
