// The answer of a pairwise comparison: per rubric item and judge, which reply won (or a tie, and
// whether the two orders disagreed), the judges' reasons, and each judge's points for both replies.
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../shared/domain/judging';
import type { PairComparisonView, PairCompareResult } from '../../../shared/domain/pairwise';
import { rubricText } from '../../components/rubricText';
import { isolate } from '../../i18n/isolate';

type Props = { result: PairCompareResult; left: string; right: string; judges: readonly JudgeProvider[] };

export function PairwiseResults({ result, left: leftName, right: rightName, judges }: Props) {
  const { t } = useTranslation();
  // Reply names such as "+cga" are isolated so they keep their shape inside right-to-left sentences.
  const left = isolate(leftName);
  const right = isolate(rightName);
  const r = rubricText(t);
  const judgeName = (id: string) => judges.find((j) => j.id === id)?.label ?? id;

  const verdict = (c: PairComparisonView) => {
    if (c.outcome.status === 'missing')
      return <span className="pairwise-verdict missing">{t('scenario:pairwise.missing')}</span>;
    if (c.outcome.winner === 'tie')
      return (
        <span className="pairwise-verdict tie">
          {c.outcome.consistent ? t('scenario:pairwise.tie') : t('scenario:pairwise.inconsistent')}
        </span>
      );
    return (
      <span className={`pairwise-verdict ${c.outcome.winner === 'x' ? 'left' : 'right'}`}>
        {t('scenario:pairwise.better', { name: c.outcome.winner === 'x' ? left : right })}
      </span>
    );
  };

  return (
    <div className="pairwise-results" data-testid="pairwise-results">
      {result.cancelled && <p className="muted">{t('scenario:pairwise.cancelled')}</p>}
      <ul className="pairwise-tallies">
        {Object.entries(result.tallies).map(([judgeId, tally]) => (
          <li key={judgeId} data-testid={`pairwise-tally-${judgeId}`}>
            <strong>{judgeName(judgeId)}</strong>{' '}
            {t('scenario:pairwise.tally', {
              left,
              right,
              leftPoints: tally.points,
              rightPoints: tally.comparisons - tally.missing - tally.points,
            })}
          </li>
        ))}
      </ul>
      <table className="pairwise-table">
        <thead>
          <tr>
            <th scope="col">{t('scenario:pairwise.item')}</th>
            <th scope="col">{t('scenario:pairwise.judge')}</th>
            <th scope="col">{t('scenario:pairwise.verdict')}</th>
            <th scope="col">{t('scenario:pairwise.reasons')}</th>
          </tr>
        </thead>
        <tbody>
          {result.comparisons.map((c) => (
            <tr key={`${c.item}-${c.judgeId}`} data-testid={`pairwise-row-${c.item}`}>
              <th scope="row">{r.item(c.item)}</th>
              <td>{judgeName(c.judgeId)}</td>
              <td>{verdict(c)}</td>
              <td>
                <details>
                  <summary>{t('scenario:pairwise.bothOrders')}</summary>
                  <p>
                    <strong>{t('scenario:pairwise.shownFirst', { name: left })}</strong>{' '}
                    <span dir="auto">{c.xFirst.rationale ?? c.xFirst.error ?? '—'}</span>
                  </p>
                  <p>
                    <strong>{t('scenario:pairwise.shownFirst', { name: right })}</strong>{' '}
                    <span dir="auto">{c.yFirst.rationale ?? c.yFirst.error ?? '—'}</span>
                  </p>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
