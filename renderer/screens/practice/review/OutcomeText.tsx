// The post with every expert span and every mark drawn by outcome: found, missed or added; each
// numbered like the list below it and labelled for hover, focus and screen readers. One Tab stop; arrow
// keys move between the phrases (roving tabindex).
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpotMatch } from '../../../../shared/practice/spot-score';
import { segmentText } from '../../../components/annotations/segments';
import { useRovingPhrases } from '../../../components/a11y/useRovingPhrases';
import { vocab } from '../../../components/vocab';
import { describeMatch, OUTCOME_RANK } from './outcomes';

type Props = { text: string; matches: readonly SpotMatch[]; dir: 'ltr' | 'rtl'; lang: string };

export function OutcomeText({ text, matches, dir, lang }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const spans = matches.map((match, index) => ({ id: index, start: match.start, end: match.end, match }));
  const segments = segmentText(text, spans);
  const roving = useRovingPhrases(segments.filter((s) => s.spans.length > 0).length);
  let phraseIndex = 0;
  return (
    <div
      className="annotated-text scenario-post-text pr-outcome-text"
      dir={dir}
      lang={lang}
      data-testid="review-text"
      {...roving.container}
    >
      {segments.map((segment) => {
        if (segment.spans.length === 0) return <Fragment key={segment.start}>{segment.text}</Fragment>;
        const shown = [...segment.spans].sort(
          (a, b) => OUTCOME_RANK[a.match.outcome] - OUTCOME_RANK[b.match.outcome],
        )[0]!;
        const starting = segment.spans.filter((s) => s.start === segment.start);
        const label = segment.spans
          .map((s) => `${s.id + 1}. ${describeMatch(t, v, s.match)}`)
          .join(t('scenario:annotation.joiner'));
        return (
          <Fragment key={segment.start}>
            {starting.map((s) => (
              <span key={s.id} className={`pr-out-num is-${s.match.outcome}`} aria-hidden="true">
                {s.id + 1}
              </span>
            ))}
            <span
              className={`ann-seg pr-out is-${shown.match.outcome}`}
              {...roving.item(phraseIndex++)}
              role="group"
              aria-label={label}
              data-tip={label}
              data-outcome={shown.match.outcome}
            >
              {segment.text}
            </span>
          </Fragment>
        );
      })}
    </div>
  );
}
