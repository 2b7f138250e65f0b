// Each judge's points in a pairwise comparison (a win 1, a tie 0.5), one line per judge.
import type { ReactNode } from 'react';
import type { PairwiseTally } from '../../../shared/scoring/pairwise';

type Props = {
  tallies: Readonly<Record<string, PairwiseTally>>;
  judgeName: (judgeId: string) => string;
  /** The sentence after the judge's name. */
  text: (tally: PairwiseTally) => ReactNode;
  className: string;
  /** The test id of a judge's line, when the tests look for it. */
  testId?: (judgeId: string) => string;
};

export function PairTallies({ tallies, judgeName, text, className, testId }: Props) {
  return (
    <ul className={className}>
      {Object.entries(tallies).map(([judgeId, tally]) => (
        <li key={judgeId} data-testid={testId?.(judgeId)}>
          <strong>{judgeName(judgeId)}</strong> {text(tally)}
        </li>
      ))}
    </ul>
  );
}
