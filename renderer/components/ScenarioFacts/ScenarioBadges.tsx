// A scenario's badges as one list: its culture, the language it is written in and its risk level,
// then whatever the screen adds (themes, source...). Shown above a scenario and above an attempt.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskLevel } from '../../../shared/domain/vocabulary';
import { isolate } from '../../i18n/isolate';
import { vocab } from '../vocab';

type Props = {
  scenario: { language: string; risk: RiskLevel };
  /** The culture's name in the reader's language. */
  culture: string;
  children?: ReactNode;
};

export function ScenarioBadges({ scenario, culture, children }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  return (
    <ul className="bare-list scenario-badges" aria-label={t('scenario:badges')}>
      <li className="badge scenario-badge-culture">{t('scenario:badge.culture', { name: isolate(culture) })}</li>
      <li className="badge">
        {t('scenario:badge.language', { language: v.textLanguage[scenario.language] ?? scenario.language })}
      </li>
      <li className={`badge scenario-risk risk-${scenario.risk}`}>{v.risk[scenario.risk]}</li>
      {children}
    </ul>
  );
}
