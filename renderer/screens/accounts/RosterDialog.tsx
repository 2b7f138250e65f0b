// "Import roster": choose a CSV file (name or pseudonym, role, cohort, optional email), see what
// importing would do, then create the accounts; their join codes are shown on the screen afterwards.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterReport } from '../../../shared/domain/accounts';
import { useApiMutation } from '../../api/hooks';
import { ConfirmRow } from '../../components/ConfirmRow/ConfirmRow';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { FileField } from '../library/FileField';
import { RosterPreview } from './RosterPreview';

/** The server reads at most this many characters of a roster (about 2,000 people many times over). */
const MAX_ROSTER_CHARS = 2_000_000;

type Chosen = { fileName: string; content: string };

export function RosterDialog({
  onImported,
  onClose,
}: {
  onImported: (report: RosterReport) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const preview = useApiMutation('accounts.importRoster');
  const importing = useApiMutation('accounts.importRoster');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const latest = useRef(0);

  const choose = async (file: File | null) => {
    const mine = ++latest.current;
    setChosen(null);
    setFileProblem(null);
    preview.reset();
    if (!file) return;
    const content = await file.text();
    if (mine !== latest.current) return;
    if (content.trim() === '') return setFileProblem(t('accounts:roster.fileEmpty'));
    if (content.length > MAX_ROSTER_CHARS) return setFileProblem(t('accounts:roster.fileTooLarge'));
    const picked = { fileName: file.name.slice(0, 260) || 'roster.csv', content };
    setChosen(picked);
    await preview.mutateAsync({ ...picked, dryRun: true }).catch(() => undefined);
  };

  const report = preview.data;
  const confirm = async () => {
    if (!chosen) return;
    const done = await importing.mutateAsync({ ...chosen, dryRun: false }).catch(() => null);
    if (done) onImported(done);
  };

  return (
    <Modal title={t('accounts:roster.title')} onClose={onClose}>
      <div className="stack acc-roster-dialog" data-testid="roster-dialog">
        <p>{t('accounts:roster.intro')}</p>
        <pre className="acc-roster-example" dir="ltr" aria-label={t('accounts:roster.exampleLabel')}>
          {'name,role,cohort,email\nNoor A.,trainee,Spring 2026,noor@example.edu\nDr. Weber,supervisor,,'}
        </pre>
        <FileField
          label={t('accounts:roster.file')}
          help={t('accounts:roster.fileHelp')}
          accept=".csv,text/csv"
          onFile={(file) => void choose(file)}
          testId="roster-file"
        />
        {fileProblem && (
          <p className="error-text" role="alert">
            {fileProblem}
          </p>
        )}
        {preview.isPending && (
          <p className="muted" role="status">
            {t('accounts:roster.checking')}
          </p>
        )}
        {report && <RosterPreview report={report} />}
        <ErrorText error={preview.error ?? importing.error} />
        <ConfirmRow
          onCancel={onClose}
          onConfirm={() => void confirm()}
          confirmLabel={t('accounts:roster.import', { count: report?.created.length ?? 0 })}
          confirmTestId="roster-import"
          confirmDisabled={!report || report.created.length === 0 || importing.isPending}
        />
      </div>
    </Modal>
  );
}
