// What a reader is told before a post is shown: its content notes and its risk level, as a short
// list of facts (the library's warning gate and the first step of an attempt).
import { useTranslation } from 'react-i18next';
import type { RiskLevel } from '../../../shared/domain/vocabulary';
import { vocab } from '../vocab';

type Props = {
  warnings: readonly string[];
  /** The risk level, or null when the screen does not name it. */
  risk: RiskLevel | null;
  labels: { warnings: string; risk: string };
  listTestId?: string;
};

export function ContentNotes({ warnings, risk, labels, listTestId }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  return (
    <dl className="scenario-gate-facts">
      {warnings.length > 0 && (
        <div>
          <dt>{labels.warnings}</dt>
          <dd>
            <ul className="scenario-gate-list" data-testid={listTestId}>
              {warnings.map((w) => (
                <li key={w}>{v.warning[w] ?? w}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {risk !== null && (
        <div>
          <dt>{labels.risk}</dt>
          <dd>
            <span className={`badge scenario-risk risk-${risk}`}>{v.risk[risk]}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
