// The library's results: the count of matching scenarios, the cards (more load on scrolling near the
// end or with the Show more button), or an empty state.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioSummary } from '../../../shared/domain/library';
import { ScenarioCard } from './ScenarioCard';
import type { Selection } from './useSelection';

export function ResultsList(props: {
  items: ScenarioSummary[];
  /** How many scenarios match (more than items while pages remain). */
  total: number;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  filtered: boolean;
  isInstructor: boolean;
  cultureName: (id: string) => string;
  selection: Selection;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { items, selection, hasMore, onMore } = props;
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && onMore(), {
      rootMargin: '600px 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, onMore, items.length]);
  return (
    <section className="lib-results" aria-labelledby="lib-results-title" aria-busy={props.loading}>
      <div className="lib-results-head">
        <h2 id="lib-results-title" className="visually-hidden">
          {t('library:results.title')}
        </h2>
        <p className="lib-count" data-testid="library-count" aria-live="polite">
          {items.length < props.total
            ? t('library:results.countPartial', { count: props.total, shown: items.length })
            : t('library:results.count', { count: props.total })}
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
      {hasMore && (
        <div ref={end} className="lib-more">
          <button type="button" className="button secondary" onClick={onMore} disabled={props.loadingMore}>
            {props.loadingMore ? t('library:results.loadingMore') : t('library:results.more')}
          </button>
        </div>
      )}
    </section>
  );
}
