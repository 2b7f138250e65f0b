// A coefficient's Cicchetti band (poor / fair / good / excellent) as a small labelled badge: the word
// carries the meaning, the colour and the bar count only repeat it.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CicchettiBand } from '../../../shared/stats/bands';
import { CICCHETTI_BANDS } from '../../../shared/stats/bands';
import { statText } from './statText';

export function BandBadge({ band }: { band: CicchettiBand }) {
  const { t } = useTranslation();
  const level = CICCHETTI_BANDS.indexOf(band) + 1;
  const tone = { '--tone': `var(--band-${band})`, '--tone-soft': `var(--band-${band}-soft)` } as CSSProperties;
  return (
    <span className="cal-band" style={tone} data-band={band}>
      <span className="cal-band-bars" aria-hidden="true">
        {CICCHETTI_BANDS.map((b, index) => (
          <span key={b} className={index < level ? 'is-on' : undefined} />
        ))}
      </span>
      {statText(t).band(band)}
    </span>
  );
}
