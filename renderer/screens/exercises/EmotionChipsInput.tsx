// The instructor's own, culture-specific emotion labels for an exercise (up to eight), shown beside
// CuLEmo's six: type a label, press Enter or "Add"; each chip has a remove button.
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CULEMO_EMOTIONS } from '../../../shared/domain/practice';
import { isolate } from '../../i18n/isolate';
import { LIMITS } from './exerciseFormValues';
import { emotionLabels } from './stepLabels';

type Props = {
  value: readonly string[];
  onChange: (next: string[]) => void;
  readOnly: boolean;
  error: string | null;
};

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export function EmotionChipsInput({ value, onChange, readOnly, error }: Props) {
  const { t } = useTranslation();
  const labels = emotionLabels(t);
  const [text, setText] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const inputId = useId();
  const helpId = useId();
  const full = value.length >= LIMITS.emotionsMax;

  const add = () => {
    const label = text.trim();
    if (!label) return;
    const builtIn = CULEMO_EMOTIONS.some((e) => same(e, label) || same(labels[e] ?? e, label));
    if (builtIn || value.some((v) => same(v, label))) {
      setNote(t('exercises:emotions.duplicate', { label: isolate(label) }));
      return;
    }
    setNote(null);
    onChange([...value, label]);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="ex-emotions" data-testid="custom-emotions">
      <p className="ex-emotions-builtin">
        <span className="ex-emotions-caption">{t('exercises:emotions.builtIn')}</span>
        {CULEMO_EMOTIONS.map((e) => (
          <span key={e} className="ex-tag muted-tag">
            {labels[e]}
          </span>
        ))}
      </p>
      {readOnly ? (
        <span className="ex-emotions-caption">{t('exercises:emotions.custom')}</span>
      ) : (
        <label htmlFor={inputId} className="ex-emotions-caption">
          {t('exercises:emotions.custom')}
        </label>
      )}
      <small id={helpId} className="muted">
        {t('exercises:emotions.help', { count: LIMITS.emotionsMax })}
      </small>
      {value.length > 0 && (
        <ul className="bare-list ex-emotion-chips">
          {value.map((label) => (
            <li key={label} className="ex-tag ex-emotion-chip" data-testid="custom-emotion">
              <span dir="auto">{label}</span>
              {!readOnly && (
                <button
                  type="button"
                  className="ex-chip-remove"
                  onClick={() => onChange(value.filter((v) => v !== label))}
                  aria-label={t('exercises:emotions.remove', { label: isolate(label) })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="ex-emotion-add">
          <input
            id={inputId}
            type="text"
            value={text}
            dir="auto"
            maxLength={LIMITS.emotionMax}
            disabled={full}
            placeholder={full ? t('exercises:emotions.full') : t('exercises:emotions.placeholder')}
            aria-describedby={helpId}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            data-testid="custom-emotion-input"
          />
          <button
            type="button"
            className="button secondary small"
            disabled={full || !text.trim()}
            onClick={add}
            data-testid="custom-emotion-add"
          >
            {t('exercises:emotions.add')}
          </button>
        </div>
      )}
      {note && (
        <span className="ex-note-inline muted" role="status">
          {note}
        </span>
      )}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
