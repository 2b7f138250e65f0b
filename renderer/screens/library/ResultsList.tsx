// The library's results: the count of matching scenarios, the cards, or an empty state. Further pages
// load when the end of the list scrolls into view (or with the Show more button, for keyboards).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioSummary } from '../../../shared/domain/library';
import { ScenarioCard } from './ScenarioCard';
import type { Selection } from './useSelection';

export function ResultsList(props: {
  items: ScenarioSummary[];
  /** How many scenarios match (more than items while pages are still to load). */
  total: number;
  /** Loads the next page; null when every match is loaded. */
  more: (() => void) | null;
  loadingMore: boolean;
  loading: boolean;
  filtered: boolean;
  isInstructor: boolean;
  cultureName: (id: string) => string;
  selection: Selection;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { items, selection, more } = props;
  const end = useRef<HTMLDivElement>(null);
  // The end of the list came into view (or close to it): the next page loads.
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), {
      rootMargin: '600px 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [more, items.length]);
  return (
    <section className="lib-results" aria-labelledby="lib-results-title" aria-busy={props.loading}>
      <div className="lib-results-head">
        <h2 id="lib-results-title" className="visually-hidden">
          {t('library:results.title')}
        </h2>
        <p className="lib-count" data-testid="library-count" aria-live="polite">
          {t('library:results.count', { count: props.total })}
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
      {items.length > 0 && items.length < props.total && (
        <div className="lib-more" ref={end} data-testid="library-more-row">
          <span className="muted">{t('library:results.shown', { shown: items.length, total: props.total })}</span>
          <button
            type="button"
            className="button secondary"
            onClick={() => more?.()}
            disabled={!more || props.loadingMore}
            data-testid="library-more"
          >
            {props.loadingMore ? t('library:results.loadingMore') : t('library:results.more')}
          </button>
        </div>
      )}
    </section>
  );
}
