// Instructor tools above the results: new scenario, imports, export pack (with its selection mode)
// and the import history. Shown only to instructors; the services check the role again.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import type { Selection } from './useSelection';

export type LibraryDialog = 'culturecare' | 'pack' | 'export' | 'history';

export function InstructorToolbar(props: {
  selection: Selection;
  shownIds: number[];
  onOpen: (dialog: LibraryDialog) => void;
}) {
  const { t } = useTranslation();
  const { selection, shownIds } = props;
  const count = selection.ids.size;
  const allShownSelected = shownIds.length > 0 && shownIds.every((id) => selection.ids.has(id));

  if (selection.active) {
    return (
      <div
        className="panel spread-row lib-toolbar is-selecting"
        role="toolbar"
        aria-label={t('library:select.toolbar')}
        data-testid="selection-bar"
      >
        <p className="lib-select-status" aria-live="polite">
          <strong>{t('library:select.count', { count })}</strong>
          <span className="muted">{t('library:select.help')}</span>
        </p>
        <div className="lib-toolbar-buttons">
          <button
            type="button"
            className="button secondary small"
            disabled={allShownSelected}
            onClick={() => selection.addAll(shownIds)}
            data-testid="select-all-shown"
          >
            {t('library:select.allShown')}
          </button>
          <button
            type="button"
            className="button secondary small"
            disabled={count === 0}
            onClick={selection.clear}
            data-testid="select-none"
          >
            {t('library:select.none')}
          </button>
          <button type="button" className="button secondary small" onClick={selection.stop} data-testid="select-cancel">
            {t('common:cancel')}
          </button>
          <button
            type="button"
            className="button primary small"
            disabled={count === 0}
            onClick={() => props.onOpen('export')}
            data-testid="export-pack"
          >
            {t('library:select.export', { count })}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="panel spread-row lib-toolbar" role="toolbar" aria-label={t('library:tools.label')}>
      <span className="lib-toolbar-title">{t('library:tools.title')}</span>
      <div className="lib-toolbar-buttons">
        <Link to="/library/new" className="button primary small" data-testid="new-scenario">
          <Icon name="plus" size={18} />
          {t('library:tools.newScenario')}
        </Link>
        <button
          type="button"
          className="button secondary small"
          onClick={() => props.onOpen('culturecare')}
          data-testid="import-culturecare"
        >
          {t('library:tools.importCulturecare')}
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={() => props.onOpen('pack')}
          data-testid="import-pack"
        >
          {t('library:tools.importPack')}
        </button>
        <button type="button" className="button secondary small" onClick={selection.start} data-testid="export-pack">
          {t('library:tools.exportPack')}
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={() => props.onOpen('history')}
          data-testid="import-history"
        >
          {t('library:tools.history')}
        </button>
      </div>
    </div>
  );
}
