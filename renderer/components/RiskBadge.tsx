// A scenario's risk level as a small badge; elevated and acute risk carry a mark as well as a colour.
import { useTranslation } from 'react-i18next';
import type { RiskLevel } from '../../shared/domain/vocabulary';
import { vocab } from './vocab';
import './risk-badge.css';

export function RiskBadge({ risk }: { risk: RiskLevel }) {
  const { t } = useTranslation();
  return (
    <span className={`badge risk-badge is-${risk}`}>
      {risk !== 'none' && (
        <span className="risk-badge-mark" aria-hidden="true">
          !
        </span>
      )}
      {vocab(t).risk[risk]}
    </span>
  );
}
