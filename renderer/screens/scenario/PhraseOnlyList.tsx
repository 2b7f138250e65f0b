// Lists annotations whose phrase has no position in the text (not found, or the text is not stored).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Span } from '../../../shared/domain/library';
import { describeSpan } from '../../components/annotations/AnnotatedText';
import { annotationClass } from '../../components/annotations/classes';
import { vocab } from '../../components/vocab';

type Props = { spans: readonly Span[]; dir: 'rtl' | 'ltr' | 'auto'; lang?: string };

export const isPhraseOnly = (span: Span): boolean => span.start === null || span.end === null;

export function PhraseOnlyList({ spans, dir, lang }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const titleId = useId();
  const phraseOnly = spans.filter(isPhraseOnly);
  if (phraseOnly.length === 0) return null;
  return (
    <section className="phrase-only" aria-labelledby={titleId} data-testid="phrase-only">
      <h3 id={titleId}>{t('scenario:phraseOnly.title')}</h3>
      <p className="muted">{t('scenario:phraseOnly.help')}</p>
      <ul className="bare-list phrase-only-list">
        {phraseOnly.map((span) => (
          <li key={span.id}>
            <span className={`badge phrase-only-label ${annotationClass(span.kind, span.label)}`}>
              {describeSpan(t, v, span.kind, span.label)}
            </span>
            <span className="phrase-only-phrase" dir={dir} lang={lang}>
              {span.phrase}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
