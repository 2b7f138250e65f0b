// Rubric B as radio groups, one per item with its translated name and question, grouped into the
// safety and culture sheets (names from the shared rubric translations); a rating can be cleared again.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rubric, RubricItem } from '../../../../shared/rubrics/types';
import { named, RubricGroups, RubricOptions } from '../../../components/RubricRating';
import { rubricText } from '../../../components/rubricText';
import { rubricQuestions } from './rubricQuestions';

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
      <RubricOptions
        item={item}
        name={`${id}-${item.id}`}
        value={value}
        disabled={disabled}
        onChange={onChange}
        testId="rubric"
        clearLabel={t('practice:critique.clearRating')}
      />
    </fieldset>
  );
}

export function RubricBFields({ rubric, ratings, disabled, onChange }: Props) {
  return (
    <RubricGroups
      rubric={rubric}
      className="pr-rubric"
      testId="rubric-b"
      item={(item) => (
        <ItemField key={item.id} item={item} value={ratings[item.id]} disabled={disabled} onChange={onChange} />
      )}
    />
  );
}
