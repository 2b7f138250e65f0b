// Final ratings grouped by rubric, one line per item with its value (a number on five-point scales,
// else the option's name) and, where given, a note on where it came from. The trainee's final
// scores and the released review both show ratings this way.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { findItem, getRubric } from '../../../../shared/rubrics/registry';
import { rubricText } from '../../../components/rubricText';
import { rubricLabels } from './rubric-labels';
import { GivenScore } from './ScoreCell';
import { named } from '../../../components/RubricRating';

export type RatingLine = {
  rubricId: string;
  item: string;
  score: number | null;
  option: string | null;
  testId: string;
  /** Shown after the item's name (for example "supervisor" or "AI judges"). */
  note?: ReactNode;
  data?: Record<`data-${string}`, string>;
};

export function RatingList({ lines, heading: Heading }: { lines: readonly RatingLine[]; heading: 'h4' | 'h5' }) {
  const { t } = useTranslation();
  const text = rubricText(t);
  const labels = rubricLabels(t);
  const rubricIds = [...new Set(lines.map((line) => line.rubricId))];
  return rubricIds.map((rubricId) => {
    const rubric = getRubric(rubricId);
    if (!rubric) return null;
    return (
      <div key={rubricId} className="rv-released-rubric">
        <Heading>{text.rubricShort(rubricId)}</Heading>
        <dl className="rv-ratings">
          {lines
            .filter((line) => line.rubricId === rubricId)
            .map((line) => {
              const item = findItem(rubric, line.item);
              if (!item) return null;
              return (
                <div key={line.item} data-testid={line.testId} {...line.data}>
                  <dt>
                    {named(text.item(item.id), item.id, item.name)}
                    {line.note}
                  </dt>
                  <dd>
                    <GivenScore item={item} score={line.score} option={line.option} labels={labels} />
                  </dd>
                </div>
              );
            })}
        </dl>
      </div>
    );
  });
}
