// The library's results: the count of matching scenarios, the cards, or an empty state.
import { useTranslation } from 'react-i18next';
import type { ScenarioSummary } from '../../../shared/domain/library';
import { ScenarioCard } from './ScenarioCard';
import type { Selection } from './useSelection';

export function ResultsList(props: {
  items: ScenarioSummary[];
  loading: boolean;
  filtered: boolean;
  isInstructor: boolean;
  cultureName: (id: string) => string;
  selection: Selection;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { items, selection } = props;
  return (
    <section className="lib-results" aria-labelledby="lib-results-title" aria-busy={props.loading}>
      <div className="lib-results-head">
        <h2 id="lib-results-title" className="visually-hidden">
          {t('library:results.title')}
        </h2>
        <p className="lib-count" data-testid="library-count" aria-live="polite">
          {t('library:results.count', { count: items.length })}
        </p>
        {props.loading && <span className="lib-updating muted">{t('library:results.updating')}</span>}
      </div>
      {items.length === 0 ? (
        <div className="lib-empty card" data-testid="library-empty">
          {props.filtered ? (
            <>
              <p className="lib-empty-title">{t('library:results.noMatchTitle')}</p>
              <p className="muted">{t('library:results.noMatchHelp')}</p>
              <button type="button" className="button secondary" onClick={props.onClear}>
                {t('library:results.showAll')}
              </button>
            </>
          ) : (
            <>
              <p className="lib-empty-title">{t('library:results.emptyTitle')}</p>
              <p className="muted">
                {props.isInstructor ? t('library:results.emptyInstructor') : t('library:results.emptyTrainee')}
              </p>
            </>
          )}
        </div>
      ) : (
        <ul className="lib-grid">
          {items.map((s) => (
            <ScenarioCard
              key={s.id}
              scenario={s}
              cultureName={props.cultureName(s.cultureId)}
              selecting={selection.active}
              selected={selection.ids.has(s.id)}
              onSelect={(on) => selection.toggle(s.id, on)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
