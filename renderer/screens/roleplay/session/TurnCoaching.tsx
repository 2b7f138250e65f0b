// The fast analyzer's coaching signals on one trainee turn, folded away under a one-line summary:
// safety flags, the support strategies used, the post's signals engaged and the language check.
// Hints, not rubric scores.
import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../../shared/analyzer/types';
import { LanguageCheck } from '../../practice/draft/LanguageCheck';
import { SafetyFlags } from '../../practice/draft/SafetyFlags';
import { SignalEngagement } from '../../practice/draft/SignalEngagement';
import { StrategyMix } from '../../practice/draft/StrategyMix';
import '../../../styles/coaching.css';

export function TurnCoaching({
  coaching,
  lang,
  turnIndex,
}: {
  coaching: AnalysisResult;
  lang: string;
  turnIndex: number;
}) {
  const { t } = useTranslation();
  const alerts = coaching.flags.filter((f) => f.severity !== 'info').length;
  return (
    <details className="rp-coaching" data-testid={`rp-coaching-${turnIndex}`}>
      <summary data-testid={`rp-coaching-open-${turnIndex}`}>
        <span>{t('roleplay:coaching.title')}</span>
        <span className={`rp-coaching-summary${alerts > 0 ? ' has-flags' : ''}`}>
          {alerts > 0 ? t('roleplay:coaching.flags', { count: alerts }) : t('roleplay:coaching.noFlags')}
        </span>
      </summary>
      <div className="rp-coaching-body">
        <p className="muted rp-coaching-note">{t('roleplay:coaching.notScores')}</p>
        <SafetyFlags result={coaching} lang={lang} />
        <StrategyMix sentences={coaching.sentences} lang={lang} />
        <SignalEngagement spans={coaching.spans} lang={lang} />
        <LanguageCheck check={coaching.language} postLanguage={lang} />
      </div>
    </details>
  );
}
