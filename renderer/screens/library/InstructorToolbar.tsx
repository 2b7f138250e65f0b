// Instructor tools above the results: new scenario, imports, export pack (with its selection mode)
// and the import history. Shown only to instructors; the services check the role again.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import type { Selection } from './useSelection';

export type LibraryDialog = 'culturecare' | 'pack' | 'export' | 'history';

type ToolButton = { testId: string; label: string; onClick: () => void; disabled?: boolean; primary?: boolean };

/** The toolbar's buttons, in order (the primary one filled, the others outlined). */
function ToolButtons({ buttons }: { buttons: ToolButton[] }) {
  return buttons.map((button) => (
    <button
      key={button.testId}
      type="button"
      className={`button ${button.primary ? 'primary' : 'secondary'} small`}
      disabled={button.disabled}
      onClick={button.onClick}
      data-testid={button.testId}
    >
      {button.label}
    </button>
  ));
}

export function InstructorToolbar(props: {
  selection: Selection;
  shownIds: number[];
  onOpen: (dialog: LibraryDialog) => void;
}) {
  const { t } = useTranslation();
  const { selection, shownIds, onOpen } = props;
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
          <ToolButtons
            buttons={[
              {
                testId: 'select-all-shown',
                label: t('library:select.allShown'),
                onClick: () => selection.addAll(shownIds),
                disabled: allShownSelected,
              },
              {
                testId: 'select-none',
                label: t('library:select.none'),
                onClick: selection.clear,
                disabled: count === 0,
              },
              { testId: 'select-cancel', label: t('common:cancel'), onClick: selection.stop },
              {
                testId: 'export-pack',
                label: t('library:select.export', { count }),
                onClick: () => onOpen('export'),
                disabled: count === 0,
                primary: true,
              },
            ]}
          />
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
        <ToolButtons
          buttons={[
            {
              testId: 'import-culturecare',
              label: t('library:tools.importCulturecare'),
              onClick: () => onOpen('culturecare'),
            },
            { testId: 'import-pack', label: t('library:tools.importPack'), onClick: () => onOpen('pack') },
            { testId: 'export-pack', label: t('library:tools.exportPack'), onClick: selection.start },
            { testId: 'import-history', label: t('library:tools.history'), onClick: () => onOpen('history') },
          ]}
        />
      </div>
    </div>
  );
}
