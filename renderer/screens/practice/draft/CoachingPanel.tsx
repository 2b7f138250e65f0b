// The live coaching panel beside the editor: engaged signals, strategy mix, safety flags and the
// language check from the fast local analyzer. Says plainly that these are hints, not rubric scores.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../../shared/analyzer/types';
import type { RiskLevel } from '../../../../shared/domain/vocabulary';
import { LanguageCheck } from './LanguageCheck';
import { SafetyFlags } from './SafetyFlags';
import { SignalEngagement } from './SignalEngagement';
import { StrategyMix } from './StrategyMix';

type Props = {
  result: AnalysisResult | null;
  updating: boolean;
  error: unknown;
  /** The post's expert annotations are visible in this attempt (after spotting, or without it). */
  showSignals: boolean;
  lang: string;
  /** The post's risk level: the flag section shows it while the draft is still empty. */
  postRisk: RiskLevel;
};

export const CoachingPanel = memo(function CoachingPanel({
  result,
  updating,
  error,
  showSignals,
  lang,
  postRisk,
}: Props) {
  const { t } = useTranslation();
  return (
    <aside
      className="card coach-panel"
      aria-labelledby="coach-title"
      aria-busy={updating}
      data-testid="coach-panel"
      data-updating={updating}
    >
      <div className="coach-head">
        <h2 id="coach-title">{t('coaching:coach.title')}</h2>
        <span className={`coach-updating${updating ? ' is-on' : ''}`} aria-hidden={!updating}>
          {t('coaching:coach.updating')}
        </span>
      </div>
      <p className="coach-not-scores" data-testid="coach-not-scores">
        {t('coaching:coach.notScores')}
      </p>
      {result === null ? (
        <p className="muted coach-empty">{updating ? t('coaching:coach.reading') : t('coaching:coach.empty')}</p>
      ) : (
        <div className="coach-sections">
          {showSignals && <SignalEngagement spans={result.spans} lang={lang} />}
          <StrategyMix sentences={result.sentences} lang={lang} />
          <SafetyFlags result={result} postRisk={postRisk} lang={lang} />
          <LanguageCheck check={result.language} postLanguage={lang} />
        </div>
      )}
      {error !== null && (
        <p className="muted coach-unavailable" role="status">
          {t('coaching:coach.unavailable')}
        </p>
      )}
    </aside>
  );
});
