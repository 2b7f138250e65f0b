// One rubric as radio groups for the blind rating, grouped by the rubric's sheets: every item is
// required, and once the supervisor tries to submit, unrated items are marked. Names come from the
// shared rubric translations; Rubric B's questions from the practice critique's wording.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rubric, RubricItem } from '../../../shared/rubrics/types';
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

/** The translated name, or the rubric's own English one for ids the translations do not know yet. */
const named = (translated: string, id: string, english: string) => (translated === id ? english : translated);

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
      <div className="pr-radios">
        {item.scale.options.map((option) => (
          <label key={option.code} className={`pr-radio${value === option.code ? ' is-on' : ''}`}>
            <input
              type="radio"
              name={`${id}-${item.id}`}
              value={option.code}
              checked={value === option.code}
              disabled={disabled}
              required
              onChange={() => onChange(item.id, option.code)}
              data-testid={`${testId}-${item.id}-${option.code}`}
            />
            <span>{named(text.option(option.code), option.code, option.label)}</span>
          </label>
        ))}
        {value && !disabled && (
          <button type="button" className="link-button pr-radio-clear" onClick={() => onChange(item.id, null)}>
            {t('review:blind.clear')}
          </button>
        )}
      </div>
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
  const text = rubricText(t);
  const questions: Record<string, string> = { ...rubricQuestions(t), ...reviewQuestions(t) };
  return (
    <div className="pr-rubric rv-rubric" data-testid={testId}>
      {rubric.groups.map((group) => {
        const items = rubric.items.filter((item) => item.group === group.id);
        if (items.length === 0) return null;
        return (
          <div key={group.id} className="pr-rubric-group">
            <h4>{named(text.group(group.id), group.id, group.name)}</h4>
            {items.map((item) => (
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
            ))}
          </div>
        );
      })}
    </div>
  );
}
