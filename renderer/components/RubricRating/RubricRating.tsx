// A rubric as radio groups: its sheets (groups) in order, each item's options as radio buttons, and a
// link to clear a rating again. The practice critique and the supervisor's blind rating both draw
// their items with it; each says what surrounds an item (question, "required" mark, missing note).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rubric, RubricItem } from '../../../shared/rubrics/types';
import { rubricText } from '../rubricText';

/** The translated name, or the rubric's own English one for ids the translations do not know yet. */
export const named = (translated: string, id: string, english: string) => (translated === id ? english : translated);

type GroupsProps = {
  rubric: Rubric;
  className: string;
  testId: string;
  item: (item: RubricItem) => ReactNode;
};

/** The rubric's sheets, each with its translated name and its items. */
export function RubricGroups({ rubric, className, testId, item }: GroupsProps) {
  const { t } = useTranslation();
  const text = rubricText(t);
  return (
    <div className={className} data-testid={testId}>
      {rubric.groups.map((group) => {
        const items = rubric.items.filter((x) => x.group === group.id);
        if (items.length === 0) return null;
        return (
          <div key={group.id} className="pr-rubric-group">
            <h4>{named(text.group(group.id), group.id, group.name)}</h4>
            {items.map(item)}
          </div>
        );
      })}
    </div>
  );
}

type OptionsProps = {
  item: RubricItem;
  /** The radio group's name, unique on the page. */
  name: string;
  value: string | null | undefined;
  disabled: boolean;
  required?: boolean;
  onChange: (itemId: string, code: string | null) => void;
  /** Each radio's test id is `${testId}-${item}-${code}`. */
  testId: string;
  clearLabel: string;
};

/** One item's options as radio buttons, and "clear" once one is chosen. */
export function RubricOptions({ item, name, value, disabled, required, onChange, testId, clearLabel }: OptionsProps) {
  const { t } = useTranslation();
  const text = rubricText(t);
  return (
    <div className="pr-radios">
      {item.scale.options.map((option) => (
        <label key={option.code} className={`pr-radio${value === option.code ? ' is-on' : ''}`}>
          <input
            type="radio"
            name={name}
            value={option.code}
            checked={value === option.code}
            disabled={disabled}
            required={required}
            onChange={() => onChange(item.id, option.code)}
            data-testid={`${testId}-${item.id}-${option.code}`}
          />
          <span>{named(text.option(option.code), option.code, option.label)}</span>
        </label>
      ))}
      {value != null && !disabled && (
        <button type="button" className="link-button pr-radio-clear" onClick={() => onChange(item.id, null)}>
          {clearLabel}
        </button>
      )}
    </div>
  );
}
