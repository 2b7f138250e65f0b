// One scenario in the library's results: title, culture, language, risk, themes, source and a snippet;
// the whole card is a link to the scenario. In selection mode a checkbox below it adds it to the pack.
import { titleLangAttrs } from '../../components/titleLang';
import { useId } from 'react';
import { RiskBadge } from '../../components/RiskBadge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ScenarioSummary } from '../../../shared/domain/library';
import { localeDirection } from '../../../shared/i18n/locales';
import { vocab } from '../../components/vocab';

const MAX_THEMES = 3;

export function ScenarioCard(props: {
  scenario: ScenarioSummary;
  cultureName: string;
  selecting: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const v = vocab(t);
  const s = props.scenario;
  const titleId = useId();
  const moreThemes = s.themes.length - MAX_THEMES;

  return (
    <li className={`lib-result risk-${s.risk}${props.selected ? ' is-selected' : ''}`}>
      <Link
        to={`/library/${s.id}`}
        className="lib-card"
        aria-labelledby={titleId}
        data-testid={`scenario-card-${s.uid}`}
      >
        <span className="lib-card-badges">
          <RiskBadge risk={s.risk} />
          <span className="badge lib-source">{v.source[s.source]}</span>
          {s.textNeeded && <span className="badge lib-text-needed">{t('library:card.textNeeded')}</span>}
        </span>
        <h3 id={titleId} className="lib-card-title" {...titleLangAttrs(s)}>
          {s.title}
        </h3>
        <span className="lib-card-meta">
          <span className="lib-card-culture" dir="auto">
            {props.cultureName}
          </span>
          <span className="lib-card-language">
            {t('library:card.language', { language: v.textLanguage[s.language] ?? s.language })}
          </span>
        </span>
        {s.textNeeded ? (
          <span className="lib-card-snippet is-missing">{t('library:card.textNeededHelp')}</span>
        ) : (
          <span className="lib-card-snippet" lang={s.language} dir={localeDirection(s.language)}>
            {s.snippet}
          </span>
        )}
        {s.themes.length > 0 && (
          <span className="lib-chips">
            {s.themes.slice(0, MAX_THEMES).map((theme) => (
              <span key={theme} className="lib-chip">
                {v.theme[theme] ?? theme}
              </span>
            ))}
            {moreThemes > 0 && (
              <span className="lib-chip more">{t('library:card.moreThemes', { count: moreThemes })}</span>
            )}
          </span>
        )}
      </Link>
      {props.selecting && (
        <label className="lib-card-select">
          <input
            type="checkbox"
            checked={props.selected}
            onChange={(e) => props.onSelect(e.target.checked)}
            data-testid={`select-${s.uid}`}
          />
          <span>{t('library:select.include')}</span>
          <span className="visually-hidden" {...titleLangAttrs(s)}>
            {s.title}
          </span>
        </label>
      )}
    </li>
  );
}
