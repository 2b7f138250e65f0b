// One demographic value in a fact list: an enumeration (urban, female, single...) in the interface
// language, free text as written and tagged with its own language and direction.
import { useTranslation } from 'react-i18next';
import { demographicValueView } from './demographicValues';

export function DemographicValue({ value }: { value: string }) {
  const { t } = useTranslation();
  const view = demographicValueView(t, value);
  return (
    <dd lang={view.lang} dir={view.dir}>
      {view.text}
    </dd>
  );
}
