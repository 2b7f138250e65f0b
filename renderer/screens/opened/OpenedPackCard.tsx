// One opened scenario pack: its name and size, a preview of what importing would do (for
// instructors), Import and Dismiss. Conflicting scenarios are kept; replacing them is done from the
// library's pack import, which shows each conflict side by side.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PackImportReport } from '../../../shared/domain/library';
import { api } from '../../api/client';
import { OpenedFileCard, useOpenedPreview, type OpenedCardProps } from './OpenedFileCard';

export function OpenedPackCard(props: OpenedCardProps<PackImportReport> & { canImport: boolean }) {
  const { t } = useTranslation();
  const { file, canImport, result } = props;
  const imported = result !== null;
  const importPack = useOpenedPreview(file, canImport && !imported, (dryRun) =>
    api.call('files.importPack', { id: file.id, dryRun }),
  );
  const preview = importPack.preview;

  return (
    <OpenedFileCard
      card={props}
      kind={t('opened:kindPack')}
      intro={!canImport && !file.problem && <p data-testid="opened-instructor-only">{t('opened:instructorOnly')}</p>}
      run={importPack}
      action={
        preview && {
          testId: 'opened-import',
          label: t('opened:import'),
          disabled: preview.added === 0,
          onClick: () => importPack.confirm(props.onDone),
        }
      }
    >
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
    </OpenedFileCard>
  );
}
