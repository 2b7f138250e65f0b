// What the selected words signal: distress with its intensity, or a cultural signal with its type.
// The buttons work from the keyboard too: find a phrase, then Tab to a button and press it.
import { useTranslation } from 'react-i18next';
import { CULTURAL_SIGNAL_TYPES, DISTRESS_INTENSITIES } from '../../../../shared/domain/vocabulary';
import { annotationClass } from '../../../components/annotations/classes';
import { vocab } from '../../../components/vocab';
import type { TextRange } from '../../editor/annotations/selectionOffsets';
import type { Mark } from './marks';

type Props = {
  phrase: string | null;
  range: TextRange | null;
  dir: 'ltr' | 'rtl';
  lang: string;
  onMark: (mark: Mark) => void;
  onClear: () => void;
};

const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function MarkPanel({ phrase, range, dir, lang, onMark, onClear }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const disabled = range === null;
  const mark = (kind: Mark['kind'], label: Mark['label']) => {
    if (range) onMark({ start: range.start, end: range.end, kind, label });
  };
  return (
    <div className="pr-mark-panel" data-testid="mark-panel">
      <div className="pr-selected" aria-live="polite">
        {phrase ? (
          <>
            <p className="pr-caption">{t('practice:spot.selected')}</p>
            <blockquote className="pr-phrase" dir={dir} lang={lang} data-testid="spot-selected">
              {phrase}
            </blockquote>
            <button type="button" className="link-button pr-clear" onClick={onClear}>
              {t('practice:spot.clearSelection')}
            </button>
          </>
        ) : (
          <p className="muted pr-caption">{t('practice:spot.nothingSelected')}</p>
        )}
      </div>
      <div className="pr-mark-group" role="group" aria-labelledby="pr-mark-distress">
        <h3 id="pr-mark-distress" className="pr-mark-title">
          {t('practice:spot.markDistress')}
        </h3>
        <div className="pr-mark-buttons">
          {DISTRESS_INTENSITIES.map((intensity) => (
            <button
              key={intensity}
              type="button"
              className="button secondary small pr-mark-button"
              disabled={disabled}
              onClick={() => mark('distress', intensity)}
              data-testid={`mark-distress-${intensity}`}
            >
              <span className={`pr-swatch ${annotationClass('distress', intensity)}`} aria-hidden="true">
                {'\u2003'}
              </span>
              {v.intensity[intensity]}
            </button>
          ))}
        </div>
      </div>
      <div className="pr-mark-group" role="group" aria-labelledby="pr-mark-signal">
        <h3 id="pr-mark-signal" className="pr-mark-title">
          {t('practice:spot.markSignal')}
        </h3>
        <div className="pr-mark-buttons">
          {CULTURAL_SIGNAL_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className="button secondary small pr-mark-button"
              disabled={disabled}
              onClick={() => mark('cultural_signal', type)}
              data-testid={`mark-signal-${slug(type)}`}
            >
              <span className={`pr-swatch ${annotationClass('cultural_signal', type)}`} aria-hidden="true">
                {'\u2003'}
              </span>
              {v.signalType[type]}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
