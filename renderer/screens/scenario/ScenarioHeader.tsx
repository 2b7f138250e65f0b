// Scenario header: title, badges (culture, language, risk, themes, source), provenance, edit button.
import { titleLangAttrs } from '../../components/titleLang';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ScenarioDetail } from '../../../shared/domain/library';
import { vocab } from '../../components/vocab';
import { ScenarioBadges } from '../../components/ScenarioFacts';
import { provenanceText } from './provenanceText';

type Props = { scenario: ScenarioDetail; culture: string; canEdit: boolean; titleRef?: Ref<HTMLHeadingElement> };

export function ScenarioHeader({ scenario, culture, canEdit, titleRef }: Props) {
  const { t, i18n } = useTranslation();
  const v = vocab(t);
  const { provenance } = scenario;
  return (
    <header className="scenario-header">
      <div className="title-row scenario-title-row">
        <h1 ref={titleRef} tabIndex={-1} {...titleLangAttrs(scenario)} data-testid="scenario-title">
          {scenario.title}
        </h1>
        {canEdit && (
          <Link to={`/library/${scenario.id}/edit`} className="button secondary" data-testid="edit-annotations">
            {t('scenario:edit')}
          </Link>
        )}
      </div>
      <ScenarioBadges scenario={scenario} culture={culture}>
        {scenario.themes.map((theme) => (
          <li key={theme} className="badge scenario-badge-theme">
            {v.theme[theme] ?? theme}
          </li>
        ))}
        <li className="badge">{t('scenario:badge.source', { source: v.source[scenario.source] })}</li>
        {scenario.textNeeded && <li className="badge scenario-badge-needed">{t('scenario:badge.textNeeded')}</li>}
        {scenario.modified && <li className="badge">{t('scenario:badge.modified')}</li>}
      </ScenarioBadges>
      <p className="scenario-provenance muted" data-testid="provenance">
        {provenanceText(t, provenance, i18n.language)}
        {provenance.type === 'dataset' && provenance.url && (
          <>
            {' '}
            {t('scenario:provenance.originalPost')} <code dir="ltr">{provenance.url}</code>
          </>
        )}
      </p>
    </header>
  );
}
