// The panel for an existing span: change its kind, label or note (spans.update), or delete it (spans.delete).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Span } from '../../../../shared/domain/library';
import { valuesOf, type SpanValues } from './spanHistory';
import { SpanFields } from './SpanFields';
import { Button } from '../../../components/Button';
import type { SpanPanelProps } from './targets';

type Props = SpanPanelProps & {
  span: Span;
  onSave: (values: SpanValues) => void;
  onDelete: () => void;
  onClose: () => void;
};

export function SpanEditPanel({ target, span, busy, onSave, onDelete, onClose }: Props) {
  const { t } = useTranslation();
  const { dir, lang, kinds } = target;
  const [values, setValues] = useState<SpanValues>(valuesOf(span));
  const ref = useRef<HTMLFormElement>(null);
  // On narrow windows the panel sits below the text: bring it into view.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const changed = values.kind !== span.kind || values.label !== span.label || values.note.trim() !== span.note;
  const annotator: Record<Span['annotator'], string> = {
    expert: t('editor:annotations.edit.byExpert'),
    trainee: t('editor:annotations.edit.byTrainee'),
    automatic: t('editor:annotations.edit.byAutomatic'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) onSave({ ...values, note: values.note.trim() });
  };
  return (
    <form ref={ref} className="ed-panel" onSubmit={submit} aria-labelledby="ed-edit-title" data-testid="span-panel">
      <div className="ed-panel-head">
        <h3 id="ed-edit-title">{t('editor:annotations.edit.title')}</h3>
        <span className="badge">{annotator[span.annotator]}</span>
      </div>
      <blockquote className="ed-phrase" dir={dir} lang={lang} data-testid="span-phrase">
        {span.phrase}
      </blockquote>
      {span.start === null && <p className="note">{t('editor:annotations.edit.noPosition')}</p>}
      <SpanFields kinds={kinds} value={values} onChange={setValues} testIdPrefix="edit-span" />
      <div className="ed-panel-actions">
        <Button tone="danger" small onClick={onDelete} disabled={busy} testId="span-delete">
          {t('editor:annotations.edit.delete')}
        </Button>
        <span className="ed-spacer" />
        <Button small onClick={onClose}>
          {t('editor:annotations.edit.close')}
        </Button>
        <Button type="submit" tone="primary" small disabled={busy || !changed} testId="span-update">
          {t('editor:annotations.edit.save')}
        </Button>
      </div>
    </form>
  );
}
