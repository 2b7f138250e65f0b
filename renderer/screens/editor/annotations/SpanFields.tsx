// Kind, label and note of a span, shared by the "add" and "edit" panels; labels follow the chosen kind.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LABELS_BY_KIND, type SpanKind } from '../../../../shared/domain/library';
import { annotationClass } from '../../../components/annotations/classes';
import { vocab } from '../../../components/vocab';
import type { SpanValues } from './spanHistory';

type Props = {
  kinds: SpanKind[];
  value: SpanValues;
  onChange: (next: SpanValues) => void;
  testIdPrefix: 'add-span' | 'edit-span';
};

/** The label kept when the kind changes: the same if it fits, else the kind's first label. */
export const labelForKind = (kind: SpanKind, label: string | null): string | null =>
  label === null || LABELS_BY_KIND[kind].includes(label) ? label : (LABELS_BY_KIND[kind][0] ?? null);

export function SpanFields({ kinds, value, onChange, testIdPrefix }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const id = useId();
  const kindOptions = kinds.includes(value.kind) ? kinds : [...kinds, value.kind];
  return (
    <div className="ed-span-fields">
      <label className="field" htmlFor={`${id}-kind`}>
        <span>{t('editor:annotations.fields.kind')}</span>
        <select
          id={`${id}-kind`}
          value={value.kind}
          onChange={(e) => {
            const kind = e.target.value as SpanKind;
            onChange({ ...value, kind, label: labelForKind(kind, value.label) });
          }}
          data-testid={`${testIdPrefix}-kind`}
        >
          {kindOptions.map((k) => (
            <option key={k} value={k}>
              {v.spanKind[k]}
            </option>
          ))}
        </select>
      </label>
      <label className="field" htmlFor={`${id}-label`}>
        <span>
          {value.kind === 'distress'
            ? t('editor:annotations.fields.intensity')
            : value.kind === 'support'
              ? t('editor:annotations.fields.strategy')
              : t('editor:annotations.fields.signalType')}
        </span>
        <span className="ed-label-row">
          <select
            id={`${id}-label`}
            value={value.label ?? ''}
            onChange={(e) => onChange({ ...value, label: e.target.value === '' ? null : e.target.value })}
            data-testid={`${testIdPrefix}-label`}
          >
            {LABELS_BY_KIND[value.kind].map((label) => (
              <option key={label} value={label}>
                {v.spanLabel(value.kind, label)}
              </option>
            ))}
            <option value="">{t('vocab:unlabelled')}</option>
          </select>
          <span className={`ed-swatch ${annotationClass(value.kind, value.label)}`} aria-hidden="true">
            {t('editor:annotations.fields.sample')}
          </span>
        </span>
      </label>
      <label className="field" htmlFor={`${id}-note`}>
        <span>{t('editor:annotations.fields.note')}</span>
        <textarea
          id={`${id}-note`}
          value={value.note}
          onChange={(e) => onChange({ ...value, note: e.target.value })}
          rows={2}
          maxLength={500}
          dir="auto"
          data-testid={`${testIdPrefix}-note`}
        />
      </label>
    </div>
  );
}
