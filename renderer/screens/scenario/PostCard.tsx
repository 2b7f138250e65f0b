// The post with its annotation layers (distress, cultural signals), their legend and phrase-only annotations.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioDetail, SpanKind } from '../../../shared/domain/library';
import { localeDirection } from '../../../shared/i18n/locales';
import { AnnotatedText } from '../../components/annotations/AnnotatedText';
import { Legend } from '../../components/annotations/Legend';
import { LayerToggle } from './LayerToggle';
import { PhraseOnlyList } from './PhraseOnlyList';

export function PostCard({ scenario }: { scenario: ScenarioDetail }) {
  const { t } = useTranslation();
  const [showDistress, setShowDistress] = useState(true);
  const [showSignals, setShowSignals] = useState(true);
  const dir = localeDirection(scenario.language);
  const layers: SpanKind[] = [
    ...(showDistress ? (['distress'] as const) : []),
    ...(showSignals ? (['cultural_signal'] as const) : []),
  ];
  const dimmed: SpanKind[] = [
    ...(showDistress ? [] : (['distress'] as const)),
    ...(showSignals ? [] : (['cultural_signal'] as const)),
  ];
  const hasText = scenario.postText !== null;

  return (
    <section className="card scenario-post" aria-labelledby="post-title">
      <div className="spread-row scenario-section-head">
        <h2 id="post-title">{t('scenario:post.title')}</h2>
        {hasText && (
          <div className="layer-toggles" role="group" aria-label={t('scenario:post.layers')}>
            <LayerToggle
              checked={showDistress}
              onChange={setShowDistress}
              testId="layer-distress"
              sample="ann-distress ann-distress-moderate"
            >
              {t('scenario:post.distress')}
            </LayerToggle>
            <LayerToggle
              checked={showSignals}
              onChange={setShowSignals}
              testId="layer-signals"
              sample="ann-signal ann-signal-values"
            >
              {t('scenario:post.signals')}
            </LayerToggle>
          </div>
        )}
      </div>
      {scenario.postText !== null && (
        <AnnotatedText
          text={scenario.postText}
          spans={scenario.postSpans}
          layers={layers}
          dir={dir}
          lang={scenario.language}
          className="scenario-post-text"
          testId="post-text"
        />
      )}
      <Legend
        spans={scenario.postSpans}
        kinds={['distress', 'cultural_signal']}
        dimmed={hasText ? dimmed : []}
        label={t('scenario:post.legend')}
        testId="legend"
        className="scenario-legend"
      />
      <PhraseOnlyList spans={scenario.postSpans} dir={dir} lang={scenario.language} />
    </section>
  );
}
