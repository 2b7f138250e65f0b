// One rubric as radio groups for the blind rating, grouped by the rubric's sheets: every item is
// required, and once the supervisor tries to submit, unrated items are marked. Names come from the
// shared rubric translations; Rubric B's questions from the practice critique's wording.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rubric, RubricItem } from '../../../shared/rubrics/types';
import { named, RubricGroups, RubricOptions } from '../../components/RubricRating';
import { rubricText } from '../../components/rubricText';
import { rubricQuestions } from '../practice/critique/rubricQuestions';
import type { ItemRatings } from './blindRatings';
import { reviewQuestions } from './reviewQuestions';

type Props = {
  rubric: Rubric;
  ratings: ItemRatings;
  disabled: boolean;
  /** Item ids to mark as still needing a rating. */
  missing: ReadonlySet<string>;
  onChange: (itemId: string, code: string | null) => void;
  testId: string;
};

function ItemField({
  item,
  value,
  disabled,
  isMissing,
  onChange,
  question,
  testId,
}: {
  item: RubricItem;
  value: string | null | undefined;
  disabled: boolean;
  isMissing: boolean;
  onChange: Props['onChange'];
  question: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const text = rubricText(t);
  const id = useId();
  const numeric = item.scale.id === 'five-point';
  return (
    <fieldset
      className={`pr-rubric-item rv-item${isMissing ? ' is-missing' : ''}`}
      data-testid={`${testId}-item-${item.id}`}
      aria-describedby={isMissing ? `${id}-missing` : undefined}
    >
      <legend>
        {named(text.item(item.id), item.id, item.name)}
        <span className="rv-required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <p className="muted pr-small">{question}</p>
      {numeric && <p className="muted pr-small rv-scale-hint">{t('review:blind.fivePointHint')}</p>}
      <RubricOptions
        item={item}
        name={`${id}-${item.id}`}
        value={value}
        disabled={disabled}
        required
        onChange={onChange}
        testId={testId}
        clearLabel={t('review:blind.clear')}
      />
      {isMissing && (
        <p id={`${id}-missing`} className="field-error rv-missing-text">
          {t('review:blind.itemMissing')}
        </p>
      )}
    </fieldset>
  );
}

export function RatingFields({ rubric, ratings, disabled, missing, onChange, testId }: Props) {
  const { t } = useTranslation();
  const questions: Record<string, string> = { ...rubricQuestions(t), ...reviewQuestions(t) };
  return (
    <RubricGroups
      rubric={rubric}
      className="pr-rubric rv-rubric"
      testId={testId}
      item={(item) => (
        <ItemField
          key={item.id}
          item={item}
          value={ratings[item.id]}
          disabled={disabled}
          isMissing={missing.has(item.id)}
          onChange={onChange}
          question={questions[item.id] ?? item.question}
          testId={testId}
        />
      )}
    />
  );
}
