// The answer of a pairwise comparison: per rubric item and judge, which reply won (or a tie, and
// whether the two orders disagreed), the judges' reasons, and each judge's points for both replies.
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../shared/domain/judging';
import type { PairComparisonView, PairCompareResult } from '../../../shared/domain/pairwise';
import { PairTallies, PairVerdict, PairVerdictTable } from '../../components/PairVerdicts';
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

  const labels = {
    missing: t('scenario:pairwise.missing'),
    x: t('scenario:pairwise.better', { name: left }),
    y: t('scenario:pairwise.better', { name: right }),
  };

  return (
    <div className="pairwise-results" data-testid="pairwise-results">
      {result.cancelled && <p className="muted">{t('scenario:pairwise.cancelled')}</p>}
      <PairTallies
        className="pairwise-tallies"
        tallies={result.tallies}
        judgeName={judgeName}
        testId={(judgeId) => `pairwise-tally-${judgeId}`}
        text={(tally) =>
          t('scenario:pairwise.tally', {
            left,
            right,
            leftPoints: tally.points,
            rightPoints: tally.comparisons - tally.missing - tally.points,
          })
        }
      />
      <PairVerdictTable
        className="pairwise-table"
        itemHeading={t('scenario:pairwise.item')}
        rows={result.comparisons.map((c: PairComparisonView) => ({
          key: `${c.item}-${c.judgeId}`,
          testId: `pairwise-row-${c.item}`,
          item: r.item(c.item),
          judge: judgeName(c.judgeId),
          verdict: <PairVerdict look="pairwise" outcome={c.outcome} labels={labels} />,
          orders: [
            { label: t('scenario:pairwise.shownFirst', { name: left }), text: c.xFirst.rationale ?? c.xFirst.error },
            { label: t('scenario:pairwise.shownFirst', { name: right }), text: c.yFirst.rationale ?? c.yFirst.error },
          ],
        }))}
      />
    </div>
  );
}
