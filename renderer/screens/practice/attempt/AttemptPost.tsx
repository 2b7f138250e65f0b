// The post beside the work of a step: with the expert annotations and their legend once they have
// been revealed (after spotting), plain otherwise; who wrote it (demographics) folded below.
import { useTranslation } from 'react-i18next';
import type { AttemptState } from '../../../../shared/domain/practice';
import { localeDirection } from '../../../../shared/i18n/locales';
import { AnnotatedText } from '../../../components/annotations/AnnotatedText';
import { Legend } from '../../../components/annotations/Legend';
import { DemographicsCard } from '../../scenario/DemographicsCard';
import { CardSection } from '../../../components/CardSection';

type Props = { attempt: AttemptState; annotated?: boolean; demographics?: boolean };

export function AttemptPost({ attempt, annotated = true, demographics = false }: Props) {
  const { t } = useTranslation();
  const { scenario } = attempt;
  const spans = annotated ? scenario.expertSpans : [];
  return (
    <div className="pr-side">
      <CardSection className="pr-post" titleId="pr-post-title" title={t('practice:post.title')} testId="attempt-post">
        <AnnotatedText
          text={scenario.postText}
          spans={spans}
          layers={['distress', 'cultural_signal']}
          dir={localeDirection(scenario.language)}
          lang={scenario.language}
          className="scenario-post-text"
          testId="attempt-post-text"
        />
        {spans.length > 0 && (
          <Legend
            spans={spans}
            kinds={['distress', 'cultural_signal']}
            label={t('practice:post.legend')}
            className="scenario-legend"
          />
        )}
      </CardSection>
      {demographics && (
        <details className="panel pr-details pr-about" data-testid="attempt-demographics">
          <summary>{t('scenario:demographics.title')}</summary>
          <DemographicsCard demographics={scenario.demographics} />
        </details>
      )}
    </div>
  );
}
