// What the selected words signal: distress with its intensity, or a cultural signal with its type.
// The buttons work from the keyboard too: find a phrase, then Tab to a button and press it.
import { useTranslation } from 'react-i18next';
import { CULTURAL_SIGNAL_TYPES, DISTRESS_INTENSITIES } from '../../../../shared/domain/vocabulary';
import { annotationClass } from '../../../components/annotations/classes';
import { vocab } from '../../../components/vocab';
import type { TextRange } from '../../editor/annotations/selectionOffsets';
import type { Mark } from './marks';
import { Button } from '../../../components/Button';

type Props = {
  phrase: string | null;
  range: TextRange | null;
  dir: 'ltr' | 'rtl';
  lang: string;
  onMark: (mark: Mark) => void;
  onClear: () => void;
};

const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The two groups of buttons: what kind of mark, the id in its test ids, and its labels in order. */
const GROUPS = [
  { kind: 'distress', id: 'distress', labels: DISTRESS_INTENSITIES },
  { kind: 'cultural_signal', id: 'signal', labels: CULTURAL_SIGNAL_TYPES },
] as const;

export function MarkPanel({ phrase, range, dir, lang, onMark, onClear }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const disabled = range === null;
  const mark = (kind: Mark['kind'], label: Mark['label']) => {
    if (range) onMark({ start: range.start, end: range.end, kind, label });
  };
  const titles = { distress: t('practice:spot.markDistress'), cultural_signal: t('practice:spot.markSignal') };
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
      {GROUPS.map(({ kind, id, labels }) => (
        <div key={kind} className="pr-mark-group" role="group" aria-labelledby={`pr-mark-${id}`}>
          <h3 id={`pr-mark-${id}`} className="pr-mark-title">
            {titles[kind]}
          </h3>
          <div className="pr-mark-buttons">
            {labels.map((label) => (
              <Button
                small
                extraClass="pr-mark-button"
                key={label}
                disabled={disabled}
                onClick={() => mark(kind, label)}
                testId={`mark-${id}-${slug(label)}`}
              >
                <span className={`pr-swatch ${annotationClass(kind, label)}`} aria-hidden="true">
                  {'\u2003'}
                </span>
                {v.spanLabel(kind, label)}
              </Button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
