// The spotting result: scores per kind and the span-by-span reveal of the expert annotations.
// Shown as its own step after "Check my signals" and again in the summary of a finished attempt.
import { useTranslation } from 'react-i18next';
import type { AttemptState } from '../../../../shared/domain/practice';
import type { SpotScore } from '../../../../shared/practice/spot-score';
import { localeDirection } from '../../../../shared/i18n/locales';
import { MatchList } from './MatchList';
import { OutcomeLegend } from './OutcomeLegend';
import { OutcomeText } from './OutcomeText';
import { ScoreTable } from './ScoreTable';
import { CardSection } from '../../../components/CardSection';

export function SpotReview({ attempt, score }: { attempt: AttemptState; score: SpotScore }) {
  const { t } = useTranslation();
  const { scenario } = attempt;
  const dir = localeDirection(scenario.language);
  const counts: Record<string, number> = {};
  for (const m of score.matches) counts[m.outcome] = (counts[m.outcome] ?? 0) + 1;
  return (
    <div className="pr-review">
      <CardSection titleId="pr-score-title" title={t('practice:review.scoreTitle')}>
        <p className="pr-headline" data-testid="spot-headline">
          {t('practice:review.headline', {
            matched: score.overall.matched,
            expert: score.overall.expert,
            marked: score.overall.marked,
          })}
        </p>
        <ScoreTable score={score} />
      </CardSection>
      <CardSection titleId="pr-reveal-title" title={t('practice:review.revealTitle')}>
        <OutcomeLegend counts={counts} />
        {score.matches.length === 0 ? (
          <p className="muted">{t('practice:review.nothing')}</p>
        ) : (
          <div className="pr-reveal-grid">
            <OutcomeText text={scenario.postText} matches={score.matches} dir={dir} lang={scenario.language} />
            <MatchList text={scenario.postText} matches={score.matches} dir={dir} lang={scenario.language} />
          </div>
        )}
      </CardSection>
    </div>
  );
}
