// The "Add annotation" panel for a selected phrase: kind, label and note, then spans.add.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LABELS_BY_KIND } from '../../../../shared/domain/library';
import type { SpanValues } from './spanHistory';
import { SpanFields } from './SpanFields';
import { ConfirmRow } from '../../../components/ConfirmRow/ConfirmRow';
import type { SpanPanelProps } from './targets';

type Props = SpanPanelProps & {
  phrase: string;
  onAdd: (values: SpanValues) => void;
  onCancel: () => void;
};

export function AddSpanPanel({ target, phrase, busy, onAdd, onCancel }: Props) {
  const { t } = useTranslation();
  const { dir, lang, kinds } = target;
  const first = kinds[0] ?? 'cultural_signal';
  const [values, setValues] = useState<SpanValues>({ kind: first, label: LABELS_BY_KIND[first][0] ?? null, note: '' });
  const ref = useRef<HTMLFormElement>(null);
  // The panel may sit below the text on narrow windows: bring it into view and put the focus on its first field.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.querySelector('select')?.focus({ preventScroll: true });
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd({ ...values, note: values.note.trim() });
  };
  return (
    <form ref={ref} className="ed-panel" onSubmit={submit} aria-labelledby="ed-add-title" data-testid="add-span-panel">
      <h3 id="ed-add-title">{t('editor:annotations.add.title')}</h3>
      <p className="ed-panel-caption">{t('editor:annotations.add.selected')}</p>
      <blockquote className="ed-phrase" dir={dir} lang={lang} data-testid="add-span-phrase">
        {phrase}
      </blockquote>
      <SpanFields kinds={kinds} value={values} onChange={setValues} testIdPrefix="add-span" />
      <ConfirmRow
        onCancel={onCancel}
        confirmLabel={t('editor:annotations.add.save')}
        confirmTestId="add-span-save"
        confirmDisabled={busy}
        small
      />
    </form>
  );
}
