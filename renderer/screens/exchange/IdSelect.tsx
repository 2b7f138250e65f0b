// A labelled choice of one record by id (an exercise, a trainee) with "Choose…" as the empty
// choice, for the exchange cards that prepare a file for one of them.
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField';

type Props = {
  label: string;
  value: number | null;
  options: readonly { id: number; label: string }[];
  onChange: (id: number | null) => void;
};

export function IdSelect({ options, ...props }: Props) {
  const { t } = useTranslation();
  const choices = options.map((o) => ({ value: o.id, label: o.label }));
  return <SelectField {...props} options={choices} empty={{ label: t('exchange:choose') }} />;
}
