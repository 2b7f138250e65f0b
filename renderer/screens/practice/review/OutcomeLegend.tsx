// Key to the reveal: what found, missed and added look like and mean.
import { useTranslation } from 'react-i18next';
import { OUTCOME_SYMBOL, OUTCOMES, outcomeHelp, outcomeNames } from './outcomes';

export function OutcomeLegend({ counts }: { counts: Record<string, number> }) {
  const { t } = useTranslation();
  const names = outcomeNames(t);
  const help = outcomeHelp(t);
  return (
    <ul className="pr-out-legend" aria-label={t('practice:review.legend')} data-testid="review-legend">
      {OUTCOMES.map((outcome) => (
        <li key={outcome}>
          <span className={`pr-out is-${outcome} pr-out-swatch`} aria-hidden="true">
            {'\u2003\u2003'}
          </span>
          <span className={`pr-out-badge is-${outcome}`}>
            <span aria-hidden="true">{OUTCOME_SYMBOL[outcome]}</span> {names[outcome]}
          </span>
          <span className="ann-legend-count">{counts[outcome] ?? 0}</span>
          <span className="muted pr-out-help">{help[outcome]}</span>
        </li>
      ))}
    </ul>
  );
}
