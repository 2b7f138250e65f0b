// Rubric B as radio groups, one per item with its translated name and question, grouped into the
// safety and culture sheets (names from the shared rubric translations); a rating can be cleared again.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rubric, RubricItem } from '../../../../shared/rubrics/types';
import { rubricText } from '../../../components/rubricText';
import { rubricQuestions } from './rubricQuestions';

/** The translated name, or the rubric's own English one for ids the translations do not know yet. */
const named = (translated: string, id: string, english: string) => (translated === id ? english : translated);

type Props = {
  rubric: Rubric;
  ratings: Record<string, string>;
  disabled: boolean;
  onChange: (itemId: string, code: string | null) => void;
};

function ItemField({
  item,
  value,
  disabled,
  onChange,
}: {
  item: RubricItem;
  value: string | undefined;
  disabled: boolean;
  onChange: Props['onChange'];
}) {
  const { t } = useTranslation();
  const text = rubricText(t);
  const questions = rubricQuestions(t);
  const id = useId();
  return (
    <fieldset className="pr-rubric-item" data-testid={`rubric-item-${item.id}`}>
      <legend>{named(text.item(item.id), item.id, item.name)}</legend>
      <p className="muted pr-small">{questions[item.id] ?? item.question}</p>
      <div className="pr-radios">
        {item.scale.options.map((option) => (
          <label key={option.code} className={`pr-radio${value === option.code ? ' is-on' : ''}`}>
            <input
              type="radio"
              name={`${id}-${item.id}`}
              value={option.code}
              checked={value === option.code}
              disabled={disabled}
              onChange={() => onChange(item.id, option.code)}
              data-testid={`rubric-${item.id}-${option.code}`}
            />
            <span>{named(text.option(option.code), option.code, option.label)}</span>
          </label>
        ))}
        {value !== undefined && !disabled && (
          <button type="button" className="link-button pr-radio-clear" onClick={() => onChange(item.id, null)}>
            {t('practice:critique.clearRating')}
          </button>
        )}
      </div>
    </fieldset>
  );
}

export function RubricBFields({ rubric, ratings, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const text = rubricText(t);
  return (
    <div className="pr-rubric" data-testid="rubric-b">
      {rubric.groups.map((group) => {
        const items = rubric.items.filter((item) => item.group === group.id);
        if (items.length === 0) return null;
        return (
          <div key={group.id} className="pr-rubric-group">
            <h4>{named(text.group(group.id), group.id, group.name)}</h4>
            {items.map((item) => (
              <ItemField key={item.id} item={item} value={ratings[item.id]} disabled={disabled} onChange={onChange} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
