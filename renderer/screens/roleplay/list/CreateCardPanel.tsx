// Instructors: build a help-seeker role card from a library scenario. A search box and a culture
// filter find the scenario; an optional seed makes the sampled traits reproducible.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Culture, ScenarioSummary } from '../../../../shared/domain/library';
import type { RoleCard } from '../../../../shared/domain/roleplay';
import { useApiMutation } from '../../../api/hooks';
import { ErrorText } from '../../../components/ErrorText';
import { vocab } from '../../../components/vocab';
import { RiskBadge } from '../../../components/RiskBadge';
import { useScenarioSearch } from '../../exercises/useScenarioSearch';
import { parseSeed, SeedField } from './SeedField';
import '../../../styles/exercises.css';
import { ConfirmRow } from '../../../components/ConfirmRow/ConfirmRow';
import { ScenarioFilters, useScenarioFilters } from '../../../components/ScenarioFilters/ScenarioFilters';

type Props = {
  cultures: readonly Culture[];
  cultureName: (id: string) => string;
  onCreated: (card: RoleCard) => void;
  onClose: () => void;
};

export function CreateCardPanel({ cultures, cultureName, onCreated, onClose }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const filters = useScenarioFilters();
  const [chosen, setChosen] = useState<ScenarioSummary | null>(null);
  const [seed, setSeed] = useState('');
  const creating = useApiMutation('roleplay.cards.create');
  const busy = creating.isPending;
  const search = useScenarioSearch(filters.query, filters.culture);
  const parsedSeed = parseSeed(seed);

  const create = () => {
    if (!chosen || parsedSeed === null) return;
    const request = { scenarioId: chosen.id, ...(parsedSeed === undefined ? {} : { seed: parsedSeed }) };
    void creating.mutateAsync(request).then(onCreated, () => undefined);
  };

  return (
    <section className="card rp-create" aria-labelledby="rp-create-title" data-testid="rp-create">
      <h2 id="rp-create-title">{t('roleplay:create.title')}</h2>
      <p className="muted">{t('roleplay:create.intro')}</p>
      <ScenarioFilters
        filters={filters}
        cultures={cultures}
        cultureName={cultureName}
        keyPrefix="roleplay:create"
        classPrefix="rp-create"
        testIdPrefix="rp-create"
      />
      <ErrorText error={search.error} />
      <p className="muted rp-create-count" aria-live="polite">
        {search.items === null ? t('common:loading') : t('roleplay:create.count', { count: search.items.length })}
      </p>
      {search.items !== null && search.items.length > 0 && (
        <ul className="rp-create-results" aria-busy={search.loading} data-testid="rp-create-results">
          {search.items.map((s) => {
            const selected = chosen?.id === s.id;
            return (
              <li key={s.id} className={selected ? 'is-selected' : undefined}>
                <span className="rp-create-result-text">
                  <span className="rp-create-result-title" dir="auto">
                    {s.title}
                  </span>
                  <span className="muted rp-create-result-meta">
                    <bdi>{cultureName(s.cultureId)}</bdi>
                    <span>{v.textLanguage[s.language] ?? s.language}</span>
                    <RiskBadge risk={s.risk} />
                    {s.textNeeded && <span className="badge">{t('roleplay:create.textNeeded')}</span>}
                  </span>
                </span>
                <button
                  type="button"
                  className={selected ? 'button primary small' : 'button secondary small'}
                  aria-pressed={selected}
                  disabled={s.textNeeded}
                  onClick={() => setChosen(selected ? null : s)}
                  aria-label={t('roleplay:create.chooseLabel', { title: s.title })}
                  data-testid={`rp-create-choose-${s.uid}`}
                >
                  {selected ? t('roleplay:create.chosen') : t('roleplay:create.choose')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="rp-create-footer">
        <p className="rp-create-chosen" data-testid="rp-create-chosen">
          {chosen ? (
            <>
              {t('roleplay:create.from')} <strong dir="auto">{chosen.title}</strong>
            </>
          ) : (
            <span className="muted">{t('roleplay:create.nothingChosen')}</span>
          )}
        </p>
        <SeedField
          value={seed}
          onChange={setSeed}
          label={t('roleplay:create.seed')}
          help={t('roleplay:create.seedHelp')}
          disabled={busy}
          testId="rp-create-seed"
        />
        <ConfirmRow
          onCancel={onClose}
          onConfirm={create}
          confirmLabel={busy ? t('roleplay:create.creating') : t('roleplay:create.submit')}
          confirmTestId="rp-create-submit"
          confirmDisabled={!chosen || parsedSeed === null || busy}
          cancelDisabled={busy}
        />
      </div>
      <ErrorText error={creating.error} />
    </section>
  );
}
