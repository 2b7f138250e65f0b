// A select choosing which reply a comparison pane shows (written replies and generated ones grouped).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeDirection } from '../../../shared/i18n/locales';
import { isolate } from '../../i18n/isolate';
import type { ResponseOption } from './responseOptions';

type Props = {
  label: string;
  options: readonly ResponseOption[];
  value: number;
  onChange: (id: number) => void;
  testId: string;
};

export function ResponsePicker({ label, options, value, onChange, testId }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // In a right-to-left interface a name like "+cga" needs isolating to keep its "+" in front.
  const rtl = localeDirection(i18n.language) === 'rtl';
  const written = options.filter((o) => o.group === 'written');
  const generated = options.filter((o) => o.group === 'generated');
  const render = (list: readonly ResponseOption[]) =>
    list.map((o) => (
      <option key={o.response.id} value={o.response.id}>
        {rtl ? isolate(o.name) : o.name}
      </option>
    ));
  return (
    <div className="field scenario-picker">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} data-testid={testId}>
        {generated.length === 0 ? (
          render(written)
        ) : (
          <>
            <optgroup label={t('scenario:compare.groupWritten')}>{render(written)}</optgroup>
            <optgroup label={t('scenario:compare.groupGenerated')}>{render(generated)}</optgroup>
          </>
        )}
      </select>
    </div>
  );
}
