// Strategy mix: how many reply sentences use each support strategy, as a small bar list (bar: share
// of the sentences), with the
// sentence-by-sentence tags (and a close runner-up) folded away underneath.
import { useTranslation } from 'react-i18next';
import type { SentenceSignal } from '../../../../shared/analyzer/types';
import { annotationClass } from '../../../components/annotations/classes';
import { vocab } from '../../../components/vocab';
import { strategyMix } from './coaching-summary';
import { CoachSection } from './CoachSection';

export function StrategyMix({ sentences, lang }: { sentences: readonly SentenceSignal[]; lang: string }) {
  const { t } = useTranslation();
  const v = vocab(t);
  const mix = strategyMix(sentences);
  return (
    <CoachSection name="strategies" title={t('coaching:coach.strategies.title')}>
      {mix.length === 0 ? (
        <p className="muted coach-empty">{t('coaching:coach.strategies.none')}</p>
      ) : (
        <>
          <ul className="coach-bars">
            {mix.map((m) => (
              <li key={m.strategy} className="coach-bar-row" data-strategy={m.strategy}>
                <span className="coach-bar-label">{v.strategy[m.strategy] ?? m.strategy}</span>
                <span className="coach-bar-track" aria-hidden="true">
                  {/* The strategy's class holds its colour (annotations.css), as in the highlights. */}
                  <span
                    className={`coach-bar ${annotationClass('support', m.strategy)}`}
                    style={{ inlineSize: `${m.share * 100}%` }}
                  />
                </span>
                <span className="coach-bar-count">{t('coaching:coach.strategies.sentences', { count: m.count })}</span>
              </li>
            ))}
          </ul>
          <details className="coach-sentences">
            <summary>{t('coaching:coach.strategies.bySentence')}</summary>
            <ol>
              {sentences.map((s) => (
                <li key={`${s.index}-${s.start}`} data-testid="coach-sentence">
                  <span className={`coach-tag ${annotationClass('support', s.strategy)}`}>
                    {v.strategy[s.strategy] ?? s.strategy}
                  </span>
                  {s.alternative && s.alternative.confidence >= 0.3 && (
                    <span className="muted coach-alt">
                      {t('coaching:coach.strategies.orMaybe', {
                        strategy: v.strategy[s.alternative.strategy] ?? s.alternative.strategy,
                      })}
                    </span>
                  )}
                  <span className="coach-sentence-text" dir="auto" lang={lang}>
                    {s.text}
                  </span>
                </li>
              ))}
            </ol>
          </details>
        </>
      )}
    </CoachSection>
  );
}
