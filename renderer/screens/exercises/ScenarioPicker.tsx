// Finds scenarios to add to an exercise: a search box and a culture filter over the library, with
// one "Add" button per result.
import { titleLangAttrs } from '../../components/titleLang';
import { useTranslation } from 'react-i18next';
import type { Culture, ScenarioSummary } from '../../../shared/domain/library';
import { ErrorText } from '../../components/ErrorText';
import { vocab } from '../../components/vocab';
import { RiskBadge } from '../../components/RiskBadge';
import { useScenarioSearch } from './useScenarioSearch';
import { ScenarioFilters, useScenarioFilters } from '../../components/ScenarioFilters/ScenarioFilters';

type Props = {
  cultures: Culture[];
  cultureName: (id: string) => string;
  chosen: readonly number[];
  full: boolean;
  onAdd: (scenario: ScenarioSummary) => void;
};

export function ScenarioPicker({ cultures, cultureName, chosen, full, onAdd }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const filters = useScenarioFilters();
  const { items, error, loading } = useScenarioSearch(filters.query, filters.culture);

  return (
    <div className="ex-picker" data-testid="scenario-picker">
      <ScenarioFilters
        filters={filters}
        cultures={cultures}
        cultureName={cultureName}
        keyPrefix="exercises:picker"
        classPrefix="ex-picker"
        testIdPrefix="picker"
        spellCheck={false}
      />
      <ErrorText error={error} />
      <p className="ex-picker-count muted" aria-live="polite">
        {items === null ? t('exercises:picker.loading') : t('exercises:picker.count', { count: items.length })}
      </p>
      {items !== null && items.length > 0 && (
        <ul className="ex-picker-results" aria-busy={loading} data-testid="picker-results">
          {items.map((s) => {
            const added = chosen.includes(s.id);
            const blocked = s.textNeeded;
            return (
              <li key={s.id} className="ex-picker-result" data-testid="picker-result">
                <span className="ex-scenario-text">
                  <span className="ex-scenario-title" {...titleLangAttrs(s)}>
                    {s.title}
                  </span>
                  <span className="ex-scenario-meta">
                    <span dir="auto">{cultureName(s.cultureId)}</span>
                    <span>{t('library:card.language', { language: v.textLanguage[s.language] ?? s.language })}</span>
                    <RiskBadge risk={s.risk} />
                    {blocked && (
                      <span className="badge ex-text-needed" title={t('exercises:picker.textNeededHelp')}>
                        {t('exercises:picker.textNeeded')}
                      </span>
                    )}
                  </span>
                </span>
                <button
                  type="button"
                  className="button secondary small"
                  disabled={added || full || blocked}
                  onClick={() => onAdd(s)}
                  aria-label={
                    added
                      ? t('exercises:picker.addedLabel', { title: s.title })
                      : t('exercises:picker.addLabel', { title: s.title })
                  }
                  data-testid="picker-add"
                >
                  {added ? t('exercises:picker.added') : t('exercises:picker.add')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
