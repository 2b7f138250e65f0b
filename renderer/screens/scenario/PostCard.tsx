// The post with its annotation layers (distress, cultural signals), their legend and phrase-only annotations.
import { useTranslation } from 'react-i18next';
import type { ScenarioDetail, SpanKind } from '../../../shared/domain/library';
import { localeDirection } from '../../../shared/i18n/locales';
import { AnnotatedText } from '../../components/annotations/AnnotatedText';
import { Legend } from '../../components/annotations/Legend';
import { LayerToggles, useLayers } from './LayerToggles';
import { PhraseOnlyList } from './PhraseOnlyList';

const KINDS: readonly SpanKind[] = ['distress', 'cultural_signal'];

export function PostCard({ scenario }: { scenario: ScenarioDetail }) {
  const { t } = useTranslation();
  const layerState = useLayers(KINDS);
  const { layers, dimmed } = layerState;
  const dir = localeDirection(scenario.language);
  const hasText = scenario.postText !== null;

  return (
    <section className="card scenario-post" aria-labelledby="post-title">
      <div className="spread-row scenario-section-head">
        <h2 id="post-title">{t('scenario:post.title')}</h2>
        {hasText && <LayerToggles label={t('scenario:post.layers')} state={layerState} testIdPrefix="layer" />}
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
        kinds={KINDS}
        dimmed={hasText ? dimmed : []}
        label={t('scenario:post.legend')}
        testId="legend"
        className="scenario-legend"
      />
      <PhraseOnlyList spans={scenario.postSpans} dir={dir} lang={scenario.language} />
    </section>
  );
}
